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
type Json = Record<string, unknown>;

/** The lone surrogates, as a class range. */
const SURROGATES = '\\uD800-\\uDFFF';

/** The pattern of a string with no other pattern: any text without a lone surrogate. */
export const WELL_FORMED_PATTERN = `^[^${SURROGATES}]*$`;

/**
 * The end (index of the closing `]`) of each negated class `[^...]` in `pattern`, escapes read
 * as escapes. A pattern whose every character-matching part is a negated class or a literal (a
 * name, `^[^@\s]+@[^@\s]+$`) refuses lone surrogates once each of those classes excludes them.
 */
function negatedClassEnds(pattern: string): number[] {
  const ends: number[] = [];
  let inClass = false;
  let negated = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (!inClass && c === '[') [inClass, negated] = [true, pattern[i + 1] === '^'];
    else if (inClass && c === ']') {
      if (negated) ends.push(i);
      inClass = false;
    }
  }
  return ends;
}

/** `pattern` with the surrogates excluded by each of its negated classes. */
function withoutSurrogates(pattern: string): string {
  let out = pattern;
  for (const end of negatedClassEnds(pattern).reverse()) out = `${out.slice(0, end)}${SURROGATES}${out.slice(end)}`;
  return out;
}

/** A string schema whose value could hold a lone surrogate: free text, no format, no enum or const, no pattern or one with a negated class. */
function admitsSurrogates(s: Json): boolean {
  if (s.type !== 'string' || s.format !== undefined || s.enum !== undefined || s.const !== undefined) return false;
  return s.pattern === undefined || (typeof s.pattern === 'string' && negatedClassEnds(s.pattern).length > 0);
}

/**
 * A copy of a plain request schema in which every string that could hold a lone surrogate says it
 * may not: free text without a pattern gets {@link WELL_FORMED_PATTERN}, each negated class of a
 * pattern (names, comments, references, email addresses) also excludes the surrogates. Other
 * patterns already admit none (ASCII classes, `\p{L}`).
 */
export function withWellFormedStrings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withWellFormedStrings);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) out[key] = key === 'enum' || key === 'const' ? value : withWellFormedStrings(value);
  if (admitsSurrogates(out)) out.pattern = typeof out.pattern === 'string' ? withoutSurrogates(out.pattern) : WELL_FORMED_PATTERN;
  return out;
}
