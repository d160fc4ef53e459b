/**
 * Opens the embedded SQLite database (better-sqlite3) as the store needs it: WAL with
 * synchronous=FULL, so a commit is on disk (fsync of the WAL) before it is acknowledged and
 * survives power loss; a busy timeout, so several adapter processes on one file (WORKERS=N) wait
 * for each other's write lock instead of failing. SQLite's own file locks replace any lock file.
 */
import { closeSync, existsSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { dataDirProblem, prepareDataDir } from './data-dir.js';

/** The database file inside the data directory. */
export const SQLITE_FILE = 'store.db';
/** Where the PGlite store of earlier versions kept its files inside the data directory. */
export const PGLITE_SUBDIR = 'pglite';
/** How long a writer waits for another process's write lock before failing. */
export const BUSY_TIMEOUT_MS = 5000;

/** A better-sqlite3 connection. */
export type SqliteDatabase = Database.Database;

/** Thrown when the data directory holds a store this version cannot read. */
export class DataDirFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirFormatError';
  }
}

/**
 * Opens `<dataDir>/store.db` (directory and file created when missing, readable by their owner
 * only: 0700 and 0600), or an in-memory
 * database when `dataDir` is undefined or ':memory:'.
 * @throws {@link DataDirFormatError} when `dataDir` holds a PGlite store of an earlier version:
 * it is never read, changed or deleted, and the message says what to do.
 * @throws DataDirError (data-dir.ts) naming DATA_DIR when the directory or its store.db cannot be used
 * (a file in its place, read-only, full, not writable, not a database).
 */
export function openSqliteDb(dataDir?: string): SqliteDatabase {
  if (dataDir === undefined || dataDir === ':memory:') return configured(new Database(':memory:'));
  const root = resolve(dataDir);
  const pglite = join(root, PGLITE_SUBDIR);
  if (existsSync(pglite)) {
    throw new DataDirFormatError(
      `${root} holds a PGlite store of an earlier version (${pglite}); this version keeps its data in SQLite (${join(root, SQLITE_FILE)}) ` +
        `and does not read PGlite. Nothing was changed. Start with another DATA_DIR (for example DATA_DIR=./.data-sqlite), ` +
        `or, once you no longer need its reservations, delete ${pglite} (and ${join(root, 'store.lock')} if present).`,
    );
  }
  // The database holds guest details: a directory made here is its owner's only, and so is a
  // new database file; SQLite gives its -wal and -shm files the database file's mode.
  prepareDataDir(root);
  const file = join(root, SQLITE_FILE);
  let db: SqliteDatabase | undefined;
  try {
    createOwnerOnly(file);
    db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    return configured(db);
  } catch (error) {
    db?.close();
    throw dataDirProblem(root, error);
  }
}

/** Creates `file` empty with mode 0600 unless it exists (an existing file keeps its mode). */
function createOwnerOnly(file: string): void {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function configured(db: SqliteDatabase): SqliteDatabase {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  return db;
}
