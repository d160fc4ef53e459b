/** What a schema name may look like: a plain lower-case SQL identifier, so it never needs quoting. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Checks a schema name (`DATABASE_SCHEMA`, test schemas) and returns it; throws a clear error
 * for anything that is not a plain lower-case identifier.
 */
export function schemaName(name: string): string {
  if (!SCHEMA_NAME.test(name)) {
    throw new Error(`schema: "${name}" is not a lower-case SQL identifier (letters, digits, _; at most 63)`);
  }
  if (name.startsWith('pg_')) throw new Error(`schema: "${name}" starts with pg_, which PostgreSQL reserves`);
  return name;
}
