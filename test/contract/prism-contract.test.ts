/**
 * The service against its OpenAPI document, through an independent tool: the partner flow runs
 * through Stoplight Prism (proxy mode, errors on) in front of the real service (embedded store in
 * a temporary directory, random loopback ports) and must meet zero violations. A second test
 * proves that Prism does check bodies: a deliberately wrong reply is reported.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '@direct-connect/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bodyOf, requestOf, testService, TEST_TODAY } from '../../packages/http/src/testing/test-service.js';
import { secretOf } from '../../packages/http/src/testing/test-app.js';
import { EXPECTED_STATUSES, partnerFlow, type Call } from './e2e-flow.js';
import { freePort, startPrismProxy, type PrismProxy } from './prism-proxy.js';

let dir = '';
let document = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dc-contract-'));
  document = join(dir, 'openapi.json');
  await writeFile(document, JSON.stringify(openApiDocument()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Calls through `base` the way a partner does (JSON in, JSON out). */
function caller(base: string): Call {
  return async (method, path, options = {}) => {
    const { headers, payload } = requestOf(options);
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: bodyOf(text) };
  };
}

describe('the partner flow through Prism in front of the service', () => {
  let service: Awaited<ReturnType<typeof testService>>;
  let prism: PrismProxy;

  beforeAll(async () => {
    service = await testService();
    prism = await startPrismProxy(document, service.service.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await prism?.close();
    await service?.close();
  });

  test('every request and every reply of the flow meets the document: zero violations', { timeout: 180_000 }, async () => {
    const flow = await partnerFlow(caller(prism.url), { client_id: 'demo-partner', client_secret: secretOf('demo-partner') }, TEST_TODAY);
    const violations = flow.filter((e) => e.headers.get('sl-violations') !== null).map((e) => `${e.name}: ${e.headers.get('sl-violations')}`);
    expect(violations).toEqual([]);
    expect(Object.fromEntries(flow.map((e) => [e.name, e.status]))).toEqual(EXPECTED_STATUSES);
    expect(prism.output()).not.toMatch(/violation/i);
    const refusals = flow.filter((e) => e.status === 400).map((e) => (e.body as { notifications: Array<{ code: string }> }).notifications.map((n) => n.code));
    expect(refusals).toEqual([['DEPARTURE_NOT_AFTER_ARRIVAL'], ['BOOKING_CODE_MISMATCH']]);
  });

  test('a request the document forbids is refused by Prism before it reaches the service', { timeout: 60_000 }, async () => {
    const reply = await caller(prism.url)('POST', '/realms/applications/token', { body: { client_id: 'demo-partner' } });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toMatch(/client_secret/);
  });
});

describe('Prism checks bodies', () => {
  let upstream: Server;
  let prism: PrismProxy;

  beforeAll(async () => {
    // an upstream that answers who-am-I with a body the document forbids
    const port = await freePort();
    upstream = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ userType: 'ROBOT', partnerId: 'seven', svcInnCodes: 'XYZ' }));
    });
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    prism = await startPrismProxy(document, `http://127.0.0.1:${port}/dc/v2`);
  }, 120_000);
  afterAll(async () => {
    await prism?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('a deliberately wrong reply is reported as a violation naming the wrong fields', { timeout: 60_000 }, async () => {
    const reply = await caller(prism.url)('GET', '/inf/whoami', { token: 'any-token' });
    const reported = `${reply.headers.get('sl-violations') ?? ''} ${JSON.stringify(reply.body)}`;
    expect(reported).toMatch(/userType/);
    expect(reported).toMatch(/partnerId/);
  });
});
