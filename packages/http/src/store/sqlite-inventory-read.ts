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
 * 0.51-0.55 x), 66 µs against 128 µs for 1 to 14 nights (0.53 x). Still one
 * statement read afresh on every call: as fresh as before, whoever writes the file.
 */
import type { SqliteDatabase } from './sqlite-db.js';
import type { InventoryCount } from './store.js';

/** A prepared statement of the store's database. */
type Statement = ReturnType<SqliteDatabase['prepare']>;

/** A row as the JSON text carries it. */
type RowTuple = [propCode: string, roomTypeCode: string, date: string, total: number, held: number, sold: number];

/** Every row matched, as one JSON array text (`[]` when none), in the store's key order. */
const ROWS_AS_JSON = 'SELECT json_group_array(json_array(prop_code, room_type_code, date, total, held, sold) ORDER BY prop_code, room_type_code, date) FROM inventory';

/**
 * The same rows, aggregated from a subquery ordered by the key: SQLite finds them in that order by
 * the primary key, so it needs no sort, where the ORDER BY of the aggregate above always sorts in
 * a temporary B-tree. The order of an aggregate's input is not promised by SQL, so the rows read
 * this way are checked and read again with {@link ROWS_AS_JSON} should they ever not be in order.
 *
 * Measured (2026-11-25, 5,000 varied NYCDC stays of 1 to 14 nights, CPU medians of 9 interleaved
 * rounds in one process): 75-81 µs against 143 µs per read on a loaded machine.
 */
const ROWS_AS_JSON_IN_KEY_ORDER = (where: string) =>
  `SELECT json_group_array(json_array(prop_code, room_type_code, date, total, held, sold))
     FROM (SELECT prop_code, room_type_code, date, total, held, sold FROM inventory ${where} ORDER BY prop_code, room_type_code, date)`;

const OF_PROPERTIES = 'WHERE prop_code IN (SELECT value FROM json_each(?)) AND date >= ? AND date < ?';
const OF_ROOM_TYPES = `WHERE prop_code IN (SELECT value FROM json_each(?)) AND room_type_code IN (SELECT value FROM json_each(?))
         AND date >= ? AND date < ?`;

/** `IN (?, ?, …)` of `count` bound values. */
const inList = (count: number) => `IN (${Array.from({ length: count }, () => '?').join(', ')})`;

/**
 * The same WHERE clauses with the codes bound one by one (`IN (?, ?, …)`) instead of read from a
 * JSON array through `json_each`, one prepared statement per number of codes. Used for the reads
 * of up to {@link MOST_BOUND_PROPERTIES} properties and {@link MOST_BOUND_ROOM_TYPES} room types
 * (a single-property shop), so that the statements kept stay few.
 *
 * Measured (2026-11-25, varied NYCDC stays of 1 to 14 nights, in one process, CPU medians of
 * interleaved rounds): the query alone 44.3 µs against 50.2 µs (0.88 x, /tmp/shop/inv.mjs); the
 * store's inventoryMany of this bundle against main's 27.9 µs against 29.8 µs (0.919 x, an A/A
 * read 1.011; /tmp/shop/invab.mjs). Small: the json_each virtual tables were not the main cost.
 */
const ofBoundProperties = (props: number) => `WHERE prop_code ${inList(props)} AND date >= ? AND date < ?`;
const ofBoundRoomTypes = (props: number, types: number) => `WHERE prop_code ${inList(props)} AND room_type_code ${inList(types)} AND date >= ? AND date < ?`;
const MOST_BOUND_PROPERTIES = 4;
const MOST_BOUND_ROOM_TYPES = 32;

/** Reads inventory counts (see `Store.inventory`): properties, nights from..to (to exclusive), optionally only some room types. */
export type SqliteInventoryRead = (propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]) => InventoryCount[];

/**
 * The inventory read of `db` (a migrated store database): the counts of `propCodes` (and of
 * `roomTypeCodes`, when given, which lets SQLite find exactly those rows by their primary key) for
 * the nights from..to, ordered by propCode, roomTypeCode, date.
 */
export function sqliteInventoryRead(db: SqliteDatabase): SqliteInventoryRead {
  const ofProperties = db.prepare(ROWS_AS_JSON_IN_KEY_ORDER(OF_PROPERTIES)).pluck();
  const ofRoomTypes = db.prepare(ROWS_AS_JSON_IN_KEY_ORDER(OF_ROOM_TYPES)).pluck();
  const ofPropertiesSorted = db.prepare(`${ROWS_AS_JSON} ${OF_PROPERTIES}`).pluck();
  const ofRoomTypesSorted = db.prepare(`${ROWS_AS_JSON} ${OF_ROOM_TYPES}`).pluck();
  /** The statements with bound codes, by number of properties and room types ('-' for all room types): [in key order, sorted]. */
  const bound = new Map<string, [Statement, Statement]>();
  const boundOf = (props: number, types: number | undefined): [Statement, Statement] => {
    const shape = `${props}/${types ?? '-'}`;
    let statements = bound.get(shape);
    if (statements === undefined) {
      const where = types === undefined ? ofBoundProperties(props) : ofBoundRoomTypes(props, types);
      statements = [db.prepare(ROWS_AS_JSON_IN_KEY_ORDER(where)).pluck(), db.prepare(`${ROWS_AS_JSON} ${where}`).pluck()];
      bound.set(shape, statements);
    }
    return statements;
  };
  return (propCodes, from, to, roomTypeCodes) => {
    if (propCodes.length <= MOST_BOUND_PROPERTIES && (roomTypeCodes === undefined || roomTypeCodes.length <= MOST_BOUND_ROOM_TYPES)) {
      const [inOrder, sorted] = boundOf(propCodes.length, roomTypeCodes?.length);
      const values = [...propCodes, ...(roomTypeCodes ?? []), from, to];
      const rows = inventoryCountsOfJson(inOrder.get(values) as string);
      return inKeyOrder(rows) ? rows : inventoryCountsOfJson(sorted.get(values) as string);
    }
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
