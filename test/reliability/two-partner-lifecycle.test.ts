/**
 * The reservation lifecycle raced by two partners at once, then the books checked with SQL. The
 * service as `pnpm start` runs it with WORKERS=2 (embedded SQLite, node:cluster round robin so the
 * races span both processes), HOLD_TTL=2 and SWEEP_INTERVAL=1 so that the sweeper joins in.
 *
 * Each round, partner A books three rooms and then, all at once and in a random order: modifies
 * stay 1 while cancelling it; cancels stay 2 while holding a modify of it onto the ADA room type
 * (6 rooms a night) and then confirming or releasing that hold; modifies stay 3 onto ADA; while
 * partner B books ADA for the same nights three times and tries to cancel and modify A's stays.
 * A also holds a two-room create (ADA and KNG), and 0 to 2.7 s later confirms it, releases it,
 * commits it by update and has B confirm it, at once (the sweeper takes it at about 2 s).
 *
 * Afterwards, once the sweeper has released every hold: no inventory count out of bounds, sold
 * equal to the room-nights of the stored stays that are not cancelled, nothing held; no reply a
 * 5xx; B's attempts on A's reservations answered as for a reservation that does not exist.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashSecret } from '../../packages/http/src/auth/secret-hash.js';
import { openSqliteDb, type SqliteDatabase } from '../../packages/http/src/store/index.js';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import { apiClient, type ApiClient, type Reply } from './api-client.js';
import { readLedger, type SqlQuery } from './inventory-ledger.js';
import { reportFigures } from './figures.js';

const PARTNERS = [
  { clientId: 'partner-a', partnerId: 901 },
  { clientId: 'partner-b', partnerId: 902 },
];
/** Rounds of the storm, two at a time. */
const ROUNDS = 6;
const secret = (clientId: string) => `${clientId}-secret`;

let env: AdapterEnvironment;
let adapter: AdapterProcess;
let api: ApiClient;
let reader: SqliteDatabase;
let query: SqlQuery;

beforeAll(async () => {
  env = await adapterEnvironment();
  const credentials = await Promise.all(PARTNERS.map(async (p) => ({
    ...p, secretHash: await hashSecret(secret(p.clientId)), permissions: ['shop', 'book', 'hold', 'whoami'], environment: 'staging',
  })));
  const credentialsFile = join(env.dir, 'two-partner-credentials.json');
  await writeFile(credentialsFile, JSON.stringify({ credentials }));
  adapter = await startAdapter(env.env({
    CREDENTIALS_FILE: credentialsFile, DATA_DIR: join(env.dir, 'data'), LOG_LEVEL: 'warn', WORKERS: '2', NODE_CLUSTER_SCHED_POLICY: 'rr',
    HOLD_TTL: '2', SWEEP_INTERVAL: '1',
  }));
  api = apiClient(adapter.baseUrl);
  reader = openSqliteDb(join(env.dir, 'data'));
  query = async (sql) => reader.prepare(sql).all() as Record<string, unknown>[];
}, 300_000);

