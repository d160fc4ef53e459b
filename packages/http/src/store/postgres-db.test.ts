import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postgresTestSchemas } from '../../../../test/setup/postgres-test-schemas.js';
import { migrations } from './migrations.js';
import { openStore } from './open-store.js';
import { postgresDb } from './postgres-db.js';
import { sqlStore } from './sql-store.js';
import type { Db } from './store.js';

const schemas = postgresTestSchemas('store_pg_test');
const { url } = schemas;
const freshSchema = () => schemas.next();
const openStoreModule = fileURLToPath(new URL('./open-store.ts', import.meta.url));

describe('PostgreSQL', () => {
  beforeAll(() => schemas.requireDatabase());
  afterAll(() => schemas.dropAll());

  test('several processes opening one database at once migrate it exactly once', async () => {
    const schema = freshSchema();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openStore({ kind: 'postgres', url, schema, poolSize: 2 })));
    await Promise.all(stores.map((store) => store.close()));
    const db = postgresDb({ url, schema });
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
    } finally {
      await db.close();
    }
  });

  describe('transactions', () => {
    let db: Db;
    beforeAll(async () => {
      const schema = freshSchema();
      await (await openStore({ kind: 'postgres', url, schema })).close();
      db = postgresDb({ url, schema, maxAttempts: 3 });
      await db.query('CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)');
      await db.query('INSERT INTO t VALUES (1, 0), (2, 0)');
    });
    afterAll(async () => {
      await db.close();
    });

    test('a serialization failure is run again; a lasting one gives up after maxAttempts', async () => {
      let attempts = 0;
      const flaky = await db.transaction(async (tx) => {
        attempts++;
        if (attempts < 3) throw Object.assign(new Error('could not serialize'), { code: '40001' });
        return (await tx.query<{ n: number }>('SELECT n FROM t WHERE id = 1')).rows[0]!.n;
      });
      expect({ flaky, attempts }).toEqual({ flaky: 0, attempts: 3 });

      attempts = 0;
      const lasting = db.transaction(async () => {
        attempts++;
        throw Object.assign(new Error('deadlock'), { code: '40P01' });
      });
      await expect(lasting).rejects.toThrow('deadlock');
      expect(attempts).toBe(3);
    });

    test('any other error rolls back once and is thrown', async () => {
      let attempts = 0;
      const failing = db.transaction(async (tx) => {
        attempts++;
        await tx.query('UPDATE t SET n = n + 100 WHERE id = 1');
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(attempts).toBe(1);
      expect((await db.query<{ n: number }>('SELECT n FROM t WHERE id = 1')).rows[0]!.n).toBe(0);
    });

    test('a real deadlock between two transactions is detected and the victim runs again: both commit', async () => {
      let release!: () => void;
      const bothLocked = new Promise<void>((resolve) => (release = resolve));
      let locked = 0;
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          await tx.query('UPDATE t SET n = n + 1 WHERE id = $1', [first]);
          if (++locked === 2) release();
          await bothLocked; // each holds one row and now wants the other's
          await tx.query('UPDATE t SET n = n + 1 WHERE id = $1', [second]);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      const { rows } = await db.query<{ n: number }>('SELECT n FROM t ORDER BY id');
      expect(rows.map((row) => row.n)).toEqual([2, 2]);
    }, 20_000);
  });

  test('a change of 90 nights is two inventory statements, not one per night, and refuses the first night that does not fit', async () => {
    const schema = freshSchema();
    await (await openStore({ kind: 'postgres', url, schema })).close();
    const db = postgresDb({ url, schema });
    const statements: string[] = [];
    const counted = (inner: Db): Db => ({
      query: (sql, params) => {
        statements.push(sql);
        return inner.query(sql, params);
      },
      transaction: (fn) => inner.transaction((tx) => fn(counted(tx))),
      close: () => inner.close(),
    });
    const store = sqlStore(counted(db));
    try {
      const nights = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10));
      await store.seedInventory(nights.flatMap((date) => ['K', 'Q'].map((roomTypeCode) => ({ propCode: 'P1', roomTypeCode, date, total: 9 }))));
      const deltas = (sold: number, roomTypeCode = 'K') => nights.map((date) => ({ propCode: 'P1', roomTypeCode, date, held: 0, sold }));
      statements.length = 0;
      expect(await store.apply({ deltas: [...deltas(9), ...deltas(1, 'Q')], reservation: { confNumber: 'C1', record: { big: true }, expectedVersion: 0 } })).toEqual({ ok: true });
      expect(statements.filter((sql) => /\binventory\b/.test(sql))).toHaveLength(2);
      // Night 40 of K is full: the refusal names it (the first in lock order that does not fit), and nothing is written.
      await store.apply({ deltas: deltas(-9).map((d, i) => ({ ...d, sold: i === 40 ? 0 : -9 })) });
      const refused = await store.apply({ deltas: [...deltas(1, 'Q'), ...deltas(1)], reservation: { confNumber: 'C2', record: {}, expectedVersion: 0 } });
      expect(refused).toEqual({ ok: false, reason: 'soldOut', propCode: 'P1', roomTypeCode: 'K', date: nights[40] });
      expect(await store.getReservation('C2')).toBeUndefined();
      const rows = await store.inventory('P1', nights[0]!, '2030-04-01');
      expect(rows.filter((r) => r.roomTypeCode === 'Q').map((r) => r.sold)).toEqual(nights.map(() => 1));
      expect(rows.filter((r) => r.roomTypeCode === 'K').map((r) => r.sold)).toEqual(nights.map((_, i) => (i === 40 ? 9 : 0)));
    } finally {
      await store.close();
    }
  });

  test('200 concurrent creates from 4 processes for the last 5 rooms: exactly 5 reservations, counts exact', async () => {
    const schema = freshSchema();
    const store = await openStore({ kind: 'postgres', url, schema });
    const nights = ['2030-01-01', '2030-01-02'];
    await store.seedInventory(nights.map((date) => ({ propCode: 'P1', roomTypeCode: 'K', date, total: 5 })));
    const script = `
      const { openStore } = await import(${JSON.stringify(openStoreModule)});
      const store = await openStore({ kind: 'postgres', url: process.env.TEST_URL, schema: ${JSON.stringify(schema)} });
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.apply({
        deltas: ${JSON.stringify(nights)}.map((date) => ({ propCode: 'P1', roomTypeCode: 'K', date, held: 0, sold: 1 })),
        reservation: { confNumber: process.pid + '-' + i, record: { i }, expectedVersion: 0 },
      })));
      await store.close();
      process.stdout.write(JSON.stringify(results.map((r) => r.ok ? 'ok' : r.reason)));`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string[]>((resolve, reject) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              env: { ...process.env, TEST_URL: url },
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.once('error', reject);
            child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`child exited ${code}`))));
          }),
      ),
    );
    try {
      const all = outcomes.flat();
      expect(all).toHaveLength(200);
      expect(all.filter((outcome) => outcome === 'ok')).toHaveLength(5);
      expect(all.filter((outcome) => outcome === 'soldOut')).toHaveLength(195);
      expect(await store.inventory('P1', nights[0]!, '2030-01-03')).toMatchObject([
        { held: 0, sold: 5, total: 5 },
        { held: 0, sold: 5, total: 5 },
      ]);
    } finally {
      await store.close();
    }
  }, 60_000);
});

test('a database that cannot be reached is a clear error naming the URL without its password', async () => {
  const opening = openStore({ kind: 'postgres', url: 'postgres://app:s3cret@127.0.0.1:1/nowhere' });
  await expect(opening).rejects.toThrow(/could not open the PostgreSQL store at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/);
  await expect(opening).rejects.not.toThrow(/s3cret/);
});
