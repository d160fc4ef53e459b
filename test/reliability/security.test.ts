/**
 * Security of the running service, over real HTTP against adapter processes (the real start
 * command) on a fresh PostgreSQL database: permissions on every endpoint, tokens unguessable and
 * expiring, forged tokens refused, failed token attempts limited (429 + Retry-After), and after a
 * full end-to-end run no card number, cvv, client secret or token in the logs (the processes'
 * stdout and stderr, at LOG_LEVEL=trace) or in any table (every row of every table, via SQL).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { secretOf, TEST_CREDENTIALS } from '../../packages/http/src/testing/test-app.js';
import { adapterEnvironment, dayFromToday, RELIABILITY_TOKEN_SECRET, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import { apiClient, type ApiClient, type Reply } from './api-client.js';
import { reportFigures } from './figures.js';
import { signedToken, unsignedToken } from './forged-tokens.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';
import { SECURITY_HEADERS } from './reply-rules.js';

const TOKEN_FAILURE_LIMIT = 5;
const TOKEN_FAILURE_WINDOW = 3;
const SHORT_TOKEN_TTL = 2;
/** Card data of the run, distinctive enough to be found anywhere it leaks. */
const CARD_NUMBER = '8765432109871234';
const CVV = '7391';
const STAFFED = TEST_CREDENTIALS.filter((c) => (c.environment ?? 'staging') === 'staging');

let db: FreshDatabase;
let env: AdapterEnvironment;
let main: AdapterProcess;
let shortLived: AdapterProcess;
let api: ApiClient;
const issued: string[] = [];
const replies: Reply[] = [];

/** Calls `api`, keeping every reply for the header and leak checks. */
async function call(method: string, path: string, options: Parameters<ApiClient['call']>[2] = {}): Promise<Reply> {
  const reply = await api.call(method, path, options);
  replies.push(reply);
  return reply;
}

async function token(clientId: string, client: ApiClient = api): Promise<string> {
  const value = await client.tokenFor(clientId);
  issued.push(value);
  return value;
}

function withCard(request: ReturnType<typeof reservationRequest>) {
  return { ...request, guarantee: { ...request.guarantee, paymentCard: { ...request.guarantee.paymentCard, cardNumber: CARD_NUMBER, cvv: CVV } } };
}

beforeAll(async () => {
  db = await freshDatabase('rel_security');
  env = await adapterEnvironment();
  const common = { DATABASE_URL: db.url, LOG_LEVEL: 'trace', TOKEN_FAILURE_LIMIT: String(TOKEN_FAILURE_LIMIT), TOKEN_FAILURE_WINDOW: String(TOKEN_FAILURE_WINDOW) };
  [main, shortLived] = await Promise.all([startAdapter(env.env(common)), startAdapter(env.env({ ...common, TOKEN_TTL: String(SHORT_TOKEN_TTL) }))]);
  api = apiClient(main.baseUrl);
}, 300_000);

afterAll(async () => {
  await killAllAdapters();
  await db?.drop();
  await env?.remove();
});

/** Every endpoint with the permission it needs and a body that passes validation where one is needed. */
function endpoints(conf: string, gnr: number) {
  const stay = { arrivalDate: dayFromToday(70), departureDate: dayFromToday(72) };
  return [
    { method: 'POST', path: '/dcshop/props', permission: 'shop', body: { ...stay, numAdults: 2, props: [{ propCode: 'NYCDC' }] } },
    { method: 'POST', path: '/dcshop/props/NYCDC', permission: 'shop', body: { ...stay, numAdults: 2 } },
    { method: 'POST', path: '/dcres', permission: 'book', body: reservationRequest(stay) },
    { method: 'GET', path: `/dcres/${conf}`, permission: 'book' },
    { method: 'GET', path: `/dcres/${conf}/gnr/${gnr}`, permission: 'book' },
    { method: 'PUT', path: `/dcres/${conf}/gnr/${gnr}`, permission: 'book', body: reservationRequest(stay) },
    { method: 'POST', path: `/dcres/${conf}/gnr/${gnr}/cancel`, permission: 'book', body: {} },
    { method: 'POST', path: `/dcres/${conf}/confirm`, permission: 'hold', headers: { 'Svc-Crs-SessionId': '00000000-0000-4000-8000-000000000000' } },
    { method: 'POST', path: `/dcres/${conf}/release`, permission: 'hold', headers: { 'Svc-Crs-SessionId': '00000000-0000-4000-8000-000000000000' } },
    { method: 'GET', path: '/inf/whoami', permission: 'whoami' },
  ] as const;
}

