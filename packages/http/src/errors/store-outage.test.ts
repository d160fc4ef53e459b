import { expect, test } from 'vitest';
import type { ReservationStore } from '../domain/reservation-store.js';
import { createLogger } from '../logging/logger.js';
import { logCapture } from '../testing/test-app.js';
import { watchStoreOutage } from './store-outage.js';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** A store whose calls fail with `failure[name]` while it is set, and succeed otherwise. */
function switchable() {
  const failure: Partial<Record<keyof ReservationStore, Error>> = {};
  const answer = (name: keyof ReservationStore) => () => (failure[name] ? Promise.reject(failure[name]) : Promise.resolve([]));
  const store = {
    inventoryMany: answer('inventoryMany'),
    apply: answer('apply'),
    getReservation: answer('getReservation'),
    sweepExpiredHolds: answer('sweepExpiredHolds'),
    close: () => Promise.resolve(),
  } as unknown as ReservationStore;
  return { store, failure };
}

function watched() {
  const { capture, stream } = logCapture();
  const { store, failure } = switchable();
  let ms = 0;
  const watch = watchStoreOutage(store, createLogger('info', stream), () => ms);
  return { watch, failure, logs: capture, advance: (by: number) => void (ms += by) };
}

test('a lost database is logged once when the outage begins, with its stack, and once when it ends', async () => {
  const { watch, failure, logs, advance } = watched();
  const lost = coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
  failure.inventoryMany = lost;
  failure.apply = lost;
  for (let i = 0; i < 50; i++) await expect(i % 2 ? watch.store.apply({ deltas: [] }) : watch.store.inventoryMany(['NYCDC'], '2026-03-01', '2026-03-02')).rejects.toBe(lost);
  expect(watch.down).toBe(true);
  expect(logs.lines.map((line) => line.msg)).toEqual(['store outage began: requests that need the store are answered 503 until it ends']);
  expect(logs.lines[0]).toMatchObject({ level: 50, reason: 'ECONNREFUSED', call: 'inventoryMany', err: { code: 'ECONNREFUSED', stack: expect.stringContaining('ECONNREFUSED') } });
  advance(12_345);
  delete failure.inventoryMany;
  delete failure.apply;
  await watch.store.inventoryMany(['NYCDC'], '2026-03-01', '2026-03-02');
  await watch.store.apply({ deltas: [] });
  expect(watch.down).toBe(false);
  expect(logs.lines.slice(1)).toEqual([expect.objectContaining({ level: 40, msg: 'store outage ended: the store answers again', seconds: 12.3, refused: 50 })]);
  // A later outage is told again.
  failure.getReservation = lost;
  await expect(watch.store.getReservation('1')).rejects.toBe(lost);
  expect(logs.lines.map((line) => line.msg).at(-1)).toMatch(/^store outage began/);
});

test('a full disk lasts until a write succeeds again, although reads succeed meanwhile', async () => {
  const { watch, failure, logs } = watched();
  failure.apply = coded('database or disk is full', 'SQLITE_FULL');
  await expect(watch.store.apply({ deltas: [] })).rejects.toThrow('full');
  await watch.store.inventoryMany(['NYCDC'], '2026-03-01', '2026-03-02');
  await watch.store.sweepExpiredHolds(new Date());
  await expect(watch.store.apply({ deltas: [] })).rejects.toThrow('full');
  expect(watch.down).toBe(true);
  expect(logs.lines).toHaveLength(1);
  delete failure.apply;
  await watch.store.apply({ deltas: [] });
  expect(logs.lines.map((line) => [line.msg, line.refused])).toEqual([
    ['store outage began: requests that need the store are answered 503 until it ends', undefined],
    ['store outage ended: the store answers again', 2],
  ]);
});

test('other faults are no outage, and the store behaves as before', async () => {
  const { watch, failure, logs } = watched();
  failure.apply = coded('duplicate key value violates unique constraint', '23505');
  await expect(watch.store.apply({ deltas: [] })).rejects.toThrow('duplicate');
  expect(await watch.store.inventoryMany(['NYCDC'], '2026-03-01', '2026-03-02')).toEqual([]);
  expect(watch.down).toBe(false);
  expect(logs.lines).toEqual([]);
  await watch.store.close();
});
