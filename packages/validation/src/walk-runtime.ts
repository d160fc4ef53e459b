/**
 * What the generated walks (`src/generated/walks.generated.ts`) call at run time: the INVALID
 * marker, the problem sink that makes field paths, string lengths and duplicate items. Plain code:
 * nothing here compiles code.
 */
import { OTA_ERROR_CODES } from './generated/ota-codes.generated.js';
import type { NotificationCode } from './notification-codes.js';

/** Returned by a walk when the value breaks its schema. */
export const INVALID: unique symbol = Symbol('invalid');

/**
 * Returned by a collecting walk, instead of a copy, for a record that holds its schema when a
 * problem has already been reported elsewhere: that copy would be thrown away.
 */
export const UNCOPIED: unique symbol = Symbol('uncopied');

/**
 * A kind of problem as the collecting walks report it (one constant per notification code in the
 * generated module): the code and its otaErrorCode, looked up once when the module loads; looking
 * it up per problem (a Map of the codes) took about 4 % of refusing the 15-error reservation.
 */
export interface ProblemKind {
  readonly code: NotificationCode;
  readonly ota: number | undefined;
}

/** The {@link ProblemKind} of `code`. */
export function problemKind(code: NotificationCode): ProblemKind {
  return { code, ota: OTA_ERROR_CODES[code] };
}

/**
 * A property name as the collecting walks pass it to the sink (one constant per name in the
 * generated module): the name, and the same name as it continues a field path (`.name`), made once
 * so that a field path costs one concatenation per part instead of two.
 */
export interface PropertyName {
  readonly name: string;
  readonly dotted: string;
}

/** The {@link PropertyName} of `name`. */
export function propertyName(name: string): PropertyName {
  return { name, dotted: `.${name}` };
}

/**
 * Where a value sits under the current place: a property the schema names, a key of a map (as
 * sent), an item's index, or `undefined` for the place itself.
 */
export type Key = PropertyName | string | number | undefined;

/**
 * Receives every problem a collecting walk finds, and follows the walk down: the walk enters the
 * place of each record and array it checks and reports a problem by its key there, so that a field
 * path (`roomStays[0].childAges[2]`) is made only for a problem, never for a value that holds.
 */
export abstract class ProblemSink {
  /** Problems reported so far. */
  total = 0;
  /**
   * What the walk hands to the reporting rules of the records it reads (the `report` of a record
   * check binding: a `RuleReport` of `cross-field-rules.ts`); undefined: the walk runs none.
   */
  rules: unknown = undefined;
  /**
   * The keys entered, by depth: made with room for 8 places (the request schemas nest 5 deep), each
   * slot holding a key, undefined until entered. Made empty, the array grew and changed its kind of
   * elements (small integers to any value) at the first places of every validation: 0.9 % of
   * refusing the 9-room create with 15 errors (measured 2026-11-26 after the bench's served
   * traffic and a 2 s settle, CPU time, medians of 81 rounds interleaving two esbuild bundles in
   * one process, 14 processes: -0.8 to 2.5 % less CPU; A/A -0.1 %, -1.1 to +1.6 %).
   */
  private readonly keys: Key[] = [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined];
  private depth = 0;
  private held = 0;

  /**
   * Whether the walk builds the cleaned copies of the values that hold their schemas: until the
   * first problem (after it the copy is thrown away), and for the items of an array whose items
   * are compared with one another (uniqueItems).
   */
  get copies(): boolean {
    return this.total === 0 || this.held > 0;
  }

  /** The walk goes into the value at key `k` of the current place (`undefined`: stays). */
  enter(k: Key): void {
    this.keys[this.depth++] = k;
  }

  /** The walk is back at the place it entered from. */
  leave(): void {
    this.depth--;
  }

  /** From here to {@link releaseCopies}, copies are built whatever was reported. */
  holdCopies(): void {
    this.held++;
  }

  /** Ends the last {@link holdCopies}. */
  releaseCopies(): void {
    this.held--;
  }

  /**
   * A problem of kind `kind` of the value at key `k` of the current place (`undefined`: the place
   * itself); `tail` ends the message and starts with its space (` must be a string`).
   */
  add(kind: ProblemKind, k: Key, tail: string): void {
    this.total++;
    this.found(kind, k, tail);
  }

  /** Keeps (or not) a problem {@link add} has counted; {@link fieldOf} makes its field path. */
  protected abstract found(kind: ProblemKind, k: Key, tail: string): void;

  /**
   * The field path of key `k` of the current place: `guest.name`, `roomStays[0]`, `''` for the
   * body. The keys entered, then `k`, in one loop; undefined keys add nothing.
   */
  protected fieldOf(k: Key): string {
    const keys = this.keys;
    const depth = this.depth;
    let path = '';
    for (let i = 0; i <= depth; i++) {
      const key = i < depth ? keys[i] : k;
      if (key === undefined) continue;
      if (typeof key === 'number') path += indexPart(key);
      else if (typeof key === 'string') path = path === '' ? key : `${path}.${key}`;
      else path = path === '' ? key.name : path + key.dotted;
    }
    return path;
  }
}

/**
 * `[0]` to `[99]`, made once: the part of a field path that names an item then costs one
 * concatenation instead of three and a number conversion (paths are made for every problem).
 */
const INDEX_PARTS: readonly string[] = /* @__PURE__ */ Array.from({ length: 100 }, (_, i) => `[${i}]`);

/** `[i]`, the part of a field path that names item `i`. */
function indexPart(i: number): string {
  return INDEX_PARTS[i] ?? `[${i}]`;
}

/** Number of Unicode code points (JSON Schema string lengths count code points). */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Indexes of items equal (as JSON) to an earlier item; items are cleaned copies in schema key order. */
export function duplicateIndexes(items: readonly unknown[]): number[] {
  const seen = new Set<unknown>();
  const dups: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const key = typeof item === 'object' && item !== null ? `\u0000${JSON.stringify(item)}` : item;
    if (seen.has(key)) dups.push(i);
    else seen.add(key);
  }
  return dups;
}
