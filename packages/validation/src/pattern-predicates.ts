/**
 * Patterns that the schema compiler runs as code-unit loops instead of regexes. Every field of a
 * request has a pattern, most are short, and a regex call costs more than reading a short string
 * (entry into the regex engine and its checks, 15 to 75 ns here against 1 to 2 ns a character).
 * Each predicate gives the verdict of the pattern compiled with the `u` flag, on every string: the
 * shapes below admit ASCII characters, or exclude characters of the Basic Multilingual Plane
 * outside the surrogates from everything else, so a surrogate pair can never be split differently
 * by the loop and by the regex
 * (`pattern-predicates.test.ts` holds each schema pattern to its regex). Any other pattern is
 * left to the regex engine.
 */

/** `^(?!e)[class]{m,n}(?<!e)$` (quantifier `{m}`, `{m,n}` or `*`; both lookarounds optional). */
const CLASS_PATTERN = /^\^(?:\(\?!([^\\()[\]{}.*+?^$|])\))?\[(\^?)((?:[^\]\\]|\\.)+)\](?:\{(\d+)(?:,(\d+))?\}|(\*))(?:\(\?<!([^\\()[\]{}.*+?^$|])\))?\$$/;

/** `^(?:[class]{4})*(?:[class]{2}==|[class]{3}=)?$`: base64 with its padding. */
const BASE64_PATTERN = /^\^\(\?:\[((?:[^\]\\]|\\.)+)\]\{4\}\)\*\(\?:\[\1\]\{2\}==\|\[\1\]\{3\}=\)\?\$$/;

const EQUALS = 61;

/**
 * Code-unit ranges of a character class body such as `A-Z0-9 .` or `|\u0000-\u001f`, or
 * undefined. ASCII only, unless `bmp`: then any characters of the Basic Multilingual Plane but
 * the surrogates, each one code unit (what a negated class may exclude).
 */
function classRanges(body: string, bmp = false): Array<[number, number]> | undefined {
  const ranges: Array<[number, number]> = [];
  const chars: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch === '\\') {
      const next = body[i + 1];
      i++;
      const hex = next === 'u' ? /^[0-9A-Fa-f]{4}/.exec(body.slice(i + 1)) : null;
      if (next === 'w') ranges.push([65, 90], [97, 122], [48, 57], [95, 95]);
      else if (hex) { chars.push(parseInt(hex[0], 16)); i += 4; }
      else if (next !== undefined && /^[^A-Za-z0-9]$/.test(next)) chars.push(next.charCodeAt(0));
      else return undefined;
    } else chars.push(ch.charCodeAt(0));
  }
  // fold a-b ranges (a '-' at either end is literal)
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? 0;
    const to = chars[i + 2];
    if (chars[i + 1] === 45 && to !== undefined) { ranges.push([c, to]); i += 2; } else ranges.push([c, c]);
  }
  const admitted = bmp ? (a: number, b: number) => b < 0xd800 || (a > 0xdfff && b <= 0xffff) : (_: number, b: number) => b < 128;
  return ranges.every(([a, b]) => a <= b && admitted(a, b)) ? ranges : undefined;
}

/** A JS expression true when the code unit `c` is in `ranges`. */
function inClass(ranges: ReadonlyArray<[number, number]>): string {
  return ranges.map(([a, b]) => (a === b ? `c === ${a}` : `(c >= ${a} && c <= ${b})`)).join(' || ');
}

/**
 * Statements that test the string in variable `s` against a pattern: they run `reject` when it
 * does not match and `accept` when it does, and each of those must leave the statements (`return`,
 * `break`). The compiler inlines them into the walks; {@link patternPredicate} wraps them in a function.
 */
export type PatternCode = (s: string, reject: string, accept: string, wellFormed?: boolean) => string;

/**
 * Statements, inside a loop over `s` by index `i` that has read the code unit `c`, that run
 * `reject` on a lone surrogate (and step `i` over a pair).
 */
function surrogateTest(s: string, reject: string): string {
  return `if (c >= 0xd800 && c <= 0xdfff) { if (c > 0xdbff || i + 1 === ${s}.length) ${reject} const d = ${s}.charCodeAt(++i); if (d < 0xdc00 || d > 0xdfff) ${reject} }`;
}

