/**
 * A write that loses the reservation's version to other processes' writes (WORKERS=N, several
 * adapters on one database: the turns of fairness/reservation-turns.ts are per process) is
 * decided again on fresh state. Each lost race means another write was made, so the write is
 * retried at once up to CONFLICT_ATTEMPTS times: with WORKERS=2, 9 updates of the 9 stays of one
 * reservation met up to 4 writes of the other process before theirs was applied. Made
 * deterministic here: a store at which, before each of this write's attempts, "another process"
 * rewrites the reservation.
 */
import { afterEach, expect, test } from 'vitest';
import type { ReservationStore } from './reservation-store.js';
import { CONFLICT_ATTEMPTS } from './apply-transition.js';
import { seededMemoryStore } from '../testing/seeded-memory-store.js';
import { testApp } from '../testing/test-app.js';
import { reservationRequest } from '../testing/test-service.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The app over a store where the next `writesBefore` versioned writes each meet one more write of another process first. */
async function setUp() {
  const seeded = await seededMemoryStore();
  const { catalog, store: sqlite } = seeded;
  close = seeded.close;
  let otherWrites = 0;
  let attempts = 0;
  const store = new Proxy(sqlite, {
    get: (target, name) =>
      name === 'apply'
        ? async (change: Parameters<ReservationStore['apply']>[0]) => {
            const confNumber = change.reservation?.confNumber;
            if (confNumber !== undefined && change.reservation?.expectedVersion !== undefined && change.reservation.expectedVersion > 0) {
              attempts++;
              if (otherWrites > 0) {
                otherWrites--;
                // Another process writes the reservation (the same record, one version on) after this one read it.
                const stored = await target.getReservation(confNumber);
                expect((await target.apply({ deltas: [], reservation: { confNumber, record: stored!.record, expectedVersion: stored!.version } })).ok).toBe(true);
              }
            }
            return target.apply(change);
          }
        : Reflect.get(target, name, target),
  });
  const t = await testApp({ store, catalog });
  const bearer = await t.token('demo-partner');
  const call = async (method: string, path: string, body: unknown) => {
    const reply = await t.app.request(`${t.base}${path}`, { method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: reply.status, json: (await reply.json()) as { confNumber: string; gnrNumber: number; notifications?: { code: string }[] }[] & { notifications?: { code: string }[] } };
  };
  const created = await call('POST', '/dcres', reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' }));
  expect(created.status).toBe(200);
  const path = `/dcres/${created.json[0]!.confNumber}/gnr/${created.json[0]!.gnrNumber}`;
  return {
    call,
    path,
    othersWriteFirst: (n: number) => {
      otherWrites = n;
      attempts = 0;
    },
    attempts: () => attempts,
  };
}

test('an update that meets 4 writes of another process is made on its 5th attempt', async () => {
  const { call, path, othersWriteFirst, attempts } = await setUp();
  othersWriteFirst(4);
  const modified = await call('PUT', path, reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-23' }));
  expect(modified.status).toBe(200);
  expect(attempts()).toBe(5);
});

test('a cancel that meets other writes on every attempt gives up after CONFLICT_ATTEMPTS: CONCURRENT_CHANGE, nothing changed', async () => {
  const { call, path, othersWriteFirst, attempts } = await setUp();
  othersWriteFirst(1_000);
  const cancelled = await call('POST', `${path}/cancel`, {});
  expect([cancelled.status, cancelled.json.notifications?.[0]?.code]).toEqual([400, 'CONCURRENT_CHANGE']);
  expect(attempts()).toBe(CONFLICT_ATTEMPTS);
  othersWriteFirst(0);
  expect((await call('PUT', path, reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' }))).status).toBe(200);
});
