import type { InventoryDelta } from './store.js';

/** A night as the stores take it: YYYY-MM-DD. */
const NIGHT = /^\d{4}-\d{2}-\d{2}$/;

function compareKeys(a: InventoryDelta, b: InventoryDelta): number {
  // Plain code-unit order, the same in every process: the lock order of DESIGN section 7.
  if (a.propCode !== b.propCode) return a.propCode < b.propCode ? -1 : 1;
  if (a.roomTypeCode !== b.roomTypeCode) return a.roomTypeCode < b.roomTypeCode ? -1 : 1;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return 0;
}

function checked(delta: InventoryDelta, index: number): InventoryDelta {
  const where = `deltas[${index}]`;
  if (typeof delta.propCode !== 'string' || delta.propCode === '') throw new TypeError(`${where}.propCode must be a non-empty string`);
  if (typeof delta.roomTypeCode !== 'string' || delta.roomTypeCode === '') {
    throw new TypeError(`${where}.roomTypeCode must be a non-empty string`);
  }
  if (typeof delta.date !== 'string' || !NIGHT.test(delta.date)) throw new TypeError(`${where}.date must be YYYY-MM-DD`);
  if (!Number.isSafeInteger(delta.held)) throw new TypeError(`${where}.held must be an integer`);
  if (!Number.isSafeInteger(delta.sold)) throw new TypeError(`${where}.sold must be an integer`);
  return delta;
}

/**
 * The deltas of one change as the stores apply them: one per (propCode, roomTypeCode, date),
 * held and sold summed, sorted in that key order (so concurrent writers lock rows in the same
 * order and cannot deadlock on them), and those that sum to zero left out. Throws a TypeError
 * naming the delta for a malformed one. Does not mutate its input.
 */
export function mergeDeltas(deltas: readonly InventoryDelta[]): InventoryDelta[] {
  const sorted = deltas.map((delta, index) => ({ ...checked(delta, index) })).sort(compareKeys);
  const merged: InventoryDelta[] = [];
  for (const delta of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && compareKeys(last, delta) === 0) {
      last.held += delta.held;
      last.sold += delta.sold;
    } else {
      merged.push(delta);
    }
  }
  return merged.filter((delta) => delta.held !== 0 || delta.sold !== 0);
}
