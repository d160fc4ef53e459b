/**
 * Inventory as hotel sees it. The store keeps, per (propCode, roomTypeCode, date), the catalog
 * total and the held and sold counts; hotel reads availability through an {@link InventoryView}
 * and answers with signed {@link InventoryDelta}s that the store applies atomically.
 * The HTTP adapter's store contract uses these same types.
 */

/** Signed change of the held and sold counts of one room type on one night. */
export interface InventoryDelta {
  propCode: string;
  roomTypeCode: string;
  /** The night, YYYY-MM-DD. */
  date: string;
  held: number;
  sold: number;
}

/** Initial inventory of one room type on one night, from the catalog. */
export interface InventorySeed {
  propCode: string;
  roomTypeCode: string;
  date: string;
  total: number;
}

/** A room type's counts on one night, as the store reports them. available = total - held - sold. */
export interface InventoryCount {
  propCode: string;
  roomTypeCode: string;
  date: string;
  total: number;
  held: number;
  sold: number;
}

/** Rooms available per room type and night. A night the view does not know has 0 rooms. */
export interface InventoryView {
  available(propCode: string, roomTypeCode: string, date: string): number;
}
