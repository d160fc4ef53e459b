/** Reads the store's inventory counts the hotel package decides on, as one view. */
import { inventoryViewOf, type Catalog, type InventoryCount, type InventoryView } from '@direct-connect/hotel';
import type { ReservationStore } from './reservation-store.js';

/** Dates of a stay (shop request or room stay). */
export interface StayDates {
  arrivalDate: string;
  departureDate: string;
}

/**
 * The store's inventory rows of every catalog property among `propCodes` for the nights of all
 * `stays` (earliest arrival to latest departure), in one store query. Unknown properties are not
 * read: hotel refuses them.
 */
export async function inventoryRowsFor(
  store: ReservationStore,
  catalog: Catalog,
  propCodes: readonly string[],
  stays: readonly StayDates[],
): Promise<readonly InventoryCount[]> {
  const known = [...new Set(propCodes)].filter((code) => catalog.properties.has(code));
  if (known.length === 0 || stays.length === 0) return [];
  const from = stays.map((s) => s.arrivalDate).reduce((a, b) => (b < a ? b : a));
  const to = stays.map((s) => s.departureDate).reduce((a, b) => (b > a ? b : a));
  if (from >= to) return [];
  // The room types too, so that the store reads exactly these rows by its primary key.
  const roomTypeCodes = new Set(known.flatMap((code) => [...(catalog.properties.get(code)?.roomTypes.keys() ?? [])]));
  return store.inventoryMany(known, from, to, [...roomTypeCodes]);
}

/** {@link inventoryRowsFor} as the view hotel decides on. */
export async function inventoryViewFor(
  store: ReservationStore,
  catalog: Catalog,
  propCodes: readonly string[],
  stays: readonly StayDates[],
): Promise<InventoryView> {
  return inventoryViewOf(await inventoryRowsFor(store, catalog, propCodes, stays));
}
