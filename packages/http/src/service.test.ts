/**
 * End-to-end over real HTTP: every endpoint and every status of the spec and DESIGN section 6,
 * against the started service (random port, SQLite in a temporary directory). Every JSON body is
 * checked against the validation package's response schemas. Operations go through
 * `@direct-connect/client` (with local validation off where the service's own 400 is the point);
 * the token endpoint, missing or forged tokens, bodies without a body and headers the client never
 * sends are raw requests.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client, Outcome } from '@direct-connect/client';
import { modifyRequestOfStay, type ReservationStay } from '@direct-connect/hotel';
import { loadConfig } from './config.js';
import { startService } from './service.js';
import { BROWSER_HEADERS, SECURITY_HEADERS } from './middleware/response-headers.js';
import { expectBodyOf, reservationRequest, testService, valueOf, type Reply } from './testing/test-service.js';
import { secretOf } from './testing/test-app.js';


let t: Awaited<ReturnType<typeof testService>>;
const CALLERS = ['demo-partner', 'booker', 'shopper', 'auditor'] as const;
type Caller = (typeof CALLERS)[number];
const tokens = {} as Record<Caller, string>;
/** A client per caller, and one of each that leaves validation to the service. */
const clients = {} as Record<Caller, Client>;
const unchecked = {} as Record<Caller, Client>;
const STAY = { arrivalDate: '2026-03-10', departureDate: '2026-03-12' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

beforeAll(async () => {
  t = await testService();
  for (const id of CALLERS) {
    clients[id] = t.clientOf(id);
    unchecked[id] = t.clientOf(id, { validate: false });
    tokens[id] = valueOf(await clients[id].token());
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A reply without content: empty, and framed by `Content-Length: 0` (none at all on a 204), never chunked. */
const expectNoBody = (reply: Reply) => {
  expect(reply.text).toBe('');
  expect(reply.headers.get('transfer-encoding')).toBeNull();
  expect(reply.headers.get('content-length')).toBe(reply.status === 204 ? null : '0');
};
const expectErrorDetail = (reply: Reply, code?: string) => {
  expect(reply.status).toBe(400);
  expectBodyOf('ErrorDetail', reply.body);
  if (code) expect((reply.body as { notifications: { code: string }[] }).notifications.map((n) => n.code)).toContain(code);
};
/** A 400 outcome from the service (not the client), its ErrorDetail valid, with notification `code` when given. */
const expectRefused = (outcome: Outcome<unknown>, code?: string) => {
  expect(outcome).toMatchObject({ ok: false, kind: 'invalid', status: 400, local: false });
  if (outcome.ok || outcome.kind !== 'invalid') return;
  expectBodyOf('ErrorDetail', outcome.error);
  if (code) expect(outcome.error.notifications?.map((n) => n.code)).toContain(code);
};

async function book(caller: Caller, rooms = 1, stay = STAY) {
  const stays = valueOf(await clients[caller].createReservation(reservationRequest(stay, rooms)));
  return stays as { confNumber: string; gnrNumber: number }[];
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
    const who = valueOf(await clients.booker.whoAmI());
    expectBodyOf('WhoAmI', who);
    expect(who).toMatchObject({ applicationId: 'booker', partnerId: 2002, userType: 'APPLICATION' });
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

describe('replies without content', () => {
  test('every 403, 404 and 405 says Content-Length: 0, a 204 carries no length; none is chunked', async () => {
    const demo = tokens['demo-partner'];
    const shopper = { token: tokens.shopper, body: { ...STAY, numAdults: 2 } };
    const replies: [string, Reply][] = [
      ['unknown path', await t.call('GET', '/nowhere', { token: demo })],
      ['unknown path outside the API', await t.call('GET', '/../nowhere')],
      ['method the path does not support', await t.call('DELETE', '/dcres/1234567890', { token: demo })],
      ['malformed confNumber', await t.call('GET', '/dcres/not-a-conf!', { token: demo })],
      ['malformed confNumber on confirm', await t.call('POST', '/dcres/not-a-conf!/confirm', { token: demo, body: {} })],
      ['malformed gnrNumber', await t.call('GET', '/dcres/1234567890/gnr/x', { token: demo })],
      ['unknown reservation', await t.call('GET', '/dcres/1234567890', { token: demo })],
      ['unknown stay', await t.call('GET', '/dcres/1234567890/gnr/1', { token: demo })],
      ['unknown property', await t.call('POST', '/dcshop/props/NOPE1', shopper)],
      ['missing permission', await t.call('GET', '/inf/whoami', { token: tokens.shopper })],
      ['hold header without hold', await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'true' } })],
    ];
    const docs = await fetch(`${t.service.origin}/docs/assets/nothing-here.js`);
    replies.push(['unknown docs asset', { status: docs.status, headers: docs.headers, text: await docs.text(), body: undefined }]);
    for (const action of ['confirm', 'release'] as const) {
      const held = await clients['demo-partner'].hold(reservationRequest(STAY));
      const { stays, sessionId } = valueOf(held);
      replies.push([action, await t.call('POST', `/dcres/${stays[0]?.confNumber}/${action}`, { token: demo, body: {}, headers: { 'Svc-Crs-SessionId': sessionId } })]);
    }
    const framing = replies.map(([what, reply]) => [what, reply.status, reply.text, reply.headers.get('content-length'), reply.headers.get('transfer-encoding')]);
    const expected = replies.map(([what, reply]) => [what, reply.status, '', reply.status === 204 ? null : '0', null]);
    expect(framing).toEqual(expected);
    expect(replies.map(([, reply]) => reply.status)).toEqual([404, 404, 405, 404, 404, 404, 404, 404, 404, 403, 403, 404, 204, 204]);
  });
});

describe('compressed request bodies', () => {
  test('a body with a Content-Encoding other than identity: 400 naming the header, on every route that reads a body', async () => {
    const demo = tokens['demo-partner'];
    const gzip = { 'Content-Encoding': 'gzip' };
    const shop = { ...STAY, numAdults: 2 };
    const replies = [
      await t.call('POST', '/dcshop/props', { token: demo, body: { ...shop, props: [{ propCode: 'NYCDC' }] }, headers: gzip }),
      await t.call('POST', '/dcshop/props/NYCDC', { token: demo, body: shop, headers: { 'Content-Encoding': 'identity, br' } }),
      await t.call('POST', '/dcres', { token: demo, body: reservationRequest(STAY), headers: { 'Content-Encoding': 'deflate' } }),
      await t.call('PUT', '/dcres/1234567890/gnr/1234567890', { token: demo, body: reservationRequest(STAY), headers: gzip }),
      await t.call('POST', '/dcres/1234567890/gnr/1234567890/cancel', { token: demo, body: {}, headers: gzip }),
      await t.call('POST', '/dcres/1234567890/confirm', { token: demo, body: {}, headers: { ...gzip, 'Svc-Crs-SessionId': '5b0c1f8e-3c1d-4a8e-9a55-1b2c3d4e5f60' } }),
    ];
    for (const reply of replies) {
      expectErrorDetail(reply, 'HEADER_INVALID');
      expect(reply.body).toMatchObject({ notifications: [{ fields: ['Content-Encoding'] }] });
    }
    const token = await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: secretOf('booker') }, headers: gzip });
    expect(token.status).toBe(400);
    expectBodyOf('TokenError', token.body);
    expect(token.body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('Content-Encoding') });
    // identity (any case) is no encoding at all.
    expect((await t.call('POST', '/dcshop/props/NYCDC', { token: demo, body: shop, headers: { 'Content-Encoding': 'Identity' } })).status).toBe(200);
  });
});

