/**
 * The environment of the adapter processes of the reliability suites: the adapter's test
 * credentials (packages/http/src/test-app.ts: one credential per permission set, secrets
 * `<clientId>-secret`) written to a credentials file, a shared TOKEN_SECRET, a data directory.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testCredentialsJson } from '../../packages/http/src/testing/test-app.js';

/** TOKEN_SECRET shared by every process of a run (required with DATABASE_URL). */
export const RELIABILITY_TOKEN_SECRET = 'reliability-token-secret-0123456789abcdef';

/** A temporary directory with the credentials file; `remove()` deletes it. */
export interface AdapterEnvironment {
  readonly dir: string;
  readonly credentialsFile: string;
  /** The base environment: CREDENTIALS_FILE, TOKEN_SECRET, LOG_LEVEL, plus `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  remove(): Promise<void>;
}

/** Creates the directory and writes the test credentials (scrypt hashes) into it. */
export async function adapterEnvironment(): Promise<AdapterEnvironment> {
  const dir = await mkdtemp(join(tmpdir(), 'dc-reliability-'));
  const credentialsFile = join(dir, 'credentials.json');
  await writeFile(credentialsFile, JSON.stringify(await testCredentialsJson()));
  return {
    dir,
    credentialsFile,
    env: (extra = {}) => ({ CREDENTIALS_FILE: credentialsFile, TOKEN_SECRET: RELIABILITY_TOKEN_SECRET, LOG_LEVEL: 'info', ...extra }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** `YYYY-MM-DD`, `days` after today (UTC): the adapters seed the demo catalog from today. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
