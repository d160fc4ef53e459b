/**
 * Test support (not exported from the package): an in-memory store that applies a
 * ReservationChange atomically with the same rules as the HTTP package's stores: every row keeps
 * 0 <= held, 0 <= sold, held + sold <= total, or nothing of the change is written; a reservation
 * write with expectedVersion needs that version (0: no record yet); without, it overwrites.
 */
import type { Catalog } from '../catalog/catalog.js';
import { inventorySeeds, inventoryViewOf } from '../inventory/inventory-view.js';
import type { InventoryCount, InventoryView } from '../inventory/inventory.js';
import type { HoldRecord, ReservationChange, ReservationRecord, ReservationState } from '../reservation/reservation-record.js';

/** Result of applying a change. */
export type ApplyResult = { ok: true } | { ok: false; reason: 'soldOut' | 'conflict' | 'holdMissing' };

/** The in-memory store of the tests. */
export interface MemoryStore {
  counts: Map<string, InventoryCount>;
  reservations: Map<string, { record: ReservationRecord; version: number }>;
  holds: Map<string, HoldRecord>;
  view(): InventoryView;
  state(confNumber: string): ReservationState;
  apply(change: ReservationChange): ApplyResult;
}

function rowKey(propCode: string, roomTypeCode: string, date: string): string {
  return `${propCode}|${roomTypeCode}|${date}`;
}

/** A store seeded with the catalog's totals for the nights from..to. */
export function memoryStore(catalog: Catalog, from: string, to: string): MemoryStore {
  const counts = new Map<string, InventoryCount>();
  for (const s of inventorySeeds(catalog, from, to)) counts.set(rowKey(s.propCode, s.roomTypeCode, s.date), { ...s, held: 0, sold: 0 });
  const reservations = new Map<string, { record: ReservationRecord; version: number }>();
  const holds = new Map<string, HoldRecord>();
  return {
    counts,
    reservations,
    holds,
    view: () => inventoryViewOf([...counts.values()]),
    state(confNumber) {
      const state: ReservationState = {};
      const stored = reservations.get(confNumber);
      if (stored) state.reservation = structuredClone(stored);
      const hold = [...holds.values()].find((h) => h.confNumber === confNumber);
      if (hold) state.hold = structuredClone(hold);
      return state;
    },
    apply(change) {
      const next = new Map<string, InventoryCount>();
      for (const d of change.deltas) {
        const key = rowKey(d.propCode, d.roomTypeCode, d.date);
        const row = next.get(key) ?? { ...(counts.get(key) ?? { propCode: d.propCode, roomTypeCode: d.roomTypeCode, date: d.date, total: 0, held: 0, sold: 0 }) };
        row.held += d.held;
        row.sold += d.sold;
        next.set(key, row);
      }
      for (const row of next.values()) if (row.held < 0 || row.sold < 0 || row.held + row.sold > row.total) return { ok: false, reason: 'soldOut' };
      const write = change.reservation;
      if (write) {
        const stored = reservations.get(write.confNumber);
        if (write.expectedVersion !== undefined && (stored?.version ?? 0) !== write.expectedVersion) return { ok: false, reason: 'conflict' };
      }
      if (change.deleteHold !== undefined && !holds.has(change.deleteHold)) return { ok: false, reason: 'holdMissing' };
      for (const [key, row] of next) counts.set(key, row);
      if (write) reservations.set(write.confNumber, { record: structuredClone(write.record), version: (reservations.get(write.confNumber)?.version ?? 0) + 1 });
      if (change.deleteHold !== undefined) holds.delete(change.deleteHold);
      if (change.putHold) holds.set(change.putHold.sessionId, structuredClone(change.putHold));
      return { ok: true };
    },
  };
}
