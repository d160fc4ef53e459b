/**
 * Vitest global setup: makes a PostgreSQL URL available to the suites that need one.
 * DATABASE_URL wins (CI's .ci/run exports it); otherwise `bash scripts/postgres-up.sh` installs
 * and starts Debian's PostgreSQL and prints one. When that fails the reason is provided instead,
 * and the PostgreSQL suites fail with it (they never skip); other suites are not held up.
 */
import type { TestProject } from 'vitest/node';
import { lastLineOfScript } from './last-line-of-script.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of the test database, or '' when none could be had. */
    databaseUrl: string;
    /** Why there is no databaseUrl. */
    databaseUrlError: string;
  }
}

function startPostgres(): string {
  const url = lastLineOfScript('postgres-up.sh', 300_000);
  if (!url.startsWith('postgres://')) throw new Error(`scripts/postgres-up.sh printed no URL (its last line: ${JSON.stringify(url)})`);
  return url;
}

export default function setup(project: TestProject): void {
  let url = process.env.DATABASE_URL ?? '';
  let failure = '';
  if (url === '') {
    try {
      url = startPostgres();
      process.env.DATABASE_URL = url;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      failure = `DATABASE_URL is not set and "bash scripts/postgres-up.sh" failed: ${(error as Error).message}\n${stderr}`;
    }
  }
  project.provide('databaseUrl', url);
  project.provide('databaseUrlError', failure);
}
