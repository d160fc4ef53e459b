import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import { schemaName } from './schema-name.js';
import type { Db } from './store.js';

/** Where the embedded store keeps its files under the data directory. */
export const PGLITE_SUBDIR = 'pglite';
/** The single-process lock file under the data directory. */
export const LOCK_FILE = 'store.lock';

/**
 * PGlite is one connection: one statement or transaction at a time. Every top-level query and
 * transaction of every Db over the same instance goes through this queue, so concurrent apply()
 * calls of one process never interleave inside each other's transactions.
 */
interface InstanceState {
  tail: Promise<unknown>;
  searchPath: string | undefined;
}
const instances = new WeakMap<PGlite, InstanceState>();

function stateOf(pg: PGlite): InstanceState {
  let state = instances.get(pg);
  if (state === undefined) {
    state = { tail: Promise.resolve(), searchPath: undefined };
    instances.set(pg, state);
  }
  return state;
}

function enqueue<T>(state: InstanceState, task: () => Promise<T>): Promise<T> {
  const run = state.tail.then(task, task);
  state.tail = run.catch(() => undefined);
  return run;
}

function txDb(tx: Transaction): Db {
  const db: Db = {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<Row>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    // A nested transaction joins the outer one.
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('close() is not available inside a transaction')),
  };
  return db;
}

/** Options of {@link pgliteDb}. */
export interface PgliteDbOptions {
  /** Schema for every statement (search_path); created by the migrations when missing. */
  schema?: string;
  /** Runs after the instance is closed (the data directory lock is released there). */
  onClose?: () => void;
  /** Close the PGlite instance with close(); false when the caller shares it. Default true. */
  closeInstance?: boolean;
}

/**
 * A {@link Db} over a PGlite instance. Statements are serialised through one queue per
 * instance; close() waits for the queue, runs a CHECKPOINT and closes the instance. Inside
 * `transaction(fn)` use the `tx` given to `fn`: the outer Db would wait for the transaction.
 */
export function pgliteDb(pg: PGlite, options: PgliteDbOptions = {}): Db {
  const state = stateOf(pg);
  // Always set, so a Db without a schema never runs in another Db's schema on a shared instance.
  const searchPath = schemaName(options.schema ?? 'public');
  let closed = false;

  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('the embedded store is closed'));
    return enqueue(state, async () => {
      // Several Dbs may share one instance (tests): each brings its own search_path.
      if (state.searchPath !== searchPath) {
        await pg.query(`SET search_path TO ${searchPath}`);
        state.searchPath = searchPath;
      }
      return task();
    });
  };

  return {
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      exclusive(async () => ({ rows: (await pg.query<Row>(sql, params as unknown[] | undefined)).rows })),
    transaction: (fn) => exclusive(() => pg.transaction((tx) => fn(txDb(tx)))),
    async close() {
      if (closed) return;
      closed = true; // refuse new work at once; what is queued still runs first
      try {
        await enqueue(state, async () => {
          if (options.closeInstance === false) return;
          await pg.query('CHECKPOINT');
          await pg.close();
        });
      } finally {
        options.onClose?.();
      }
    },
  };
}

/** Where an embedded store lives: a directory on disk, or memory (tests). */
export interface PgliteLocation {
  /** Data directory (created when missing); undefined or 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** Schema to use instead of `public`. */
  schema?: string;
}

/**
 * Opens PGlite over a data directory: creates it, takes its single-process lock
 * ({@link lockDataDir}), and starts PGlite in `<dataDir>/pglite`. In memory, no lock is taken.
 */
export async function openPgliteDb(location: PgliteLocation = {}): Promise<Db> {
  const { dataDir, schema } = location;
  if (dataDir === undefined || dataDir === 'memory://') {
    return pgliteDb(await PGlite.create(), { schema });
  }
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const lock = lockDataDir(join(root, LOCK_FILE));
  try {
    const pg = await PGlite.create(join(root, PGLITE_SUBDIR));
    return pgliteDb(pg, { schema, onClose: () => lock.release() });
  } catch (error) {
    lock.release();
    throw error;
  }
}
