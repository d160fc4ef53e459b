/**
 * A PostgreSQL database of its own for each reliability run, created next to the test database
 * the global setup provides (test/setup/postgres.ts: DATABASE_URL, or scripts/postgres-up.sh)
 * and dropped at the end, so adapter processes start on an empty schema and reruns never meet.
 */
import pg from 'pg';
import { inject } from 'vitest';

/** A database created for one test file. */
export interface FreshDatabase {
  /** postgres:// URL of the new database: the adapters' DATABASE_URL. */
  readonly url: string;
  /** Runs one statement on the new database. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Every row of every table, as JSON text per table (for the secret scan). */
  dumpTables(): Promise<Record<string, string>>;
  /** Closes the connection and drops the database (terminating leftover connections). */
  drop(): Promise<void>;
}

/** Creates `<prefix>_<pid>_<time>` on the test server; fails with the setup's reason when there is none. */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = inject('databaseUrl');
  if (serverUrl === '') throw new Error(inject('databaseUrlError'));
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  let dropping = false;
  // pool.end() can resolve before the server has closed a connection; DROP ... WITH (FORCE) then
  // terminates it (57P01) and the ending client reports that on the pool. Only that is expected.
  pool.on('error', (error: Error & { code?: string }) => {
    if (!(dropping && error.code === '57P01')) throw error;
  });
  return {
    url: url.toString(),
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async dumpTables() {
      const tables = await pool.query<{ name: string }>(
        `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      const dump: Record<string, string> = {};
      for (const { name: table } of tables.rows) {
        const { rows } = await pool.query(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
        dump[table] = rows.map((r: { row: string }) => r.row).join('\n');
      }
      return dump;
    },
    async drop() {
      dropping = true;
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
