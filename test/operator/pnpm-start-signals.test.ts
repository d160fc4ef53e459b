/**
 * `pnpm start` stopped the way a process manager or `kill <pid>` stops it: SIGTERM to the pnpm
 * process, the one an operator sees and started. pnpm passes the signal to the shell it runs the
 * script in, which dies without passing it on, so the service used to carry on serving, orphaned,
 * holding the port and the data directory (the next `pnpm start` failed: port in use). The
 * service must stop cleanly instead: its log ends with `stopped` and the port is freed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Settings the test environment may carry that the quick start does not. */
const SETTINGS = /^(PORT|HOST|BASE_PATH|DATABASE_URL|DATA_DIR|WORKERS|LOG_LEVEL|TOKEN_SECRET|CREDENTIALS_FILE|CATALOG_DIR|NODE_ENV|ENVIRONMENT)$/;

let pnpm: ChildProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  // pnpm runs in a process group of its own: whatever is left of it (an orphaned service) goes too.
  if (pnpm?.pid !== undefined) {
    try {
      process.kill(-pnpm.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

test('SIGTERM to the pnpm process stops the service cleanly and frees its port', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-pnpm-start-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.test(name)));
  pnpm = spawn('pnpm', ['start'], { cwd: root, env: { ...env, PORT: '0', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stdout = '';
  let stderr = '';
  pnpm.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    pnpm?.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /direct-connect API: (\S+)/.exec(stderr);
      if (found) resolve(found[1] as string);
    });
    pnpm?.once('exit', (code) => reject(new Error(`pnpm start exited with ${code}: ${stderr}`)));
  });
  const health = `${new URL(baseUrl).origin}/health`;
  expect(await answers(health)).toBe(true);

  pnpm.kill('SIGTERM');
  let serving = true;
  for (let waited = 0; serving && waited < 20_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    serving = await answers(health);
  }
  expect(serving).toBe(false);
  // It stopped the way SIGTERM stops it, not cut: the shutdown lines are in its log.
  for (let waited = 0; !stdout.includes('"msg":"stopped"') && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(stdout).toContain('"msg":"shutting down"');
  expect(stdout).toContain('"msg":"stopped"');
}, 120_000);
