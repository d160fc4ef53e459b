import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openSqliteDb, type SqliteDatabase } from './sqlite-db.js';
import { BLOCK_NIGHTS, inventoryCache } from './sqlite-inventory-cache.js';
import { sqliteInventoryRead, type SqliteInventoryRead } from './sqlite-inventory-read.js';
import { migrateSqlite } from './sqlite-migrations.js';

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const props = ['AAA', 'BBB', 'CCC'];
const types = ['K', 'KNG', 'Q'];

let dataDir: string;
let db: SqliteDatabase;
let other: SqliteDatabase;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'dc-sqlite-cache-'));
  db = openSqliteDb(dataDir);
  migrateSqlite(db);
  other = openSqliteDb(dataDir);
  const insert = db.prepare('INSERT INTO inventory (prop_code, room_type_code, date, total, held, sold) VALUES (?, ?, ?, ?, 0, 0)');
  db.transaction(() => {
    // Gaps: not every night of every pair exists.
    for (const p of props) for (const t of types) for (let d = 0; d < 60; d++) if ((d + p.length * t.length) % 9 !== 0) insert.run(p, t, day(d), 10 + d);
  })();
});
afterEach(() => {
  db.close();
  other.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sells `sold` rooms of a pair's night through `on` (without telling the cache). */
const sell = (on: SqliteDatabase, p: string, t: string, d: number, sold: number) =>
  on.prepare('UPDATE inventory SET sold = sold + ? WHERE prop_code = ? AND room_type_code = ? AND date = ?').run(sold, p, t, day(d));

describe('the SQLite inventory read kept in memory', () => {
  test('gives what a fresh read gives, for reads of any properties, room types and nights, while others and it write between them', () => {
    const fresh = sqliteInventoryRead(db);
    let cacheReads = 0;
    const cache = inventoryCache(db, (...args) => (cacheReads++, fresh(...args)));
    let seed = 11;
    // The high bits of a linear congruential generator (its low bits repeat in short cycles).
    const rnd = (k: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), Math.floor(seed / 65_536) % k);
    let rows = 0;
    // Twelve reads asked again and again (so that they are kept), and after each write one that covers its night.
    const shapes = Array.from({ length: 12 }, () => {
      const from = rnd(70) - 5;
      return {
        ps: props.filter(() => rnd(2) === 0).concat(rnd(6) === 0 ? ['NOPE'] : []),
        ts: rnd(8) === 0 ? undefined : types.filter(() => rnd(3) > 0),
        from,
        to: from + rnd(16) - 1,
      };
    });
    /** The pair and night last written. */
    let written: [string, string, number] | undefined;
    for (let i = 0; i < 1500; i++) {
      const shape = shapes[rnd(shapes.length)] as (typeof shapes)[number];
      const ps = written === undefined ? shape.ps : [...shape.ps, written[0]];
      const ts = written === undefined ? shape.ts : [...(shape.ts ?? []), written[1]];
      const from = written === undefined ? shape.from : written[2] - rnd(5);
      const to = written === undefined ? shape.to : written[2] + 1 + rnd(5);
      written = undefined;
      const got = cache.read(ps, day(from), day(to), ts);
      expect(got).toEqual(fresh(ps, day(from), day(to), ts));
      rows += got.length;
      const [p, t, d] = [props[rnd(3)] as string, types[rnd(3)] as string, rnd(60)];
      if (rnd(20) === 0) {
        sell(other, p, t, d, 1); // another connection's commit
        written = [p, t, d];
      } else if (rnd(5) === 0) {
        sell(db, p, t, d, 1); // this connection's own write, and what the store tells the cache
        cache.forget([{ propCode: p, roomTypeCode: t, date: day(d), held: 0, sold: 1 }]);
        written = [p, t, d];
      }
    }
    expect(rows).toBeGreaterThan(2000);
    expect(cacheReads).toBeLessThan(1125); // a quarter of the reads or more answered from memory
  });

  test('answers a repeated read from memory: a write of its own connection it is not told of is not seen, one it is told of is', () => {
    const cache = inventoryCache(db, sqliteInventoryRead(db));
    const sold = () => cache.read(['AAA'], day(1), day(3), ['K']).map((r) => r.sold);
    expect(sold()).toEqual([0, 0]);
    sell(db, 'AAA', 'K', 2, 3);
    expect(sold()).toEqual([0, 0]); // kept: SQLite's data_version does not count this connection's commits
    cache.forget([{ propCode: 'AAA', roomTypeCode: 'KNG', date: day(2), held: 0, sold: 3 }]);
    expect(sold()).toEqual([0, 0]); // another pair's nights
    cache.forget([{ propCode: 'AAA', roomTypeCode: 'K', date: day(2 + BLOCK_NIGHTS), held: 0, sold: 3 }]);
    expect(sold()).toEqual([0, 0]); // another block's nights
    cache.forget([{ propCode: 'AAA', roomTypeCode: 'K', date: day(2), held: 0, sold: 3 }]);
    expect(sold()).toEqual([0, 3]);
    sell(db, 'AAA', 'K', 1, 1);
    cache.forgetAll();
    expect(sold()).toEqual([1, 3]);
    sell(db, 'AAA', 'K', 1, 1);
    cache.forget([{ propCode: 'AAA', roomTypeCode: 'K', date: 'not a date', held: 0, sold: 1 }]); // drops everything
    expect(sold()).toEqual([2, 3]);
  });

  test("sees another connection's commit at once (another worker on the file)", () => {
    const cache = inventoryCache(db, sqliteInventoryRead(db));
    const sold = () => cache.read(['BBB', 'AAA'], day(1), day(3), ['Q', 'K']).map((r) => `${r.propCode} ${r.roomTypeCode} ${r.sold}`);
    expect(sold()).toEqual(['AAA K 0', 'AAA K 0', 'AAA Q 0', 'AAA Q 0', 'BBB K 0', 'BBB K 0', 'BBB Q 0', 'BBB Q 0']);
    sell(other, 'BBB', 'Q', 2, 4);
    expect(sold()[7]).toBe('BBB Q 4');
    sell(other, 'AAA', 'K', 1, 2);
    expect(sold()[0]).toBe('AAA K 2');
  });

  test('keeps no rows read while another connection committed: the next read is fresh', () => {
    const fresh = sqliteInventoryRead(db);
    let commitDuringRead = false;
    const racing: SqliteInventoryRead = (...args) => {
      const rows = fresh(...args);
      if (commitDuringRead) sell(other, 'AAA', 'K', 1, 5); // lands after the read's snapshot, before it is kept
      commitDuringRead = false;
      return rows;
    };
    const cache = inventoryCache(db, racing);
    commitDuringRead = true;
    expect(cache.read(['AAA'], day(1), day(2), ['K'])[0]?.sold).toBe(0);
    expect(cache.read(['AAA'], day(1), day(2), ['K'])[0]?.sold).toBe(5);
  });

  test('keeps at most maxBlocks blocks, dropping the least recently used first', () => {
    let reads = 0;
    const fresh = sqliteInventoryRead(db);
    const counting: SqliteInventoryRead = (...args) => (reads++, fresh(...args));
    const cache = inventoryCache(db, counting, 2);
    const read = (d: number) => cache.read(['AAA'], day(d), day(d + 1), ['K']);
    const [a, b, c] = [0, BLOCK_NIGHTS, 2 * BLOCK_NIGHTS].map((d) => d + 10);
    read(a as number);
    read(b as number);
    read(a as number); // a is now the most recently used
    expect(reads).toBe(2);
    read(c as number); // drops b
    read(a as number);
    expect(reads).toBe(3);
    read(b as number);
    expect(reads).toBe(4);
  });

  test('reads SQLite every time for what blocks cannot describe exactly: no room types, codes beyond ASCII, dates that are not real', () => {
    let reads = 0;
    const fresh = sqliteInventoryRead(db);
    const counting: SqliteInventoryRead = (...args) => (reads++, fresh(...args));
    const cache = inventoryCache(db, counting);
    for (let i = 0; i < 2; i++) {
      expect(cache.read(['AAA'], day(1), day(3))).toHaveLength(6);
      expect(cache.read(['AAA', 'é'], day(1), day(3), ['K'])).toHaveLength(2);
      expect(cache.read(['AAA'], '2027-01-02', '2027-01-32', ['K'])).toEqual(fresh(['AAA'], '2027-01-02', '2027-01-32', ['K']));
    }
    expect(reads).toBe(6);
    expect(fresh(['AAA'], '2027-01-02', '2027-01-32', ['K'])).toHaveLength(27);
    expect(cache.read([], day(1), day(3), ['K'])).toEqual([]);
    expect(cache.read(['AAA'], day(3), day(3), ['K'])).toEqual([]);
    expect(cache.read(['AAA'], day(3), day(1), ['K'])).toEqual([]);
  });
});
