/**
 * For tests of ad hoc schemas: the walks the build-time generator makes, evaluated here with
 * `new Function` (the package never does this: its walks are generated into plain modules).
 */
import { reservationHolds, reservationModifyHolds, shopRequestHolds, stayHolds } from '../src/cross-field-rules.js';
import { dayNumberOf, NUMBER_FORMATS, STRING_FORMATS } from '../src/formats.js';
import { RECORD_CHECKS } from '../src/record-check-bindings.js';
import { FORMATS, NUMBER_FORMAT_CHECKS, WalkModule, type CompiledValidator, type RecordCheck, type RecordCheckBinding } from '../src/schema-compiler.js';
import { codePointLength, duplicateIndexes, INVALID, ProblemSink, problemKind, propertyName, UNCOPIED, type Key, type ProblemKind } from '../src/walk-runtime.js';

export { INVALID } from '../src/walk-runtime.js';

/**
 * For tests of ad hoc schemas: the two walks of `schema`, generated as for the package and
 * evaluated here with `new Function` (the package itself never does this: its walks are generated
 * at build time). `checks` (record schema object → its {@link RecordCheck}) run in the fast path;
 * the collecting walk of each record schema of `repeated` gathers its keys with `for...in` and
 * checks its leaves in place (as the package's room stays do, see `repeated-records.ts`); that of
 * each record schema of `onePass` gathers its keys the same way (as the package's reservations do).
 */
export function compileWalks(
  schema: object, checks: ReadonlyMap<object, BoundCheck> = new Map(), repeated: ReadonlySet<object> = new Set(),
  onePass: ReadonlySet<object> = new Set(),
): { fast: (value: unknown) => unknown; collecting: CompiledValidator } {
  const names = new Map<object, RecordCheckBinding>();
  const fns: RecordCheck[] = [];
  for (const [record, { check, reads }] of checks) {
    names.set(record, { name: `CHECK${fns.length}`, reads });
    fns.push(check);
  }
  const mod = new WalkModule(names, repeated, onePass);
  mod.entry('It', schema);
  const { body } = mod.code();
  for (const { name } of names.values()) {
    if (!mod.usedChecks.has(name)) throw new Error('schema compiler: a record check names no record of the schema');
  }
  const formatPredicates = Object.fromEntries([
    ...Object.entries(FORMATS).map(([name, f]) => [f.predicate, STRING_FORMATS[name]]),
    ...Object.entries(NUMBER_FORMAT_CHECKS).map(([name, f]) => [f.predicate, NUMBER_FORMATS[name]]),
  ]);
  const scope: Record<string, unknown> = {
    I: INVALID, UNCOPIED, codePointLength, duplicateIndexes, problemKind, propertyName, dayNumberOf, ...formatPredicates,
    ...Object.fromEntries([...names.values()].map(({ name }, i) => [name, fns[i]])),
  };
  const source = `${body.replace(/^export /gm, '')}\nreturn { fast: fastIt, collecting: collectIt };`;
  const factory = new Function(...Object.keys(scope), source) as (...args: unknown[]) => { fast: (value: unknown) => unknown; collecting: CompiledValidator };
  return factory(...Object.values(scope));
}

/**
 * For tests of ad hoc schemas: the fast path, then the collecting walk only when the fast path
 * refuses (see {@link compileWalks}).
 */
export function compileSchema(schema: object): CompiledValidator {
  const { fast, collecting } = compileWalks(schema);
  return (value, sink) => {
    const copy = fast(value);
    return copy === INVALID ? collecting(value, sink) : copy;
  };
}

/** A record check with the properties it takes, as the generator binds it. */
export interface BoundCheck {
  check: RecordCheck;
  reads: readonly string[];
}

/** The record checks of each request whose fast path has some, by record schema object (as the generator binds them). */
export function recordChecksOf(...records: object[]): ReadonlyMap<object, BoundCheck> {
  const byName: Readonly<Record<string, RecordCheck>> = { shopRequestHolds, stayHolds, reservationHolds, reservationModifyHolds };
  return new Map(records.map((r) => {
    const binding = RECORD_CHECKS.get(r);
    return [r, { check: byName[binding?.name ?? ''] as RecordCheck, reads: binding?.reads ?? [] }];
  }));
}

/** A {@link ProblemSink} that lists every problem as `[code, field path]`. */
export class ListSink extends ProblemSink {
  readonly problems: Array<[string, string]> = [];

  protected found(kind: ProblemKind, k: Key): void {
    this.problems.push([kind.code, this.fieldOf(k)]);
  }
}
