/**
 * A worker of `WORKERS=2` killed while connections were being handed to it. Under node:cluster's
 * round robin the primary accepts each connection and sends it to a worker, and closes its own
 * copy only when the worker says it took it: a worker killed before saying so left the
 * connection open in the primary forever, unread, and the client waited until its own timeout
 * (2 such in 40 s of SIGKILLs every 0.7 s under load, each held in CLOSE-WAIT by the primary).
 * Made deterministic here: the worker is stopped (SIGSTOP) while connections arrive, then
 * killed. Every request must end: answered by the other worker, or its connection closed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Settings the test environment may carry that this start does not. */
const SETTINGS = /^(PORT|HOST|BASE_PATH|DATABASE_URL|DATA_DIR|WORKERS|LOG_LEVEL|TOKEN_SECRET|CREDENTIALS_FILE|CATALOG_DIR|NODE_ENV|ENVIRONMENT|NODE_CLUSTER_SCHED_POLICY)$/;

let service: ChildProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (service?.pid !== undefined) {
    try {
      process.kill(-service.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** GET /health on a connection of its own: the status, or how it ended, within `ms`. */
function healthOnNewConnection(origin: string, ms: number): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = request({ host: hostname, port: Number(port), path: '/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.setTimeout(ms, () => {
      resolve(`no answer in ${ms} ms`);
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

const workersOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

test('connections handed to a worker that is killed before it takes them are not left open', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-handoff-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.test(name)));
  service = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...env, PORT: '0', WORKERS: '2', LOG_LEVEL: 'warn', DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    service?.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /direct-connect API: (\S+)/.exec(stderr);
      if (found) resolve(found[1] as string);
    });
    service?.once('exit', (code) => reject(new Error(`the service exited with ${code}: ${stderr}`)));
  });
  const origin = new URL(baseUrl).origin;
  const primary = service.pid as number;
  const [stopped] = workersOf(primary);
  expect(stopped).toBeDefined();
  process.kill(stopped as number, 'SIGSTOP');
  // Connections arrive while the worker cannot take anything; then it is killed.
  const replies = Array.from({ length: 8 }, () => healthOnNewConnection(origin, 8_000));
  await new Promise((wait) => setTimeout(wait, 1_000));
  process.kill(stopped as number, 'SIGKILL');
  const ended = await Promise.all(replies);
  expect(ended.filter((how) => how.startsWith('no answer'))).toEqual([]);
  // No connection to the service's port is left half closed (CLOSE_WAIT, state 08 in /proc/net/tcp):
  // the clients have gone, and nothing in the service will ever read or close it.
  const port = Number(new URL(origin).port).toString(16).toUpperCase().padStart(4, '0');
  const tcp = `${readFileSync('/proc/net/tcp', 'utf8')}${readFileSync('/proc/net/tcp6', 'utf8')}`;
  expect(tcp.split('\n').filter((line) => line.trim().split(/\s+/)[1]?.endsWith(`:${port}`) && line.trim().split(/\s+/)[3] === '08')).toEqual([]);
}, 120_000);
