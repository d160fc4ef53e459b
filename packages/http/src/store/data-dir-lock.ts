import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A held lock on a data directory; `release` is idempotent. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(
      `data directory is in use by process ${pid} (lock file ${path}). The embedded store takes one process; ` +
        'stop that process, use another DATA_DIR, or use PostgreSQL (DATABASE_URL) for several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockContent {
  pid: number;
  host: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return { pid: parsed.pid, host: parsed.host };
  } catch {
    // unreadable or half-written: treated as stale
  }
  return undefined;
}

function tryCreate(path: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(content));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the single-process lock of an embedded data directory: a file holding this process's
 * pid. A lock left by a process that is gone (or unreadable) is taken over; a lock of a live
 * process, this one included, is refused with {@link DataDirLockedError}. A lock written on
 * another host (shared volume) is never taken over: its pid means nothing here.
 */
export function lockDataDir(path: string): DataDirLock {
  const mine: LockContent = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, mine)) {
      let held = true;
      return {
        path,
        release() {
          if (!held) return;
          held = false;
          const current = readLock(path);
          if (current?.pid === mine.pid && current.host === mine.host) unlinkSync(path);
        },
      };
    }
    const other = readLock(path);
    if (other !== undefined && (other.host !== mine.host || isAlive(other.pid))) {
      throw new DataDirLockedError(path, other.pid);
    }
    try {
      unlinkSync(path); // stale: its process is gone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`could not take the lock file ${path}: another process keeps racing for it`);
}
