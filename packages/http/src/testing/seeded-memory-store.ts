/**
 * Test fixture: the demo catalog of March and April 2026 over an in-memory SQLite store seeded
 * with its inventory, for tests that wrap or race the store under an app (testing/test-app.ts).
 */
import { demoCatalog, inventorySeeds, type Catalog } from '@direct-connect/hotel';
import type { ReservationStore } from '../domain/reservation-store.js';
import { openStore } from '../store/open-store.js';

/** The catalog and its seeded store; `close` closes the store. */
export async function seededMemoryStore(): Promise<{ catalog: Catalog; store: ReservationStore; close: () => Promise<void> }> {
  const catalog = demoCatalog({ from: '2026-03-01', days: 60 });
  const store = (await openStore({ kind: 'sqlite', dataDir: ':memory:' })) as unknown as ReservationStore;
  await store.seedInventory(inventorySeeds(catalog, '2026-03-01', '2026-04-29'));
  return { catalog, store, close: () => store.close() };
}
