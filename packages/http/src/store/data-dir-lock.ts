import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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

/** What the lock file holds: who took it, and when that process started (to tell a reused pid). */
interface LockOwner {
  pid: number;
  /** Start of the owning process, epoch milliseconds. */
  startedAt: number;
  host: string;
}

/** Lock files this process holds now (a second open in the same process is refused too). */
const heldHere = new Set<string>();

/** Two start times closer than this are the same process (clock ticks and rounding). */
const START_TOLERANCE_MS = 2000;

function processStartMs(): number {
  return Math.round(Date.now() - process.uptime() * 1000);
}

/**
 * Start time of another process from /proc (Linux), epoch milliseconds; undefined where /proc
 * is not there. Clock ticks are assumed to be 100 per second, as on every Linux we target.
 */
function startOf(pid: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    if (!Number.isFinite(bootSeconds) || !Number.isFinite(startTicks)) return undefined;
    return bootSeconds * 1000 + startTicks * 10;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `owner` is still running (not just its pid). */
function isRunning(owner: LockOwner, path: string): boolean {
  // Our own pid in the file but not held by us: left by an earlier run (containers reuse pid 1).
  if (owner.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startOf(owner.pid);
  return started === undefined || Math.abs(started - owner.startedAt) < START_TOLERANCE_MS;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.startedAt === 'number') {
      return { pid: parsed.pid, startedAt: parsed.startedAt, host: String(parsed.host) };
    }
  } catch {
    // unreadable or half-written: treated as stale
  }
  return undefined;
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the single-process lock of an embedded data directory: a file holding this process's
 * pid and start time. A lock whose process is gone (or whose pid now belongs to a process
 * started at another time, or that is unreadable) is taken over; a lock of a running process,
 * this one included, is refused with {@link DataDirLockedError}.
 */
export function lockDataDir(path: string): DataDirLock {
  const mine: LockOwner = { pid: process.pid, startedAt: processStartMs(), host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, mine)) {
      heldHere.add(path);
      return {
        path,
        release() {
          if (!heldHere.delete(path)) return;
          const current = readOwner(path);
          if (current?.pid === mine.pid && current.startedAt === mine.startedAt) unlinkSync(path);
        },
      };
    }
    const other = readOwner(path);
    if (other !== undefined && isRunning(other, path)) throw new DataDirLockedError(path, other.pid);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`could not take the lock file ${path}: another process keeps racing for it`);
}
