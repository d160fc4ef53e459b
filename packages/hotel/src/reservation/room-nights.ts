/**
 * Room-nights and the inventory deltas that move them. A confirmed stay takes one room of its
 * room type on each of its nights; cancelled stays take nothing.
 */
import { nightsOf } from '../calendar/nights.js';
import type { InventoryDelta } from '../inventory/inventory.js';
import type { ReservationStay } from '../wire/reservation-stay.js';

/** Rooms per `roomTypeCode|date` of one property. */
export type RoomNights = Map<string, number>;

function key(roomTypeCode: string, date: string): string {
  return `${roomTypeCode}|${date}`;
}

/** The room-nights the confirmed stays among `stays` take. */
export function roomNightsOf(stays: readonly ReservationStay[]): RoomNights {
  const nights: RoomNights = new Map();
  for (const stay of stays) {
    if (stay.resStatus === 'cancelled') continue;
    for (const date of nightsOf(stay.arrivalDate, stay.departureDate)) {
      const k = key(stay.roomType.roomTypeCode, date);
      nights.set(k, (nights.get(k) ?? 0) + 1);
    }
  }
  return nights;
}

/** after - before, per room-night, zeros dropped. */
export function netRoomNights(before: RoomNights, after: RoomNights): RoomNights {
  const net: RoomNights = new Map();
  for (const [k, n] of after) net.set(k, n - (before.get(k) ?? 0));
  for (const [k, n] of before) if (!after.has(k)) net.set(k, -n);
  for (const [k, n] of net) if (n === 0) net.delete(k);
  return net;
}

/** Splits a room-night key into its room type code and date. */
export function roomNightKey(k: string): { roomTypeCode: string; date: string } {
  const bar = k.indexOf('|');
  return { roomTypeCode: k.slice(0, bar), date: k.slice(bar + 1) };
}

/** Inventory deltas, one per room-night: `held` and `sold` computed from the room count. */
export function deltasOf(propCode: string, nights: RoomNights, counts: (rooms: number) => { held: number; sold: number }): InventoryDelta[] {
  const deltas: InventoryDelta[] = [];
  for (const [k, rooms] of nights) {
    const { held, sold } = counts(rooms);
    if (held !== 0 || sold !== 0) deltas.push({ propCode, ...roomNightKey(k), held, sold });
  }
  return sortDeltas(deltas);
}

/** Deltas in the store's fixed lock order: propCode, roomTypeCode, date. */
export function sortDeltas(deltas: InventoryDelta[]): InventoryDelta[] {
  return deltas.sort((a, b) => (a.propCode < b.propCode ? -1 : a.propCode > b.propCode ? 1 : a.roomTypeCode < b.roomTypeCode ? -1 : a.roomTypeCode > b.roomTypeCode ? 1 : a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Sums delta lists per (propCode, roomTypeCode, date), dropping entries that cancel out. */
export function mergeDeltas(...lists: readonly (readonly InventoryDelta[])[]): InventoryDelta[] {
  const merged = new Map<string, InventoryDelta>();
  for (const list of lists) {
    for (const d of list) {
      const k = `${d.propCode}|${d.roomTypeCode}|${d.date}`;
      const m = merged.get(k);
      if (m) {
        m.held += d.held;
        m.sold += d.sold;
      } else merged.set(k, { ...d });
    }
  }
  return sortDeltas([...merged.values()].filter((d) => d.held !== 0 || d.sold !== 0));
}
