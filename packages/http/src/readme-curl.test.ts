/**
 * The README's quick start, for real: starts what `pnpm start` runs (scripts/start.mjs from the
 * repository root: the built bundle, built first when missing or older than the sources) on a
 * free port with a fresh data directory, runs the README's curl block with bash against it, then stops it with SIGTERM and
 * expects a clean exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const README_BASE = 'http://127.0.0.1:8080/dc/v2';
const CONFIG_VARIABLES = ['PORT', 'HOST', 'BASE_PATH', 'DATABASE_URL', 'DATA_DIR', 'CATALOG_DIR', 'CREDENTIALS_FILE', 'TOKEN_TTL', 'HOLD_TTL', 'LOG_LEVEL', 'ENVIRONMENT', 'TOKEN_SECRET', 'SWEEP_INTERVAL', 'TOKEN_FAILURE_LIMIT', 'TOKEN_FAILURE_WINDOW', 'NODE_ENV'];

let child: ChildProcess;
let dataDir: string;
let baseUrl: string;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-readme-'));
  // The quick start's environment: nothing configured but a free port and a fresh data directory
  // (CI exports DATABASE_URL for the store tests; the quick start runs embedded).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)));
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  baseUrl = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /direct-connect API: (\S+)/.exec(stderr);
      if (found) resolve(found[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`start exited with ${code}: ${stderr}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

test('the README curl lines work against pnpm start, which then stops cleanly on SIGTERM', async () => {
  const text = await readFile(readme, 'utf8');
  const block = /<!-- readme-curl:start -->\n```sh\n([\s\S]*?)```\n<!-- readme-curl:end -->/.exec(text)?.[1];
  expect(block).toContain(README_BASE);
  const script = `set -euo pipefail\n${(block as string).replaceAll(README_BASE, baseUrl)}`;
  const output = await new Promise<string>((resolve, reject) => {
    const bash = spawn('bash', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    bash.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    bash.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    bash.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`bash exited ${code}: ${err}\n${out}`))));
  });
  expect(output).toContain('"applicationId":"demo-partner"');
  for (const prop of ['NYCDC', 'PARDC', 'TYODC']) expect(output).toContain(`"propCode":"${prop}"`);
  expect(output).toMatch(/"resStatus":"confirmed"/);
  expect(output).toMatch(/\{"cxlNumber":"\d+"\}/);
  expect(output).toContain('confirm: 204');
  // While starting it said what it did; once ready its banner listed what a user needs.
  for (const step of ['credentials:', 'catalog: 5 properties', `store: SQLite at ${join(dataDir, 'store.db')}`, 'inventory:', 'routes:']) expect(stderr).toContain(step);
  const origin = new URL(baseUrl).origin;
  expect(stderr).toMatch(/ready in \d+\.\d s: 1 process/);
  expect(stderr).toContain('properties  KWIDC, LAXDC, NYCDC, PARDC, TYODC (5)');
  expect(stderr).toContain(`data        ${join(dataDir, 'store.db')} (SQLite, WAL, synchronous=FULL)`);
  expect(stderr).toContain(`docs        ${origin}/docs`);
  expect(stderr).toContain(`curl -s -X POST ${baseUrl}/realms/applications/token`);

  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(stdout).toContain('"msg":"stopped"');
  expect(existsSync(join(dataDir, 'store.db'))).toBe(true);
  // Nothing secret in the service's own log either.
  for (const secret of ['demo-secret', '8111222233334444', '"cvv"']) expect(stdout).not.toContain(secret);
}, 120_000);
