/**
 * Storage of the adapter: the contract, its SQLite (embedded default) and PostgreSQL
 * implementations, their migrations and the hold sweeper.
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
export { NUMBER_BLOCK, sqliteStore } from './sqlite-store.js';
export { openSqliteDb, DataDirFormatError, SQLITE_FILE, type SqliteDatabase } from './sqlite-db.js';
export { DataDirError, dataDirProblem, prepareDataDir } from './data-dir.js';
export { migrate } from './migrate.js';
export { SchemaTooNewError } from './schema-too-new.js';
export { migrations, type Migration } from './migrations.js';
export { migrateSqlite, sqliteMigrations } from './sqlite-migrations.js';
export { mergeDeltas } from './inventory-deltas.js';
export { postgresDb, type PostgresDbOptions } from './postgres-db.js';
export { startSweeper, type SweeperOptions } from './sweeper.js';
