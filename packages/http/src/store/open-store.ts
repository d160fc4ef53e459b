import { resolve } from 'node:path';
import { dataDirProblem } from './data-dir.js';
import { migrate } from './migrate.js';
import { postgresDb } from './postgres-db.js';
import { sqlStore } from './sql-store.js';
import { openSqliteDb } from './sqlite-db.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { sqliteStore } from './sqlite-store.js';
import type { ReservationRecord } from '@direct-connect/hotel';
import type { Db, Store } from './store.js';

/** Where the store lives: the embedded SQLite file (default) or a PostgreSQL server. */
export type StoreConfig =
  | {
      kind: 'sqlite';
      /** Data directory holding `store.db`, created when missing (the app's default is `./.data`); undefined or ':memory:' for memory. */
      dataDir?: string;
    }
  | {
      kind: 'postgres';
      /** postgres://user:password@host:port/database (DATABASE_URL). */
      url: string;
      /** Schema to use instead of `public` (created when missing). */
      schema?: string;
      /** Connections in the pool. Default 10. */
      poolSize?: number;
      /** Errors of idle pooled connections, for the log. */
      onError?: (error: Error) => void;
    };

/** The URL without its password, for error messages and logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** Opens the PostgreSQL {@link Db} of a config, without migrating. */
export function openDb(config: Extract<StoreConfig, { kind: 'postgres' }>): Db {
  return postgresDb({ url: config.url, schema: config.schema, poolSize: config.poolSize, onError: config.onError });
}

/**
 * Opens the store of a config and brings its schema up to date (migrations run on open, safely
 * when several processes open one database at once). Close it with `store.close()`.
 * @throws DataDirFormatError when the data directory holds a PGlite store of an earlier version.
 * @throws DataDirError naming DATA_DIR when the data directory or its store.db cannot be used.
 * @throws Error naming the (password-less) URL when PostgreSQL cannot be reached or migrated.
 *
 * @example
 * const store = await openStore({ kind: 'sqlite', dataDir: './.data' });
 * await store.seedInventory([{ propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-05-01', total: 5 }]);
 */
export async function openStore<Record = ReservationRecord, Pending = ReservationRecord>(config: StoreConfig): Promise<Store<Record, Pending>> {
  if (config.kind === 'sqlite') {
    const db = openSqliteDb(config.dataDir);
    try {
      migrateSqlite(db);
    } catch (error) {
      db.close();
      throw config.dataDir === undefined || config.dataDir === ':memory:' ? error : dataDirProblem(resolve(config.dataDir), error);
    }
    return sqliteStore<Record, Pending>(db);
  }
  const db = openDb(config);
  try {
    await migrate(db, { schema: config.schema });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new Error(`could not open the PostgreSQL store at ${redactedUrl(config.url)}: ${(error as Error).message}`, { cause: error });
  }
  return sqlStore<Record, Pending>(db);
}
