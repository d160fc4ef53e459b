/**
 * The storage contract of the adapter (DESIGN section 7). Two implementations share it and one
 * contract suite: SQLite (embedded default, sqlite-store.ts) and PostgreSQL (node-postgres, sql-store.ts).
 *
 * The hotel package decides what changes (pure transitions that return a new reservation record
 * and the inventory deltas); the store applies one such change atomically or not at all.
 */

import type { InventoryCount, InventoryDelta, InventorySeed } from '@direct-connect/hotel';

/** Inventory shapes are the hotel package's: its transitions emit the deltas this store applies. */
export type { InventoryCount, InventoryDelta, InventorySeed };

/** A SQL connection or transaction: the only thing the stores need from a driver. */
export interface Db {
  /** Runs one parameterised statement ($1, $2 ...). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** A reservation as stored: the hotel package's record (opaque JSON here) with a version for optimistic writes. */
export interface StoredReservation<Record = unknown> {
  confNumber: string;
  record: Record;
  version: number;
}

/** An unconfirmed hold on a new or modified reservation. */
export interface StoredHold<Pending = unknown> {
  sessionId: string;
  confNumber: string;
  kind: 'create' | 'modify';
  /** What becomes the reservation record on confirm (hotel's record, opaque here). */
  pending: Pending;
  /** Deltas applied on confirm (typically held -> sold, and the old stay's nights returned). */
  confirmDeltas: InventoryDelta[];
  /** Deltas applied on release or expiry (typically held returned). */
  releaseDeltas: InventoryDelta[];
  expiresAt: Date;
}

/** One atomic change: every part is applied, or none. */
export interface Change<Record = unknown, Pending = unknown> {
  deltas: InventoryDelta[];
  /** Write this reservation record; with expectedVersion, only if the stored version still matches. */
  reservation?: { confNumber: string; record: Record; expectedVersion?: number };
  putHold?: StoredHold<Pending>;
  /**
   * Bounds the open holds of `partnerId` (the pending record's `partnerId`; HOLD_QUOTA, DESIGN
   * section 5): `putHold` is refused (`holdQuotaExceeded`) when the partner already has `limit`
   * holds with expiresAt > `now`. Counted inside the change's transaction, after `deleteHold`,
   * and serialised per partner, so that holds racing at the limit cannot both pass. With
   * `roomsPerNight` (HOLD_ROOMS_PER_NIGHT), `putHold` is also refused (`heldRoomsExceeded`) when
   * the partner's open holds and this one would hold more than that many rooms of one property
   * on one night: a hold's rooms are what its `releaseDeltas` give back.
   */
  holdQuota?: { partnerId: string; limit: number; now: Date; roomsPerNight?: number };
  /** Delete the hold of this session id (confirm, release, commit by update). */
  deleteHold?: string;
}

/** Why a change was not applied. Nothing of it was written. */
export type ChangeRefusal =
  | { ok: false; reason: 'soldOut'; propCode: string; roomTypeCode: string; date: string }
  | { ok: false; reason: 'conflict'; confNumber: string }
  | { ok: false; reason: 'holdMissing'; sessionId: string }
  | { ok: false; reason: 'holdQuotaExceeded'; partnerId: string; open: number; limit: number }
  | { ok: false; reason: 'heldRoomsExceeded'; partnerId: string; propCode: string; date: string; rooms: number; limit: number };

/** The adapter's storage: inventory, reservations, holds and number sequences. */
export interface Store<Record = unknown, Pending = unknown> {
  /** Inserts inventory rows that do not exist yet; existing rows keep their counts. */
  seedInventory(rows: readonly InventorySeed[]): Promise<void>;
  /** Counts of the given room types of one property for the nights from..to (to exclusive). */
  inventory(propCode: string, from: string, to: string, roomTypeCodes?: readonly string[]): Promise<InventoryCount[]>;
  /**
   * {@link Store.inventory} of several properties in one query (a multi-property shop), ordered by
   * propCode, roomTypeCode, date. No property code, no rows.
   */
  inventoryMany(propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]): Promise<InventoryCount[]>;
  /**
   * Applies a change atomically. Inventory rows are updated in a fixed order (propCode,
   * roomTypeCode, date) by a conditional UPDATE that cannot make held + sold exceed total nor go
   * below zero, so concurrent writers can never oversell.
   */
  apply(change: Change<Record, Pending>): Promise<{ ok: true } | ChangeRefusal>;
  /**
   * The reservation `confNumber`. With `viewer` (a partner id), only when its record has no
   * `partnerId` or that one: another partner's reservation is answered as a missing one, by the
   * same lookup, without reading or parsing its record, so that neither the reply nor its time
   * tells another partner that it exists.
   */
  getReservation(confNumber: string, viewer?: string): Promise<StoredReservation<Record> | undefined>;
  getHold(sessionId: string): Promise<StoredHold<Pending> | undefined>;
  /** Hold of a reservation, if one is open; with `viewer`, only one whose pending record is that partner's (or no partner's), as {@link Store.getReservation}. */
  holdOf(confNumber: string, viewer?: string): Promise<StoredHold<Pending> | undefined>;
  /**
   * Open holds (expiresAt > now) whose pending record's `partnerId` is `partnerId`: the count
   * that bounds holds per partner (DESIGN section 5, HOLD_QUOTA).
   */
  openHoldsOf(partnerId: string, now: Date): Promise<number>;
  /**
   * Releases up to `limit` holds whose expiresAt <= now, each in its own transaction, claiming
   * them with FOR UPDATE SKIP LOCKED so several nodes can sweep at once. Returns how many.
   */
  sweepExpiredHolds(now: Date, limit?: number): Promise<number>;
  /** Next value of a named number sequence (confirmation, gnr, cancellation numbers). */
  nextNumber(sequence: 'conf' | 'gnr' | 'cxl'): Promise<bigint>;
  /**
   * A random secret (64 hex digits) made once per database by its migration and the same for
   * every process on it: the key that turns the sequences into unpredictable numbers
   * (domain/stay-numbers.ts). It lives beside the sequences, so the numbers stay unique exactly
   * as long as the sequences do.
   */
  numberKey(): Promise<string>;
  close(): Promise<void>;
}
