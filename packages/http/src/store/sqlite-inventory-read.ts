/**
 * The SQLite store's inventory read: the rows come out of SQLite as one JSON text (an array of
 * `[propCode, roomTypeCode, date, total, held, sold]`, in key order) that one `JSON.parse` turns
 * into the rows, instead of one row object per row from the driver.
 *
 * Why: of a shop's ~30-row read, SQLite's own work (read transaction, primary-key search, the
 * rows) is ~10 µs; better-sqlite3 spent most of the rest making the row objects, interning every
 * column name from UTF-8 again for every cell and setting the properties one by one.
 * Measured (2026-11-25, CPU per read of varied NYCDC stays, interleaved in one process): 40 µs
 * against 70-80 µs for the same ~25 rows as driver objects (/tmp tool invread2.ts, paired median
 * 0.51-0.55 x), 66 µs against 128 µs for 1 to 14 nights (shopread.ts, 0.53 x). Still one
 * statement read afresh on every call: as fresh as before, whoever writes the file.
 */
import type { SqliteDatabase } from './sqlite-db.js';
import type { InventoryCount } from './store.js';

/** A row as the JSON text carries it. */
type RowTuple = [propCode: string, roomTypeCode: string, date: string, total: number, held: number, sold: number];

/** Every row matched, as one JSON array text (`[]` when none), in the store's key order. */
const ROWS_AS_JSON = 'SELECT json_group_array(json_array(prop_code, room_type_code, date, total, held, sold) ORDER BY prop_code, room_type_code, date) FROM inventory';

/** Reads inventory counts (see `Store.inventory`): properties, nights from..to (to exclusive), optionally only some room types. */
export type SqliteInventoryRead = (propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]) => InventoryCount[];

/**
 * The inventory read of `db` (a migrated store database): the counts of `propCodes` (and of
 * `roomTypeCodes`, when given, which lets SQLite find exactly those rows by their primary key) for
 * the nights from..to, ordered by propCode, roomTypeCode, date.
 */
export function sqliteInventoryRead(db: SqliteDatabase): SqliteInventoryRead {
  const ofProperties = db.prepare(`${ROWS_AS_JSON} WHERE prop_code IN (SELECT value FROM json_each(?)) AND date >= ? AND date < ?`).pluck();
  const ofRoomTypes = db
    .prepare(
      `${ROWS_AS_JSON} WHERE prop_code IN (SELECT value FROM json_each(?)) AND room_type_code IN (SELECT value FROM json_each(?))
         AND date >= ? AND date < ?`,
    )
    .pluck();
  return (propCodes, from, to, roomTypeCodes) =>
    inventoryCountsOfJson(
      (roomTypeCodes === undefined
        ? ofProperties.get(JSON.stringify(propCodes), from, to)
        : ofRoomTypes.get(JSON.stringify(propCodes), JSON.stringify(roomTypeCodes), from, to)) as string,
    );
}

/** The rows of a JSON array of row tuples, as {@link ROWS_AS_JSON} writes it. */
export function inventoryCountsOfJson(text: string): InventoryCount[] {
  return (JSON.parse(text) as RowTuple[]).map(([propCode, roomTypeCode, date, total, held, sold]) => ({ propCode, roomTypeCode, date, total, held, sold }));
}
