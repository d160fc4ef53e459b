/**
 * "Every string is well-formed Unicode" (DESIGN section 4), said in the plain JSON copies of the
 * request schemas (the exported `REQUEST_SCHEMAS` and the OpenAPI document): a string that could
 * hold a lone UTF-16 surrogate gets the surrogate range excluded by its pattern. JSON Schema
 * patterns are ECMA-262 regular expressions read with Unicode semantics (Ajv's `u` flag, Python's
 * and Java's code points): a surrogate pair is one code point there, so `[^\uD800-\uDFFF]` refuses
 * only a lone surrogate. Written as `\u` escapes, not `\p{Cs}`, which a tool reading the pattern
 * without the `u` flag would take as the letters `p{Cs}`. The walks check well-formed Unicode
 * apart from the pattern (`MALFORMED_UNICODE`) and compile the TypeBox schemas, not these copies.
 */
import { isNegatedClass } from '../pattern-predicates.js';

type Json = Record<string, unknown>;

/** The lone surrogates, as a class range. */
const SURROGATES = '\\uD800-\\uDFFF';

/** The pattern of a string with no other pattern: any text without a lone surrogate. */
export const WELL_FORMED_PATTERN = `^[^${SURROGATES}]*$`;

/** `pattern` with the surrogates excluded by its negated class. */
function withoutSurrogates(pattern: string): string {
  const end = pattern.lastIndexOf(']');
  return `${pattern.slice(0, end)}${SURROGATES}${pattern.slice(end)}`;
}

/** A string schema whose value could hold a lone surrogate: free text, no format, no enum or const. */
function admitsSurrogates(s: Json): boolean {
  if (s.type !== 'string' || s.format !== undefined || s.enum !== undefined || s.const !== undefined) return false;
  return s.pattern === undefined || (typeof s.pattern === 'string' && isNegatedClass(s.pattern));
}

/**
 * A copy of a plain request schema in which every string that could hold a lone surrogate says it
 * may not: free text without a pattern gets {@link WELL_FORMED_PATTERN}, a negated class (names,
 * comments, references) also excludes the surrogates. Other patterns already admit none (ASCII
 * classes, `\p{L}`).
 */
export function withWellFormedStrings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withWellFormedStrings);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) out[key] = key === 'enum' || key === 'const' ? value : withWellFormedStrings(value);
  if (admitsSurrogates(out)) out.pattern = typeof out.pattern === 'string' ? withoutSurrogates(out.pattern) : WELL_FORMED_PATTERN;
  return out;
}