/** A one-character class pattern (see {@link CLASS_PATTERN}) as a loop, or undefined. */
function classCode(pattern: string): PatternCode | undefined {
  const m = CLASS_PATTERN.exec(pattern);
  if (!m) return undefined;
  const [, first, negated, body = '', min, max, star, last] = m;
  const ranges = classRanges(body, negated === '^');
  if (!ranges || (negated && !star) || (first ?? 'a').charCodeAt(0) > 127 || (last ?? 'a').charCodeAt(0) > 127) return undefined;
  const lo = star ? 0 : Number(min);
  const hi = star ? Infinity : max === undefined ? lo : Number(max);
  // `wellFormed`: the same loop also refuses a lone surrogate (only a negated class admits one)
  return (s, reject, accept, wellFormed = false) => {
    const lengthTest = star ? '' : `if (${s}.length < ${lo} || ${s}.length > ${hi}) ${reject}`;
    // (?!e) and (?<!e) hold on the empty string; otherwise they look at the first and last character
    const edges = [
      first === undefined ? '' : `${s}.charCodeAt(0) === ${first.charCodeAt(0)}`,
      last === undefined ? '' : `${s}.charCodeAt(${s}.length - 1) === ${last.charCodeAt(0)}`,
    ].filter(Boolean);
    const edgeTest = edges.length === 0 ? '' : `if (${s}.length > 0 && (${edges.join(' || ')})) ${reject}`;
    const test = negated ? `if (${inClass(ranges)}) ${reject}` : `if (!(${inClass(ranges)})) ${reject}`;
    const surrogates = wellFormed && negated ? surrogateTest(s, reject) : '';
    return `${lengthTest} ${edgeTest} for (let i = 0; i < ${s}.length; i++) { const c = ${s}.charCodeAt(i); ${test} ${surrogates} } ${accept}`;
  };
}

/** The base64 pattern (see {@link BASE64_PATTERN}) as a loop, or undefined. */
function base64Code(pattern: string): PatternCode | undefined {
  const m = BASE64_PATTERN.exec(pattern);
  const ranges = m ? classRanges(m[1] ?? '') : undefined;
  if (!ranges || ranges.some(([a, b]) => a <= EQUALS && EQUALS <= b)) return undefined;
  const cls = inClass(ranges);
  // Groups of four class characters; only the last two may be padding, and `=x` never ends it.
  return (s, reject, accept) => `{ const n = ${s}.length; if (n % 4 !== 0) ${reject}
    for (let i = 0; i < n - 2; i++) { const c = ${s}.charCodeAt(i); if (!(${cls})) ${reject} }
    if (n === 0) ${accept}
    let c = ${s}.charCodeAt(n - 2); const padded = c === ${EQUALS};
    if (!padded && !(${cls})) ${reject}
    c = ${s}.charCodeAt(n - 1);
    if (c === ${EQUALS} || (!padded && (${cls}))) ${accept}
    ${reject} }`;
}

/** The statements of `pattern` for one of the shapes above, or undefined for any other pattern. */
export function patternCode(pattern: string): PatternCode | undefined {
  return classCode(pattern) ?? base64Code(pattern);
}

/** A function equivalent to `new RegExp(pattern, 'u').test` for the shapes above, or undefined. */
export function patternPredicate(pattern: string): ((s: string) => boolean) | undefined {
  const code = patternCode(pattern);
  return code === undefined ? undefined : (new Function('s', code('s', 'return false;', 'return true;')) as (s: string) => boolean);
}

/**
 * Whether every string `pattern` accepts is ASCII, so that its length in code units is its length
 * in code points: a class of ASCII characters that is not negated.
 */
export function admitsOnlyAscii(pattern: string): boolean {
  const m = CLASS_PATTERN.exec(pattern);
  return m !== null && m[2] === '' && classRanges(m[3] ?? '') !== undefined;
}

/** Whether `pattern` is a negated class that runs as a loop (it admits surrogates). */
export function isNegatedClass(pattern: string): boolean {
  const m = CLASS_PATTERN.exec(pattern);
  return m !== null && m[2] === '^' && classCode(pattern) !== undefined;
}
