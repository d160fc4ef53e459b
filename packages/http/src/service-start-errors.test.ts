/**
 * An operator's mistake that only shows when the service starts (a port taken, an address this
 * machine does not have, a credentials file that is missing or holds no credential of the
 * running ENVIRONMENT) stops the start with one line that
 * names the setting, and leaves nothing running.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { loadConfig, type Config } from './config.js';
import { startService } from './service.js';
import { DEMO_CREDENTIALS_FILE } from './credentials.js';

/** A well-formed secret hash (the demo secret's). */
const DEMO_HASH = (JSON.parse(await readFile(DEMO_CREDENTIALS_FILE, 'utf8')) as { credentials: { secretHash: string }[] }).credentials[0]?.secretHash;
import { logCapture } from './testing/test-app.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-start-errors-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const start = (config: Partial<Config>) =>
  startService({ ...loadConfig({}), port: 0, dataDir, tokenSecret: 'start-errors-token-secret-start-errors', ...config }, { logDestination: logCapture().stream });

test('a port already in use names PORT and the address', async () => {
  const taken: Server = createServer();
  await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
  const { port } = taken.address() as { port: number };
  try {
    await expect(start({ port })).rejects.toThrow(`PORT=${port}: 127.0.0.1:${port} is already in use (EADDRINUSE: another direct-connect, or another program): stop it, or choose another PORT`);
  } finally {
    await new Promise((closed) => taken.close(closed));
  }
  // Nothing was left running: the store was closed and the port is free for the next start.
  const service = await start({ port });
  await service.close();
}, 120_000);

test('a host that is no address of this machine, or does not resolve, names HOST', async () => {
  await expect(start({ host: '192.0.2.1' })).rejects.toThrow(/^HOST=192\.0\.2\.1: not an address of this machine \(EADDRNOTAVAIL\)/);
  await expect(start({ host: 'no-such-host.invalid' })).rejects.toThrow(/^HOST=no-such-host\.invalid: the name does not resolve \((ENOTFOUND|EAI_AGAIN)\)/);
}, 120_000);

test('a credentials file that cannot be read names CREDENTIALS_FILE', async () => {
  const missing = join(dataDir, 'credentials.json');
  await expect(start({ credentialsFile: missing })).rejects.toThrow(new RegExp(`^CREDENTIALS_FILE=${missing}: cannot read JSON \\(ENOENT`));
});

test('a credentials file with no credential of the running ENVIRONMENT names CREDENTIALS_FILE and ENVIRONMENT', async () => {
  const file = join(dataDir, 'credentials.json');
  const entry = (clientId: string, environment: string) => ({ clientId, secretHash: DEMO_HASH, partnerId: 7, permissions: ['shop'], environment });
  await writeFile(file, JSON.stringify({ credentials: [entry('acme', 'staging'), entry('globex', 'staging')] }));
  await expect(start({ credentialsFile: file, environment: 'production' })).rejects.toThrow(
    `CREDENTIALS_FILE=${file}: no credential of ENVIRONMENT=production (it holds 2 of staging): no token could be issued; add one for production, or set ENVIRONMENT`,
  );
  // Under NODE_ENV=production the demo credential does not count.
  await writeFile(file, JSON.stringify({ credentials: [entry('demo-partner', 'production'), entry('acme', 'staging')] }));
  await expect(start({ credentialsFile: file, environment: 'production', production: true })).rejects.toThrow(
    'no credential of ENVIRONMENT=production (it holds 1 of staging and 1 of production, demo-partner refused under NODE_ENV=production)',
  );
  // One credential of the environment is enough.
  await writeFile(file, JSON.stringify({ credentials: [entry('acme', 'staging'), entry('globex', 'production')] }));
  const service = await start({ credentialsFile: file, environment: 'production' });
  await service.close();
}, 120_000);
