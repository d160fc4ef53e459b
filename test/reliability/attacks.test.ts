/**
 * Issue 13's attacks, each written as the attacker (or the careless partner) sends it, against
 * the service as `pnpm start` runs it with WORKERS=2 (the real start command, embedded store: a
 * primary and two adapter processes on one port), so that every limit is shown to be the
 * configured one for the machine, not one per process. Small bounds make each attack reach them
 * quickly: HOLD_QUOTA=3, SHOP_CONCURRENCY=2, SHOP_MAX_COST=5000, TOKEN_FAILURE_LIMIT=3,
 * TOKEN_ADDRESS_FAILURE_LIMIT=6, TRUSTED_PROXIES=127.0.0.4. Token attempts come from several
 * loopback source addresses (127.0.0.2 to 127.0.0.8, `localAddress` of node:http), each on a
 * connection of its own, which the cluster hands to the workers in turn: these tests run node:cluster's
 * round robin (NODE_CLUSTER_SCHED_POLICY=rr), so that both workers surely get requests. The
 * service's default, SCHED_NONE, leaves it to the kernel, which may give one worker them all.
 */
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { modifyRequestOfStay, type ReservationStay } from '@direct-connect/hotel';
import { hashSecret } from '../../packages/http/src/auth/secret-hash.js';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { NUMBER_BLOCK, openSqliteDb, type SqliteDatabase } from '../../packages/http/src/store/index.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import { apiClient, type ApiClient, type Reply } from './api-client.js';
import { reportFigures } from './figures.js';

/** Two partners with every permission, and one with shop only. */
const PARTNERS = [
  { clientId: 'partner-a', partnerId: 801, permissions: ['shop', 'book', 'hold', 'whoami'] },
  { clientId: 'partner-b', partnerId: 802, permissions: ['shop', 'book', 'hold', 'whoami'] },
  { clientId: 'shop-only', partnerId: 803, permissions: ['shop'] },
  { clientId: 'gds-partner', partnerId: 804, permissions: ['shop', 'book'], channel: 'gds' },
  { clientId: 'hoarder', partnerId: 805, permissions: ['shop', 'book', 'hold'] },
  { clientId: 'room-hoarder', partnerId: 806, permissions: ['shop', 'book', 'hold'] },
];
/** Adapter processes serving the port. */
const WORKERS = 2;
const secret = (clientId: string) => `${clientId}-secret`;

let env: AdapterEnvironment;
let adapter: AdapterProcess;
let api: ApiClient;
/** The store's file, read beside the running service (SQLite lets a reader in). */
let reader: SqliteDatabase;
const tokens = new Map<string, string>();

async function tokenOf(clientId: string): Promise<string> {
  let token = tokens.get(clientId);
  if (token === undefined) {
    const reply = await api.call('POST', '/realms/applications/token', { body: { client_id: clientId, client_secret: secret(clientId) } });
    if (reply.status !== 200) throw new Error(`token for ${clientId}: ${reply.status}`);
    token = (reply.body as { access_token: string }).access_token;
    tokens.set(clientId, token);
  }
  return token;
}

/** A token request from the loopback source address `from`, with optional headers. */
function tokenAttempt(from: string, clientId: string, clientSecret: string, headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | undefined }> {
  const url = new URL(`${api.baseUrl}/realms/applications/token`);
  const body = JSON.stringify({ client_id: clientId, client_secret: clientSecret });
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', localAddress: from, agent: false, timeout: 30_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined }));
    });
    request.on('timeout', () => request.destroy(new Error('no reply')));
    request.on('error', reject);
    request.end(body);
  });
}

const stay = (from: number, nights = 2) => ({ arrivalDate: dayFromToday(from), departureDate: dayFromToday(from + nights) });