describe('clients that go away', () => {
  test('a client that closes the connection in the middle of its body is logged as that, not as a store fault', async () => {
    const before = t.logs.lines.length;
    const { hostname, port } = new URL(t.service.origin);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(`POST /dc/v2/dcres HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tokens['demo-partner']}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"propCode":`);
    await sleep(200);
    socket.destroy();
    const lines = () => t.logs.lines.slice(before);
    for (let waited = 0; waited < 5_000 && !lines().some((line) => line.msg === 'request'); waited += 50) await sleep(50);
    expect(lines().filter((line) => line.msg !== 'request').map((line) => [line.level, line.msg])).toEqual([[30, 'connection closed before the request was read']]);
    expect(lines().find((line) => line.msg === 'request')).toMatchObject({ method: 'POST', path: '/dc/v2/dcres', status: 499 });
  });
});

describe('JSON replies', () => {
  test('every JSON body, success or refusal, says Content-Type: application/json; charset=utf-8', async () => {
    const demo = tokens['demo-partner'];
    const stay = { token: demo, body: { ...STAY, numAdults: 2 } };
    const created = await t.call('POST', '/dcres', { token: demo, body: reservationRequest(STAY) });
    const { confNumber, gnrNumber } = (created.body as { confNumber: string; gnrNumber: number }[])[0]!;
    const health = await fetch(`${t.service.origin}/health`);
    const replies: [string, Reply][] = [
      ['token', await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: secretOf('booker') } })],
      ['token 400', await t.call('POST', '/realms/applications/token', { body: {} })],
      ['token 401', await t.call('POST', '/realms/applications/token', { body: { client_id: 'booker', client_secret: 'wrong' } })],
      ['fault 401', await t.call('GET', '/inf/whoami', { token: 'not-a-token' })],
      ['whoami', await t.call('GET', '/inf/whoami', { token: demo })],
      ['property shop', await t.call('POST', '/dcshop/props/NYCDC', stay)],
      ['multi shop', await t.call('POST', '/dcshop/props', { token: demo, body: { ...STAY, numAdults: 2, props: [{ propCode: 'NYCDC' }] } })],
      ['shop 400', await t.call('POST', '/dcshop/props', { token: demo, body: {} })],
      ['create', created],
      ['retrieve', await t.call('GET', `/dcres/${confNumber}`, { token: demo })],
      ['read', await t.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: demo })],
      ['not JSON', await t.call('POST', '/dcres', { token: demo, body: 'nope' })],
      ['hold header', await t.call('POST', '/dcres', { token: demo, body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'maybe' } })],
      ['too large', await t.call('POST', '/dcres', { token: demo, body: 'x'.repeat(70_000) })],
      ['cancel', await t.call('POST', `/dcres/${confNumber}/gnr/${gnrNumber}/cancel`, { token: demo, body: {} })],
      ['health', { status: health.status, headers: health.headers, text: await health.text(), body: undefined }],
    ];
    expect(replies.map(([what, reply]) => [what, reply.text.startsWith('{') || reply.text.startsWith('['), reply.headers.get('content-type')])).toEqual(
      replies.map(([what]) => [what, true, 'application/json; charset=utf-8']),
    );
  });
});

