/** Building inventory views and the catalog's inventory seeds. */
import type { Catalog } from '../catalog/catalog.js';
import type { InventoryPeriod } from '../catalog/catalog-file.js';
import { dateOfDay, dayNumber } from '../calendar/nights.js';
import type { InventoryCount, InventorySeed, InventoryView } from './inventory.js';

/** Rooms of a dated inventory list on `date`: the latest entry with effectiveDate <= date; 0 before the first. */
export function roomsOn(inventory: readonly InventoryPeriod[], date: string): number {
  let rooms = 0;
  for (const period of inventory) {
    if (period.effectiveDate > date) break;
    rooms = period.rooms;
  }
  return rooms;
}

/**
 * The catalog totals per (propCode, roomTypeCode, date) for the nights from..to (to exclusive),
 * for the store to seed. Nights with 0 rooms are seeded too, so the store knows them.
 *
 * @throws RangeError when `from` or `to` is not a real date YYYY-MM-DD.
 */
export function inventorySeeds(catalog: Catalog, from: string, to: string): InventorySeed[] {
  const seeds: InventorySeed[] = [];
  const first = dayNumber(from);
  const last = dayNumber(to);
  for (const property of catalog.properties.values()) {
    for (const roomType of property.file.roomTypes) {
      for (let day = first; day < last; day++) {
        const date = dateOfDay(day);
        seeds.push({ propCode: property.file.propCode, roomTypeCode: roomType.roomTypeCode, date, total: roomsOn(roomType.inventory, date) });
      }
    }
  }
  return seeds;
}

/**
 * An inventory view over the store's counts: available = total - held - sold, 0 for rows not given.
 * Indexed by property, room type and date in nested maps, so a lookup builds no key string (a
 * shop looks up every room type on every night).
 */
export function inventoryViewOf(counts: readonly InventoryCount[]): InventoryView {
  const byProperty = new Map<string, Map<string, Map<string, number>>>();
  for (const c of counts) {
    let byRoomType = byProperty.get(c.propCode);
    if (!byRoomType) byProperty.set(c.propCode, (byRoomType = new Map()));
    let byDate = byRoomType.get(c.roomTypeCode);
    if (!byDate) byRoomType.set(c.roomTypeCode, (byDate = new Map()));
    byDate.set(c.date, c.total - c.held - c.sold);
  }
  return { available: (propCode, roomTypeCode, date) => byProperty.get(propCode)?.get(roomTypeCode)?.get(date) ?? 0 };
}

/** The catalog's totals as a view, as if nothing were held or sold (tests, benchmarks, previews). */
export function catalogInventoryView(catalog: Catalog): InventoryView {
  return {
    available(propCode, roomTypeCode, date) {
      const roomType = catalog.properties.get(propCode)?.roomTypes.get(roomTypeCode);
      return roomType ? roomsOn(roomType.inventory, date) : 0;
    },
  };
}