beforeAll(async () => {
  env = await adapterEnvironment();
  const credentials = await Promise.all(PARTNERS.map(async (p) => ({ ...p, secretHash: await hashSecret(secret(p.clientId)), environment: 'staging' })));
  const credentialsFile = join(env.dir, 'attack-credentials.json');
  await writeFile(credentialsFile, JSON.stringify({ credentials }));
  adapter = await startAdapter(env.env({
    CREDENTIALS_FILE: credentialsFile, DATA_DIR: join(env.dir, 'data'), LOG_LEVEL: 'trace', WORKERS: String(WORKERS), NODE_CLUSTER_SCHED_POLICY: 'rr',
    HOLD_QUOTA: '3', HOLD_ROOMS_PER_NIGHT: '12', SHOP_CONCURRENCY: '2', SHOP_MAX_COST: '5000',
    TOKEN_FAILURE_LIMIT: '3', TOKEN_ADDRESS_FAILURE_LIMIT: '6', TOKEN_FAILURE_WINDOW: '600', TRUSTED_PROXIES: '127.0.0.4',
  }));
  api = apiClient(adapter.baseUrl);
  reader = openSqliteDb(join(env.dir, 'data'));
}, 300_000);

afterAll(async () => {
  reader?.close();
  await killAllAdapters();
  await env?.remove();
});

describe('attack: lock a partner out of the token endpoint', () => {
  test('failures with its client id from other addresses never refuse the owner; the attacker\'s own pair and address are refused', async () => {
    const attacker = [];
    for (let i = 0; i < 8; i++) attacker.push((await tokenAttempt(i % 2 ? '127.0.0.2' : '127.0.0.3', 'partner-a', `guess-${i}`)).status);
    expect(attacker.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(attacker.slice(6)).toEqual([429, 429]);
    const owner = await tokenAttempt('127.0.0.5', 'partner-a', secret('partner-a'));
    expect(owner.status).toBe(200);
    const fromAttacker = await tokenAttempt('127.0.0.2', 'partner-a', secret('partner-a'));
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.retryAfter)).toBeGreaterThan(0);
    reportFigures('attacks: token lockout', { attackerAttempts: attacker, ownerFromOtherAddress: owner.status });
  }, 60_000);

  test('guessing many client ids from one address is refused per address, other addresses unaffected', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await tokenAttempt('127.0.0.6', `nobody-${i}`, 'x')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect((await tokenAttempt('127.0.0.6', 'partner-b', secret('partner-b'))).status).toBe(429);
    expect((await tokenAttempt('127.0.0.5', 'partner-b', secret('partner-b'))).status).toBe(200);
  }, 60_000);

  test('behind a trusted proxy the X-Forwarded-For entry it added is the source; from anyone else the header is ignored', async () => {
    const viaProxy = (client: string, secretValue: string, forwardedFor: string) => tokenAttempt('127.0.0.4', client, secretValue, { 'x-forwarded-for': forwardedFor });
    for (let i = 0; i < 3; i++) expect((await viaProxy('partner-b', 'wrong', `203.0.113.${i}, 198.51.100.7`)).status).toBe(401);
    expect((await viaProxy('partner-b', secret('partner-b'), '198.51.100.7')).status).toBe(429);
    expect((await viaProxy('partner-b', secret('partner-b'), '198.51.100.8')).status).toBe(200);
    // Not a trusted proxy: its X-Forwarded-For names nobody; the failures count on 127.0.0.7 itself.
    for (let i = 0; i < 3; i++) expect((await tokenAttempt('127.0.0.7', 'shop-only', 'wrong', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(401);
    expect((await tokenAttempt('127.0.0.7', 'shop-only', secret('shop-only'))).status).toBe(429);
    expect((await viaProxy('shop-only', secret('shop-only'), '198.51.100.9')).status).toBe(200);
  }, 60_000);

  test('a burst of wrong secrets sent at once over both workers tries exactly TOKEN_FAILURE_LIMIT of them', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => tokenAttempt('127.0.0.8', 'partner-b', `burst-${i}`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    for (const r of burst.filter((x) => x.status === 429)) expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect((await tokenAttempt('127.0.0.8', 'partner-b', secret('partner-b'))).status).toBe(429);
    reportFigures('attacks: token burst over 2 workers', { sent: 12, tried: 3, refused: 9 });
  }, 60_000);
});

describe('attack: one partner takes the service with shops', () => {
  test('a flood of big shops gets 429s with Retry-After, never a 5xx, and another partner is served meanwhile', async () => {
    const flood = await tokenOf('partner-a');
    const other = await tokenOf('shop-only');
    const props = ['NYCDC', 'TYODC', 'KWIDC', 'PARDC', 'LAXDC'].map((propCode) => ({ propCode }));
    const big = (i: number) => ({ ...stay(10 + (i % 40), 20), numAdults: 1 + (i % 3), props });
    const shops: Promise<Reply & { at: number }>[] = [];
    for (let i = 0; i < 24; i++) shops.push(api.call('POST', '/dcshop/props', { token: flood, body: big(i) }).then((r) => ({ ...r, at: performance.now() })));
    const tooBig = api.call('POST', '/dcshop/props', { token: flood, body: { ...stay(10, 80), numAdults: 2, props } });
    const small = api.call('POST', '/dcshop/props/NYCDC', { token: other, body: { ...stay(12), numAdults: 2 } });
    const replies = await Promise.all(shops);
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const reply of replies.filter((r) => r.status === 429)) {
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(reply.body).toMatchObject({ code: 429, notifications: [{ code: 'TOO_MANY_SHOPS' }] });
    }
    const refused = await tooBig;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ notifications: [{ code: 'SHOP_TOO_LARGE', fields: ['props'] }] });
    expect((await small).status).toBe(200);
    // While no admitted shop has finished, every admitted one is in flight at once: then there
    // are at most SHOP_CONCURRENCY (2) of them over both workers; counted per process, both
    // workers would admit 2 of their 12 at once: 4. The times are this client's, taken once a
    // reply's body is read: a shop finished on the server may free its slot for a third while
    // its large reply is still on its way here (seen once in a CI run), so 3 is allowed, 4 not.
    const firstDone = Math.min(...replies.filter((r) => r.status === 200).map((r) => r.at));
    const lastRefused = Math.max(...replies.filter((r) => r.status === 429).map((r) => r.at));
    const ok = statuses.filter((s) => s === 200).length;
    if (lastRefused < firstDone) expect(ok).toBeLessThanOrEqual(3);
    reportFigures('attacks: shop flood', { workers: WORKERS, sent: statuses.length, ok, tooMany: statuses.filter((s) => s === 429).length, fiveXx: 0, allRefusedBeforeFirstDone: lastRefused < firstDone });
  }, 120_000);
});