describe('shop', () => {
  test('multi-property: 200 every property in request order, unknown ones with a status', async () => {
    const results = valueOf(await clients.shopper.shop({ ...STAY, numAdults: 2, props: [{ propCode: 'PARDC' }, { propCode: 'NOPE1' }, { propCode: 'NYCDC' }] }));
    expectBodyOf('PropDcShopList', results);
    expect(results.map((r) => r.propCode)).toEqual(['PARDC', 'NOPE1', 'NYCDC']);
    expect(results[1]?.statusCode).not.toBe(0);
    expect(results[2]?.roomRates?.length).toBeGreaterThan(0);
  });

  test('multi-property: 400 ErrorDetail naming the bad field', async () => {
    const refused = await unchecked.shopper.shop({ ...STAY, numAdults: 2, props: [] });
    expectRefused(refused);
    expect(JSON.stringify(refused)).toContain('props');
  });

  test('single property: 200 one PropDcShop; counts as numeric text are accepted', async () => {
    const one = valueOf(await clients.shopper.shopProperty('NYCDC', { ...STAY, numAdults: '2' }));
    expectBodyOf('PropDcShop', one);
    expect(one).toMatchObject({ propCode: 'NYCDC', currencyCode: 'USD' });
  });

  test('single property: 404 without body for an unknown property', async () => {
    expect(await clients.shopper.shopProperty('NOPE1', { ...STAY, numAdults: 2 })).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expectNoBody(await t.call('POST', '/dcshop/props/NOPE1', { token: tokens.shopper, body: { ...STAY, numAdults: 2 } }));
  });

  test('single property: 400 ErrorDetail for a bad body, and for a body that is not JSON', async () => {
    expectRefused(await unchecked.shopper.shopProperty('NYCDC', { ...STAY, numAdults: '2.0' }));
    expectErrorDetail(await t.call('POST', '/dcshop/props/NYCDC', { token: tokens.shopper, body: '{"arrivalDate":' }), 'BODY_NOT_JSON');
  });
});

