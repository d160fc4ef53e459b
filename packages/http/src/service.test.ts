/**
 * End-to-end over real HTTP: every endpoint and every status of the spec and DESIGN section 6,
 * against the started service (random port, PGlite in a temporary directory). Every JSON body is
 * checked against the validation package's response schemas.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.js';
import { startService } from './service.js';
import { expectBodyOf, reservationRequest, testService, type Reply } from './testing/test-service.js';
import { secretOf } from './testing/test-app.js';

let t: Awaited<ReturnType<typeof testService>>;
const CALLERS = ['demo-partner', 'booker', 'shopper', 'auditor'] as const;
const tokens = {} as Record<(typeof CALLERS)[number], string>;
const STAY = { arrivalDate: '2026-03-10', departureDate: '2026-03-12' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

beforeAll(async () => {
  t = await testService();
  for (const id of CALLERS) tokens[id] = await t.tokenFor(id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const expectNoBody = (reply: Reply) => expect(reply.text).toBe('');
const expectErrorDetail = (reply: Reply, code?: string) => {
  expect(reply.status).toBe(400);
  expectBodyOf('ErrorDetail', reply.body);
  if (code) expect((reply.body as { notifications: { code: string }[] }).notifications.map((n) => n.code)).toContain(code);
};

async function book(token: string, rooms = 1, stay = STAY) {
  const reply = await t.call('POST', '/dcres', { token, body: reservationRequest(stay, rooms) });
  expect(reply.status).toBe(200);
  return reply.body as { confNumber: string; gnrNumber: number }[];
}

describe('token', () => {
  test('200 token reply', async () => {
    const reply = await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: secretOf('booker') } });
    expect(reply.status).toBe(200);
    expectBodyOf('TokenReply', reply.body);
    expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 1800, scope: 'am_application_scope default' });
  });

  test('400 invalid_request naming the missing parameter', async () => {
    const reply = await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker' } });
    expect(reply.status).toBe(400);
    expectBodyOf('TokenError', reply.body);
    expect(reply.body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('client_secret') });
  });

  test('401 invalid_client', async () => {
    const reply = await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: 'wrong' } });
    expect(reply.status).toBe(401);
    expectBodyOf('TokenError', reply.body);
    expect(reply.body).toMatchObject({ error: 'invalid_client' });
  });
});

describe('who-am-I', () => {
  test('200 who-am-I reply', async () => {
    const reply = await t.call('GET', '/inf/whoami', { token: tokens.booker });
    expect(reply.status).toBe(200);
    expectBodyOf('WhoAmI', reply.body);
    expect(reply.body).toMatchObject({ applicationId: 'booker', partnerId: 2002, userType: 'APPLICATION' });
  });
});

describe('authentication and permissions on every endpoint', () => {
  const endpoints: [method: string, path: string, permission: string][] = [
    ['POST', '/dcshop/props', 'shop'],
    ['POST', '/dcshop/props/NYCDC', 'shop'],
    ['POST', '/dcres', 'book'],
    ['GET', '/dcres/1', 'book'],
    ['GET', '/dcres/1/gnr/1', 'book'],
    ['PUT', '/dcres/1/gnr/1', 'book'],
    ['POST', '/dcres/1/gnr/1/cancel', 'book'],
    ['POST', '/dcres/1/confirm', 'hold'],
    ['POST', '/dcres/1/release', 'hold'],
    ['GET', '/inf/whoami', 'whoami'],
  ];

  test.each(endpoints)('%s %s without a valid token: 401 fault 900901', async (method, path) => {
    for (const token of [undefined, 'not-a-token']) {
      const reply = await t.call(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect(reply.status).toBe(401);
      expectBodyOf('Fault', reply.body);
      expect(reply.body).toMatchObject({ fault: { code: 900901 } });
    }
  });

  test.each(endpoints)('%s %s without the %s permission: 403 without body', async (method, path, permission) => {
    const caller = ({ shop: 'auditor', book: 'shopper', hold: 'booker', whoami: 'shopper' } as const)[permission as 'shop'];
    const reply = await t.call(method, path, { token: tokens[caller], body: method === 'GET' ? undefined : {} });
    expect(reply.status).toBe(403);
    expectNoBody(reply);
  });
});

describe('shop', () => {
  test('multi-property: 200 every property in request order, unknown ones with a status', async () => {
    const reply = await t.call('POST', '/dcshop/props', {
      token: tokens.shopper,
      body: { ...STAY, numAdults: 2, props: [{ propCode: 'PARDC' }, { propCode: 'NOPE1' }, { propCode: 'NYCDC' }] },
    });
    expect(reply.status).toBe(200);
    expectBodyOf('PropDcShopList', reply.body);
    const results = reply.body as { propCode: string; statusCode?: number; roomRates?: unknown[] }[];
    expect(results.map((r) => r.propCode)).toEqual(['PARDC', 'NOPE1', 'NYCDC']);
    expect(results[1]?.statusCode).not.toBe(0);
    expect(results[2]?.roomRates?.length).toBeGreaterThan(0);
  });

  test('multi-property: 400 ErrorDetail naming the bad field', async () => {
    const reply = await t.call('POST', '/dcshop/props', { token: tokens.shopper, body: { ...STAY, numAdults: 2, props: [] } });
    expectErrorDetail(reply);
    expect(JSON.stringify(reply.body)).toContain('props');
  });

  test('single property: 200 one PropDcShop; counts as numeric text are accepted', async () => {
    const reply = await t.call('POST', '/dcshop/props/NYCDC', { token: tokens.shopper, body: { ...STAY, numAdults: '2' } });
    expect(reply.status).toBe(200);
    expectBodyOf('PropDcShop', reply.body);
    expect(reply.body).toMatchObject({ propCode: 'NYCDC', currencyCode: 'USD' });
  });

  test('single property: 404 without body for an unknown property', async () => {
    const reply = await t.call('POST', '/dcshop/props/NOPE1', { token: tokens.shopper, body: { ...STAY, numAdults: 2 } });
    expect(reply.status).toBe(404);
    expectNoBody(reply);
  });

  test('single property: 400 ErrorDetail for a bad body, and for a body that is not JSON', async () => {
    expectErrorDetail(await t.call('POST', '/dcshop/props/NYCDC', { token: tokens.shopper, body: { ...STAY, numAdults: '2.0' } }));
    expectErrorDetail(await t.call('POST', '/dcshop/props/NYCDC', { token: tokens.shopper, body: '{"arrivalDate":' }), 'BODY_NOT_JSON');
  });
});

describe('reservations', () => {
  test('create: 200 one stay per room with confNumber and gnrNumber, card masked, no cvv, session header', async () => {
    const reply = await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest(STAY, 2) });
    expect(reply.status).toBe(200);
    expectBodyOf('DcReservationStayList', reply.body);
    const stays = reply.body as { confNumber: string; gnrNumber: number }[];
    expect(stays).toHaveLength(2);
    expect(new Set(stays.map((s) => s.confNumber)).size).toBe(1);
    expect(new Set(stays.map((s) => s.gnrNumber)).size).toBe(2);
    expect(reply.text).not.toContain('8111222233334444');
    expect(reply.text).not.toContain('"cvv"');
    expect(reply.headers.get('svc-crs-sessionid')).toMatch(UUID);
  });

  test('create: 400 ErrorDetail for an invalid reservation', async () => {
    const body = reservationRequest(STAY);
    body.roomStays[0] = { ...body.roomStays[0]!, departureDate: '2026-03-09' };
    expectErrorDetail(await t.call('POST', '/dcres', { token: tokens.booker, body }));
  });

  test('create: 400 with its own notification code when there is no availability', async () => {
    // NYCDC has 6 accessible kings (ADA); 7 cannot be booked, and none is taken.
    const reply = await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest({ ...STAY, roomTypeCode: 'ADA' }, 7) });
    expectErrorDetail(reply, 'NO_AVAILABILITY');
    const after = await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest({ ...STAY, roomTypeCode: 'ADA' }, 6) });
    expect(after.status).toBe(200);
  });

  test('create with Svc-Inventory-Hold true: 403 for a channel without hold authorization, 400 for a non-boolean header', async () => {
    const held = await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'true' } });
    expect(held.status).toBe(403);
    expectNoBody(held);
    expectErrorDetail(await t.call('POST', '/dcres', { token: tokens['demo-partner'], body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'maybe' } }), 'HEADER_INVALID');
  });

  test('retrieve: 200 every stay; 404 for an unknown number and for another partner\'s reservation', async () => {
    const [first] = await book(tokens.booker, 2);
    const reply = await t.call('GET', `/dcres/${first?.confNumber}`, { token: tokens.booker });
    expect(reply.status).toBe(200);
    expectBodyOf('DcReservationStayList', reply.body);
    expect(reply.body).toHaveLength(2);
    for (const [path, token] of [['/dcres/99999999', tokens.booker], [`/dcres/${first?.confNumber}`, tokens['demo-partner']]] as const) {
      const missing = await t.call('GET', path, { token });
      expect(missing.status).toBe(404);
      expectNoBody(missing);
    }
  });

  test('read: 200 the stay; 404 for an unknown gnrNumber', async () => {
    const [stay] = await book(tokens.booker);
    const reply = await t.call('GET', `/dcres/${stay?.confNumber}/gnr/${stay?.gnrNumber}`, { token: tokens.booker });
    expect(reply.status).toBe(200);
    expectBodyOf('DcReservationStay', reply.body);
    expect(reply.body).toMatchObject({ confNumber: stay?.confNumber, gnrNumber: stay?.gnrNumber, resStatus: 'confirmed' });
    const missing = await t.call('GET', `/dcres/${stay?.confNumber}/gnr/1`, { token: tokens.booker });
    expect(missing.status).toBe(404);
    expectNoBody(missing);
  });

  test('modify: 200 the modified stay with a session header; 400 for an invalid body; 404 for an unknown stay', async () => {
    const [stay] = await book(tokens.booker);
    const path = `/dcres/${stay?.confNumber}/gnr/${stay?.gnrNumber}`;
    const changed = { ...reservationRequest(STAY), comments: ['Late arrival'] };
    changed.roomStays[0] = { ...changed.roomStays[0]!, numAdults: 1 };
    const reply = await t.call('PUT', path, { token: tokens.booker, body: changed });
    expect(reply.status).toBe(200);
    expectBodyOf('DcReservationStay', reply.body);
    expect(reply.body).toMatchObject({ numAdults: 1, comments: ['Late arrival'] });
    expect(reply.headers.get('svc-crs-sessionid')).toMatch(UUID);
    expectErrorDetail(await t.call('PUT', path, { token: tokens.booker, body: { ...changed, roomStays: [] } }));
    const missing = await t.call('PUT', `/dcres/${stay?.confNumber}/gnr/1`, { token: tokens.booker, body: changed });
    expect(missing.status).toBe(404);
    expectNoBody(missing);
  });

  test('cancel: 200 cxlNumber, the same one when repeated; 400 for an invalid body; 404 for an unknown stay', async () => {
    const [stay] = await book(tokens.booker);
    const path = `/dcres/${stay?.confNumber}/gnr/${stay?.gnrNumber}/cancel`;
    const first = await t.call('POST', path, { token: tokens.booker, body: {} });
    expect(first.status).toBe(200);
    expectBodyOf('CancelReply', first.body);
    const second = await t.call('POST', path, { token: tokens.booker, body: { sendConfirmation: false } });
    expect(second.body).toEqual(first.body);
    const read = await t.call('GET', `/dcres/${stay?.confNumber}/gnr/${stay?.gnrNumber}`, { token: tokens.booker });
    expect(read.body).toMatchObject({ resStatus: 'cancelled', cxlNumber: (first.body as { cxlNumber: string }).cxlNumber });
    expectErrorDetail(await t.call('POST', path, { token: tokens.booker, body: { languageCode: 'english' } }));
    const missing = await t.call('POST', `/dcres/${stay?.confNumber}/gnr/1/cancel`, { token: tokens.booker, body: {} });
    expect(missing.status).toBe(404);
    expectNoBody(missing);
  });

  test('confirm and release: 400 ErrorDetail when the session header is missing, malformed or unknown', async () => {
    const [stay] = await book(tokens['demo-partner']);
    for (const action of ['confirm', 'release']) {
      const path = `/dcres/${stay?.confNumber}/${action}`;
      expectErrorDetail(await t.call('POST', path, { token: tokens['demo-partner'] }), 'SESSION_REQUIRED');
      expectErrorDetail(await t.call('POST', path, { token: tokens['demo-partner'], headers: { 'Svc-Crs-SessionId': 'abc' } }), 'HEADER_INVALID');
      expectErrorDetail(await t.call('POST', path, { token: tokens['demo-partner'], headers: { 'Svc-Crs-SessionId': '7d0f6c3e-95a4-4c1e-8f4e-1b2c3d4e5f60' } }), 'SESSION_UNKNOWN');
    }
  });
});

describe('operations', () => {
  test('413 ErrorDetail for a body over 64 KiB', async () => {
    const body = { ...reservationRequest(STAY), comments: ['x'.repeat(70_000)] };
    const reply = await t.call('POST', '/dcres', { token: tokens.booker, body });
    expect(reply.status).toBe(413);
    expectBodyOf('ErrorDetail', reply.body);
  });

  test('a chunked body (no Content-Length) is counted as it arrives: 413 over 64 KiB, read as usual under it', async () => {
    const chunked = (text: string, chunks: number) =>
      fetch(`${t.service.baseUrl}/realms/applications/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            const size = Math.ceil(text.length / chunks);
            for (let i = 0; i < text.length; i += size) controller.enqueue(new TextEncoder().encode(text.slice(i, i + size)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const tooLarge = await chunked(JSON.stringify({ client_id: 'booker', client_secret: 'y'.repeat(70_000) }), 20);
    expect(tooLarge.status).toBe(413);
    expectBodyOf('ErrorDetail', await tooLarge.json());
    const small = await chunked(JSON.stringify({ client_id: 'booker', client_secret: secretOf('booker') }), 3);
    expect(small.status).toBe(200);
    expect(await small.json()).toMatchObject({ access_token: expect.any(String) });
  });

  test('GET /openapi.json lists every endpoint under this base path; GET /docs is an HTML page', async () => {
    const origin = t.service.origin;
    const document = (await (await fetch(`${origin}/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown>; servers: { url: string }[] };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(document.servers[0]?.url).toBe('/dc/v2');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/realms/applications/token', '/dcshop/props', '/dcres', '/inf/whoami']));
    const docs = await fetch(`${origin}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${origin}/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
  });

  test('429 with Retry-After after repeated failed token attempts; the window then ends', async () => {
    let reply: Reply | undefined;
    for (let i = 0; i < 10; i++) {
      reply = await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: `wrong-${i}` } });
      if (reply.status === 429) break;
      expect(reply.status).toBe(401);
    }
    expect(reply?.status).toBe(429);
    expectBodyOf('TokenError', reply?.body);
    const wait = Number(reply?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    t.clock.advance(wait);
    expect((await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: secretOf('booker') } })).status).toBe(200);
  });

  test('after all of the above, no card number, cvv, client secret or token is in the log', () => {
    const text = t.logs.text();
    expect(t.logs.lines.length).toBeGreaterThan(50);
    for (const secret of ['8111222233334444', '"987"', secretOf('booker'), ...Object.values(tokens)]) expect(text).not.toContain(secret);
  });
});

describe('start-up', () => {
  test('a port already in use fails the start and leaves the data directory unlocked', async () => {
    const port = Number(new URL(t.service.origin).port);
    const dataDir = await mkdtemp(join(tmpdir(), 'dc-http-port-'));
    try {
      await expect(startService({ ...loadConfig({}), port, dataDir, logLevel: 'silent' })).rejects.toThrow(/EADDRINUSE/);
      expect(existsSync(join(dataDir, 'store.lock'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
