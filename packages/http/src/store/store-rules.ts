/** What both stores (SQLite and PostgreSQL) check and how they carry a refusal, written once. */
import type { Change, ChangeRefusal, InventoryDelta, InventorySeed } from './store.js';

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

/**
 * The partner a reservation record or a hold's pending record belongs to (its `partnerId`), as
 * both stores keep it in a column of its own beside the JSON: a read for another partner is
 * refused by the lookup itself, before the record is read (Store.getReservation).
 */
export function ownerOf(record: unknown): string | null {
  const partnerId = typeof record === 'object' && record !== null ? (record as { partnerId?: unknown }).partnerId : undefined;
  return partnerId === undefined || partnerId === null ? null : String(partnerId);
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

/**
 * The hold quota a change must be checked against: every change that takes a hold, a replacement
 * of the partner's own open hold too. The stores delete the replaced hold before they read the
 * partner's open holds, so a replacement never counts as one hold more, but the rooms it takes are
 * bounded like any hold's (else moving a held stay onto a night escaped HOLD_ROOMS_PER_NIGHT).
 * Throws a TypeError for a malformed quota before anything is written.
 */
export function holdQuotaToCheck(change: Change): Change['holdQuota'] {
  const quota = change.holdQuota;
  if (quota === undefined || change.putHold === undefined) return undefined;
  if (typeof quota.partnerId !== 'string') throw new TypeError('holdQuota.partnerId must be a string');
  if (!Number.isSafeInteger(quota.limit) || quota.limit < 0) throw new TypeError('holdQuota.limit must be an integer >= 0');
  if (!(quota.now instanceof Date) || Number.isNaN(quota.now.getTime())) throw new TypeError('holdQuota.now must be a valid Date');
  if (quota.roomsPerNight !== undefined && (!Number.isSafeInteger(quota.roomsPerNight) || quota.roomsPerNight < 0)) {
    throw new TypeError('holdQuota.roomsPerNight must be an integer >= 0');
  }
  return quota;
}

/** The refusal of a hold beyond its partner's quota, or undefined when `open` is below the limit. */
export function holdQuotaRefusal(quota: NonNullable<Change['holdQuota']>, open: number): ChangeRefusal | undefined {
  return open < quota.limit ? undefined : { ok: false, reason: 'holdQuotaExceeded', partnerId: quota.partnerId, open, limit: quota.limit };
}

/**
 * The refusal of a hold (its `releaseDeltas`) when it and the partner's other open holds (theirs,
 * in `open`) would hold more than `quota.roomsPerNight` rooms of one property on one night, naming
 * the earliest such night; undefined when they would not, or when the quota sets no such bound.
 * A hold's rooms on a night are what its release gives back (`-held`).
 */
export function heldRoomsRefusal(
  quota: NonNullable<Change['holdQuota']>,
  open: ReadonlyArray<readonly InventoryDelta[]>,
  releaseDeltas: readonly InventoryDelta[],
): ChangeRefusal | undefined {
  const limit = quota.roomsPerNight;
  if (limit === undefined) return undefined;
  const rooms = new Map<string, number>();
  const night = (d: InventoryDelta) => `${d.propCode} ${d.date}`;
  const add = (d: InventoryDelta) => rooms.set(night(d), (rooms.get(night(d)) ?? 0) - d.held);
  for (const deltas of open) deltas.forEach(add);
  releaseDeltas.forEach(add);
  const over = releaseDeltas
    .map((d) => ({ propCode: d.propCode, date: d.date, rooms: rooms.get(night(d)) ?? 0 }))
    .filter((night) => night.rooms > limit)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.propCode < b.propCode ? -1 : 1))[0];
  return over === undefined ? undefined : { ok: false, reason: 'heldRoomsExceeded', partnerId: quota.partnerId, ...over, limit };
}
