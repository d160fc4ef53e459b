import { describe, expect, test } from 'vitest';
import { secretOf, testApp } from '../testing/test-app.js';
import { TOKENS_ISSUED_PER_WINDOW } from '../auth/token-attempt-limiter.js';

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('POST /realms/applications/token', () => {
  test('good credentials get a Bearer token with scope and expires_in, not cached', async () => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secretOf('booker') }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'am_application_scope default', expires_in: 1800 });
    expect(typeof body.access_token).toBe('string');
  });

  test('a form-encoded request works like JSON', async () => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/realms/applications/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `client_id=booker&client_secret=${secretOf('booker')}`,
    });
    expect(response.status).toBe(200);
  });

  test('a form parameter sent twice: 400 invalid_request naming it, and no failed attempt counted', async () => {
    const { app, base } = await testApp();
    const form = (body: string) => app.request(`${base}/realms/applications/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-address': '198.51.100.4' }, body });
    for (let i = 0; i < 4; i++) {
      const response = await form(`client_id=booker&client_id=nobody&client_secret=${secretOf('booker')}&grant_type=client_credentials`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_request', error_description: 'client_id must be sent once' });
    }
    expect((await form(`client_id=booker&client_secret=x&client_secret=y`)).status).toBe(400);
    expect((await form(`client_id=booker&client_secret=${secretOf('booker')}`)).status).toBe(200);
  });

  test('a JSON member sent twice: 400 invalid_request naming it, never the last one wins', async () => {
    const { app, base } = await testApp();
    const json = (body: string) => app.request(`${base}/realms/applications/token`, post(body, { 'x-test-address': '198.51.100.5' }));
    const secret = JSON.stringify(secretOf('booker'));
    for (const body of [
      `{"client_id":"nobody","client_id":"booker","client_secret":${secret}}`,
      `{"client_id":"nobody", "client\\u005fid" :"booker","client_secret":${secret}}`,
    ]) {
      const response = await json(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_request', error_description: 'client_id must be sent once' });
    }
    expect((await json(`{"client_id":"booker","client_secret":"x","client_secret":${secret}}`)).status).toBe(400);
    // names repeated in a nested object, or inside a string, are not the request's parameters
    expect((await json(`{"client_id":"booker","x":{"client_id":1,"a":[{"client_id":2}]},"y":"\\"client_id\\":","client_secret":${secret}}`)).status).toBe(200);
  });

  test('client credentials in an Authorization: Basic header (RFC 6749 section 2.3.1), as OAuth libraries send them', async () => {
    const { app, base } = await testApp();
    const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    const token = (authorization: string, body = 'grant_type=client_credentials', type = 'application/x-www-form-urlencoded') =>
      app.request(`${base}/realms/applications/token`, { method: 'POST', headers: { authorization, 'content-type': type }, body });
    const ok = await token(basic('booker', secretOf('booker')));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect((await token(basic('booker', secretOf('booker')), '', 'application/json')).status).toBe(200);
    expect((await token(basic('booker', secretOf('booker')), 'client_id=booker')).status).toBe(200);

    const wrong = await token(basic('booker', 'wrong'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="applications"');
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });

    for (const [authorization, body] of [
      ['Basic !!!', 'grant_type=client_credentials'],
      [basic('booker', secretOf('booker')), `client_id=booker&client_secret=${secretOf('booker')}`],
      [basic('booker', secretOf('booker')), 'client_id=shopper'],
    ] as const) {
      const refused = await token(authorization, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('Authorization') });
    }
    // A Bearer header at the token endpoint is no client credential: the body is read as before.
    expect((await app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secretOf('booker') }, { authorization: 'Bearer x' }))).status).toBe(200);
  });

  test('Basic failures count like body failures: the pair is limited, then 429', async () => {
    const { app, base } = await testApp();
    const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`booker:${secret}`).toString('base64')}`, 'x-test-address': '198.51.100.9' });
    const attempt = (secret: string) => app.request(`${base}/realms/applications/token`, { method: 'POST', headers: basic(secret), body: '' });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(secretOf('booker'))).status).toBe(429);
  });

  test.each([
    [{ client_secret: 'x' }, 'client_id'],
    [{ client_id: 'booker' }, 'client_secret'],
    [{ client_id: '', client_secret: 'x' }, 'client_id'],
    ['not json', 'client_id'],
  ])('missing parameter %j: 400 invalid_request naming %s', async (body, named) => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/realms/applications/token`, post(body));
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: string; error_description: string };
    expect(error.error).toBe('invalid_request');
    expect(error.error_description).toContain(named);
  });

  test.each([
    ['wrong secret', 'booker', 'nope'],
    ['unknown client', 'nobody', 'nobody-secret'],
    ['credential of another environment', 'prod-partner', secretOf('prod-partner')],
  ])('%s: 401 invalid_client', async (_case, clientId, secret) => {
    const { app, base } = await testApp();
    const response = await app.request(`${base}/realms/applications/token`, post({ client_id: clientId, client_secret: secret }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) });
  });

  test('demo credentials are refused when NODE_ENV=production', async () => {
    const { app, base } = await testApp({ config: { production: true } });
    const response = await app.request(`${base}/realms/applications/token`, post({ client_id: 'demo-partner', client_secret: secretOf('demo-partner') }));
    expect(response.status).toBe(401);
  });

  test('attack: failures with a known client id from other addresses never lock its owner out', async () => {
    const { app, base } = await testApp();
    const attempt = (secret: string, address: string) =>
      app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secret }, { 'x-test-address': address }));
    for (let i = 0; i < 10; i++) expect((await attempt('wrong', `198.51.100.${i % 5}`)).status).toBe(401);
    expect((await attempt(secretOf('booker'), '203.0.113.9')).status).toBe(200);
  });

  test('after the limit of failures per (client id, address), that pair gets 429 with Retry-After even with the right secret, until the window ends', async () => {
    const { app, base, clock } = await testApp();
    const attempt = (secret: string, address: string) =>
      app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secret }, { 'x-test-address': address }));
    for (let i = 0; i < 3; i++) expect((await attempt('wrong', '198.51.100.1')).status).toBe(401);
    const limited = await attempt(secretOf('booker'), '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    expect((await attempt(secretOf('booker'), '198.51.100.2')).status).toBe(200);
    clock.advance(45);
    expect((await attempt(secretOf('booker'), '198.51.100.1')).headers.get('retry-after')).toBe('15');
    clock.advance(15);
    expect((await attempt(secretOf('booker'), '198.51.100.1')).status).toBe(200);
  });

  test('attack: a partner asking for tokens without pause (each a scrypt) gets 429 beyond TOKENS_ISSUED_PER_WINDOW, others do not', async () => {
    const { app, base, clock } = await testApp();
    const attempt = (clientId: string, address: string) =>
      app.request(`${base}/realms/applications/token`, post({ client_id: clientId, client_secret: secretOf(clientId) }, { 'x-test-address': address }));
    const statuses = await Promise.all(Array.from({ length: TOKENS_ISSUED_PER_WINDOW }, (_, i) => (async () => (await attempt('booker', `198.51.100.${i}`)).status)()));
    expect(statuses).toEqual(Array.from({ length: TOKENS_ISSUED_PER_WINDOW }, () => 200));
    const refused = await attempt('booker', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await attempt('shopper', '198.51.100.1')).status).toBe(200);
    clock.advance(60);
    expect((await attempt('booker', '203.0.113.1')).status).toBe(200);
  }, 60_000);

  test('TOKEN_ISSUE_LIMIT sets the tokens issued per client id and window', async () => {
    const { app, base, clock } = await testApp({ config: { tokenIssueLimit: 3 } });
    const attempt = (clientId: string) =>
      app.request(`${base}/realms/applications/token`, post({ client_id: clientId, client_secret: secretOf(clientId) }, { 'x-test-address': '198.51.100.9' }));
    for (let i = 0; i < 3; i++) expect((await attempt('booker')).status).toBe(200);
    const refused = await attempt('booker');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
    expect((await attempt('shopper')).status).toBe(200);
    clock.advance(60);
    expect((await attempt('booker')).status).toBe(200);
  });

  test('failures from one address across client ids are limited per address', async () => {
    const { app, base } = await testApp({ config: { tokenAddressFailureLimit: 3 } });
    const attempt = (clientId: string) =>
      app.request(`${base}/realms/applications/token`, post({ client_id: clientId, client_secret: 'wrong' }, { 'x-test-address': '203.0.113.7' }));
    for (const id of ['a1', 'a2', 'a3']) expect((await attempt(id)).status).toBe(401);
    expect((await attempt('a4')).status).toBe(429);
    const other = await app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secretOf('booker') }, { 'x-test-address': '203.0.113.8' }));
    expect(other.status).toBe(200);
  });

  test('the client secret never reaches the log', async () => {
    const { app, base, logs } = await testApp();
    await app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: secretOf('booker') }));
    await app.request(`${base}/realms/applications/token`, post({ client_id: 'booker', client_secret: 'wrong-secret-value' }));
    const basic = Buffer.from('booker:wrong-secret-value').toString('base64');
    await app.request(`${base}/realms/applications/token`, post('', { authorization: `Basic ${basic}` }));
    expect(logs.lines.length).toBe(3);
    expect(logs.text()).not.toContain(basic);
    expect(logs.text()).not.toContain(secretOf('booker'));
    expect(logs.text()).not.toContain('wrong-secret-value');
  });
});
