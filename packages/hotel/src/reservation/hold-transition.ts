/**
 * How a reservation change becomes inventory deltas, committed at once or held.
 * `net` is the change in rooms per room-night (new confirmed stays minus old ones).
 * Committed: sold += net. Held: held += rooms taken now; on confirm those become sold and the
 * rooms the change frees are returned (sold += net overall); on release or expiry held returns.
 */
import type { InventoryDelta } from '../inventory/inventory.js';
import type { HoldRecord, ReservationChange, ReservationRecord } from './reservation-record.js';
import type { RoomNights } from './room-nights.js';
import { deltasOf, mergeDeltas } from './room-nights.js';

/** `expectedVersion` of a record that must not exist yet (a create, or the confirm of a held create). */
export const NEW_RECORD = 0;

/** A new hold asked for: its session id (new, from the caller) and expiry instant. */
export interface HoldRequest {
  sessionId: string;
  /** ISO date-time; the adapter computes it from its configured TTL (default 15 minutes). */
  expiresAt: string;
}

/** The change committing `record` directly (no hold), after releasing `released` (an old hold's releaseDeltas). */
export function committedChange(record: ReservationRecord, net: RoomNights, expectedVersion: number | undefined, released: readonly InventoryDelta[] = []): ReservationChange {
  const deltas = mergeDeltas(released, deltasOf(record.propCode, net, (rooms) => ({ held: 0, sold: rooms })));
  return { deltas, reservation: { confNumber: record.confNumber, record, ...(expectedVersion !== undefined ? { expectedVersion } : {}) } };
}

/**
 * The change opening a hold on `pending`, after releasing `released` (an old hold's releaseDeltas).
 * `committed` is the stored reservation a held modify was computed from: the change writes it
 * back unchanged with its version, so that the hold is taken only if no other write came in
 * between, and every write computed before the hold (a modify, a cancel) is a version conflict.
 */
export function heldChange(
  pending: ReservationRecord,
  net: RoomNights,
  kind: HoldRecord['kind'],
  hold: HoldRequest,
  released: readonly InventoryDelta[] = [],
  committed?: { record: ReservationRecord; version: number },
): ReservationChange {
  const take = (rooms: number) => Math.max(rooms, 0);
  const putHold: HoldRecord = {
    sessionId: hold.sessionId,
    confNumber: pending.confNumber,
    kind,
    pending,
    confirmDeltas: deltasOf(pending.propCode, net, (rooms) => ({ held: -take(rooms), sold: rooms })),
    releaseDeltas: deltasOf(pending.propCode, net, (rooms) => ({ held: -take(rooms), sold: 0 })),
    expiresAt: hold.expiresAt,
  };
  const deltas = mergeDeltas(released, deltasOf(pending.propCode, net, (rooms) => ({ held: take(rooms), sold: 0 })));
  return { deltas, putHold, ...(committed ? { reservation: { confNumber: committed.record.confNumber, record: committed.record, expectedVersion: committed.version } } : {}) };
}
