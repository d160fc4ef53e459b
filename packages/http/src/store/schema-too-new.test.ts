import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { postgresTestSchemas } from '../../../../test/setup/postgres-test-schemas.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations.js';
import { openStore } from './open-store.js';
import { postgresDb } from './postgres-db.js';
import { SchemaTooNewError } from './schema-too-new.js';
import { openSqliteDb, SQLITE_FILE } from './sqlite-db.js';
import { migrateSqlite, sqliteMigrations } from './sqlite-migrations.js';

const FUTURE = '0099_from_a_newer_version';
const schemas = postgresTestSchemas('schema_too_new');
afterAll(() => schemas.dropAll());

describe('a store migrated by a newer version is refused, and left as it was', () => {
  test('SQLite: the file and the unknown migration are named', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dc-schema-too-new-'));
    try {
      const db = openSqliteDb(dataDir);
      migrateSqlite(db);
      db.prepare('INSERT INTO schema_migrations (id) VALUES (?)').run(FUTURE);
      db.close();
      const before = readFileSync(join(dataDir, SQLITE_FILE));
      const opening = openStore({ kind: 'sqlite', dataDir });
      await expect(opening).rejects.toThrow(SchemaTooNewError);
      await expect(opening).rejects.toThrow(`${join(dataDir, SQLITE_FILE)} was migrated by a newer version of direct-connect (migration ${FUTURE}, unknown to this one): nothing was changed.`);
      expect(readFileSync(join(dataDir, SQLITE_FILE)).equals(before)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('SQLite: an older schema is still migrated forward', () => {
    const db = openSqliteDb(':memory:');
    try {
      expect(migrateSqlite(db, sqliteMigrations.slice(0, 1))).toEqual([sqliteMigrations[0]?.id]);
      expect(migrateSqlite(db)).toEqual(sqliteMigrations.slice(1).map((migration) => migration.id));
    } finally {
      db.close();
    }
  });

  test('PostgreSQL: the schema and the unknown migration are named', async () => {
    schemas.requireDatabase();
    const schema = schemas.next();
    const db = postgresDb({ url: schemas.url, schema, poolSize: 1 });
    try {
      await migrate(db, { schema });
      await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [FUTURE]);
      await expect(migrate(db, { schema })).rejects.toThrow(`the database schema ${schema} was migrated by a newer version of direct-connect (migration ${FUTURE}, unknown to this one)`);
      const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((row) => row.id)).toEqual([...migrations.map((migration) => migration.id), FUTURE].sort());
    } finally {
      await db.close();
    }
  });
});
