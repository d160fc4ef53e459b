import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { postgresTestSchemas } from '../../../../test/setup/postgres-test-schemas.js';
import { changeJsonOf } from './change-json.js';
import { openStore } from './open-store.js';
import { postgresDb } from './postgres-db.js';
import { sqlStore } from './sql-store.js';
import { openSqliteDb } from './sqlite-db.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { sqliteStore } from './sqlite-store.js';
import type { Change, Db } from './store.js';

const DATE = '2030-01-01';
const SEED = [{ propCode: 'P1', roomTypeCode: 'K', date: DATE, total: 5 }];

/** A change writing a record and opening a hold, each a distinct object the test can recognise. */
function bigChange(confNumber: string) {
  const record = { confNumber, stays: [{ nights: 90 }] };
  const pending = { confNumber, pending: true };
  const change: Change = {
    deltas: [{ propCode: 'P1', roomTypeCode: 'K', date: DATE, held: 1, sold: 0 }],
    reservation: { confNumber, record, expectedVersion: 0 },
    putHold: { sessionId: randomUUID(), confNumber, kind: 'create', pending, confirmDeltas: [], releaseDeltas: [], expiresAt: new Date('2030-01-01T00:00:00Z') },
  };
  return { change, written: new Set<unknown>([record, pending]) };
}

/** Watches JSON.stringify of the objects in `written`: how often, and whether `inTransaction()` was true each time. */
function watchStringify(written: Set<unknown>, inTransaction: () => boolean) {
  const seen: boolean[] = [];
  const original = JSON.stringify;
  const spy = vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown, ...rest: unknown[]) => {
    if (written.has(value)) seen.push(inTransaction());
    return (original as (...args: unknown[]) => string)(value, ...rest);
  });
  return { seen, restore: () => spy.mockRestore() };
}

describe('the JSON a change writes', () => {
  test('is the record and the hold parts as JSON.stringify makes them', () => {
    const { change } = bigChange('C0');
    expect(changeJsonOf(change)).toEqual({
      record: JSON.stringify(change.reservation?.record),
      recordOwner: null,
      hold: { pending: JSON.stringify(change.putHold?.pending), confirmDeltas: '[]', releaseDeltas: '[]', owner: null },
    });
    const owned = { deltas: [], reservation: { confNumber: 'C1', record: { partnerId: '2001' } }, putHold: { ...change.putHold!, pending: { partnerId: '2001' } } };
    expect(changeJsonOf(owned)).toMatchObject({ recordOwner: '2001', hold: { owner: '2001' } });
    expect(changeJsonOf({ deltas: [] })).toEqual({});
  });

  test('SQLite: is made once, outside the write transaction', async () => {
    const db = openSqliteDb(undefined);
    migrateSqlite(db);
    const store = sqliteStore(db);
    try {
      await store.seedInventory(SEED);
      const { change, written } = bigChange('C1');
      const watch = watchStringify(written, () => db.inTransaction);
      try {
        expect(await store.apply(change)).toEqual({ ok: true });
      } finally {
        watch.restore();
      }
      expect(watch.seen).toEqual([false, false]);
      expect((await store.getReservation('C1'))?.record).toEqual(change.reservation?.record);
      expect((await store.holdOf('C1'))?.pending).toEqual(change.putHold?.pending);
    } finally {
      await store.close();
    }
  });

  describe('PostgreSQL', () => {
    const schemas = postgresTestSchemas('change_json_test');
    beforeAll(() => schemas.requireDatabase());
    afterAll(() => schemas.dropAll());

    test('is made once, before the transaction, however often it is run again', async () => {
      const schema = schemas.next();
      await (await openStore({ kind: 'postgres', url: schemas.url, schema })).close();
      const inner = postgresDb({ url: schemas.url, schema });
      let inTransaction = false;
      let attempts = 0;
      // A transaction whose first attempt ends in a serialization failure, which postgresDb runs again.
      const db: Db = {
        query: (sql, params) => inner.query(sql, params),
        transaction: (fn) =>
          inner.transaction(async (tx) => {
            inTransaction = true;
            try {
              const value = await fn(tx);
              if (attempts++ === 0) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
              return value;
            } finally {
              inTransaction = false;
            }
          }),
        close: () => inner.close(),
      };
      const store = sqlStore(db);
      try {
        await store.seedInventory(SEED);
        const { change, written } = bigChange('C2');
        const watch = watchStringify(written, () => inTransaction);
        try {
          expect(await store.apply(change)).toEqual({ ok: true });
        } finally {
          watch.restore();
        }
        expect(attempts).toBe(2);
        expect(watch.seen).toEqual([false, false]);
        expect((await store.getReservation('C2'))?.record).toEqual(change.reservation?.record);
      } finally {
        await store.close();
      }
    });
  });
});