describe('attack: hold hoarding', () => {
  test('a partner\'s holds beyond HOLD_QUOTA are refused with HOLD_QUOTA_EXCEEDED; another partner can still hold; releasing frees a slot', async () => {
    const a = await tokenOf('partner-a');
    const b = await tokenOf('partner-b');
    const hold = (token: string, day: number) => api.call('POST', '/dcres', { token, body: reservationRequest({ ...stay(day), roomTypeCode: 'ADA' }), headers: { 'Svc-Inventory-Hold': 'true' } });
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await hold(a, 30 + i));
    expect(held.map((r) => r.status)).toEqual([200, 200, 200]);
    const fourth = await hold(a, 40);
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({ notifications: [{ code: 'HOLD_QUOTA_EXCEEDED', message: expect.stringContaining('(3)') }] });
    expect((await hold(b, 41)).status).toBe(200);
    const [first] = held[0]?.body as [{ confNumber: string }];
    expect((await api.call('POST', `/dcres/${first.confNumber}/release`, { token: a, headers: { 'Svc-Crs-SessionId': held[0]?.headers.get('svc-crs-sessionid') ?? '' } })).status).toBe(204);
    expect((await hold(a, 42)).status).toBe(200);
  }, 60_000);
});

describe('attack: holds racing at the quota', () => {
  test('12 held creates sent at once over both workers: exactly HOLD_QUOTA taken, the rest HOLD_QUOTA_EXCEEDED, no room held for them', async () => {
    const token = await tokenOf('hoarder');
    const heldRooms = () => reader.prepare(`SELECT coalesce(sum(held), 0) FROM inventory WHERE prop_code = 'NYCDC' AND room_type_code = 'KNG'`).pluck().get() as number;
    const before = heldRooms();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      api.call('POST', '/dcres', { token, body: reservationRequest(stay(90 + i, 1)), headers: { 'Svc-Inventory-Hold': 'true' } })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(reply.body).toMatchObject({ notifications: [{ code: 'HOLD_QUOTA_EXCEEDED', message: expect.stringContaining('(3)') }] });
    }
    expect(heldRooms() - before).toBe(3);
    reportFigures('attacks: hold race over 2 workers', { sent: 12, held: 3, refused: 9 });
  }, 60_000);
});

