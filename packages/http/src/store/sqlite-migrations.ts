/**
 * The schema of the SQLite store: the same tables, keys and CHECKs as the PostgreSQL migrations
 * (migrations.ts) in SQLite's dialect. Dates are 'YYYY-MM-DD' text and instants ISO-8601 UTC
 * text (both sort as they compare); JSON is text. A migration is never edited once released.
 */
import type { Migration } from './migrations.js';
import type { SqliteDatabase } from './sqlite-db.js';
import { refuseNewerSchema } from './schema-too-new.js';

/** Every SQLite migration, in the order it is applied. */
export const sqliteMigrations: readonly Migration[] = [
  {
    id: '0001_inventory_reservations_holds',
    statements: [
      // The CHECKs make overselling impossible even for a statement that forgets the conditional update.
      `CREATE TABLE inventory (
        prop_code text NOT NULL,
        room_type_code text NOT NULL,
        date text NOT NULL,
        total integer NOT NULL CHECK (total >= 0),
        held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
        sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
        CHECK (held + sold <= total),
        PRIMARY KEY (prop_code, room_type_code, date)
      ) WITHOUT ROWID`,
      `CREATE TABLE reservations (
        conf_number text PRIMARY KEY,
        record text NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        created_at text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      )`,
      `CREATE TABLE holds (
        session_id text PRIMARY KEY,
        conf_number text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('create', 'modify')),
        pending text NOT NULL,
        confirm_deltas text NOT NULL,
        release_deltas text NOT NULL,
        expires_at text NOT NULL,
        created_at text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      )`,
      `CREATE INDEX holds_expires_at_idx ON holds (expires_at)`,
      // PostgreSQL's sequences: `value` is the last number handed out.
      `CREATE TABLE sequences (name text PRIMARY KEY, value integer NOT NULL)`,
      `INSERT INTO sequences (name, value) VALUES ('conf', 10000000), ('gnr', 1000000), ('cxl', 50000000)`,
    ],
  },
  {
    id: '0002_number_key',
    statements: [
      // The key of the permutation that makes GNR and cancellation numbers unpredictable
      // (Store.numberKey); randomblob draws from SQLite's generator, seeded by the OS.
      `CREATE TABLE number_keys (name text PRIMARY KEY, value text NOT NULL)`,
      `INSERT INTO number_keys (name, value) VALUES ('numbers', lower(hex(randomblob(32))))`,
    ],
  },
  {
    id: '0003_owner_columns',
    statements: [
      // The partner of each reservation and hold beside its JSON, in an index with the
      // confNumber: a read for another partner is refused by the index lookup, without reading
      // the record (a row's later columns sit behind its record's overflow pages), so it takes
      // the time of a confNumber that does not exist (Store.getReservation).
      `ALTER TABLE reservations ADD COLUMN partner_id text`,
      `UPDATE reservations SET partner_id = CAST(json_extract(record, '$.partnerId') AS text)`,
      `CREATE UNIQUE INDEX reservations_owner_idx ON reservations (conf_number, partner_id)`,
      `ALTER TABLE holds ADD COLUMN partner_id text`,
      `UPDATE holds SET partner_id = CAST(json_extract(pending, '$.partnerId') AS text)`,
      `CREATE UNIQUE INDEX holds_owner_idx ON holds (conf_number, partner_id)`,
    ],
  },
];

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in one IMMEDIATE transaction:
 * several processes opening one file at once wait for each other's write lock, and the later
 * ones find the work done. Returns the ids applied by this call.
 * @throws SchemaTooNewError (schema-too-new.ts) when the file records a migration `list` lacks.
 */
export function migrateSqlite(db: SqliteDatabase, list: readonly Migration[] = sqliteMigrations): string[] {
  const run = db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at text NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
    const done = new Set((db.prepare('SELECT id FROM schema_migrations').all() as { id: string }[]).map((row) => row.id));
    refuseNewerSchema(db.name === ':memory:' ? 'the in-memory store' : db.name, done, list);
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (id) VALUES (?)').run(migration.id);
      applied.push(migration.id);
    }
    return applied;
  });
  return run.immediate();
}
