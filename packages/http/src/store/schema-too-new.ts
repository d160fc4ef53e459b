/**
 * A store migrated by a newer version of the service (an upgrade rolled back, or an older
 * process started beside newer ones) holds a schema this version does not know: serving on it
 * could write rows the newer schema does not expect. Opening such a store is refused, naming the
 * migrations this version does not know, before anything is written.
 */
import type { Migration } from './migrations.js';

/** Thrown when the store records migrations this version does not have. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly where: string,
    readonly unknown: readonly string[],
  ) {
    super(
      `${where} was migrated by a newer version of direct-connect (migration ${unknown.join(', ')}, unknown to this one): ` +
        'nothing was changed. Run that newer version, or restore a copy of the store taken before it.',
    );
    this.name = 'SchemaTooNewError';
  }
}

/**
 * Checks the migration ids a store records (`done`) against the ones this version knows.
 * @throws {@link SchemaTooNewError} naming `where` when the store records one it does not know.
 */
export function refuseNewerSchema(where: string, done: Iterable<string>, known: readonly Migration[]): void {
  const ids = new Set(known.map((migration) => migration.id));
  const unknown = [...done].filter((id) => !ids.has(id)).sort();
  if (unknown.length > 0) throw new SchemaTooNewError(where, unknown);
}
