import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../store/migrate.js';
import { pgliteDb } from '../store/pglite-db.js';
import { soleWriterInventoryCache } from './sole-writer-inventory-cache.js';
import { sqlStore } from '../store/sql-store.js';
import type { InventoryDelta, Store } from '../store/store.js';

const PROPS = ['NYCDC', 'PARDC'];
const ROOM_TYPES = ['KNG', 'QN'];

function night(i: number): string {
  return new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10);
}

let shared: PGlite;
let schemas = 0;
beforeAll(async () => {
  shared = await PGlite.create();
});
afterAll(async () => {
  await shared.close();
});

/** A fresh seeded store, the same store behind the cache, and a count of the reads that reached the store. */
async function stores() {
  const schema = `inventory_cache_${++schemas}`;
  const db = pgliteDb(shared, { schema, closeInstance: false });
  await migrate(db, { schema });
  const plain = sqlStore(db);
  await plain.seedInventory(PROPS.flatMap((propCode) => ROOM_TYPES.flatMap((roomTypeCode) => [0, 1, 2, 3].map((i) => ({ propCode, roomTypeCode, date: night(i), total: 4 })))));
  let reads = 0;
  const counted: Store = { ...plain, inventoryMany: (...args) => (reads++, plain.inventoryMany(...args)) };
  return { plain, cached: soleWriterInventoryCache(counted, { size: 50 }), reads: () => reads };
}

const delta = (propCode: string, day: number, held: number, sold = 0): InventoryDelta => ({ propCode, roomTypeCode: 'KNG', date: night(day), held, sold });

describe('sole-writer inventory cache', () => {
  test('a repeated read is answered from memory, with the same counts', async () => {
    const { cached, plain, reads } = await stores();
    const first = await cached.inventoryMany(PROPS, night(0), night(2));
    const second = await cached.inventoryMany(PROPS, night(0), night(2));
    expect(reads()).toBe(1);
    expect(second).toEqual(first);
    expect(second).toEqual(await plain.inventoryMany(PROPS, night(0), night(2)));
    expect(Object.isFrozen(second[0])).toBe(true);
  });

  test('a write is seen by the next read of its property; other properties stay cached', async () => {
    const { cached, reads } = await stores();
    expect((await cached.inventory('NYCDC', night(0), night(2), ['KNG'])).map((r) => r.held)).toEqual([0, 0]);
    await cached.inventory('PARDC', night(0), night(2));
    expect(await cached.apply({ deltas: [delta('NYCDC', 1, 2)] })).toEqual({ ok: true });
    expect((await cached.inventory('NYCDC', night(0), night(2), ['KNG'])).map((r) => r.held)).toEqual([0, 2]);
    await cached.inventory('PARDC', night(0), night(2));
    expect(reads()).toBe(3);
  });

  test('a refused write changes nothing and the counts read after it are the store\'s', async () => {
    const { cached, plain } = await stores();
    await cached.inventory('NYCDC', night(0), night(2));
    expect(await cached.apply({ deltas: [delta('NYCDC', 0, 9)] })).toMatchObject({ ok: false, reason: 'soldOut' });
    expect(await cached.inventory('NYCDC', night(0), night(2))).toEqual(await plain.inventory('NYCDC', night(0), night(2)));
  });

  test('a sweep that released holds refreshes every property', async () => {
    const { cached } = await stores();
    const expired = new Date('2030-01-01T00:00:00Z');
    const deltas = [delta('PARDC', 0, 1)];
    expect(
      await cached.apply({
        deltas,
        putHold: { sessionId: randomUUID(), confNumber: 'C1', kind: 'create', pending: {}, confirmDeltas: [], releaseDeltas: [delta('PARDC', 0, -1)], expiresAt: expired },
      }),
    ).toEqual({ ok: true });
    expect((await cached.inventory('PARDC', night(0), night(1), ['KNG']))[0]?.held).toBe(1);
    expect(await cached.sweepExpiredHolds(new Date('2030-01-02T00:00:00Z'))).toBe(1);
    expect((await cached.inventory('PARDC', night(0), night(1), ['KNG']))[0]?.held).toBe(0);
  });

  test('a read that overlaps a write is not kept', async () => {
    const { cached, reads } = await stores();
    const [during] = await Promise.all([cached.inventory('NYCDC', night(0), night(1), ['KNG']), cached.apply({ deltas: [delta('NYCDC', 0, 1)] })]);
    expect(during).toHaveLength(1);
    expect((await cached.inventory('NYCDC', night(0), night(1), ['KNG']))[0]?.held).toBe(1);
    expect(reads()).toBe(2);
  });

  test('any sequence of writes and concurrent reads: a read issued after a write finished sees it, as the store does', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('apply' as const), propCode: fc.constantFrom(...PROPS), day: fc.integer({ min: 0, max: 3 }), held: fc.integer({ min: -1, max: 2 }), sold: fc.integer({ min: -1, max: 2 }) }),
      fc.record({ kind: fc.constant('read' as const), propCodes: fc.subarray(PROPS, { minLength: 1 }), from: fc.integer({ min: 0, max: 2 }), concurrent: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { cached, plain } = await stores();
        let pending: Promise<unknown> = Promise.resolve();
        for (const s of steps) {
          if (s.kind === 'apply') {
            await pending;
            await cached.apply({ deltas: [delta(s.propCode, s.day, s.held, s.sold)] });
          } else if (s.concurrent) {
            // in flight while the next steps run: it may see an older state, but must not keep it
            pending = Promise.all([pending, cached.inventoryMany(s.propCodes, night(s.from), night(s.from + 2))]);
          } else {
            await pending;
            expect(await cached.inventoryMany(s.propCodes, night(s.from), night(s.from + 2))).toEqual(
              await plain.inventoryMany(s.propCodes, night(s.from), night(s.from + 2)),
            );
          }
        }
        await pending;
        expect(await cached.inventoryMany(PROPS, night(0), night(4))).toEqual(await plain.inventoryMany(PROPS, night(0), night(4)));
      }),
      { numRuns: 40 },
    );
  });

  test('size 0 is the store itself', async () => {
    const { plain } = await stores();
    expect(soleWriterInventoryCache(plain, { size: 0 })).toBe(plain);
  });
});
