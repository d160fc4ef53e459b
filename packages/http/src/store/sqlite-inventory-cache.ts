/**
 * The SQLite store's inventory read kept in memory while the database has not changed: the rows
 * read are kept in blocks of {@link BLOCK_NIGHTS} nights per property and room type, and a read
 * whose blocks are all kept is answered from them, without a statement.
 *
 * Never staler than a fresh read at the same moment:
 * - another connection's commit (another worker, another process on the file): every read first
 *   asks SQLite's `PRAGMA data_version`, which changes when another connection has committed
 *   (https://sqlite.org/pragma.html#pragma_data_version); on a change everything kept is dropped;
 * - this connection's own writes, which `data_version` does not count: the store calls
 *   {@link InventoryCache.forget} with the deltas of every change it applies and every hold the
 *   sweeper releases (the blocks of their nights are dropped), and {@link InventoryCache.forgetAll}
 *   when it seeds. Reads and writes of one connection are synchronous (better-sqlite3), so no
 *   read runs between a write and its forgetting.
 * - a read that misses reads its whole range in one statement (one snapshot) and keeps it only
 *   when `data_version` is unchanged after it: rows of two snapshots are never mixed.
 * Reads the blocks cannot describe exactly (no room types given, codes beyond ASCII or with NUL,
 * dates that are not real dates of the years 0001 to 9998) go to SQLite every time.
 *
 * Memory is bounded: at most {@link MAX_BLOCKS} blocks are kept (least recently used dropped
 * first), 32,768 rows of a catalog however large (the demo catalog's 7,200 rows fit whole).
 *
 * Why: of a served shop's CPU, the fresh read cost ~10 % (~74 µs), most of it starting cold
 * (sqlite-inventory-read.ts); `PRAGMA data_version` costs ~1.5 µs in a loop (WAL, 2026-11-26).
 * Measured (2026-11-26, `/tmp` A/B tool: two servers, the bundle before and after, the varied
 * NYCDC shop of `pnpm bench http`'s stay mix on 4 connections, turns of 2,000 shops alternating
 * A B B A over 16 rounds after 6,000 warm-up shops each, server CPU from /proc; medians of the
 * paired ratios): varied shops 0.884 and 0.900 of the fresh read's CPU per shop (A/A 0.992 and
 * 1.000); with a create and a cancel every 20 shops 0.925 and 0.924 (A/A 1.020 and 0.984).
 */
import { dayNumberOf, isoDateOf } from '@direct-connect/pricing';
import type { SqliteDatabase } from './sqlite-db.js';
import type { SqliteInventoryRead } from './sqlite-inventory-read.js';
import type { InventoryCount, InventoryDelta } from './store.js';

/** Nights per kept block (from day numbers that are multiples of it). */
export const BLOCK_NIGHTS = 8;
/** Blocks kept at most. */
export const MAX_BLOCKS = 4096;

/** Day numbers of 0001-01-01 and 9999-01-01: the dates whose blocks are kept. */
const FIRST_DAY = dayNumberOf('0001-01-01') as number;
const LAST_DAY = dayNumberOf('9999-01-01') as number;
/**
 * Whether `code` is ASCII without NUL: codes whose order JavaScript and SQLite's BINARY collation
 * (UTF-8 bytes) agree on, and that cannot hold the block keys' separator.
 */
function plainAscii(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 0 || c > 0x7f) return false;
  }
  return true;
}

/** The SQLite inventory read with its kept rows, and how the store's own writes drop them. */
export interface InventoryCache {
  /** Reads as {@link SqliteInventoryRead} does, from the kept rows when they are current. */
  read: SqliteInventoryRead;
  /** Drops the kept rows of the nights of `deltas` (a change this connection writes). */
  forget(deltas: readonly InventoryDelta[]): void;
  /** Drops every kept row (seeding). */
  forgetAll(): void;
}

/** The day number of a real date YYYY-MM-DD in the kept years, else undefined. */
function keptDay(date: string): number | undefined {
  const day = dayNumberOf(date);
  return day !== undefined && day >= FIRST_DAY && day <= LAST_DAY ? day : undefined;
}

/**
 * {@link InventoryCache} over `db` and its fresh read `fresh` (see {@link sqliteInventoryRead}).
 * `maxBlocks` bounds memory (tests lower it).
 */
