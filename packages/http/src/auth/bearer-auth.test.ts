import { describe, expect, test } from 'vitest';
import { tokenIssuer } from './access-token.js';
import { credentialsFrom } from '../credentials.js';
import { hashSecret } from './secret-hash.js';
import { secretOf, TEST_CONFIG, testApp, testCredentialsJson } from '../testing/test-app.js';

const FAULT = { fault: { code: 900901, message: expect.any(String), description: expect.any(String) } };

describe('bearer authentication and permissions', () => {
  test('who-am-I reports the token\'s application', async () => {
    const { app, base, token } = await testApp();
    const response = await app.request(`${base}/inf/whoami`, { headers: { authorization: `Bearer ${await token('booker')}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      applicationId: 'booker',
      applicationName: 'booker',
      userType: 'APPLICATION',
      userRealm: 'applications',
      username: 'booker',
      keyIdentifier: 'booker',
      svcAppAccess: ['shop', 'book', 'whoami'],
      roles: ['shop', 'book', 'whoami'],
      partnerId: 2002,
    });
  });

  test.each([
    ['no Authorization header', undefined],
    ['not a Bearer scheme', 'Basic Ym9va2VyOng='],
    ['Bearer without token', 'Bearer '],
    ['a random token', 'Bearer abc.def.ghi'],
  ])('%s: 401 fault 900901', async (_case, authorization) => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/inf/whoami`, { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toEqual(FAULT);
  });

  test('the scheme name is case-insensitive', async () => {
    const { app, base, token } = await testApp();
    const response = await app.request(`${base}/inf/whoami`, { headers: { authorization: `bearer ${await token('booker')}` } });
    expect(response.status).toBe(200);
  });

  test('a token expires after TOKEN_TTL seconds on the injected clock', async () => {
    const { app, base, token, clock } = await testApp();
    const headers = { authorization: `Bearer ${await token('booker')}` };
    clock.advance(1799);
    expect((await app.request(`${base}/inf/whoami`, { headers })).status).toBe(200);
    clock.advance(1);
    expect((await app.request(`${base}/inf/whoami`, { headers })).status).toBe(401);
  });

  test('a token of another environment (same secret) is refused', async () => {
    const { app, base, clock } = await testApp();
    const production = tokenIssuer({ secret: TEST_CONFIG.tokenSecret, environment: 'production', ttlSeconds: 60, randomBytes: (n) => new Uint8Array(n) });
    const { token } = await production.issue('booker', clock.now());
    expect((await app.request(`${base}/inf/whoami`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('a token issued before the credential\'s secret was rotated is refused at once; one issued after works', async () => {
    const before = await testApp();
    const oldToken = await before.token('booker');
    // The same deployment restarted with booker's new secret (same TOKEN_SECRET, same clock).
    const json = structuredClone(await testCredentialsJson()) as { credentials: { clientId: string; secretHash: string }[] };
    const booker = json.credentials.find((c) => c.clientId === 'booker');
    if (!booker) throw new Error('no booker');
    booker.secretHash = await hashSecret(secretOf('booker'));
    const after = await testApp({ credentials: credentialsFrom(json, 'rotated') });
    const whoami = (app: typeof after.app, token: string) => app.request(`${after.base}/inf/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect((await whoami(before.app, oldToken)).status).toBe(200);
    const refused = await whoami(after.app, oldToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(FAULT);
    expect((await whoami(after.app, await after.token('booker'))).status).toBe(200);
    // Another partner's token, its secret unchanged, keeps working.
    expect((await whoami(after.app, await before.token('auditor'))).status).toBe(200);
    // A token that names no credential version (issued by an embedder's own issuer) is checked as before.
    const { token: unversioned } = await tokenIssuer({ secret: TEST_CONFIG.tokenSecret, environment: 'staging', ttlSeconds: 60, randomBytes: (n) => new Uint8Array(n) }).issue('booker', after.clock.now());
    expect((await whoami(after.app, unversioned)).status).toBe(200);
  });

  test('a token signed with another secret is refused', async () => {
    const { app, base, clock } = await testApp();
    const forged = tokenIssuer({ secret: 'another-secret-another-secret-another', environment: 'staging', ttlSeconds: 60, randomBytes: (n) => new Uint8Array(n) });
    const { token } = await forged.issue('booker', clock.now());
    expect((await app.request(`${base}/inf/whoami`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('a token of the demo credential stops working when the adapter runs in production', async () => {
    const staging = await testApp();
    const token = await staging.token('demo-partner');
    const production = await testApp({ config: { production: true } });
    const response = await production.app.request(`${production.base}/inf/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  test('a credential without the permission gets 403 with no body', async () => {
    const { app, base, token } = await testApp();
    const response = await app.request(`${base}/inf/whoami`, { headers: { authorization: `Bearer ${await token('shopper')}` } });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('');
  });
});

describe('cross-cutting behaviour', () => {
  test('GET /health answers 200 without a token', async () => {
    const { app } = await testApp();
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('unknown paths: 404 with no body', async () => {
    const { app } = await testApp();
    const response = await app.request('/dc/v2/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  test('a body over 64 KiB: 413 ErrorDetail', async () => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/realms/applications/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'x', client_secret: 'y'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, context: 'request body', message: expect.any(String) });
  });

  test('an unexpected fault: 500 ErrorDetail without internals, logged with the request id', async () => {
    const { app, logs } = await testApp();
    app.get('/boom', () => {
      throw new Error('secret internals at /var/lib/thing');
    });
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('internals');
    const body = JSON.parse(text) as { code: number; context: string; message: string };
    expect(body.code).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.lines.some((line) => line.reqId === requestId && line.msg === 'unexpected fault')).toBe(true);
  });

  test('every response carries security headers and a request id', async () => {
    const { app, base } = await testApp();
    for (const response of [await app.request(`${base}/inf/whoami`), await app.request('/nowhere'), await app.request('/openapi.json')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toContain('max-age');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    // Without Node's response (app.request) the docs still get the browser-only headers.
    expect((await app.request('/openapi.json')).headers.get('x-xss-protection')).toBe('0');
    expect((await app.request(`${base}/inf/whoami`)).headers.get('x-xss-protection')).toBeNull();
  });

  test('Authorization headers never reach the log', async () => {
    const { app, base, token, logs } = await testApp();
    const bearer = await token('booker');
    await app.request(`${base}/inf/whoami`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(logs.lines.at(-1)).toMatchObject({ msg: 'request', method: 'GET', path: `${base}/inf/whoami`, status: 200, clientId: 'booker' });
    expect(logs.text()).not.toContain(bearer);
  });
});
