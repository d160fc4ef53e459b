/**
 * What an operator reads in the request lines: who asked for tokens (the client id, never the
 * secret, escaped when it is the caller's own text) and from where (the source address).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { secretOf, testApp } from '../testing/test-app.js';
import { testService } from '../testing/test-service.js';

type T = Awaited<ReturnType<typeof testApp>>;
const tokenRequest = (t: T, body: unknown, address = '198.51.100.7') =>
  t.app.request(`${t.base}/realms/applications/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-address': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const requestLines = (t: T) => t.logs.lines.filter((line) => line.msg === 'request');

describe('token request lines', () => {
  test('name the client id and the source address, on success, refusal and lockout, never the secret', async () => {
    const t = await testApp();
    expect((await tokenRequest(t, { client_id: 'booker', client_secret: secretOf('booker') })).status).toBe(200);
    for (let i = 0; i < 4; i++) await tokenRequest(t, { client_id: 'booker', client_secret: 'wrong-secret-here' });
    const lines = requestLines(t);
    expect(lines.map((line) => [line.status, line.clientId, line.addr])).toEqual([
      [200, 'booker', '198.51.100.7'],
      [401, 'booker', '198.51.100.7'],
      [401, 'booker', '198.51.100.7'],
      [401, 'booker', '198.51.100.7'],
      [429, 'booker', '198.51.100.7'],
    ]);
    expect(t.logs.text()).not.toContain('wrong-secret-here');
    expect(t.logs.text()).not.toContain(secretOf('booker'));
  });

  test('a client id of the caller own making is bounded and escaped: no forged line, no terminal escape', async () => {
    const t = await testApp();
    const forged = `x\n{"level":30,"msg":"request","clientId":"booker"}\u001b[2J\u202e${'y'.repeat(5000)}`;
    expect((await tokenRequest(t, { client_id: forged, client_secret: 's' })).status).toBe(401);
    const [line] = requestLines(t);
    expect(String(line?.clientId)).toMatch(/^x\\x0a\{"level":30,"msg":"request","clientId":"booker"\}\\x1b\[2J\\u\{202e\}y+\.\.\./);
    expect(String(line?.clientId).endsWith(`...(${forged.length} characters)`)).toBe(true);
    expect(String(line?.clientId).length).toBeLessThan(200);
    expect(t.logs.text().split('\n').filter(Boolean)).toHaveLength(1);
  });

  test('a token request that names no client id yet (body not read as credentials) carries none', async () => {
    const t = await testApp();
    expect((await tokenRequest(t, '{"client_secret":"only-the-secret"}')).status).toBe(400);
    const [line] = requestLines(t);
    expect(line).toMatchObject({ status: 400, addr: '198.51.100.7' });
    expect(line?.clientId).toBeUndefined();
    expect(t.logs.text()).not.toContain('only-the-secret');
  });

  test('other requests carry the source address beside the authenticated client id', async () => {
    const t = await testApp();
    const token = await t.token('auditor');
    await t.app.request(`${t.base}/inf/whoami`, { headers: { authorization: `Bearer ${token}`, 'x-test-address': '2001:db8::5' } });
    await t.app.request(`${t.base}/inf/whoami`, { headers: { 'x-test-address': '203.0.113.9' } });
    expect(requestLines(t).slice(1).map((line) => [line.status, line.clientId, line.addr])).toEqual([
      [200, 'auditor', '2001:db8::5'],
      [401, undefined, '203.0.113.9'],
    ]);
  });
});

describe('the source address over real connections', () => {
  let plain: Awaited<ReturnType<typeof testService>>;
  let proxied: Awaited<ReturnType<typeof testService>>;
  beforeAll(async () => {
    plain = await testService();
    proxied = await testService({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
  });

  test('is the socket peer; X-Forwarded-For is believed only from a TRUSTED_PROXIES peer', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.20, 192.0.2.44' };
    await plain.call('GET', '/inf/whoami', { headers });
    await proxied.call('GET', '/inf/whoami', { headers });
    const last = (s: typeof plain) => s.logs.lines.filter((line) => line.msg === 'request').at(-1);
    expect(last(plain)).toMatchObject({ status: 401, addr: '127.0.0.1' });
    // The trusted proxy's own entry (the last) names the source; the client's own entries are not believed.
    expect(last(proxied)).toMatchObject({ status: 401, addr: '192.0.2.44' });
  });
});
