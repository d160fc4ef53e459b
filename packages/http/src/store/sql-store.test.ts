import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { postgresTestSchemas } from '../../../../test/setup/postgres-test-schemas.js';
import { openStore } from './open-store.js';
import type { Change, InventoryDelta, Store, StoredHold } from './store.js';

type TestStore = Store<{ guest: string; nights: number }, { guest: string }>;

/** How the suite gets stores: each test gets a fresh, empty, migrated schema. */
interface Backend {
  /** A new store over a fresh schema. */
  open(): Promise<TestStore>;
  /** Another store over the same schema as `store` (a second node, for races). */
  openTwin(store: TestStore): Promise<TestStore>;
}

const PROP = 'NYCDC';
const KING = 'KNG';
const QUEEN = 'QN';

/** The i-th night from 2030-01-01. */
function night(i: number): string {
  return new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10);
}

function delta(date: string, held: number, sold: number, roomTypeCode = KING, propCode = PROP): InventoryDelta {
  return { propCode, roomTypeCode, date, held, sold };
}

function hold(confNumber: string, deltas: InventoryDelta[], expiresAt: Date, kind: 'create' | 'modify' = 'create'): StoredHold<{ guest: string }> {
  return {
    sessionId: randomUUID(),
    confNumber,
    kind,
    pending: { guest: `guest of ${confNumber}` },
    confirmDeltas: deltas.map((d) => ({ ...d, held: -d.held, sold: d.held })),
    releaseDeltas: deltas.map((d) => ({ ...d, held: -d.held, sold: 0 })),
    expiresAt,
  };
}

async function counts(store: TestStore, from = 0, to = 3, roomTypeCode = KING) {
  const rows = await store.inventory(PROP, night(from), night(to), [roomTypeCode]);
  return rows.map(({ held, sold, total }) => ({ held, sold, total }));
}