describe('permissions', () => {
  test('every endpoint refuses every credential without its permission: 403 without body; the hold header needs hold', async () => {
    const owner = await token('demo-partner');
    const created = await call('POST', '/dcres', { token: owner, body: withCard(reservationRequest({ arrivalDate: dayFromToday(70), departureDate: dayFromToday(72) })) });
    expect(created.status).toBe(200);
    const [{ confNumber, gnrNumber }] = created.body as [{ confNumber: string; gnrNumber: number }];
    let refused = 0;
    for (const credential of STAFFED) {
      const callerToken = await token(credential.clientId);
      for (const endpoint of endpoints(confNumber, gnrNumber)) {
        if ((credential.permissions as string[]).includes(endpoint.permission)) continue;
        const reply = await call(endpoint.method, endpoint.path, { token: callerToken, body: 'body' in endpoint ? endpoint.body : undefined, headers: 'headers' in endpoint ? endpoint.headers : {} });
        expect({ who: credential.clientId, endpoint: `${endpoint.method} ${endpoint.path}`, status: reply.status, text: reply.text }).toEqual({
          who: credential.clientId, endpoint: `${endpoint.method} ${endpoint.path}`, status: 403, text: '',
        });
        refused++;
      }
    }
    const booker = await token('booker');
    for (const [method, path] of [['POST', '/dcres'], ['PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`]] as const) {
      const reply = await call(method, path, { token: booker, headers: { 'Svc-Inventory-Hold': 'true' }, body: reservationRequest({ arrivalDate: dayFromToday(70), departureDate: dayFromToday(72) }) });
      expect({ status: reply.status, text: reply.text }).toEqual({ status: 403, text: '' });
      refused++;
    }
    reportFigures('security: permissions', { credentials: STAFFED.length, endpoints: 10, refusedWith403: refused });
  }, 120_000);
});

describe('tokens', () => {
  test('tokens are unguessable: 256-bit random ids, no two alike; forged, unsigned and tampered tokens get the 401 fault', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, () => token('auditor')));
    expect(new Set(tokens).size).toBe(tokens.length);
    const ids = tokens.map((t) => (JSON.parse(Buffer.from(t.split('.')[1] as string, 'base64url').toString()) as { jti: string }).jti);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    // Any two ids differ in about half of their 256 bits.
    const differing = (a: Buffer, b: Buffer) => [...a].reduce((n, byte, i) => n + [...(byte ^ (b[i] as number)).toString(2)].filter((bit) => bit === '1').length, 0);
    const distances = ids.slice(1).map((id, i) => differing(Buffer.from(id, 'base64url'), Buffer.from(ids[i] as string, 'base64url')));
    for (const d of distances) expect(d).toBeGreaterThan(80);

    const [header, payload, signature] = (tokens[0] as string).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const elevated = Buffer.from(JSON.stringify({ ...claims, sub: 'demo-partner' })).toString('base64url');
    const forged = [
      signedToken('demo-partner', 'not-the-secret-not-the-secret-not-the-secret'),
      signedToken('demo-partner', RELIABILITY_TOKEN_SECRET, 'production'),
      signedToken('nobody', RELIABILITY_TOKEN_SECRET),
      unsignedToken('demo-partner'),
      `${header}.${elevated}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}`,
    ];
    for (const candidate of forged) {
      const reply = await call('GET', '/inf/whoami', { token: candidate });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ fault: { code: 900901 } });
    }
    // The genuine signature with its own claims still works: the refusals above are about the forgery.
    expect((await call('GET', '/inf/whoami', { token: tokens[0] })).status).toBe(200);
    reportFigures('security: tokens', { issued: tokens.length, minDifferingBits: Math.min(...distances), forgedRefused: forged.length });
  }, 120_000);

  test(`tokens expire: a ${SHORT_TOKEN_TTL}-second token works, then gets the 401 fault on every process`, async () => {
    const client = apiClient(shortLived.baseUrl);
    const shortToken = await token('demo-partner', client);
    expect((await client.call('GET', '/inf/whoami', { token: shortToken })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (SHORT_TOKEN_TTL + 1) * 1000));
    for (const c of [client, api]) {
      const reply = await c.call('GET', '/inf/whoami', { token: shortToken });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ fault: { code: 900901 } });
    }
  }, 60_000);
});

