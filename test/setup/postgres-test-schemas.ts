/**
 * Schemas for tests on PostgreSQL: each test (or suite) works in its own schema, so parallel
 * test files and reruns never see each other's rows; all are dropped when the suite ends.
 * The URL comes from the global setup (test/setup/postgres.ts).
 */
import { inject } from 'vitest';
import { postgresDb } from '../../packages/http/src/store/postgres-db.js';

/** The schemas of one test file. */
export interface PostgresTestSchemas {
  /** postgres:// URL of the test database. */
  readonly url: string;
  /** Throws the global setup's reason when there is no database: PostgreSQL suites never skip. */
  requireDatabase(): void;
  /** A new schema name, unique to this run; dropped by dropAll(). */
  next(): string;
  /** Drops every schema handed out. */
  dropAll(): Promise<void>;
}

/** Schemas named `<prefix>_<pid>_<time>_<n>`; prefix must not start with pg_. */
export function postgresTestSchemas(prefix: string): PostgresTestSchemas {
  const url = inject('databaseUrl');
  const run = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const schemas: string[] = [];
  return {
    url,
    requireDatabase() {
      if (url === '') throw new Error(inject('databaseUrlError'));
    },
    next() {
      const schema = `${run}_${schemas.length + 1}`;
      schemas.push(schema);
      return schema;
    },
    async dropAll() {
      if (url === '' || schemas.length === 0) return;
      const db = postgresDb({ url, poolSize: 1 });
      try {
        for (const schema of schemas.splice(0)) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await db.close();
      }
    },
  };
}
