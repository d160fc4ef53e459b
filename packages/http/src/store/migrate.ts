import { migrations as allMigrations, type Migration } from './migrations.js';
import { refuseNewerSchema } from './schema-too-new.js';
import { schemaName } from './schema-name.js';
import type { Db } from './store.js';

/**
 * Key of the advisory lock that serialises migrations: several adapter processes starting at
 * once on one PostgreSQL wait for each other instead of racing to create the same tables.
 */
const MIGRATION_LOCK_KEY = '4412078513320240871';

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction
 * under a transaction-scoped advisory lock. With `schema`, creates that schema first (the
 * connection's search_path must already point at it). Returns the ids applied by this call.
 * @throws SchemaTooNewError (schema-too-new.ts) when the database records a migration the list lacks.
 */
export async function migrate(db: Db, options: { schema?: string; migrations?: readonly Migration[] } = {}): Promise<string[]> {
  const list = options.migrations ?? allMigrations;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    if (options.schema !== undefined) {
      await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName(options.schema)}`);
    }
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    refuseNewerSchema(`the database${options.schema === undefined ? '' : ` schema ${options.schema}`}`, done, list);
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
