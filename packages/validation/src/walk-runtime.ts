/**
 * What the generated walks (`src/generated/walks.generated.ts`) call at run time: the INVALID
 * marker, field paths, string lengths, duplicate items and the plain constructors of the cleaned
 * copies. Plain functions: nothing here compiles code.
 */
import type { NotificationCode } from './notification-codes.js';

/** Returned by a walk when the value breaks its schema. */
export const INVALID: unique symbol = Symbol('invalid');

/** Receives every problem a collecting walk finds. */
export interface ProblemSink {
  /** `field` is the path of the offending value (`''` for the body); `tail` ends the message. */
  add(code: NotificationCode, field: string, tail: string): void;
}

/**
 * The field path of the key or index `k` under the path `p`: `guest.name`, `roomStays[0]`; `p`
 * itself when `k` is undefined (the body, or a value whose path is already whole).
 */
export function pathAt(p: string, k: string | number | undefined): string {
  if (k === undefined) return p;
  if (typeof k === 'number') return `${p}[${k}]`;
  return p === '' ? k : `${p}.${k}`;
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

/**
 * A constructor of its own for the cleaned copies of one record schema, whose instances are plain
 * objects (their prototype is Object.prototype): V8 then sizes each copy for the properties the
 * schema names instead of growing a literal property by property.
 */
export function plainConstructor(): new () => Record<string, unknown> {
  function Copy(): void {}
  Copy.prototype = Object.prototype;
  return Copy as unknown as new () => Record<string, unknown>;
}