describe('secrets never stored or logged', () => {
  test('after a full end-to-end run, no card number, cvv, client secret or token in the logs or in any table', async () => {
    const partner = await token('demo-partner');
    const stay = { arrivalDate: dayFromToday(80), departureDate: dayFromToday(82) };
    expect((await call('POST', '/dcshop/props', { token: partner, body: { ...stay, numAdults: 2, props: [{ propCode: 'NYCDC' }, { propCode: 'PARDC' }] } })).status).toBe(200);
    const created = await call('POST', '/dcres', { token: partner, body: withCard(reservationRequest(stay, 2)) });
    expect(created.status).toBe(200);
    const [first, second] = created.body as [{ confNumber: string; gnrNumber: number }, { gnrNumber: number }];
    expect((await call('GET', `/dcres/${first.confNumber}`, { token: partner })).status).toBe(200);
    expect((await call('PUT', `/dcres/${first.confNumber}/gnr/${first.gnrNumber}`, { token: partner, body: withCard(reservationRequest({ arrivalDate: dayFromToday(81), departureDate: dayFromToday(83) })) })).status).toBe(200);
    expect((await call('POST', `/dcres/${first.confNumber}/gnr/${second.gnrNumber}/cancel`, { token: partner, body: {} })).status).toBe(200);
    const held = await call('POST', '/dcres', { token: partner, body: withCard(reservationRequest(stay)), headers: { 'Svc-Inventory-Hold': 'true' } });
    expect(held.status).toBe(200);
    const [heldStay] = held.body as [{ confNumber: string }];
    expect((await call('POST', `/dcres/${heldStay.confNumber}/confirm`, { token: partner, headers: { 'Svc-Crs-SessionId': held.headers.get('svc-crs-sessionid') ?? '' } })).status).toBe(204);
    const released = await call('POST', '/dcres', { token: partner, body: withCard(reservationRequest(stay)), headers: { 'Svc-Inventory-Hold': 'true' } });
    const [releasedStay] = released.body as [{ confNumber: string }];
    expect((await call('POST', `/dcres/${releasedStay.confNumber}/release`, { token: partner, headers: { 'Svc-Crs-SessionId': released.headers.get('svc-crs-sessionid') ?? '' } })).status).toBe(204);
    // Refused requests carrying secrets: a bad body with the card, a wrong secret, a secret in the wrong field.
    const invalid = withCard(reservationRequest(stay));
    expect((await call('POST', '/dcres', { token: partner, body: { ...invalid, propCode: 'bad code' } })).status).toBe(400);
    expect((await call('POST', '/realms/applications/token', { body: { client_id: 'demo-partner', client_secret: `${secretOf('booker')}` } })).status).toBe(401);
    expect((await call('POST', '/realms/applications/token', { body: { client_id: secretOf('shopper') } })).status).toBe(400);
    expect((await call('GET', '/inf/whoami', { token: partner })).status).toBe(200);

    const secrets = [
      CARD_NUMBER, `"${CVV}"`, RELIABILITY_TOKEN_SECRET, ...STAFFED.map((c) => secretOf(c.clientId)),
      ...issued, ...issued.map((t) => t.split('.')[2] as string),
    ];
    const logs = `${main.output()}\n${shortLived.output()}`;
    const tables = await db.dumpTables();
    const leaks = secrets.flatMap((secret) => [
      ...(logs.includes(secret) ? [`logs: ${secret.slice(0, 12)}…`] : []),
      ...Object.entries(tables).filter(([, rows]) => rows.includes(secret)).map(([table]) => `${table}: ${secret.slice(0, 12)}…`),
    ]);
    const cvvFields = [...Object.values(tables), logs].filter((text) => /"cvv"\s*:\s*"(?!\[redacted\])/.test(text)).length;
    expect(leaks).toEqual([]);
    expect(cvvFields).toBe(0);
    // Sanity: the scan looks where the data is (the reservation is stored, the requests were logged).
    expect(tables['public.reservations']).toContain(first.confNumber);
    expect(logs).toContain('/dcres');
    // Replies never echo the card or cvv either.
    expect(replies.filter((r) => r.text.includes(CARD_NUMBER) || /"cvv"/.test(r.text))).toEqual([]);
    reportFigures('security: secrets scan', {
      secretsLookedFor: secrets.length, logBytes: logs.length, logLines: logs.split('\n').length, tables: Object.keys(tables).length,
      tableBytes: Object.values(tables).reduce((n, t) => n + t.length, 0), replies: replies.length, leaks: leaks.length,
    });
  }, 120_000);

  test('security headers on every reply of the run, and no X-Powered-By', () => {
    expect(replies.length).toBeGreaterThan(30);
    for (const reply of replies) {
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) expect(reply.headers.get(name) ?? '', name).toMatch(pattern);
      expect(reply.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('failed token attempts', () => {
  test(`after ${TOKEN_FAILURE_LIMIT} failures: 429 with Retry-After, even for the right secret, until the window ends`, async () => {
    // Failures count per client id and per address (127.0.0.1 here, shared with the tests above,
    // which is why this one runs last): the window of the earlier wrong secret ends first.
    await new Promise((resolve) => setTimeout(resolve, TOKEN_FAILURE_WINDOW * 1000 + 200));
    const attempts: number[] = [];
    for (let i = 0; i < TOKEN_FAILURE_LIMIT; i++) {
      attempts.push((await call('POST', '/realms/applications/token', { body: { client_id: 'shopper', client_secret: `wrong-${i}` } })).status);
    }
    expect(attempts).toEqual(Array(TOKEN_FAILURE_LIMIT).fill(401));
    for (const secret of ['wrong-again', secretOf('shopper')]) {
      const limited = await call('POST', '/realms/applications/token', { body: { client_id: 'shopper', client_secret: secret } });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(TOKEN_FAILURE_WINDOW);
    }
    const wait = Number((await call('POST', '/realms/applications/token', { body: { client_id: 'shopper', client_secret: 'x' } })).headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await call('POST', '/realms/applications/token', { body: { client_id: 'shopper', client_secret: secretOf('shopper') } })).status).toBe(200);
    reportFigures('security: token attempts', { limit: TOKEN_FAILURE_LIMIT, windowSeconds: TOKEN_FAILURE_WINDOW, retryAfterSeconds: wait });
  }, 60_000);
});
