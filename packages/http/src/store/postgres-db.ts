import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { schemaName } from './schema-name.js';
import type { Db } from './store.js';

/**
 * node-postgres, loaded when a PostgreSQL store is opened: the embedded SQLite default never
 * loads it (about 75 ms of CPU at start).
 */
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

/** serialization_failure and deadlock_detected: the transaction did nothing and may run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Options of {@link postgresDb}. */
export interface PostgresDbOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Schema for every statement (search_path); created by the migrations when missing. */
  schema?: string;
  /** Connections in the pool. Default 10. */
  poolSize?: number;
  /** Runs of a transaction that fails on a serialization failure or deadlock. Default 5. */
  maxAttempts?: number;
  /** Errors of idle pooled connections (a restarted server); the pool drops such a client. */
  onError?: (error: Error) => void;
}

function retryable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && RETRYABLE.has(code);
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as Row[] };
    },
    // A nested transaction joins the outer one.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return db;
}

/**
 * A {@link Db} over a node-postgres pool. A transaction runs BEGIN ... COMMIT on one pooled
 * client (READ COMMITTED: the conditional updates re-check their row after waiting for its
 * lock) and runs again, up to `maxAttempts` times with a short random backoff, when PostgreSQL
 * aborts it for a serialization failure or a deadlock. Anything else rolls back and is thrown.
 */
export function postgresDb(options: PostgresDbOptions): Db {
  const maxAttempts = options.maxAttempts ?? 5;
  const pool = new (loadPg().Pool)({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${schemaName(options.schema)}` }),
  });
  pool.on('error', (error) => options.onError?.(error));

  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as Row[] };
    },

    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        let failure: unknown;
        let broken = false;
        try {
          await client.query('BEGIN');
          const result = await fn(clientDb(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          failure = error;
          await client.query('ROLLBACK').catch(() => {
            broken = true; // the connection is unusable: do not return it to the pool
          });
        } finally {
          client.release(broken);
        }
        if (!retryable(failure) || attempt >= maxAttempts) throw failure;
        await sleep(Math.floor(Math.random() * 10 * attempt) + 1);
      }
    },

    close: () => pool.end(),
  };
}