describe('attack: hold hoarding by rooms', () => {
  test('held rooms of one property on one night beyond HOLD_ROOMS_PER_NIGHT are refused with nothing held; other nights and partners unaffected', async () => {
    const token = await tokenOf('room-hoarder');
    const heldOn = (day: number) => reader.prepare(`SELECT coalesce(sum(held), 0) FROM inventory WHERE prop_code = 'NYCDC' AND date = ?`).pluck().get(dayFromToday(day)) as number;
    const before = heldOn(121);
    const hold = (t: string, day: number, rooms: number) =>
      api.call('POST', '/dcres', { token: t, body: reservationRequest(stay(day, 2), rooms), headers: { 'Svc-Inventory-Hold': 'true' } });
    expect((await hold(token, 120, 9)).status).toBe(200);
    // 9 more rooms on a night the first holds would make 18 there, over 12.
    for (const day of [120, 121]) {
      const refused = await hold(token, day, 9);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        notifications: [{ code: 'HOLD_QUOTA_EXCEEDED', fields: ['Svc-Inventory-Hold'], message: expect.stringContaining(`18 rooms of NYCDC on ${dayFromToday(day)}`) }],
      });
    }
    expect(heldOn(121) - before).toBe(9);
    expect((await hold(token, 121, 3)).status).toBe(200); // 12 on night 121: at the limit, not over it
    expect((await hold(await tokenOf('partner-b'), 120, 9)).status).toBe(200); // another partner's holds count apart
    expect(heldOn(121) - before).toBe(9 + 3 + 9);
  }, 60_000);
});

