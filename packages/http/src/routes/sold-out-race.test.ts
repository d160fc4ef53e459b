/**
 * A create that loses the last room of a night to another request between its inventory read and
 * its write, made deterministic: the store's first inventory read shows one KNG room free on a
 * night that is in fact sold out, so hotel accepts the create and the store's conditional UPDATE
 * refuses it. Decided again on the inventory as it is, the refusal names the room stay that needs
 * that night, as it does when the night was sold out before the request. On the real SQLite store.
 */
import { afterEach, expect, test } from 'vitest';
import { demoCatalog, inventorySeeds, type InventoryCount } from '@direct-connect/hotel';
import type { ReservationStore } from '../domain/reservation-store.js';
import { openStore } from '../store/open-store.js';
import { testApp } from '../testing/test-app.js';
import { reservationRequest } from '../testing/test-service.js';

const SOLD_OUT_NIGHT = '2026-03-21';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

test('a create that loses the last room to a race names the room stay that needs it', async () => {
  const catalog = demoCatalog({ from: '2026-03-01', days: 60 });
  const sqlite = (await openStore({ kind: 'sqlite', dataDir: ':memory:' })) as unknown as ReservationStore;
  close = () => sqlite.close();
  await sqlite.seedInventory(inventorySeeds(catalog, '2026-03-01', '2026-04-29'));
  // every NYCDC KNG room of one night sold
  const [row] = await sqlite.inventoryMany(['NYCDC'], SOLD_OUT_NIGHT, '2026-03-22', ['KNG']);
  if (row === undefined) throw new Error('no KNG row seeded');
  expect((await sqlite.apply({ deltas: [{ propCode: 'NYCDC', roomTypeCode: 'KNG', date: SOLD_OUT_NIGHT, held: 0, sold: row.total }] })).ok).toBe(true);

  // The first read still shows one room free that night: the last room taken just after it.
  let reads = 0;
  const stale = (rows: InventoryCount[]) =>
    rows.map((r) => (r.roomTypeCode === 'KNG' && r.date === SOLD_OUT_NIGHT ? { ...r, sold: r.sold - 1 } : r));
  const store = new Proxy(sqlite, {
    get: (target, name) =>
      name === 'inventoryMany'
        ? async (...args: Parameters<ReservationStore['inventoryMany']>) => {
          const rows = await target.inventoryMany(...args);
          return reads++ === 0 ? stale(rows) : rows;
        }
        : Reflect.get(target, name, target),
  });
  const { app, base, token } = await testApp({ store, catalog });
  const bearer = await token('demo-partner');

  const request = reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22', roomTypeCode: 'QQN' }, 2);
  const second = request.roomStays[1];
  if (second === undefined) throw new Error('two room stays expected');
  second.roomTypeCode = 'KNG';
  const reply = await app.request(`${base}/dcres`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(reply.status).toBe(400);
  const body = (await reply.json()) as { notifications: { code: string; fields: string[] }[] };
  expect(body.notifications).toEqual([expect.objectContaining({ code: 'NO_AVAILABILITY', fields: ['roomStays[1]'] })]);
  expect(reads).toBeGreaterThan(1);
  // nothing taken: the QQN room of the first stay is still free
  const [qqn] = await sqlite.inventoryMany(['NYCDC'], '2026-03-20', '2026-03-21', ['QQN']);
  expect(qqn?.sold).toBe(0);
});