describe('reservations', () => {
  test('create: 200 one stay per room with confNumber and gnrNumber, card masked, no cvv, session header', async () => {
    const created = await clients.booker.createReservation(reservationRequest(STAY, 2));
    const stays = valueOf(created);
    expectBodyOf('DcReservationStayList', stays);
    expect(stays).toHaveLength(2);
    expect(new Set(stays.map((s) => s.confNumber)).size).toBe(1);
    expect(new Set(stays.map((s) => s.gnrNumber)).size).toBe(2);
    expect(JSON.stringify(stays)).not.toContain('8111222233334444');
    expect(JSON.stringify(stays)).not.toContain('"cvv"');
    expect(created.ok && created.headers.get('svc-crs-sessionid')).toMatch(UUID);
  });

  test('create: 400 ErrorDetail for an invalid reservation', async () => {
    const body = reservationRequest(STAY);
    body.roomStays[0] = { ...body.roomStays[0]!, departureDate: '2026-03-09' };
    expectRefused(await unchecked.booker.createReservation(body));
  });

  test('create: 400 with its own notification code when there is no availability', async () => {
    // NYCDC has 6 accessible kings (ADA); 7 cannot be booked, and none is taken.
    expectRefused(await clients.booker.createReservation(reservationRequest({ ...STAY, roomTypeCode: 'ADA' }, 7)), 'NO_AVAILABILITY');
    valueOf(await clients.booker.createReservation(reservationRequest({ ...STAY, roomTypeCode: 'ADA' }, 6)));
  });

  test('create with Svc-Inventory-Hold true: 403 for a channel without hold authorization, 400 for a non-boolean header', async () => {
    expect(await clients.booker.hold(reservationRequest(STAY))).toMatchObject({ ok: false, kind: 'forbidden', status: 403 });
    expectNoBody(await t.call('POST', '/dcres', { token: tokens.booker, body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'true' } }));
    expectErrorDetail(await t.call('POST', '/dcres', { token: tokens['demo-partner'], body: reservationRequest(STAY), headers: { 'Svc-Inventory-Hold': 'maybe' } }), 'HEADER_INVALID');
  });

  test('retrieve: 200 every stay; 404 for an unknown number and for another partner\'s reservation', async () => {
    const [first] = await book('booker', 2);
    const stays = valueOf(await clients.booker.retrieve(first!.confNumber));
    expectBodyOf('DcReservationStayList', stays);
    expect(stays).toHaveLength(2);
    expect(await clients.booker.retrieve('99999999')).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expect(await clients['demo-partner'].retrieve(first!.confNumber)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expectNoBody(await t.call('GET', `/dcres/${first?.confNumber}`, { token: tokens['demo-partner'] }));
  });

  test('read: 200 the stay; 404 for an unknown gnrNumber', async () => {
    const [stay] = await book('booker');
    const read = valueOf(await clients.booker.read(stay!.confNumber, stay!.gnrNumber));
    expectBodyOf('DcReservationStay', read);
    expect(read).toMatchObject({ confNumber: stay?.confNumber, gnrNumber: stay?.gnrNumber, resStatus: 'confirmed' });
    expect(await clients.booker.read(stay!.confNumber, 1)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expectNoBody(await t.call('GET', `/dcres/${stay?.confNumber}/gnr/1`, { token: tokens.booker }));
  });

  test('modify: 200 the modified stay with a session header; 400 for an invalid body; 404 for an unknown stay', async () => {
    const [stay] = await book('booker');
    const changed = { ...reservationRequest(STAY), comments: ['Late arrival'] };
    changed.roomStays[0] = { ...changed.roomStays[0]!, numAdults: 1 };
    const modified = await clients.booker.modify(stay!.confNumber, stay!.gnrNumber, changed);
    expectBodyOf('DcReservationStay', valueOf(modified));
    expect(valueOf(modified)).toMatchObject({ numAdults: 1, comments: ['Late arrival'] });
    expect(modified.ok && modified.headers.get('svc-crs-sessionid')).toMatch(UUID);
    expectRefused(await unchecked.booker.modify(stay!.confNumber, stay!.gnrNumber, { ...changed, roomStays: [] }));
    expect(await clients.booker.modify(stay!.confNumber, 1, changed)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
  });

  // additionalNames belong to the reservation (every stay reads them): a modify counts every stay's guests
  test('modify after read: a stay of a 2-room reservation with 3 additionalNames, sent back, is 200 and unchanged; 4 names are 400', async () => {
    const names = ['Charles', 'Georgiana', 'Herschel'].map((firstName) => ({ firstName, lastName: 'Babbage' }));
    const created = await t.call('POST', '/dcres', { token: tokens.booker, body: { ...reservationRequest(STAY, 2), additionalNames: names } });
    expect(created.status).toBe(200);
    const [{ confNumber, gnrNumber }, other] = created.body as [ReservationStay, ReservationStay];
    const path = `/dcres/${confNumber}/gnr/${gnrNumber}`;
    const before = (await t.call('GET', path, { token: tokens.booker })).body as ReservationStay;
    expect(before.additionalNames).toEqual(names);
    const sentBack = await t.call('PUT', path, { token: tokens.booker, body: modifyRequestOfStay(before) });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body).toEqual(before);
    expect((await t.call('GET', path, { token: tokens.booker })).body).toEqual(before);

    const tooMany = await t.call('PUT', path, { token: tokens.booker, body: { ...modifyRequestOfStay(before), additionalNames: [...names, { firstName: 'Ada', lastName: 'King' }] } });
    expectErrorDetail(tooMany, 'TOO_MANY_ADDITIONAL_NAMES');
    expect(tooMany.body).toMatchObject({ notifications: [{ code: 'TOO_MANY_ADDITIONAL_NAMES', fields: ['additionalNames'] }] });
    expect((await t.call('GET', path, { token: tokens.booker })).body).toEqual(before);
    expect((await t.call('GET', `/dcres/${confNumber}/gnr/${other.gnrNumber}`, { token: tokens.booker })).body).toMatchObject({ additionalNames: names, numAdults: 2 });
  });

  test('cancel: 200 cxlNumber, the same one when repeated; 400 for an invalid body; 404 for an unknown stay', async () => {
    const [stay] = await book('booker');
    const first = valueOf(await clients.booker.cancel(stay!.confNumber, stay!.gnrNumber));
    expectBodyOf('CancelReply', first);
    expect(valueOf(await clients.booker.cancel(stay!.confNumber, stay!.gnrNumber, { sendConfirmation: false }))).toEqual(first);
    expect(valueOf(await clients.booker.read(stay!.confNumber, stay!.gnrNumber))).toMatchObject({ resStatus: 'cancelled', cxlNumber: first.cxlNumber });
    expectRefused(await unchecked.booker.cancel(stay!.confNumber, stay!.gnrNumber, { languageCode: 'english' }));
    expect(await clients.booker.cancel(stay!.confNumber, 1)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
  });

  test('confirm and release: 400 ErrorDetail when the session header is missing, malformed or unknown', async () => {
    const [stay] = await book('demo-partner');
    const client = clients['demo-partner'];
    for (const action of ['confirm', 'release'] as const) {
      expectErrorDetail(await t.call('POST', `/dcres/${stay?.confNumber}/${action}`, { token: tokens['demo-partner'] }), 'SESSION_REQUIRED');
      expectRefused(await client[action](stay!.confNumber, 'abc'), 'HEADER_INVALID');
      expectRefused(await client[action](stay!.confNumber, '7d0f6c3e-95a4-4c1e-8f4e-1b2c3d4e5f60'), 'SESSION_UNKNOWN');
    }
  });
});

describe('operations', () => {
  test('413 ErrorDetail for a body over 64 KiB', async () => {
    const body = { ...reservationRequest(STAY), comments: ['x'.repeat(70_000)] };
    const outcome = await unchecked.booker.createReservation(body);
    expect(outcome).toMatchObject({ ok: false, kind: 'tooLarge', status: 413 });
    expectBodyOf('ErrorDetail', !outcome.ok && outcome.kind === 'tooLarge' ? outcome.error : undefined);
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

  test('served replies carry the security headers and a request id (set on Node\'s response), the docs the browser-only ones too; API replies no-store', async () => {
    const origin = t.service.origin;
    const replies = [
      await fetch(`${origin}/health`),
      await fetch(`${origin}/nowhere`),
      await fetch(`${t.service.baseUrl}/inf/whoami`, { headers: { authorization: `Bearer ${tokens.auditor}` } }),
      await fetch(`${t.service.baseUrl}/inf/whoami`),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 404, 200, 401]);
    for (const reply of replies) {
      for (const [name, value] of SECURITY_HEADERS) expect(reply.headers.get(name)).toBe(value);
      for (const [name] of BROWSER_HEADERS) expect(reply.headers.get(name), name).toBeNull();
      expect(reply.headers.get('x-request-id')).toMatch(UUID);
    }
    expect(replies.slice(2).map((r) => r.headers.get('cache-control'))).toEqual(['no-store', 'no-store']);
    // The docs page, its files and the documents it loads carry the browser-only headers too.
    for (const path of ['/docs', '/docs/init.js', '/docs/assets/swagger-ui.css', '/docs/openapi.json', '/openapi.json']) {
      const reply = await fetch(`${origin}${path}`);
      await reply.arrayBuffer();
      expect(reply.status, path).toBe(200);
      for (const [name, value] of [...SECURITY_HEADERS, ...BROWSER_HEADERS]) expect(reply.headers.get(name), `${path} ${name}`).toBe(value);
      expect(reply.headers.get('x-request-id'), path).toMatch(UUID);
    }
    const given = await fetch(`${origin}/health`, { headers: { 'x-request-id': 'lb-check-42' } });
    expect(given.headers.get('x-request-id')).toBe('lb-check-42');
    const unusable = await fetch(`${origin}/health`, { headers: { 'x-request-id': 'not a token' } });
    expect(unusable.headers.get('x-request-id')).toMatch(UUID);
  });

  test('health checks are not in the request log; API requests are', async () => {
    const before = t.logs.lines.length;
    await fetch(`${t.service.origin}/health`);
    await fetch(`${t.service.baseUrl}/inf/whoami`);
    const lines = t.logs.lines.slice(before).filter((line) => line.msg === 'request');
    expect(lines.map((line) => line.path)).toEqual(['/dc/v2/inf/whoami']);
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