/** The store contract, run against every backend. */
function storeSuite(name: string, backend: () => Backend) {
  describe(`Store on ${name}`, () => {
    let store: TestStore;
    beforeEach(async () => {
      store = await backend().open();
      await store.seedInventory(
        [KING, QUEEN].flatMap((roomTypeCode) => [0, 1, 2].map((i) => ({ propCode: PROP, roomTypeCode, date: night(i), total: 5 }))),
      );
    });
    afterEach(async () => {
      await store.close();
    });

    describe('inventory', () => {
      test('seeding inserts missing rows and keeps the counts of existing ones', async () => {
        expect(await store.apply({ deltas: [delta(night(0), 0, 2)] })).toEqual({ ok: true });
        await store.seedInventory([
          { propCode: PROP, roomTypeCode: KING, date: night(0), total: 9 },
          { propCode: PROP, roomTypeCode: KING, date: night(3), total: 7 },
        ]);
        expect(await counts(store, 0, 4)).toEqual([
          { held: 0, sold: 2, total: 5 },
          { held: 0, sold: 0, total: 5 },
          { held: 0, sold: 0, total: 5 },
          { held: 0, sold: 0, total: 7 },
        ]);
      });

      test('seeding refuses a malformed row, naming it, and writes nothing', async () => {
        await expect(
          store.seedInventory([
            { propCode: PROP, roomTypeCode: 'NEW', date: night(0), total: 1 },
            { propCode: PROP, roomTypeCode: 'NEW', date: night(1), total: -1 },
          ]),
        ).rejects.toThrow('seeds[1].total');
        expect(await store.inventory(PROP, night(0), night(3), ['NEW'])).toEqual([]);
      });

      test('counts cover from..to (exclusive), the room types asked, in room type and date order', async () => {
        const all = await store.inventory(PROP, night(1), night(3));
        expect(all.map((row) => `${row.roomTypeCode} ${row.date}`)).toEqual([
          `${KING} ${night(1)}`,
          `${KING} ${night(2)}`,
          `${QUEEN} ${night(1)}`,
          `${QUEEN} ${night(2)}`,
        ]);
        expect(all[0]).toEqual({ propCode: PROP, roomTypeCode: KING, date: night(1), total: 5, held: 0, sold: 0 });
        expect(await store.inventory(PROP, night(0), night(1), [QUEEN])).toHaveLength(1);
        expect(await store.inventory('OTHER', night(0), night(3))).toEqual([]);
      });

      test('inventoryMany reads several properties in one call: the rows of each property as inventory gives them, in property order', async () => {
        await store.seedInventory([
          { propCode: 'AAA01', roomTypeCode: KING, date: night(1), total: 2 },
          { propCode: 'ZZZ01', roomTypeCode: QUEEN, date: night(2), total: 3 },
          { propCode: 'ZZZ01', roomTypeCode: QUEEN, date: night(5), total: 3 },
        ]);
        await store.apply({ deltas: [delta(night(1), 0, 2, KING, 'AAA01')] });
        const many = await store.inventoryMany(['ZZZ01', PROP, 'AAA01', 'OTHER'], night(1), night(3));
        const one = [
          ...(await store.inventory('AAA01', night(1), night(3))),
          ...(await store.inventory(PROP, night(1), night(3))),
          ...(await store.inventory('ZZZ01', night(1), night(3))),
        ];
        expect(many).toEqual(one);
        expect(many).toHaveLength(6);
        expect(many[0]).toEqual({ propCode: 'AAA01', roomTypeCode: KING, date: night(1), total: 2, held: 0, sold: 2 });
        expect(await store.inventoryMany([PROP, 'ZZZ01'], night(0), night(3), [QUEEN])).toEqual([
          ...(await store.inventory(PROP, night(0), night(3), [QUEEN])),
          ...(await store.inventory('ZZZ01', night(0), night(3), [QUEEN])),
        ]);
        expect(await store.inventoryMany([], night(0), night(3))).toEqual([]);
      });

      test('a read, even one repeated, sees at once every commit: its own node\'s and another node\'s changes, sweeps and seeds', async () => {
        const twin = await backend().openTwin(store);
        try {
          const noon = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
          // Each step reads twice before the write, so a read kept in memory would show the old counts.
          const seen = async () => {
            await store.inventoryMany([PROP], night(0), night(3), [KING, QUEEN]);
            return (await store.inventoryMany([PROP], night(0), night(3), [KING, QUEEN])).map((r) => `${r.roomTypeCode} ${r.date} ${r.held}/${r.sold}/${r.total}`);
          };
          expect(await seen()).toEqual([`${KING} ${night(0)} 0/0/5`, `${KING} ${night(1)} 0/0/5`, `${KING} ${night(2)} 0/0/5`, `${QUEEN} ${night(0)} 0/0/5`, `${QUEEN} ${night(1)} 0/0/5`, `${QUEEN} ${night(2)} 0/0/5`]);
          expect(await twin.apply({ deltas: [delta(night(1), 0, 2)] })).toEqual({ ok: true });
          expect((await seen())[1]).toBe(`${KING} ${night(1)} 0/2/5`);
          expect(await store.apply({ deltas: [delta(night(2), 0, 1, QUEEN)] })).toEqual({ ok: true });
          expect((await seen())[5]).toBe(`${QUEEN} ${night(2)} 0/1/5`);
          // A hold put by this node, released by this node's sweep; one put by the twin, released by the twin's.
          const mine = hold('H1', [delta(night(0), 1, 0)], new Date(noon.getTime() - 1));
          expect(await store.apply({ deltas: [delta(night(0), 1, 0)], putHold: mine })).toEqual({ ok: true });
          expect((await seen())[0]).toBe(`${KING} ${night(0)} 1/0/5`);
          expect(await store.sweepExpiredHolds(noon)).toBe(1);
          expect((await seen())[0]).toBe(`${KING} ${night(0)} 0/0/5`);
          const theirs = hold('H2', [delta(night(0), 2, 0, QUEEN)], new Date(noon.getTime() - 1));
          expect(await twin.apply({ deltas: [delta(night(0), 2, 0, QUEEN)], putHold: theirs })).toEqual({ ok: true });
          expect((await seen())[3]).toBe(`${QUEEN} ${night(0)} 2/0/5`);
          expect(await twin.sweepExpiredHolds(noon)).toBe(1);
          expect((await seen())[3]).toBe(`${QUEEN} ${night(0)} 0/0/5`);
          // A row seeded into a range read before, by this node and by the twin.
          const before = await seen();
          await store.seedInventory([{ propCode: PROP, roomTypeCode: KING, date: night(-1), total: 4 }]);
          expect((await store.inventoryMany([PROP], night(-1), night(3), [KING, QUEEN]))[0]).toEqual({ propCode: PROP, roomTypeCode: KING, date: night(-1), total: 4, held: 0, sold: 0 });
          await twin.seedInventory([{ propCode: PROP, roomTypeCode: QUEEN, date: night(-1), total: 3 }]);
          const after = (await store.inventoryMany([PROP], night(-1), night(3), [KING, QUEEN])).map((r) => `${r.roomTypeCode} ${r.date} ${r.held}/${r.sold}/${r.total}`);
          expect(after).toEqual([`${KING} ${night(-1)} 0/0/4`, ...before.slice(0, 3), `${QUEEN} ${night(-1)} 0/0/3`, ...before.slice(3)]);
        } finally {
          await twin.close();
        }
      });
    });

    describe('apply', () => {
      test('a change takes rooms on every night and writes the reservation at version 1', async () => {
        const change: Change<{ guest: string; nights: number }, { guest: string }> = {
          deltas: [delta(night(0), 0, 1), delta(night(1), 0, 1), delta(night(0), 0, 1, QUEEN)],
          reservation: { confNumber: 'C1', record: { guest: 'Ada', nights: 2 }, expectedVersion: 0 },
        };
        expect(await store.apply(change)).toEqual({ ok: true });
        expect(await counts(store)).toEqual([
          { held: 0, sold: 1, total: 5 },
          { held: 0, sold: 1, total: 5 },
          { held: 0, sold: 0, total: 5 },
        ]);
        expect(await counts(store, 0, 1, QUEEN)).toEqual([{ held: 0, sold: 1, total: 5 }]);
        expect(await store.getReservation('C1')).toEqual({ confNumber: 'C1', record: { guest: 'Ada', nights: 2 }, version: 1 });
        expect(await store.getReservation('C2')).toBeUndefined();
      });

      test('deltas on one night are merged before the check', async () => {
        // +5 then -1 on one night fits (4 of 5) though +5 alone on top of 1 sold would not.
        await store.apply({ deltas: [delta(night(0), 0, 1)] });
        expect(await store.apply({ deltas: [delta(night(0), 0, -1), delta(night(0), 0, 5), delta(night(0), 0, -1)] })).toEqual({ ok: true });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 4, total: 5 }]);
      });

      test('a sold-out night refuses the whole change and leaves no trace', async () => {
        await store.apply({ deltas: [delta(night(2), 4, 1)] });
        const sessionId = randomUUID();
        await store.apply({ deltas: [], putHold: { ...hold('C0', [], new Date(Date.UTC(2031, 0, 1))), sessionId } });
        const refusal = await store.apply({
          deltas: [delta(night(0), 1, 0), delta(night(1), 1, 0), delta(night(2), 1, 0)],
          reservation: { confNumber: 'C1', record: { guest: 'Ada', nights: 3 } },
          putHold: hold('C1', [], new Date(Date.UTC(2031, 0, 1))),
          deleteHold: sessionId,
        });
        expect(refusal).toEqual({ ok: false, reason: 'soldOut', propCode: PROP, roomTypeCode: KING, date: night(2) });
        expect(await counts(store)).toEqual([
          { held: 0, sold: 0, total: 5 },
          { held: 0, sold: 0, total: 5 },
          { held: 4, sold: 1, total: 5 },
        ]);
        expect(await store.getReservation('C1')).toBeUndefined();
        expect(await store.holdOf('C1')).toBeUndefined();
        expect(await store.getHold(sessionId)).toBeDefined();
      });

      test('a night without an inventory row is sold out', async () => {
        expect(await store.apply({ deltas: [delta(night(0), 0, 1), delta(night(40), 0, 1)] })).toEqual({
          ok: false,
          reason: 'soldOut',
          propCode: PROP,
          roomTypeCode: KING,
          date: night(40),
        });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
      });

      test('counts never go below zero: returning rooms that were not taken is refused', async () => {
        expect(await store.apply({ deltas: [delta(night(0), -1, 0)] })).toMatchObject({ ok: false, reason: 'soldOut' });
        expect(await store.apply({ deltas: [delta(night(0), 1, -1)] })).toMatchObject({ ok: false, reason: 'soldOut' });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
      });

      test('a malformed delta throws, naming it, before anything is written', async () => {
        await expect(store.apply({ deltas: [delta(night(0), 0, 1), delta('2030-1-1', 0, 1)] })).rejects.toThrow('deltas[1].date');
        await expect(store.apply({ deltas: [delta(night(0), 0.5, 0)] })).rejects.toThrow('deltas[0].held');
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
      });

      test('a stale expectedVersion is a conflict and rolls back the inventory, even when its deltas no longer fit', async () => {
        await store.apply({ deltas: [delta(night(0), 0, 1)], reservation: { confNumber: 'C1', record: { guest: 'Ada', nights: 1 } } });
        // Another request moves the stay from night 0 to night 1 (version 2).
        expect(
          await store.apply({
            deltas: [delta(night(0), 0, -1), delta(night(1), 0, 1)],
            reservation: { confNumber: 'C1', record: { guest: 'Ada', nights: 1 }, expectedVersion: 1 },
          }),
        ).toEqual({ ok: true });
        // Changes computed from version 1: one whose deltas still fit, and a cancel and a modify
        // that give back night 0, which is no longer sold. The version is checked before the
        // inventory, so each learns that the reservation changed (and is retried on fresh state),
        // not that a night is sold out.
        const stale = [
          { deltas: [delta(night(1), 0, -1), delta(night(2), 0, 1)], record: { guest: 'Bob', nights: 1 } },
          { deltas: [delta(night(0), 0, -1)], record: { guest: 'Ada', nights: 0 } },
          { deltas: [delta(night(0), 0, -1), delta(night(2), 0, 1)], record: { guest: 'Bob', nights: 1 } },
        ];
        for (const { deltas, record } of stale) {
          expect(await store.apply({ deltas, reservation: { confNumber: 'C1', record, expectedVersion: 1 } })).toEqual({ ok: false, reason: 'conflict', confNumber: 'C1' });
        }
        expect(await store.getReservation('C1')).toEqual({ confNumber: 'C1', record: { guest: 'Ada', nights: 1 }, version: 2 });
        expect(await counts(store)).toEqual([
          { held: 0, sold: 0, total: 5 },
          { held: 0, sold: 1, total: 5 },
          { held: 0, sold: 0, total: 5 },
        ]);
      });

      test('expectedVersion 0 creates only; a missing reservation cannot be updated; no version overwrites', async () => {
        const record = { guest: 'Ada', nights: 1 };
        expect(await store.apply({ deltas: [], reservation: { confNumber: 'C1', record, expectedVersion: 0 } })).toEqual({ ok: true });
        expect(await store.apply({ deltas: [], reservation: { confNumber: 'C1', record, expectedVersion: 0 } })).toEqual({
          ok: false,
          reason: 'conflict',
          confNumber: 'C1',
        });
        expect(await store.apply({ deltas: [], reservation: { confNumber: 'C9', record, expectedVersion: 1 } })).toMatchObject({
          reason: 'conflict',
        });
        expect(await store.apply({ deltas: [], reservation: { confNumber: 'C1', record: { guest: 'Eve', nights: 1 } } })).toEqual({ ok: true });
        expect(await store.getReservation('C1')).toEqual({ confNumber: 'C1', record: { guest: 'Eve', nights: 1 }, version: 2 });
        expect(await store.getReservation('C9')).toBeUndefined();
      });

      test("another partner's reservation and hold read as absent; the owner's, no partner's and an unfiltered read see them", async () => {
        // partnerId is the record's own field (hotel's ReservationRecord); this suite's records are small stand-ins.
        const owned = (guest: string, partnerId: string) => ({ guest, nights: 1, partnerId }) as { guest: string; nights: number };
        await store.apply({ deltas: [], reservation: { confNumber: 'C1', record: owned('Ada', '2001'), expectedVersion: 0 } });
        await store.apply({ deltas: [], reservation: { confNumber: 'C2', record: { guest: 'Bob', nights: 1 } } });
        expect((await store.getReservation('C1', '2001'))?.record).toEqual(owned('Ada', '2001'));
        expect(await store.getReservation('C1', '2002')).toBeUndefined();
        expect(await store.getReservation('C1')).toMatchObject({ version: 1 });
        expect(await store.getReservation('C2', '2002')).toMatchObject({ record: { guest: 'Bob' } });
        // Rewritten by version, and by the unconditional write: still the owner's only.
        await store.apply({ deltas: [], reservation: { confNumber: 'C1', record: owned('Eve', '2001'), expectedVersion: 1 } });
        await store.apply({ deltas: [], reservation: { confNumber: 'C1', record: owned('Eva', '2001') } });
        expect(await store.getReservation('C1', '2002')).toBeUndefined();
        expect(await store.getReservation('C1', '2001')).toMatchObject({ record: { guest: 'Eva' }, version: 3 });
        const held = { ...hold('C3', [delta(night(0), 1, 0)], new Date(Date.UTC(2031, 0, 1))), pending: { guest: 'Cy', partnerId: '2001' } as { guest: string } };
        expect(await store.apply({ deltas: [delta(night(0), 1, 0)], putHold: held })).toEqual({ ok: true });
        expect(await store.holdOf('C3', '2002')).toBeUndefined();
        expect(await store.holdOf('C3', '2001')).toEqual(held);
        expect(await store.holdOf('C3')).toEqual(held);
      });

      test('records keep any JSON: arrays, nesting, unicode, big strings', async () => {
        const record = { guest: 'Zoë ✓ "quoted" \\ ' + 'x'.repeat(10_000), nights: 1, stays: [[1, null], { a: { b: [true] } }] };
        await store.apply({ deltas: [], reservation: { confNumber: 'C1', record } });
        expect((await store.getReservation('C1'))?.record).toEqual(record);
      });
    });

    describe('holds', () => {
      const later = new Date(Date.UTC(2030, 0, 1, 12, 0, 0, 123));

      test('a hold reads back exactly by session id and by reservation', async () => {
        const held = hold('C1', [delta(night(0), 1, 0), delta(night(1), 1, 0)], later);
        expect(await store.apply({ deltas: [delta(night(0), 1, 0), delta(night(1), 1, 0)], putHold: held })).toEqual({ ok: true });
        expect(await store.getHold(held.sessionId)).toEqual(held);
        expect(await store.holdOf('C1')).toEqual(held);
        expect(await store.getHold(randomUUID())).toBeUndefined();
        expect(await store.getHold('not-a-uuid')).toBeUndefined();
        expect(await store.getReservation('C1')).toBeUndefined();
        expect(await counts(store, 0, 2)).toEqual([
          { held: 1, sold: 0, total: 5 },
          { held: 1, sold: 0, total: 5 },
        ]);
      });

      test('confirm deletes the hold once: a second confirm is holdMissing and changes nothing', async () => {
        const held = hold('C1', [delta(night(0), 1, 0)], later);
        await store.apply({ deltas: [delta(night(0), 1, 0)], putHold: held });
        const confirm: Change<{ guest: string; nights: number }, { guest: string }> = {
          deltas: held.confirmDeltas,
          reservation: { confNumber: 'C1', record: { guest: 'Ada', nights: 1 }, expectedVersion: 0 },
          deleteHold: held.sessionId,
        };
        expect(await store.apply(confirm)).toEqual({ ok: true });
        expect(await store.apply(confirm)).toEqual({ ok: false, reason: 'holdMissing', sessionId: held.sessionId });
        expect(await store.apply({ deltas: held.releaseDeltas, deleteHold: held.sessionId })).toMatchObject({ reason: 'holdMissing' });
        expect(await store.apply({ deltas: [], deleteHold: 'not-a-uuid' })).toEqual({ ok: false, reason: 'holdMissing', sessionId: 'not-a-uuid' });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 1, total: 5 }]);
        expect(await store.holdOf('C1')).toBeUndefined();
      });

      test('a second open hold on one reservation is a conflict; replacing it in one change is not', async () => {
        const first = hold('C1', [], later, 'modify');
        expect(await store.apply({ deltas: [], putHold: first })).toEqual({ ok: true });
        expect(await store.apply({ deltas: [delta(night(0), 1, 0)], putHold: hold('C1', [], later, 'modify') })).toEqual({
          ok: false,
          reason: 'conflict',
          confNumber: 'C1',
        });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
        const second = hold('C1', [], later, 'modify');
        expect(await store.apply({ deltas: [], deleteHold: first.sessionId, putHold: second })).toEqual({ ok: true });
        expect(await store.holdOf('C1')).toEqual(second);
      });

      test('open holds are counted per partner (the pending record\'s partnerId), expired ones not', async () => {
        const of = (confNumber: string, partnerId: string, expiresAt: Date) => ({ ...hold(confNumber, [], expiresAt), pending: { guest: 'x', partnerId } as { guest: string } });
        const early = new Date(Date.UTC(2030, 0, 1, 11, 0, 0));
        for (const h of [of('C1', '7', later), of('C2', '7', later), of('C3', '7', early), of('C4', '8', later)]) expect(await store.apply({ deltas: [], putHold: h })).toEqual({ ok: true });
        const noon = new Date(Date.UTC(2030, 0, 1, 11, 30, 0));
        expect(await store.openHoldsOf('7', noon)).toBe(2);
        expect(await store.openHoldsOf('8', noon)).toBe(1);
        expect(await store.openHoldsOf('9', noon)).toBe(0);
        expect(await store.openHoldsOf('7', new Date(Date.UTC(2030, 0, 1, 10, 0, 0)))).toBe(3);
      });

      test('holds racing at a partner\'s quota from two nodes: exactly the quota is taken, the rest refused with nothing written', async () => {
        const twin = await backend().openTwin(store);
        try {
          const noon = new Date(Date.UTC(2030, 0, 1, 11, 30, 0));
          const quota = { partnerId: '7', limit: 3, now: noon };
          const of = (h: StoredHold<{ guest: string }>, partnerId: string) => ({ ...h, pending: { guest: 'x', partnerId } as { guest: string } });
          // Another partner's hold does not count against partner 7.
          expect(await store.apply({ deltas: [], putHold: of(hold('B1', [], later), '8'), holdQuota: { ...quota, partnerId: '8' } })).toEqual({ ok: true });
          const holds = Array.from({ length: 12 }, (_, i) => of(hold(`Q${i}`, [delta(night(i % 3), 1, 0)], later), '7'));
          const results = await Promise.all(holds.map((h, i) => (i % 2 ? twin : store).apply({ deltas: [delta(night(i % 3), 1, 0)], putHold: h, holdQuota: quota })));
          expect(results.filter((r) => r.ok)).toHaveLength(3);
          expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 9 }, () => ({ ok: false, reason: 'holdQuotaExceeded', partnerId: '7', open: 3, limit: 3 })));
          expect(await store.openHoldsOf('7', noon)).toBe(3);
          expect((await counts(store, 0, 3)).reduce((sum, row) => sum + row.held, 0)).toBe(3); // the refused changes took no room
          // Replacing one's own open hold opens no new one: never refused, even at the quota.
          const taken = holds.find((_, i) => results[i]?.ok)!;
          expect(await store.apply({ deltas: [], deleteHold: taken.sessionId, putHold: of(hold(taken.confNumber, [], later), '7'), holdQuota: quota })).toEqual({ ok: true });
          expect(await store.openHoldsOf('7', noon)).toBe(3);
        } finally {
          await twin.close();
        }
      });

      test('a partner\'s held rooms of one property on one night are bounded by roomsPerNight, over every room type; the hold over it writes nothing', async () => {
        const quota = { partnerId: '7', limit: 10, now: new Date(Date.UTC(2030, 0, 1, 11, 30, 0)), roomsPerNight: 4 };
        const take = (confNumber: string, nights: number[], rooms: number, partnerId = '7', roomTypeCode = KING) => {
          const deltas = nights.map((n) => delta(night(n), rooms, 0, roomTypeCode));
          const h = { ...hold(confNumber, deltas, later), pending: { guest: 'x', partnerId } as { guest: string } };
          return store.apply({ deltas, putHold: h, holdQuota: { ...quota, partnerId } });
        };
        expect(await take('H1', [0, 1], 3)).toEqual({ ok: true });
        expect(await take('H2', [1, 2], 2)).toEqual({ ok: false, reason: 'heldRoomsExceeded', partnerId: '7', propCode: PROP, date: night(1), rooms: 5, limit: 4 });
        expect(await counts(store)).toEqual([3, 3, 0].map((held) => ({ held, sold: 0, total: 5 })));
        expect(await take('H3', [1, 2], 1)).toEqual({ ok: true }); // 4 on night 1: the bound, not over it
        expect(await take('H4', [1], 1, '7', QUEEN)).toMatchObject({ ok: false, reason: 'heldRoomsExceeded', rooms: 5 }); // another room type counts too
        expect(await take('H5', [1], 2, '8', QUEEN)).toEqual({ ok: true }); // another partner's holds count apart
        // A hold that replaces the partner's own open hold is bounded too (it was not: moving held
        // stays onto a night one by one took any number of rooms). Partner 7 holds 3, 4, 1 rooms on
        // nights 0, 1, 2; R1 takes the 4th on night 0, then is replaced by rooms on night 2.
        const own = (deltas: InventoryDelta[]) => ({ ...hold('R1', deltas, later), pending: { guest: 'x', partnerId: '7' } as { guest: string } });
        const r1 = own([delta(night(0), 1, 0)]);
        expect(await store.apply({ deltas: [delta(night(0), 1, 0)], putHold: r1, holdQuota: quota })).toEqual({ ok: true });
        const replaced = (rooms: number) => {
          const deltas = [delta(night(0), -1, 0), delta(night(2), rooms, 0)];
          return store.apply({ deltas, deleteHold: r1.sessionId, putHold: own([delta(night(2), rooms, 0)]), holdQuota: quota });
        };
        expect(await replaced(4)).toEqual({ ok: false, reason: 'heldRoomsExceeded', partnerId: '7', propCode: PROP, date: night(2), rooms: 5, limit: 4 });
        expect(await counts(store)).toEqual([4, 4, 1].map((held) => ({ held, sold: 0, total: 5 }))); // nothing moved, R1 kept
        expect(await replaced(3)).toEqual({ ok: true }); // 1 + 3 on night 2: the bound, not over it
        expect(await counts(store)).toEqual([3, 4, 4].map((held) => ({ held, sold: 0, total: 5 })));
        // Without roomsPerNight only the number of holds is bounded.
        const unbounded = { ...hold('H6', [delta(night(1), 1, 0)], later), pending: { guest: 'x', partnerId: '7' } as { guest: string } };
        expect(await store.apply({ deltas: [delta(night(1), 1, 0)], putHold: unbounded, holdQuota: { partnerId: '7', limit: 10, now: quota.now } })).toEqual({ ok: true });
      });

      test('a malformed hold throws before anything is written', async () => {
        await expect(store.apply({ deltas: [delta(night(0), 1, 0)], putHold: { ...hold('C1', [], later), sessionId: 'abc' } })).rejects.toThrow(
          'putHold.sessionId',
        );
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
      });
    });

    describe('sweeping', () => {
      const t0 = new Date(Date.UTC(2030, 0, 1, 12));
      const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

      async function putHeld(confNumber: string, nights: number[], expiresAt: Date) {
        const deltas = nights.map((i) => delta(night(i), 1, 0));
        const held = hold(confNumber, deltas, expiresAt);
        expect(await store.apply({ deltas, putHold: held })).toEqual({ ok: true });
        return held;
      }

      test('releases the holds expired at now (inclusive), returns their rooms, keeps the others', async () => {
        await putHeld('C1', [0, 1], minutes(-1));
        const due = await putHeld('C2', [1], minutes(0));
        const open = await putHeld('C3', [2], minutes(1));
        expect(await store.sweepExpiredHolds(t0)).toBe(2);
        expect(await counts(store)).toEqual([
          { held: 0, sold: 0, total: 5 },
          { held: 0, sold: 0, total: 5 },
          { held: 1, sold: 0, total: 5 },
        ]);
        expect(await store.getHold(due.sessionId)).toBeUndefined();
        expect(await store.getHold(open.sessionId)).toEqual(open);
        expect(await store.sweepExpiredHolds(t0)).toBe(0);
      });

      test('a sweep releases at most limit holds, oldest first', async () => {
        const holds = [];
        for (let i = 0; i < 5; i++) holds.push(await putHeld(`C${i}`, [0], minutes(-10 + i)));
        expect(await store.sweepExpiredHolds(t0, 2)).toBe(2);
        expect(await store.getHold(holds[0]!.sessionId)).toBeUndefined();
        expect(await store.getHold(holds[1]!.sessionId)).toBeUndefined();
        expect(await store.getHold(holds[2]!.sessionId)).toBeDefined();
        expect(await counts(store, 0, 1)).toEqual([{ held: 3, sold: 0, total: 5 }]);
        expect(await store.sweepExpiredHolds(t0, 10)).toBe(3);
      });

      test('a confirm after expiry is refused: a hold is confirmed or expired, never both', async () => {
        const held = await putHeld('C1', [0], minutes(-1));
        expect(await store.sweepExpiredHolds(t0)).toBe(1);
        expect(await store.apply({ deltas: held.confirmDeltas, deleteHold: held.sessionId })).toMatchObject({ reason: 'holdMissing' });
        expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: 0, total: 5 }]);
      });

      test('two sweepers racing release each hold exactly once', async () => {
        const twin = await backend().openTwin(store);
        try {
          for (let i = 0; i < 12; i++) await putHeld(`C${i}`, [i % 3], minutes(-i));
          const released = await Promise.all([
            store.sweepExpiredHolds(t0, 100),
            twin.sweepExpiredHolds(t0, 100),
            store.sweepExpiredHolds(t0, 3),
            twin.sweepExpiredHolds(t0, 3),
          ]);
          expect(released.reduce((a, b) => a + b, 0)).toBe(12);
          expect(await counts(store)).toEqual([0, 1, 2].map(() => ({ held: 0, sold: 0, total: 5 })));
        } finally {
          await twin.close();
        }
      });

      test('confirms racing the sweeper: every hold ends confirmed or released, exactly once', async () => {
        const holds = [];
        for (let i = 0; i < 5; i++) holds.push(await putHeld(`C${i}`, [0], minutes(-1)));
        const twin = await backend().openTwin(store);
        try {
          const [confirms, swept] = await Promise.all([
            Promise.all(
              holds.map((held) =>
                twin.apply({
                  deltas: held.confirmDeltas,
                  reservation: { confNumber: held.confNumber, record: { guest: 'Ada', nights: 1 }, expectedVersion: 0 },
                  deleteHold: held.sessionId,
                }),
              ),
            ),
            store.sweepExpiredHolds(t0),
          ]);
          const confirmed = confirms.filter((result) => result.ok).length;
          expect(confirmed + swept).toBe(5);
          expect(await counts(store, 0, 1)).toEqual([{ held: 0, sold: confirmed, total: 5 }]);
          for (const [i, held] of holds.entries()) {
            expect((await store.getReservation(held.confNumber)) !== undefined).toBe(confirms[i]!.ok);
          }
        } finally {
          await twin.close();
        }
      });
    });

    describe('sequences', () => {
      test('the number key is 64 random hex digits, made once per database: the same on every node, another on another database', async () => {
        const twin = await backend().openTwin(store);
        const other = await backend().open();
        try {
          const key = await store.numberKey();
          expect(key).toMatch(/^[0-9a-f]{64}$/);
          expect(await twin.numberKey()).toBe(key);
          expect(await other.numberKey()).not.toBe(key);
        } finally {
          await twin.close();
          await other.close();
        }
      });

      test('each sequence gives increasing numbers, independent of the others', async () => {
        const conf = [await store.nextNumber('conf'), await store.nextNumber('conf')];
        const gnr = await store.nextNumber('gnr');
        const cxl = await store.nextNumber('cxl');
        expect(typeof conf[0]).toBe('bigint');
        expect(conf[1]! - conf[0]!).toBe(1n);
        expect(new Set([conf[0], gnr, cxl]).size).toBe(3);
        expect(await store.nextNumber('gnr')).toBe(gnr + 1n);
      });

      test('concurrent callers never get the same number', async () => {
        const numbers = await Promise.all(Array.from({ length: 50 }, () => store.nextNumber('conf')));
        expect(new Set(numbers).size).toBe(50);
      });
    });

    describe('concurrency', () => {
      test('50 concurrent creates for the last 5 rooms: exactly 5 succeed and the counts are exact', async () => {
        const twin = await backend().openTwin(store);
        try {
          const stay = [delta(night(0), 0, 1), delta(night(1), 0, 1), delta(night(2), 0, 1)];
          const results = await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              (i % 2 === 0 ? store : twin).apply({
                deltas: i % 3 === 0 ? [...stay].reverse() : stay,
                reservation: { confNumber: `C${i}`, record: { guest: `G${i}`, nights: 3 }, expectedVersion: 0 },
              }),
            ),
          );
          const won = results.flatMap((result, i) => (result.ok ? [`C${i}`] : []));
          expect(won).toHaveLength(5);
          expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === 'soldOut')).toBe(true);
          expect(await counts(store)).toEqual([0, 1, 2].map(() => ({ held: 0, sold: 5, total: 5 })));
          for (const confNumber of won) expect(await store.getReservation(confNumber)).toBeDefined();
        } finally {
          await twin.close();
        }
      });

      test('under concurrent changes, counts stay within 0..total and equal the sum of the accepted changes', async () => {
        const twin = await backend().openTwin(store);
        try {
          const change = fc.record({
            nights: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
            roomTypeCode: fc.constantFrom(KING, QUEEN),
            held: fc.integer({ min: -2, max: 3 }),
            sold: fc.integer({ min: -2, max: 3 }),
          });
          await fc.assert(
            fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 30 }), async (changes) => {
              const before = await store.inventory(PROP, night(0), night(3));
              const results = await Promise.all(
                changes.map((c, i) =>
                  (i % 2 === 0 ? store : twin).apply({ deltas: c.nights.map((n) => delta(night(n), c.held, c.sold, c.roomTypeCode)) }),
                ),
              );
              const after = await store.inventory(PROP, night(0), night(3));
              for (const [i, row] of after.entries()) {
                let { held, sold } = before[i]!;
                for (const [j, c] of changes.entries()) {
                  if (results[j]!.ok && c.roomTypeCode === row.roomTypeCode && c.nights.some((n) => night(n) === row.date)) {
                    held += c.held;
                    sold += c.sold;
                  }
                }
                expect({ held: row.held, sold: row.sold }).toEqual({ held, sold });
                expect(row.held).toBeGreaterThanOrEqual(0);
                expect(row.sold).toBeGreaterThanOrEqual(0);
                expect(row.held + row.sold).toBeLessThanOrEqual(row.total);
              }
            }),
            { numRuns: 15 },
          );
        } finally {
          await twin.close();
        }
      });
    });
  });
}

