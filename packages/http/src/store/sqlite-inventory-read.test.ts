import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openSqliteDb } from './sqlite-db.js';
import { inventoryCountsOfJson, sqliteInventoryRead } from './sqlite-inventory-read.js';
import { migrateSqlite } from './sqlite-migrations.js';

const db = openSqliteDb();
migrateSqlite(db);
afterAll(() => db.close());

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const props = ['AAA', 'BBB', 'CCC', 'Q"\\é'];
const types = ['K', 'KNG', 'Q', 'STE'];
// Rows with gaps (not every night exists), varied counts, and codes JSON must escape.
let seed = 7;
const rnd = (k: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), seed % k);
const insert = db.prepare('INSERT INTO inventory (prop_code, room_type_code, date, total, held, sold) VALUES (?, ?, ?, ?, ?, ?)');
db.transaction(() => {
  for (const p of props) for (const t of types) for (let d = 0; d < 60; d++) {
    if (rnd(7) === 0) continue;
    const total = rnd(2_000_000);
    const held = rnd(total + 1);
    insert.run(p, t, day(d), total, held, rnd(total - held + 1));
  }
})();

/** The rows as the driver hands them out, in the store's key order: what the read must equal. */
const plain = db.prepare(
  `SELECT prop_code AS propCode, room_type_code AS roomTypeCode, date, total, held, sold FROM inventory
   WHERE prop_code IN (SELECT value FROM json_each(?)) AND (? IS NULL OR room_type_code IN (SELECT value FROM json_each(?)))
     AND date >= ? AND date < ? ORDER BY prop_code, room_type_code, date`,
);

describe('the SQLite inventory read', () => {
  test('gives exactly the rows of a plain SELECT, in key order, for any properties, room types and nights', () => {
    const read = sqliteInventoryRead(db);
    let rows = 0;
    for (let i = 0; i < 300; i++) {
      const ps = props.filter(() => rnd(2) === 0).concat(rnd(5) === 0 ? ['NOPE'] : []);
      const ts = rnd(3) === 0 ? undefined : types.filter(() => rnd(3) > 0);
      const from = day(rnd(70) - 5);
      const to = day(rnd(70) - 5);
      const json = ts === undefined ? null : JSON.stringify(ts);
      const expected = plain.all(JSON.stringify(ps), json, json, from, to);
      const got = read(ps, from, to, ts);
      expect(got).toEqual(expected);
      rows += got.length;
    }
    expect(rows).toBeGreaterThan(3000);
  });

  test('reads afresh on every call what another connection (another worker) committed since', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dc-sqlite-read-'));
    const [reader, writer] = [openSqliteDb(dataDir), openSqliteDb(dataDir)];
    try {
      migrateSqlite(reader);
      writer.prepare(`INSERT INTO inventory (prop_code, room_type_code, date, total) VALUES ('AAA', 'K', ?, 5), ('AAA', 'K', ?, 5)`).run(day(0), day(1));
      const read = sqliteInventoryRead(reader);
      expect(read(['AAA'], day(0), day(2), ['K']).map((r) => r.sold)).toEqual([0, 0]);
      writer.prepare(`UPDATE inventory SET sold = sold + 2 WHERE date = ?`).run(day(1));
      expect(read(['AAA'], day(0), day(2), ['K']).map((r) => r.sold)).toEqual([0, 2]);
    } finally {
      reader.close();
      writer.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('rows whose key order JavaScript reads otherwise (a surrogate against U+FFFF) come in SQLite\'s key order', () => {
    const astral = '\u{1F600}';
    const high = '\uFFFF';
    for (const p of [`P${astral}`, `P${high}`]) for (const t of [astral, high]) insert.run(p, t, day(0), 3, 0, 0);
    const ps = [`P${astral}`, `P${high}`];
    const json = JSON.stringify([astral, high]);
    const read = sqliteInventoryRead(db);
    expect(read(ps, day(0), day(1), [astral, high])).toEqual(plain.all(JSON.stringify(ps), json, json, day(0), day(1)));
    expect(read(ps, day(0), day(1))).toEqual(plain.all(JSON.stringify(ps), null, null, day(0), day(1)));
    expect(read(ps, day(0), day(1)).map((r) => [r.propCode, r.roomTypeCode])).toEqual([
      [`P${high}`, high],
      [`P${high}`, astral],
      [`P${astral}`, high],
      [`P${astral}`, astral],
    ]);
  });

  test('a code given twice gives its rows once, as IN does', () => {
    const read = sqliteInventoryRead(db);
    const json = JSON.stringify(['KNG', 'K', 'KNG']);
    const expected = plain.all(JSON.stringify(['BBB', 'AAA']), json, json, day(0), day(20));
    expect(expected.length).toBeGreaterThan(50);
    expect(read(['BBB', 'AAA', 'BBB'], day(0), day(20), ['KNG', 'K', 'KNG'])).toEqual(expected);
    expect(read(['AAA', 'AAA'], day(0), day(20))).toEqual(plain.all(JSON.stringify(['AAA']), null, null, day(0), day(20)));
  });

  test('no property or no night matched is no row', () => {
    const read = sqliteInventoryRead(db);
    expect(read([], day(0), day(10))).toEqual([]);
    expect(read(['AAA'], day(10), day(10), types)).toEqual([]);
    expect(inventoryCountsOfJson('[]')).toEqual([]);
  });
});
