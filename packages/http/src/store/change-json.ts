/**
 * The JSON text a change writes (its reservation record, its new hold's pending record and
 * deltas), made once before the change's transaction by both stores: the largest reservation is
 * 1.4 MB of JSON, whose serialization (~12 ms) would otherwise hold the write lock (SQLite, for
 * every process on the file) or the transaction's row locks (PostgreSQL, and again on each retry).
 */
import { ownerOf } from './store-rules.js';
import type { Change } from './store.js';

/** The serialized parts of a {@link Change}; each present when the change has that part. */
export interface ChangeJson {
  record?: string;
  /** The record's partner (store-rules.ts `ownerOf`), kept in the row's `partner_id`. */
  recordOwner?: string | null;
  hold?: { pending: string; confirmDeltas: string; releaseDeltas: string; owner: string | null };
}

/** Serializes what `change` writes. */
export function changeJsonOf(change: Change<unknown, unknown>): ChangeJson {
  const json: ChangeJson = {};
  if (change.reservation !== undefined) {
    json.record = JSON.stringify(change.reservation.record);
    json.recordOwner = ownerOf(change.reservation.record);
  }
  const hold = change.putHold;
  if (hold !== undefined) {
    json.hold = { pending: JSON.stringify(hold.pending), confirmDeltas: JSON.stringify(hold.confirmDeltas), releaseDeltas: JSON.stringify(hold.releaseDeltas), owner: ownerOf(hold.pending) };
  }
  return json;
}
