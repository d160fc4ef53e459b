/**
 * The SQLite store's inventory read: the rows come out of SQLite as one JSON text (an array of
 * `[propCode, roomTypeCode, date, total, held, sold]`, in key order) that one `JSON.parse` turns
 * into the rows, instead of one row object per row from the driver.
 *
 * Why: of a shop's ~30-row read, SQLite's own work (read transaction, primary-key search, the
 * rows) is ~10 µs; better-sqlite3 spent most of the rest making the row objects, interning every
 * column name from UTF-8 again for every cell and setting the properties one by one.
 * Measured (2026-11-25, CPU per read of varied NYCDC stays, interleaved in one process): 40 µs
 * against 70-80 µs for the same ~25 rows as driver objects (paired median
 * 0.51-0.55 x), 66 µs against 128 µs for 1 to 14 nights (0.53 x). One statement read afresh
 * on every call, whoever writes the file; the store keeps what it reads in memory while the
 * database does not change (sqlite-inventory-cache.ts).
 */
import type { SqliteDatabase } from './sqlite-db.js';
import type { InventoryCount } from './store.js';

/** A row as the JSON text carries it. */
type RowTuple = [propCode: string, roomTypeCode: string, date: string, total: number, held: number, sold: number];

/** Every row matched, as one JSON array text (`[]` when none), in the store's key order. */
const ROWS_AS_JSON = 'SELECT json_group_array(json_array(prop_code, room_type_code, date, total, held, sold) ORDER BY prop_code, room_type_code, date) FROM inventory';

/**
 * The same rows, read by a nested loop in key order: the distinct property codes in SQLite's
 * order, for each the distinct room type codes in that order, for each pair the nights by the
 * primary key (a range of it), so the rows need no sort. The order of an aggregate's input is not
 * promised by SQL, so the rows read this way are checked and read again with
 * {@link ROWS_AS_JSON} should they ever not be in order.
 *
 * Why a join over the codes and not `prop_code IN (SELECT value FROM json_each(?))` with the rows
 * ordered in a subquery: SQLite finds the same rows by the same primary-key ranges either way,
 * but the IN-subquery form does more work per read.
 * Measured (2026-11-25, varied NYCDC stays of 1 to 14 nights with its 4 room types, rows parsed
 * to objects): in a loop of reads on the served store file (CPU medians of 40 interleaved
 * rounds), 46-53 µs against 84-105 µs; inside a served shop, where each read starts with cold
 * caches, 92 µs against 97 µs (wall-clock medians of 2,000 reads each, taken in turn in one
 * server). There a read of the same ~30 rows costs at least ~43 µs however it is written
 * (`count(*)` with the codes bound one by one).
 */
const ROWS_AS_JSON_BY_KEY_LOOP = (types: boolean) =>
  `SELECT json_group_array(json_array(i.prop_code, i.room_type_code, i.date, i.total, i.held, i.sold))
     FROM (SELECT DISTINCT value FROM json_each(?) ORDER BY value) AS p
     ${types ? 'CROSS JOIN (SELECT DISTINCT value FROM json_each(?) ORDER BY value) AS t' : ''}
     CROSS JOIN inventory AS i
    WHERE i.prop_code = p.value ${types ? 'AND i.room_type_code = t.value' : ''} AND i.date >= ? AND i.date < ?`;

const OF_PROPERTIES = 'WHERE prop_code IN (SELECT value FROM json_each(?)) AND date >= ? AND date < ?';
const OF_ROOM_TYPES = `WHERE prop_code IN (SELECT value FROM json_each(?)) AND room_type_code IN (SELECT value FROM json_each(?))
         AND date >= ? AND date < ?`;

/** Reads inventory counts (see `Store.inventory`): properties, nights from..to (to exclusive), optionally only some room types. */
export type SqliteInventoryRead = (propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]) => InventoryCount[];

/**
 * The inventory read of `db` (a migrated store database): the counts of `propCodes` (and of
 * `roomTypeCodes`, when given, which lets SQLite find exactly those rows by their primary key) for
 * the nights from..to, ordered by propCode, roomTypeCode, date.
 */
export function sqliteInventoryRead(db: SqliteDatabase): SqliteInventoryRead {
  const ofProperties = db.prepare(ROWS_AS_JSON_BY_KEY_LOOP(false)).pluck();
  const ofRoomTypes = db.prepare(ROWS_AS_JSON_BY_KEY_LOOP(true)).pluck();
  const ofPropertiesSorted = db.prepare(`${ROWS_AS_JSON} ${OF_PROPERTIES}`).pluck();
  const ofRoomTypesSorted = db.prepare(`${ROWS_AS_JSON} ${OF_ROOM_TYPES}`).pluck();
  return (propCodes, from, to, roomTypeCodes) => {
    const props = JSON.stringify(propCodes);
    const types = roomTypeCodes === undefined ? undefined : JSON.stringify(roomTypeCodes);
    const rows = inventoryCountsOfJson((types === undefined ? ofProperties.get(props, from, to) : ofRoomTypes.get(props, types, from, to)) as string);
    if (inKeyOrder(rows)) return rows;
    return inventoryCountsOfJson((types === undefined ? ofPropertiesSorted.get(props, from, to) : ofRoomTypesSorted.get(props, types, from, to)) as string);
  };
}

/**
 * Whether every row's key (propCode, roomTypeCode, date) is above the one before, as JavaScript
 * compares strings: as SQLite's BINARY collation (UTF-8 bytes) does, except a surrogate against
 * U+E000 and above, where rows in SQLite's order read as out of order here and are read again,
 * sorted by SQLite.
 */
function inKeyOrder(rows: readonly InventoryCount[]): boolean {
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as InventoryCount;
    const b = rows[i] as InventoryCount;
    if (a.propCode !== b.propCode) {
      if (a.propCode > b.propCode) return false;
    } else if (a.roomTypeCode !== b.roomTypeCode) {
      if (a.roomTypeCode > b.roomTypeCode) return false;
    } else if (a.date >= b.date) return false;
  }
  return true;
}

/** The rows of a JSON array of row tuples, as {@link ROWS_AS_JSON} writes it. */
export function inventoryCountsOfJson(text: string): InventoryCount[] {
  return (JSON.parse(text) as RowTuple[]).map(([propCode, roomTypeCode, date, total, held, sold]) => ({ propCode, roomTypeCode, date, total, held, sold }));
}
