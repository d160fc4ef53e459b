/**
 * The embedded store answers a read for another partner from its owner index, without reading
 * the record: a record that could not even be parsed is not touched, so "not yours" takes the
 * path of "does not exist" (Store.getReservation). And a store written before the owner columns
 * existed gets them from its records when it is migrated.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openStore } from './open-store.js';
import { openSqliteDb } from './sqlite-db.js';
import { migrateSqlite, sqliteMigrations } from './sqlite-migrations.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dc-owner-test-'));
  dirs.push(dir);
  return dir;
}

describe('the owner of a reservation on the embedded store', () => {
  test("another partner's read never reads the record, whose text is not even JSON", async () => {
    const dir = await dataDir();
    const store = await openStore({ kind: 'sqlite', dataDir: dir });
    await store.apply({ deltas: [], reservation: { confNumber: 'C1', record: { partnerId: '2001', stays: [] } as never, expectedVersion: 0 } });
    await store.apply({ deltas: [], putHold: { sessionId: '7f1c1b7e-8f4e-4a55-9a8d-1b2f6a3c4d5e', confNumber: 'C2', kind: 'create', pending: { partnerId: '2001' } as never, confirmDeltas: [], releaseDeltas: [], expiresAt: new Date(Date.UTC(2031, 0, 1)) } });
    const db = openSqliteDb(dir);
    db.prepare(`UPDATE reservations SET record = '{not json' WHERE conf_number = 'C1'`).run();
    db.prepare(`UPDATE holds SET pending = '{not json' WHERE conf_number = 'C2'`).run();
    db.close();
    expect(await store.getReservation('C1', '2002')).toBeUndefined();
    expect(await store.holdOf('C2', '2002')).toBeUndefined();
    // The owner's read does parse it (and fails): the record was there all along.
    await expect(store.getReservation('C1', '2001')).rejects.toThrow(SyntaxError);
    await expect(store.holdOf('C2', '2001')).rejects.toThrow(SyntaxError);
    await store.close();
  });

  test('a store written before the owner columns gets them from its records', async () => {
    const dir = await dataDir();
    const db = openSqliteDb(dir);
    const before = sqliteMigrations.filter((m) => m.id !== '0003_owner_columns');
    expect(before).toHaveLength(sqliteMigrations.length - 1);
    migrateSqlite(db, before);
    db.prepare(`INSERT INTO reservations (conf_number, record, version) VALUES ('C1', '{"partnerId":"2001","stays":[]}', 1), ('C2', '{"stays":[]}', 1)`).run();
    db.prepare(
      `INSERT INTO holds (session_id, conf_number, kind, pending, confirm_deltas, release_deltas, expires_at)
       VALUES ('7f1c1b7e-8f4e-4a55-9a8d-1b2f6a3c4d5e', 'C3', 'create', '{"partnerId":"2001"}', '[]', '[]', '2031-01-01T00:00:00.000Z')`,
    ).run();
    db.close();
    const store = await openStore({ kind: 'sqlite', dataDir: dir });
    expect(await store.getReservation('C1', '2002')).toBeUndefined();
    expect(await store.getReservation('C1', '2001')).toMatchObject({ version: 1 });
    expect(await store.getReservation('C2', '2002')).toMatchObject({ version: 1 });
    expect(await store.holdOf('C3', '2002')).toBeUndefined();
    expect(await store.holdOf('C3', '2001')).toMatchObject({ confNumber: 'C3' });
    await store.close();
  });
});
