/** All-or-nothing availability: every room-night a change needs must be free. */
import type { InventoryDelta, InventoryView } from '../inventory/inventory.js';
import type { Refusal } from './reservation-record.js';
import type { RoomNights } from './room-nights.js';
import { roomNightKey } from './room-nights.js';

/** The request fields a short room-night is laid to: fixed ones, or those of the stays taking it. */
export type ShortfallFields = readonly string[] | ((roomTypeCode: string, date: string) => string[]);

/**
 * The first room-night of `needed` (positive counts are rooms to take) that the view cannot give,
 * counting as free the rooms `released` in the same change, as a noAvailability refusal naming
 * `fields` (or what `fields` gives for that room type and night).
 */
export function availabilityRefusal(propCode: string, needed: RoomNights, inventory: InventoryView, released: readonly InventoryDelta[] = [], fields: ShortfallFields = []): Refusal | undefined {
  const freed = new Map<string, number>();
  for (const d of released) freed.set(`${d.roomTypeCode}|${d.date}`, (freed.get(`${d.roomTypeCode}|${d.date}`) ?? 0) - d.held - d.sold);
  for (const [k, rooms] of needed) {
    if (rooms <= 0) continue;
    const { roomTypeCode, date } = roomNightKey(k);
    const available = inventory.available(propCode, roomTypeCode, date) + (freed.get(k) ?? 0);
    if (available < rooms) {
      const named = typeof fields === 'function' ? fields(roomTypeCode, date) : [...fields];
      return { code: 'noAvailability', message: `room type ${roomTypeCode} has ${Math.max(available, 0)} room(s) free on ${date}, ${rooms} needed`, fields: named };
    }
  }
  return undefined;
}
