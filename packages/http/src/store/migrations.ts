/**
 * The PostgreSQL migrations, applied in order by {@link migrate} (SQLite's are in
 * sqlite-migrations.ts, the same tables in its dialect). A migration is never edited once
 * released: a change of schema is a new entry at the end. Each is a list of single statements.
 */

/** One step of the schema. */
export interface Migration {
  /** Unique, sortable id recorded in `schema_migrations`. */
  id: string;
  statements: readonly string[];
}

/** Every migration, in the order it is applied. */
export const migrations: readonly Migration[] = [
  {
    id: '0001_inventory_reservations_holds',
    statements: [
      // Rooms of one room type on one night. The CHECKs make overselling impossible even for a
      // statement that forgets the conditional update (DESIGN section 7).
      `CREATE TABLE inventory (
        prop_code text NOT NULL,
        room_type_code text NOT NULL,
        date date NOT NULL,
        total integer NOT NULL CHECK (total >= 0),
        held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
        sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
        CHECK (held + sold <= total),
        PRIMARY KEY (prop_code, room_type_code, date)
      )`,
      `CREATE TABLE reservations (
        conf_number text PRIMARY KEY,
        record jsonb NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE holds (
        session_id uuid PRIMARY KEY,
        conf_number text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('create', 'modify')),
        pending jsonb NOT NULL,
        confirm_deltas jsonb NOT NULL,
        release_deltas jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // At most one open hold per reservation: a second one is refused as a conflict.
      `CREATE UNIQUE INDEX holds_conf_number_key ON holds (conf_number)`,
      // The sweeper reads the oldest expired holds first.
      `CREATE INDEX holds_expires_at_idx ON holds (expires_at)`,
      `CREATE SEQUENCE conf_number_seq START WITH 10000001`,
      `CREATE SEQUENCE gnr_number_seq START WITH 1000001`,
      `CREATE SEQUENCE cxl_number_seq START WITH 50000001`,
    ],
  },
  {
    id: '0002_number_key',
    statements: [
      // The key of the permutation that makes GNR and cancellation numbers unpredictable
      // (Store.numberKey). gen_random_uuid() draws from the server's strong random source: two
      // of them give 244 random bits.
      `CREATE TABLE number_keys (name text PRIMARY KEY, value text NOT NULL)`,
      `INSERT INTO number_keys (name, value) VALUES ('numbers', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`,
    ],
  },
  {
    id: '0003_owner_columns',
    statements: [
      // The partner of each reservation and hold beside its JSON: a read for another partner is
      // refused by the row's own column, before its record is detoasted or sent
      // (Store.getReservation), so it takes the time of a confNumber that does not exist.
      `ALTER TABLE reservations ADD COLUMN partner_id text`,
      `UPDATE reservations SET partner_id = record->>'partnerId'`,
      `ALTER TABLE holds ADD COLUMN partner_id text`,
      `UPDATE holds SET partner_id = pending->>'partnerId'`,
    ],
  },
];