describe('attack: probing another partner\'s reservations', () => {
  test('a foreign cancel consumes no cancellation number', async () => {
    const a = await tokenOf('partner-a');
    const b = await tokenOf('partner-b');
    const created = await api.call('POST', '/dcres', { token: a, body: reservationRequest(stay(50), 3) });
    expect(created.status).toBe(200);
    const [s1, s2, s3] = created.body as [ReservationStay, ReservationStay, ReservationStay];
    const drawn = () => reader.prepare(`SELECT value FROM sequences WHERE name = 'cxl'`).pluck().get() as number;
    expect((await api.call('POST', `/dcres/${s1.confNumber}/gnr/${s1.gnrNumber}/cancel`, { token: a, body: {} })).status).toBe(200);
    // Each worker takes cancellation numbers from the database NUMBER_BLOCK at a time, so the
    // workers hold at most WORKERS x (NUMBER_BLOCK - 1) untaken numbers: more foreign cancels than
    // that would have to draw from the database if any of them consumed a number.
    const before = drawn();
    const probes = WORKERS * (NUMBER_BLOCK - 1) + 1;
    for (let i = 0; i < probes; i++) expect((await api.call('POST', `/dcres/${s2.confNumber}/gnr/${s2.gnrNumber}/cancel`, { token: b, body: {} })).status).toBe(404);
    expect(drawn()).toBe(before);
    expect((await api.call('POST', `/dcres/${s3.confNumber}/gnr/${s3.gnrNumber}/cancel`, { token: a, body: {} })).status).toBe(200);
  }, 60_000);

  test.each(['confirm', 'release'])('%s with the session of another partner\'s hold answers exactly as with no hold at all', async (action) => {
    const a = await tokenOf('partner-a');
    const b = await tokenOf('partner-b');
    const held = await api.call('POST', '/dcres', { token: b, body: reservationRequest(stay(55)), headers: { 'Svc-Inventory-Hold': 'true' } });
    expect(held.status).toBe(200);
    const sessionId = held.headers.get('svc-crs-sessionid') ?? '';
    const [{ confNumber }] = held.body as [{ confNumber: string }];
    const foreign = await api.call('POST', `/dcres/${confNumber}/${action}`, { token: a, headers: { 'Svc-Crs-SessionId': sessionId } });
    const absent = await api.call('POST', `/dcres/9${confNumber.slice(1)}0/${action}`, { token: a, headers: { 'Svc-Crs-SessionId': sessionId } });
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: absent.status, body: absent.body });
    expect((await api.call('POST', `/dcres/${confNumber}/release`, { token: b, headers: { 'Svc-Crs-SessionId': sessionId } })).status).toBe(204);
  }, 60_000);

  test('confirmation numbers are random: numeric, 10 digits, unique, not in creation order', async () => {
    const a = await tokenOf('partner-a');
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await api.call('POST', '/dcres', { token: a, body: reservationRequest(stay(60 + i)) });
      expect(reply.status).toBe(200);
      numbers.push((reply.body as [{ confNumber: string }])[0].confNumber);
    }
    for (const n of numbers) expect(n).toMatch(/^[1-9]\d{9}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    const ascending = numbers.every((n, i) => i === 0 || Number(n) > Number(numbers[i - 1]));
    expect(ascending).toBe(false);
    reportFigures('attacks: confirmation numbers', { sample: numbers.slice(0, 4) });
  }, 60_000);

  test('GNR and cancellation numbers are unpredictable too: numeric, 10 digits, unique, not in the order given', async () => {
    const a = await tokenOf('partner-a');
    const gnrs: number[] = [];
    const cxls: string[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await api.call('POST', '/dcres', { token: a, body: reservationRequest(stay(100 + i), 2) });
      expect(reply.status).toBe(200);
      const stays = reply.body as ReservationStay[];
      gnrs.push(...stays.map((s) => s.gnrNumber));
      const [first] = stays;
      const cancelled = await api.call('POST', `/dcres/${first!.confNumber}/gnr/${first!.gnrNumber}/cancel`, { token: a, body: {} });
      expect(cancelled.status).toBe(200);
      cxls.push((cancelled.body as { cxlNumber: string }).cxlNumber);
    }
    for (const n of [...gnrs.map(String), ...cxls]) expect(n).toMatch(/^[1-9]\d{9}$/);
    expect(new Set(gnrs).size).toBe(gnrs.length);
    expect(new Set(cxls).size).toBe(cxls.length);
    for (const series of [gnrs, cxls.map(Number)]) expect(series.every((n, i) => i === 0 || n > (series[i - 1] as number))).toBe(false);
    expect(gnrs.some((n, i) => i > 0 && Math.abs(n - (gnrs[i - 1] as number)) === 1)).toBe(false);
    reportFigures('attacks: GNR and cancellation numbers', { gnr: gnrs.slice(0, 4), cxl: cxls.slice(0, 4) });
  }, 60_000);
});

