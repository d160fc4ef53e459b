import {
  openApiDocument, validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest, validateReservation, validateShopRequest,
  validateTokenRequest, type Validated,
} from '@direct-connect/validation';
import { describe, expect, test } from 'vitest';
import { DEMO_CREDENTIALS_FILE, loadCredentials } from '../credentials.js';
import { testApp } from '../testing/test-app.js';
import { DEMO_CREDENTIAL, docsViewOf, requestExamples } from './api-docs-view.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = openApiDocument() as Json;
const viewOf = (demoCredentialAccepted: boolean) => docsViewOf(document, { basePath: '/dc/v2', today: '2026-11-24', demoCredentialAccepted }) as Json;
const exampleOf = (view: Json, method: string, path: string): unknown => view.paths[path][method].requestBody.content['application/json'].example;
const problems = (checked: Validated<unknown>) => (checked.ok ? [] : checked.error.notifications);

describe('the /docs view of the OpenAPI document', () => {
  test('every request body example it adds passes the validator of its operation', () => {
    const view = viewOf(true);
    expect(problems(validateTokenRequest(exampleOf(view, 'post', '/realms/applications/token')))).toEqual([]);
    expect(problems(validateShopRequest(exampleOf(view, 'post', '/dcshop/props')))).toEqual([]);
    expect(problems(validatePropertyShopRequest(exampleOf(view, 'post', '/dcshop/props/{propCode}')))).toEqual([]);
    expect(problems(validateReservation(exampleOf(view, 'post', '/dcres'), { operation: 'create' }))).toEqual([]);
    expect(problems(validateReservation(exampleOf(view, 'put', '/dcres/{confNumber}/gnr/{gnrNumber}'), { operation: 'modify' }))).toEqual([]);
    expect(problems(validateCancelRequest(exampleOf(view, 'post', '/dcres/{confNumber}/gnr/{gnrNumber}/cancel')))).toEqual([]);
    expect(problems(validateConfirmRequest(exampleOf(view, 'post', '/dcres/{confNumber}/confirm')))).toEqual([]);
    expect(view.components.parameters.propCode.example ?? view.components.parameters.propCode.examples).toBeDefined();
  });

  test('stays in the examples begin 30 days after today and last 2 nights', () => {
    expect(exampleOf(viewOf(true), 'post', '/dcshop/props/{propCode}')).toMatchObject({ arrivalDate: '2026-12-24', departureDate: '2026-12-26' });
  });

  test('an example the document has is kept, and the document itself is not changed', () => {
    const before = JSON.stringify(document);
    const own = structuredClone(document);
    own.paths['/dcres'].post.requestBody.content['application/json'].example = { mine: true };
    expect(exampleOf(docsViewOf(own, { basePath: '/x', today: '2026-11-24', demoCredentialAccepted: true }) as Json, 'post', '/dcres')).toEqual({ mine: true });
    expect(JSON.stringify(document)).toBe(before);
  });

  test('the error-code tables leave the description for x-error-codes; the rest of the description stays', () => {
    const view = viewOf(true);
    expect(view.info.description).not.toMatch(/^\|/m);
    expect(view['x-error-codes']).toMatch(/^\| notification code/m);
    for (const code of ['REQUIRED', 'INTERNAL_ERROR']) expect(view['x-error-codes']).toContain(`| ${code} |`);
    expect(view.info.description).toContain(document.info.description.split('\n')[0]);
  });

  test('the demo credentials are named, and are the token example, only when the service accepts them', () => {
    expect(viewOf(true).info.description).toContain(DEMO_CREDENTIAL.clientSecret);
    expect(exampleOf(viewOf(true), 'post', '/realms/applications/token')).toEqual({ client_id: 'demo-partner', client_secret: 'demo-secret' });
    expect(viewOf(false).info.description).not.toContain(DEMO_CREDENTIAL.clientSecret);
    expect(JSON.stringify(requestExamples('2026-11-24', false))).not.toContain(DEMO_CREDENTIAL.clientSecret);
  });
});

describe('GET /docs routes', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'package.json', '..%2Fpackage.json'])('GET /docs/assets/%s is a 404', async (name) => {
    const { app } = await testApp();
    expect((await app.request(`/docs/assets/${name}`)).status).toBe(404);
  });

  test('GET /docs/assets/swagger-ui.css is served', async () => {
    const { app } = await testApp();
    const response = await app.request('/docs/assets/swagger-ui.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
  });

  test('GET /docs/openapi.json names the demo credentials when the demo credential file is loaded, not in production', async () => {
    const credentials = await loadCredentials(DEMO_CREDENTIALS_FILE);
    const staging = await testApp({ credentials, openApiDocument: document });
    const production = await testApp({ credentials, openApiDocument: document, config: { production: true } });
    const testOnes = await testApp({ openApiDocument: document });
    const description = async (app: typeof staging.app) => ((await (await app.request('/docs/openapi.json')).json()) as Json).info.description as string;
    expect(await description(staging.app)).toContain('**demo-secret**');
    expect(await description(production.app)).not.toContain('demo-secret');
    expect(await description(testOnes.app)).not.toContain('demo-secret');
  });

  test('GET /openapi.json stays the validation package\'s document with this base path as its server', async () => {
    const { app } = await testApp({ openApiDocument: document });
    expect(await (await app.request('/openapi.json')).json()).toEqual({ ...document, servers: [{ url: '/dc/v2', description: 'this service' }] });
  });
});
