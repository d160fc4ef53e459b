/**
 * The data directory (DATA_DIR) as an operator meets it: created when missing, checked before
 * anything is written in it, and every way it can be unusable (a file in its place, a read-only
 * or full disk, no permission, a store.db that is no database) told in one line that names
 * DATA_DIR, the path and what to do, instead of the system's or SQLite's bare message
 * (`EEXIST: file already exists, mkdir ...`, `file is not a database`).
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Thrown when DATA_DIR cannot hold the store; the message names DATA_DIR and the path. */
export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

/** What an errno or SQLite code means for the data directory; undefined when it is no fault of the directory. */
function meaning(code: string | undefined, message: string): string | undefined {
  switch (code) {
    case 'EEXIST':
    case 'ENOTDIR':
      return 'is a file, or lies under one: it must be a directory';
    case 'EROFS':
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
    case 'SQLITE_READONLY_DBMOVED':
      return 'is on a read-only file system: the store writes there';
    case 'EACCES':
    case 'EPERM':
      return 'is not writable by this user: the store writes there';
    case 'ENOSPC':
    case 'EDQUOT':
    case 'SQLITE_FULL':
      return 'is on a full disk: free some space';
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return `holds a store.db that is not a readable SQLite database (${message}): nothing was changed; restore it from a backup, or start with another DATA_DIR`;
    case 'SQLITE_CANTOPEN':
      return `cannot be opened (${message})`;
    default:
      // SQLite's I/O errors (SQLITE_IOERR_WRITE, _SHMSIZE, ...) are what a full disk gives while a file grows.
      return code?.startsWith('SQLITE_IOERR') ? `hit a disk error (${code}: ${message}): is the disk full or failing?` : undefined;
  }
}

/**
 * `error` told as a fault of the data directory `root` when it is one (see {@link meaning}),
 * else `error` itself.
 */
export function dataDirProblem(root: string, error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const what = meaning(typeof code === 'string' ? code : undefined, typeof message === 'string' ? message : String(error));
  return what === undefined ? error : new DataDirError(`DATA_DIR=${root} ${what}`, { cause: error });
}

/**
 * Creates the data directory when missing (mode 0700: it holds guest details) and checks that
 * this process may write in it. Returns its absolute path.
 * @throws {@link DataDirError} naming DATA_DIR when it is a file, read-only, not writable or
 *   cannot be created.
 */
export function prepareDataDir(dataDir: string): string {
  const root = resolve(dataDir);
  try {
    mkdirSync(root, { recursive: true, mode: 0o700 });
    accessSync(root, constants.W_OK | constants.X_OK);
  } catch (error) {
    const told = dataDirProblem(root, error);
    throw told instanceof DataDirError ? told : new DataDirError(`DATA_DIR=${root} cannot be created or used (${(error as Error).message})`, { cause: error });
  }
  return root;
}
