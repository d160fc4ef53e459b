/**
 * Adapter processes for the reliability suites: each is the real start command
 * (`node --import tsx packages/http/src/start.ts`: the sources of the bundle `pnpm start` runs, so
 * that several adapters can start at once without building it) as a child process on
 * a random loopback port, configured only by environment variables. Its stdout and stderr are
 * kept whole (the log scan reads them) and its resident memory can be sampled from /proc.
 * Each runs in its own process group, and signals go to the whole group: with WORKERS=N, a
 * SIGKILL takes the primary and every worker at once, as a power cut would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** How long a start may take: migrating and seeding 400 nights, or PostgreSQL's, on a loaded 2-core machine. */
export const START_TIMEOUT_MS = 120_000;

/** A running (or exited) adapter process. */
export interface AdapterProcess {
  readonly pid: number;
  /** http://127.0.0.1:<port>/dc/v2 */
  readonly baseUrl: string;
  /** Everything written to stdout (pino JSON lines) and stderr so far. */
  output(): string;
  /** Resident set size in bytes, from /proc/<pid>/status; undefined once exited. */
  rssBytes(): number | undefined;
  /** Sends `signal` and resolves with the exit code (or signal name) once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
  readonly exited: Promise<number | string>;
}

const running = new Set<ChildProcess>();

/** Sends `signal` to the process group of `child` (the adapter and its workers). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    child.kill(signal); // the group is gone already
  }
}

/** Kills (SIGKILL) every adapter process still running; call it in afterAll. */
export async function killAllAdapters(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          signalGroup(child, 'SIGKILL');
        }),
    ),
  );
  running.clear();
}

/**
 * Starts `pnpm start`'s entry point with `env` added to this process's environment (without its
 * DATABASE_URL: the embedded store unless `env` names a database; PORT=0 and
 * HOST=127.0.0.1 unless given) and resolves once it prints its base URL.
 */
export async function startAdapter(env: Record<string, string>): Promise<AdapterProcess> {
  // The test runner's own DATABASE_URL (global setup) must not leak in: an adapter meant for the
  // embedded store would silently run on the shared test database.
  const { DATABASE_URL: _runnerDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/http/src/start.ts'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const chunks: string[] = [];
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const output = () => chunks.join('');
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`adapter did not start within ${START_TIMEOUT_MS} ms:\n${output()}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      // start.ts prints this line on stderr once the server listens, whatever LOG_LEVEL says.
      const match = /direct-connect API: (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`adapter exited (${code}) before listening:\n${output()}`));
    });
  });
  return {
    pid: child.pid as number,
    baseUrl,
    output,
    exited,
    rssBytes() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb === undefined ? undefined : Number(kb) * 1024;
      } catch {
        return undefined;
      }
    },
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, signal);
      return exited;
    },
  };
}
