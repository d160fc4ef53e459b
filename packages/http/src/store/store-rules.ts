/** What both stores (SQLite and PostgreSQL) check and how they carry a refusal, written once. */
import type { ChangeRefusal, InventorySeed } from './store.js';

/** Session ids are uuids; anything else cannot name a hold. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Default number of holds one sweep releases. */
export const DEFAULT_SWEEP_LIMIT = 100;

/** Carries a refusal out of a transaction so that it rolls back. */
export class Refused extends Error {
  constructor(readonly refusal: ChangeRefusal) {
    super(refusal.reason);
  }
}

/** Checks one inventory seed; throws a TypeError naming the row and field. */
export function checkedSeed(seed: InventorySeed, index: number): InventorySeed {
  const where = `seeds[${index}]`;
  if (typeof seed.propCode !== 'string' || seed.propCode === '') throw new TypeError(`${where}.propCode must be a non-empty string`);
  if (typeof seed.roomTypeCode !== 'string' || seed.roomTypeCode === '') {
    throw new TypeError(`${where}.roomTypeCode must be a non-empty string`);
  }
  if (typeof seed.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(seed.date)) throw new TypeError(`${where}.date must be YYYY-MM-DD`);
  if (!Number.isSafeInteger(seed.total) || seed.total < 0) throw new TypeError(`${where}.total must be an integer >= 0`);
  return seed;
}
