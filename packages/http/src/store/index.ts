/**
 * Storage of the adapter (DESIGN section 7): the contract, the SQL store over PGlite or
 * PostgreSQL, migrations and the hold sweeper.
 */
export type {
  Change,
  ChangeRefusal,
  Db,
  InventoryCount,
  InventoryDelta,
  InventorySeed,
  Store,
  StoredHold,
  StoredReservation,
} from './store.js';
export { openStore, openDb, type StoreConfig } from './open-store.js';
export { sqlStore } from './sql-store.js';
export { migrate } from './migrate.js';
export { migrations, type Migration } from './migrations.js';
export { mergeDeltas } from './inventory-deltas.js';
export { pgliteDb, openPgliteDb, type PgliteDbOptions, type PgliteLocation } from './pglite-db.js';
export { postgresDb, type PostgresDbOptions } from './postgres-db.js';
export { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock.js';
export { startSweeper, type SweeperOptions } from './sweeper.js';
