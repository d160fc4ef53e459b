import { migrate } from './migrate.js';
import { openPgliteDb } from './pglite-db.js';
import { postgresDb } from './postgres-db.js';
import { sqlStore } from './sql-store.js';
import type { Db, Store } from './store.js';

/** Where the store lives: the embedded PGlite (default) or a PostgreSQL server. */
export type StoreConfig =
  | {
      kind: 'pglite';
      /** Data directory, created when missing (the app's default is `./.data`); undefined or 'memory://' for memory. */
      dataDir?: string;
      /** Schema to use instead of `public`. */
      schema?: string;
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

/** Opens the {@link Db} of a config, without migrating. */
export async function openDb(config: StoreConfig): Promise<Db> {
  if (config.kind === 'pglite') return openPgliteDb({ dataDir: config.dataDir, schema: config.schema });
  return postgresDb({ url: config.url, schema: config.schema, poolSize: config.poolSize, onError: config.onError });
}

/**
 * Opens the store of a config and brings its schema up to date (migrations run on open, safely
 * when several processes open one PostgreSQL at once). Close it with `store.close()`.
 *
 * @throws (the promise rejects) DataDirLockedError when another running process holds the PGlite
 *   data directory, or the error of PGlite opening or migrating it; for PostgreSQL, an Error
 *   naming the URL (password redacted) when it cannot be reached or migrated.
 *
 * @example
 * const store = await openStore({ kind: 'pglite', dataDir: './.data' });
 * await store.seedInventory([{ propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-05-01', total: 5 }]);
 */
export async function openStore<Record = unknown, Pending = unknown>(config: StoreConfig): Promise<Store<Record, Pending>> {
  const db = await openDb(config);
  try {
    await migrate(db, { schema: config.schema });
  } catch (error) {
    await db.close().catch(() => undefined);
    if (config.kind === 'pglite') throw error;
    throw new Error(`could not open the PostgreSQL store at ${redactedUrl(config.url)}: ${(error as Error).message}`, { cause: error });
  }
  return sqlStore<Record, Pending>(db);
}
