/**
 * The books of the store, read with SQL after a run: inventory counts against the stored
 * reservations. Sold rooms must equal the room-nights of the stays that are not cancelled,
 * nothing may be held once every hold is gone, and no count may leave 0..total.
 */
import type { ReservationRecord } from '@direct-connect/hotel';

/** Runs one SQL statement and returns its rows (a PostgreSQL pool or a SQLite connection). */
export type SqlQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** One inventory row. */
export interface InventoryRow {
  key: string;
  total: number;
  held: number;
  sold: number;
}

/** What the ledger found. Every list is empty and openHolds 0 in a consistent store at rest. */
export interface Ledger {
  /** Rows with held or sold below zero, or held + sold above total. */
  outOfBounds: InventoryRow[];
  /** Keys whose sold count differs from the confirmed room-nights of the stored reservations. */
  soldMismatches: { key: string; sold: number; confirmedRoomNights: number }[];
  /** Rows with rooms still held. */
  stillHeld: InventoryRow[];
  openHolds: number;
  reservations: ReservationRecord[];
  /** Confirmed (not cancelled) room-nights, all keys together. */
  confirmedRoomNights: number;
}

const keyOf = (propCode: string, roomTypeCode: string, date: string) => `${propCode}/${roomTypeCode}/${date}`;

/** Nights d with arrival <= d < departure. */
export function nightsOf(arrivalDate: string, departureDate: string): string[] {
  const nights: string[] = [];
  for (let t = Date.parse(`${arrivalDate}T00:00:00Z`); t < Date.parse(`${departureDate}T00:00:00Z`); t += 86_400_000) {
    nights.push(new Date(t).toISOString().slice(0, 10));
  }
  return nights;
}

/** Which store the SQL goes to: the two differ in how a date and a JSON record read as text. */
export type SqlDialect = 'postgres' | 'sqlite';

/** Reads inventory, reservations and holds and compares them. */
export async function readLedger(query: SqlQuery, dialect: SqlDialect = 'postgres'): Promise<Ledger> {
  const dateText = dialect === 'postgres' ? `to_char(date, 'YYYY-MM-DD')` : 'date';
  const inventory = (await query(
    `SELECT prop_code, room_type_code, ${dateText} AS date, total, held, sold FROM inventory WHERE held <> 0 OR sold <> 0`,
  )).map((r) => ({ key: keyOf(r.prop_code as string, r.room_type_code as string, r.date as string), total: Number(r.total), held: Number(r.held), sold: Number(r.sold) }));
  const reservations = (await query(`SELECT ${dialect === 'postgres' ? 'record::text' : 'record'} AS record FROM reservations`)).map((r) => JSON.parse(r.record as string) as ReservationRecord);
  const openHolds = Number((await query(`SELECT count(*) AS n FROM holds`))[0]?.n ?? 0);

  const confirmed = new Map<string, number>();
  let confirmedRoomNights = 0;
  for (const record of reservations) {
    for (const stay of record.stays) {
      if (stay.resStatus === 'cancelled') continue;
      for (const night of nightsOf(stay.arrivalDate as string, stay.departureDate as string)) {
        const key = keyOf(record.propCode, stay.roomType?.roomTypeCode as string, night);
        confirmed.set(key, (confirmed.get(key) ?? 0) + 1);
        confirmedRoomNights++;
      }
    }
  }
  const soldMismatches: Ledger['soldMismatches'] = [];
  const sold = new Map(inventory.map((row) => [row.key, row.sold]));
  for (const key of new Set([...sold.keys(), ...confirmed.keys()])) {
    const s = sold.get(key) ?? 0;
    const c = confirmed.get(key) ?? 0;
    if (s !== c) soldMismatches.push({ key, sold: s, confirmedRoomNights: c });
  }
  return {
    outOfBounds: inventory.filter((row) => row.held < 0 || row.sold < 0 || row.held + row.sold > row.total),
    soldMismatches,
    stillHeld: inventory.filter((row) => row.held !== 0),
    openHolds,
    reservations,
    confirmedRoomNights,
  };
}

/** Free rooms of one room type per night of a stay (total - held - sold), read with SQL. */
export async function freeRooms(query: SqlQuery, propCode: string, roomTypeCode: string, arrivalDate: string, departureDate: string): Promise<number[]> {
  const rows = await query(
    `SELECT total - held - sold AS free FROM inventory WHERE prop_code = '${propCode}' AND room_type_code = '${roomTypeCode}'
     AND date >= '${arrivalDate}' AND date < '${departureDate}' ORDER BY date`,
  );
  return rows.map((r) => Number(r.free));
}
