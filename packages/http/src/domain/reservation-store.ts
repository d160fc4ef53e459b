/**
 * The store as the adapter uses it, typed with the hotel package's records, and the two small
 * conversions between hotel's plain-JSON hold (ISO expiresAt) and the store's (Date expiresAt).
 */
import type { HoldRecord, ReservationChange, ReservationRecord, ReservationState } from '@direct-connect/hotel';
import type { Change, Store, StoredHold } from '../store/index.js';

/** Reservations are hotel's records; a hold's pending value is the record it becomes. */
export type ReservationStore = Store<ReservationRecord, ReservationRecord>;

/** hotel's hold -> the store's. */
export function storedHoldOf(hold: HoldRecord): StoredHold<ReservationRecord> {
  return { ...hold, expiresAt: new Date(hold.expiresAt) };
}

/** The store's hold -> hotel's. */
export function holdRecordOf(hold: StoredHold<ReservationRecord>): HoldRecord {
  return { ...hold, expiresAt: hold.expiresAt.toISOString() };
}

/** The partner's hold quota as the store checks it (HOLD_QUOTA, DESIGN section 5). */
export type StoreHoldQuota = NonNullable<Change['holdQuota']>;

/**
 * hotel's change -> the store's. A change that opens a hold carries `holdQuota`, which the store
 * checks in the same transaction as it takes the hold (hotel's own check reads the count before).
 */
export function storeChangeOf(change: ReservationChange, holdQuota?: StoreHoldQuota): Change<ReservationRecord, ReservationRecord> {
  const { putHold, ...rest } = change;
  if (!putHold) return rest;
  return { ...rest, putHold: storedHoldOf(putHold), ...(holdQuota ? { holdQuota } : {}) };
}

/**
 * What a transition on `confNumber` reads: the stored reservation and its open hold. With
 * `viewer` (the caller's partner id) another partner's reservation and hold read as absent, by
 * the store's lookup itself: "not yours" takes the path, and the time, of "does not exist".
 */
export async function reservationStateOf(store: ReservationStore, confNumber: string, viewer?: string): Promise<ReservationState> {
  const [stored, hold] = await Promise.all([store.getReservation(confNumber, viewer), store.holdOf(confNumber, viewer)]);
  return {
    ...(stored ? { reservation: { record: stored.record, version: stored.version } } : {}),
    ...(hold ? { hold: holdRecordOf(hold) } : {}),
  };
}