afterAll(async () => {
  reader?.close();
  await killAllAdapters();
  await env?.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shuffled = <T>(items: T[]): T[] => items.map((item) => ({ item, key: Math.random() })).sort((x, y) => x.key - y.key).map(({ item }) => item);

/** A one-room body on `from` for `nights` nights (create, or the modify of one stay). */
function body(from: number, nights: number, roomTypeCode = 'KNG', rooms = 1) {
  return reservationRequest({ arrivalDate: dayFromToday(from), departureDate: dayFromToday(from + nights), roomTypeCode }, rooms);
}

test(`${ROUNDS} rounds of two partners racing modifies, cancels, holds, confirms, releases and the sweeper keep the books`, async () => {
  const [a, b] = [await tokenOf('partner-a'), await tokenOf('partner-b')];
  const outcomes: Record<string, number> = {};
  const fiveHundreds: string[] = [];
  const foreign: string[] = [];
  const note = (name: string, reply: Reply) => {
    const codes = (reply.body as { notifications?: { code: string }[] } | undefined)?.notifications?.map((n) => n.code).join('+');
    const key = `${name} ${reply.status}${codes ? ` ${codes}` : ''}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    if (reply.status >= 500) fiveHundreds.push(`${key}: ${reply.text}`);
    if (name.startsWith('B on A')) foreign.push(key);
    return reply;
  };
  const call = (token: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.call(method, path, { token, headers, ...(payload === undefined ? {} : { body: payload }) });

  async function round(i: number) {
    const from = 40 + i * 3;
    const created = note('create', await call(a, 'POST', '/dcres', body(from, 2, 'KNG', 3)));
    expect(created.status).toBe(200);
    const stays = created.body as { confNumber: string; gnrNumber: number }[];
    const conf = stays[0]!.confNumber;
    const [g1, g2, g3] = stays.map((s) => s.gnrNumber);
    const heldModify = async () => {
      const held = note('held modify 2', await call(a, 'PUT', `/dcres/${conf}/gnr/${g2}`, body(from, 2, 'ADA'), { 'svc-inventory-hold': 'true' }));
      if (held.status !== 200) return;
      const action = i % 2 ? 'confirm' : 'release';
      note(`${action} modify 2`, await call(a, 'POST', `/dcres/${conf}/${action}`, action === 'confirm' ? {} : undefined, { 'svc-crs-sessionid': held.headers.get('svc-crs-sessionid') as string }));
    };
    const writes = shuffled<() => Promise<unknown>>([
      async () => note('modify 1', await call(a, 'PUT', `/dcres/${conf}/gnr/${g1}`, body(from + 1, 2))),
      async () => note('cancel 1', await call(a, 'POST', `/dcres/${conf}/gnr/${g1}/cancel`, {})),
      async () => note('cancel 2', await call(a, 'POST', `/dcres/${conf}/gnr/${g2}/cancel`, {})),
      async () => note('modify 3 to ADA', await call(a, 'PUT', `/dcres/${conf}/gnr/${g3}`, body(from, 3, 'ADA'))),
      heldModify,
      ...[0, 1, 2].map(() => async () => note('B books ADA', await call(b, 'POST', '/dcres', body(from, 3, 'ADA')))),
      async () => note('B on A cancel', await call(b, 'POST', `/dcres/${conf}/gnr/${g3}/cancel`, {})),
      async () => note('B on A modify', await call(b, 'PUT', `/dcres/${conf}/gnr/${g1}`, body(from + 1, 2))),
    ]).map((write) => write());

    const heldCreate = { ...body(from + 10, 2, 'KNG', 2) };
    heldCreate.roomStays[0]!.roomTypeCode = 'ADA';
    const held = note('held create', await call(a, 'POST', '/dcres', heldCreate, { 'svc-inventory-hold': 'true' }));
    if (held.status === 200) {
      const session = { 'svc-crs-sessionid': held.headers.get('svc-crs-sessionid') as string };
      const heldStays = held.body as { confNumber: string; gnrNumber: number }[];
      const hc = heldStays[0]!.confNumber;
      await sleep((i % 4) * 900);
      await Promise.all(shuffled<() => Promise<unknown>>([
        async () => note('confirm create', await call(a, 'POST', `/dcres/${hc}/confirm`, {}, session)),
        async () => note('release create', await call(a, 'POST', `/dcres/${hc}/release`, undefined, session)),
        async () => note('commit create by update', await call(a, 'PUT', `/dcres/${hc}/gnr/${heldStays[0]!.gnrNumber}`, body(from + 10, 2), session)),
        async () => note('B on A confirm', await call(b, 'POST', `/dcres/${hc}/confirm`, {}, session)),
      ]).map((write) => write()));
    }
    await Promise.all(writes);
  }

  for (let i = 0; i < ROUNDS; i += 2) await Promise.all([round(i), round(i + 1)]);

  // The sweeper (every second) releases holds whose 2 s have passed: at most a few seconds.
  let ledger = await readLedger(query, 'sqlite');
  for (let wait = 0; wait < 40 && (ledger.openHolds > 0 || ledger.stillHeld.length > 0); wait++) {
    await sleep(250);
    ledger = await readLedger(query, 'sqlite');
  }
  reportFigures('two-partner lifecycle', { rounds: ROUNDS, outcomes, reservations: ledger.reservations.length, confirmedRoomNights: ledger.confirmedRoomNights });
  expect(fiveHundreds).toEqual([]);
  expect(ledger.outOfBounds).toEqual([]);
  expect(ledger.soldMismatches).toEqual([]);
  expect(ledger.stillHeld).toEqual([]);
  expect(ledger.openHolds).toBe(0);
  // B never learns anything of A's reservations: answered as for one that does not exist.
  expect(new Set(foreign)).toEqual(new Set(foreign.filter((key) => /^B on A (cancel 404|modify 404|confirm 400 SESSION_UNKNOWN)$/.test(key))));
  expect(foreign).toHaveLength(ROUNDS * 3);
}, 180_000);

async function tokenOf(clientId: string): Promise<string> {
  const reply = await api.call('POST', '/realms/applications/token', { body: { client_id: clientId, client_secret: secret(clientId) } });
  if (reply.status !== 200) throw new Error(`token for ${clientId}: ${reply.status}`);
  return (reply.body as { access_token: string }).access_token;
}