// ---- SQLite: a fresh data directory per test; the "second node" is a second connection to its file. ----
{
  const dirs: string[] = [];
  const dirOf = new WeakMap<TestStore, string>();
  const onDir = async (dir: string) => {
    const store = await openStore<{ guest: string; nights: number }, { guest: string }>({ kind: 'sqlite', dataDir: dir });
    dirOf.set(store, dir);
    return store;
  };
  describe('SQLite', () => {
    afterAll(async () => {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });
    storeSuite('SQLite', () => ({
      open: async () => {
        const dir = await mkdtemp(join(tmpdir(), 'dc-store-test-'));
        dirs.push(dir);
        return onDir(dir);
      },
      openTwin: (store) => onDir(dirOf.get(store)!),
    }));
  });
}

// ---- PostgreSQL: DATABASE_URL (or scripts/postgres-up.sh), a fresh schema per test, dropped afterwards. ----
{
  const schemas = postgresTestSchemas('store_test');
  const schemaOf = new WeakMap<TestStore, string>();
  const onSchema = async (schema: string) => {
    const store = await openStore<{ guest: string; nights: number }, { guest: string }>({ kind: 'postgres', url: schemas.url, schema });
    schemaOf.set(store, schema);
    return store;
  };
  describe('PostgreSQL', () => {
    beforeAll(() => schemas.requireDatabase());
    afterAll(() => schemas.dropAll());
    storeSuite('PostgreSQL', () => ({
      open: () => onSchema(schemas.next()),
      openTwin: (store) => onSchema(schemaOf.get(store)!),
    }));
  });
}