export function inventoryCache(db: SqliteDatabase, fresh: SqliteInventoryRead, maxBlocks = MAX_BLOCKS): InventoryCache {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  /** Kept blocks by `propCode \0 roomTypeCode \0 block`, least recently used first: the rows of those nights in date order. */
  const blocks = new Map<string, readonly InventoryCount[]>();
  let seenVersion: unknown;

  const keyOf = (propCode: string, roomTypeCode: string, block: number) => `${propCode}\0${roomTypeCode}\0${block}`;

  /** Drops everything when another connection has committed since the last look. */
  function current(): void {
    const version = dataVersion.get();
    if (version !== seenVersion) {
      blocks.clear();
      seenVersion = version;
    }
  }

  /** Keeps the rows of `rows` (one snapshot of props x types over blocks b0..b1) block by block. */
  function keep(props: readonly string[], types: readonly string[], b0: number, b1: number, rows: readonly InventoryCount[]): void {
    const starts: string[] = [];
    for (let b = b0; b <= b1 + 1; b++) starts.push(isoDateOf(b * BLOCK_NIGHTS));
    let i = 0;
    for (const propCode of props) {
      for (const roomTypeCode of types) {
        for (let b = b0; b <= b1; b++) {
          const end = starts[b - b0 + 1] as string;
          const blockRows: InventoryCount[] = [];
          // Rows come in key order: this pair's rows of this block are the next ones before `end`.
          for (; i < rows.length; i++) {
            const row = rows[i] as InventoryCount;
            if (row.propCode !== propCode || row.roomTypeCode !== roomTypeCode || row.date >= end) break;
            blockRows.push(Object.freeze(row));
          }
          const key = keyOf(propCode, roomTypeCode, b);
          blocks.delete(key);
          blocks.set(key, blockRows);
        }
      }
    }
    for (const key of blocks.keys()) {
      if (blocks.size <= maxBlocks) break;
      blocks.delete(key);
    }
  }

  const read: SqliteInventoryRead = (propCodes, from, to, roomTypeCodes) => {
    const fromDay = keptDay(from);
    const toDay = keptDay(to);
    if (roomTypeCodes === undefined || fromDay === undefined || toDay === undefined || fromDay >= toDay) return fresh(propCodes, from, to, roomTypeCodes);
    const props = [...new Set(propCodes)].sort();
    const types = [...new Set(roomTypeCodes)].sort();
    if (props.length === 0 || types.length === 0) return [];
    if (!props.every(plainAscii) || !types.every(plainAscii)) return fresh(propCodes, from, to, roomTypeCodes);
    const b0 = Math.floor(fromDay / BLOCK_NIGHTS);
    const b1 = Math.floor((toDay - 1) / BLOCK_NIGHTS);

    current();
    const found: (readonly InventoryCount[])[] = [];
    for (const propCode of props) {
      for (const roomTypeCode of types) {
        for (let b = b0; b <= b1; b++) {
          const key = keyOf(propCode, roomTypeCode, b);
          const kept = blocks.get(key);
          if (kept === undefined) return missed(props, types, b0, b1, from, to);
          blocks.delete(key); // most recently used last
          blocks.set(key, kept);
          found.push(kept);
        }
      }
    }
    const rows: InventoryCount[] = [];
    for (const kept of found) for (const row of kept) if (row.date >= from && row.date < to) rows.push(row);
    return rows;
  };

  /** Reads blocks b0..b1 of every pair in one statement, keeps them if nobody committed meanwhile, and answers from them. */
  function missed(props: readonly string[], types: readonly string[], b0: number, b1: number, from: string, to: string): InventoryCount[] {
    const rows = fresh(props, isoDateOf(b0 * BLOCK_NIGHTS), isoDateOf((b1 + 1) * BLOCK_NIGHTS), types);
    if (dataVersion.get() === seenVersion) keep(props, types, b0, b1, rows);
    else blocks.clear(); // the next read looks again
    return rows.filter((row) => row.date >= from && row.date < to);
  }

  return {
    read,
    forget(deltas) {
      for (const { propCode, roomTypeCode, date } of deltas) {
        const day = keptDay(date);
        if (day === undefined) {
          blocks.clear();
          return;
        }
        blocks.delete(keyOf(propCode, roomTypeCode, Math.floor(day / BLOCK_NIGHTS)));
      }
    },
    forgetAll() {
      blocks.clear();
    },
  };
}
