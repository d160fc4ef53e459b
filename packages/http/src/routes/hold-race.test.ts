/**
 * A held modify racing another write of the same reservation, made deterministic: a store whose
 * `apply` waits until both requests have read the reservation and computed their change, then
 * applies them in the order the test asks. Whatever the order, the loser gets a spec answer
 * (400 ErrorDetail), the stay reads as the winner left it and the shop's numRoomsAvail counts
 * exactly the rooms the stored stay and the open hold take. On the real SQLite store.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { ReservationStore } from '../domain/reservation-store.js';
import { seededMemoryStore } from '../testing/seeded-memory-store.js';
import { testApp } from '../testing/test-app.js';
import { reservationRequest } from '../testing/test-service.js';

type Change = Parameters<ReservationStore['apply']>[0];
const ARRIVAL = '2026-03-20';
const DEPARTURE = '2026-03-22';
const ROOM_TYPES = ['KNG', 'QQN', 'STE'] as const;

/**
 * The store, whose next two changes are applied only once both are computed: first the held one
 * (`holdFirst`) or the other, then the second one.
 */
function racingStore(store: ReservationStore) {
  let waiting: { change: Change; release: () => void; done: Promise<unknown> }[] | undefined;
  let holdFirst = true;
  const apply = async (change: Change) => {
    if (!waiting) return store.apply(change);
    let release = () => {};
    const turn = new Promise<void>((resolve) => (release = resolve));
    let finished = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    waiting.push({ change, release, done });
    if (waiting.length === 2) {
      const pair = [...waiting].sort((a, b) => Number(b.change.putHold !== undefined) - Number(a.change.putHold !== undefined));
      if (!holdFirst) pair.reverse();
      waiting = undefined;
      void (async () => {
        for (const entry of pair) {
          entry.release();
          await entry.done;
        }
      })();
    }
    await turn;
    try {
      return await store.apply(change);
    } finally {
      finished();
    }
  };
  const racing = new Proxy(store, { get: (target, name) => (name === 'apply' ? apply : Reflect.get(target, name, target)) });
  return {
    store: racing,
    /** The next two changes are applied together, the held one first or second. */
    arm: (order: 'hold first' | 'hold second') => {
      waiting = [];
      holdFirst = order === 'hold first';
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setUp() {
  const seeded = await seededMemoryStore();
  const { catalog, store: sqlite } = seeded;
  close = seeded.close;
  const racing = racingStore(sqlite);
  const { app, base, token } = await testApp({ store: racing.store, catalog });
  // The other write of each race comes from another process (WORKERS=N, or another adapter on
  // the same database): its own app on the same store, whose writes do not take turns with this
  // one's (fairness/reservation-turns.ts keeps turns per store object, so per process).
  const otherProcess = await testApp({ store: new Proxy(racing.store, {}), catalog });
  const bearer = await token('demo-partner');
  const otherBearer = await otherProcess.token('demo-partner');
  const callOn = (target: typeof app, auth: string) => async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const reply = await target.request(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await reply.text();
    return { status: reply.status, session: reply.headers.get('svc-crs-sessionid'), json: text ? JSON.parse(text) : undefined };
  };
  const call = callOn(app, bearer);
  const callElsewhere = callOn(otherProcess.app, otherBearer);
  /** numRoomsAvail of each room type on the stay's nights. */
  const avail = async () => {
    const shop = await call('POST', '/dcshop/props/NYCDC', { arrivalDate: ARRIVAL, departureDate: DEPARTURE, numAdults: 1 });
    return Object.fromEntries(ROOM_TYPES.map((code) => [code, shop.json.roomRates.find((r: { roomTypeCode: string }) => r.roomTypeCode === code)?.numRoomsAvail]));
  };
  const before = await avail();
  const created = await call('POST', '/dcres', reservationRequest({ arrivalDate: ARRIVAL, departureDate: DEPARTURE }));
  expect(created.status).toBe(200);
  const path = `/dcres/${created.json[0].confNumber}/gnr/${created.json[0].gnrNumber}`;
  const to = (roomTypeCode: string) => reservationRequest({ arrivalDate: ARRIVAL, departureDate: DEPARTURE, roomTypeCode });
  /** Rooms taken per room type, against the counts before the create. */
  const taken = async () => {
    const now = await avail();
    return Object.fromEntries(ROOM_TYPES.map((code) => [code, (before[code] as number) - (now[code] as number)]));
  };
  return { call, callElsewhere, path, to, taken, arm: racing.arm, conf: created.json[0].confNumber as string };
}

describe('a held modify and another write computed from the same read', () => {
  test('held first: the modify loses with HOLD_OPEN, and the confirmed hold takes only its own rooms', async () => {
    const { call, callElsewhere, path, to, taken, arm, conf } = await setUp();
    arm('hold first');
    const [held, modified] = await Promise.all([call('PUT', path, to('QQN'), { 'svc-inventory-hold': 'true' }), callElsewhere('PUT', path, to('STE'))]);
    expect(held.status).toBe(200);
    expect([modified.status, modified.json?.notifications?.[0]?.code]).toEqual([400, 'HOLD_OPEN']);
    expect(await call('POST', `/dcres/${conf}/confirm`, undefined, { 'svc-crs-sessionid': held.session as string })).toMatchObject({ status: 204 });
    expect((await call('GET', path)).json.roomType.roomTypeCode).toBe('QQN');
    expect(await taken()).toEqual({ KNG: 0, QQN: 1, STE: 0 });
  });

  test('held second: the hold is computed again from the modified stay', async () => {
    const { call, callElsewhere, path, to, taken, arm, conf } = await setUp();
    arm('hold second');
    const [held, modified] = await Promise.all([call('PUT', path, to('QQN'), { 'svc-inventory-hold': 'true' }), callElsewhere('PUT', path, to('STE'))]);
    expect([held.status, modified.status]).toEqual([200, 200]);
    expect(await taken()).toEqual({ KNG: 0, QQN: 1, STE: 1 });
    expect(await call('POST', `/dcres/${conf}/confirm`, undefined, { 'svc-crs-sessionid': held.session as string })).toMatchObject({ status: 204 });
    expect((await call('GET', path)).json.roomType.roomTypeCode).toBe('QQN');
    expect(await taken()).toEqual({ KNG: 0, QQN: 1, STE: 0 });
  });

  test('held first: the cancel loses with HOLD_OPEN', async () => {
    const { call, callElsewhere, path, to, taken, arm } = await setUp();
    arm('hold first');
    const [held, cancelled] = await Promise.all([call('PUT', path, to('QQN'), { 'svc-inventory-hold': 'true' }), callElsewhere('POST', `${path}/cancel`, {})]);
    expect(held.status).toBe(200);
    expect([cancelled.status, cancelled.json?.notifications?.[0]?.code]).toEqual([400, 'HOLD_OPEN']);
    expect(await taken()).toEqual({ KNG: 1, QQN: 1, STE: 0 });
  });

  test('held second: the hold of a stay cancelled meanwhile is refused, and every room is back', async () => {
    const { call, callElsewhere, path, to, taken, arm } = await setUp();
    arm('hold second');
    const [held, cancelled] = await Promise.all([call('PUT', path, to('QQN'), { 'svc-inventory-hold': 'true' }), callElsewhere('POST', `${path}/cancel`, {})]);
    expect(cancelled.status).toBe(200);
    expect([held.status, held.json?.notifications?.[0]?.code]).toEqual([400, 'RESERVATION_CANCELLED']);
    expect((await call('GET', path)).json.resStatus).toBe('cancelled');
    expect(await taken()).toEqual({ KNG: 0, QQN: 0, STE: 0 });
  });
});