describe('modify after read', () => {
  test('a stay read and sent back (the card left out) is accepted and changes nothing; the card is kept', async () => {
    const a = await tokenOf('partner-a');
    const created = await api.call('POST', '/dcres', { token: a, body: { ...reservationRequest(stay(70)), comments: ['window seat'] } });
    expect(created.status).toBe(200);
    const [{ confNumber, gnrNumber }] = created.body as [ReservationStay];
    const read = await api.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a });
    const before = read.body as ReservationStay;
    expect(before.guarantee.paymentCard?.cardNumber).toBe('XXXXXXXXXXXX4444');
    const request = modifyRequestOfStay(before);
    delete request.guarantee.paymentCard;
    const modified = await api.call('PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a, body: request });
    expect(modified.status).toBe(200);
    expect(modified.body).toEqual(before);
    expect((await api.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a })).body).toEqual(before);
  }, 60_000);

  test('the masked card as read keeps the stored card; another mask is 400 naming the field', async () => {
    const a = await tokenOf('partner-a');
    const created = await api.call('POST', '/dcres', { token: a, body: reservationRequest(stay(71)) });
    const [{ confNumber, gnrNumber }] = created.body as [ReservationStay];
    const before = (await api.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a })).body as ReservationStay;
    const asRead = modifyRequestOfStay(before);
    const same = await api.call('PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a, body: asRead });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(before);
    const other = modifyRequestOfStay(before);
    other.guarantee.paymentCard = { ...other.guarantee.paymentCard, cardNumber: 'XXXXXXXXXXXX9999' };
    const refused = await api.call('PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a, body: other });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ notifications: [{ code: 'CARD_NUMBER_MISMATCH', fields: ['guarantee.paymentCard.cardNumber'] }] });
    expect((await api.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a })).body).toEqual(before);
  }, 60_000);
});

describe('GDS channel', () => {
  test('a GDS credential\'s create without gdsChainCode and primaryGdsCode is 400 naming them; with them, 200', async () => {
    const gds = await tokenOf('gds-partner');
    const without = await api.call('POST', '/dcres', { token: gds, body: reservationRequest(stay(80)) });
    expect(without.status).toBe(400);
    const fields = (without.body as { notifications: { fields: string[] }[] }).notifications.flatMap((n) => n.fields);
    expect(fields).toEqual(expect.arrayContaining(['gdsChainCode', 'primaryGdsCode']));
    const withCodes = await api.call('POST', '/dcres', { token: gds, body: { ...reservationRequest(stay(80)), gdsChainCode: 'DC', primaryGdsCode: '1A' } });
    expect(withCodes.status).toBe(200);
    // The same body from a direct partner needs neither.
    expect((await api.call('POST', '/dcres', { token: await tokenOf('partner-b'), body: reservationRequest(stay(81)) })).status).toBe(200);
  }, 60_000);
});

describe('replies carrying reservations or tokens', () => {
  test('say Cache-Control: no-store', async () => {
    const a = await tokenOf('partner-a');
    const created = await api.call('POST', '/dcres', { token: a, body: reservationRequest(stay(75)) });
    const [{ confNumber, gnrNumber }] = created.body as [ReservationStay];
    const replies = [
      created,
      await api.call('POST', '/realms/applications/token', { body: { client_id: 'partner-a', client_secret: secret('partner-a') } }),
      await api.call('GET', `/dcres/${confNumber}`, { token: a }),
      await api.call('GET', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a }),
      await api.call('PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, { token: a, body: reservationRequest(stay(76)) }),
      await api.call('POST', `/dcres/${confNumber}/gnr/${gnrNumber}/cancel`, { token: a, body: {} }),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const reply of replies) expect(reply.headers.get('cache-control')).toBe('no-store');
  }, 60_000);

  test('no guest name, address or email, and no card number, reached the log at LOG_LEVEL=trace', () => {
    const logs = adapter.output();
    expect(logs).toContain('/dcres');
    for (const detail of ['Lovelace', 'St James Square', 'SW1Y 4JH', 'ada@example.com', '8111222233334444']) expect(logs).not.toContain(detail);
  });
});
