import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adversarialCases, schemaPatterns } from '../test-support/adversarial-strings.js';
import { admitsOnlyAscii, patternPredicate } from './pattern-predicates.js';
import { compileWalks, INVALID, ListSink } from '../test-support/compile-walks.js';

/** Characters that sit on every edge of the shapes: class members, padding, spaces, forbidden ones, surrogates. */
const CHARS = ['A', 'z', '0', '9', '_', '+', '/', '=', ' ', '-', '.', '|', ';', '{', '}', '@', 'é', '\u00a0', '\ud83d', '\ude00', '😀', '\u0000', '\n', '\u007f', '\u0085', '\u009f', '\u202e', '\u2069', '\u206a', '\uffff'];
const strings = fc.oneof(
  fc.array(fc.constantFrom(...CHARS), { maxLength: 24 }).map((cs) => cs.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

describe('patterns run as code-unit loops', () => {
  const patterns = schemaPatterns().map((p) => p.pattern);
  const looped = patterns.filter((p) => patternPredicate(p) !== undefined);

  test('the shapes cover the character classes, the edge spaces and base64', () => {
    for (const p of ['^[A-Z0-9]{2,6}$', '^[^|]*$', '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$']) {
      expect(looped, p).toContain(p);
    }
    expect(patternPredicate('^(?! )[^|=;{}]*(?<! )$')).toBeDefined();
    // names also refuse controls beyond ASCII (U+0085, U+202E), written as \uXXXX: still a loop
    const names = patterns.filter((p) => p.startsWith('^(?! )') && p.includes('\\u202e') && !p.includes('\\uD800')); // exported request copies exclude surrogates too: a regex
    expect(names).not.toHaveLength(0);
    for (const p of names) expect(looped).toContain(p);
    expect(patternPredicate('^\\p{L}$')).toBeUndefined();
    expect(patternPredicate('^[^é]{1,3}$')).toBeUndefined();
    // a class that would hold surrogates, or a positive class beyond ASCII, is left to the regex
    expect(patternPredicate('^[^\\u0000-\\uffff]*$')).toBeUndefined();
    expect(patternPredicate('^[\\u00e9]{1,3}$')).toBeUndefined();
  });

  test.each(looped)('%s: the loop gives the regex verdict on any string, as a function and inline in both walks', (pattern) => {
    const regex = new RegExp(pattern, 'u');
    const predicate = patternPredicate(pattern) as (s: string) => boolean;
    const { fast, collecting } = compileWalks({ type: 'string', pattern });
    const verdicts = (s: string) => [predicate(s), fast(s) !== INVALID, collecting(s, new ListSink()) !== INVALID];
    // the walks also refuse a lone surrogate (well-formed Unicode), whatever the pattern says
    const expectedOf = (s: string) => {
      const matches = regex.test(s);
      const wellFormed = (s as unknown as { isWellFormed(): boolean }).isWellFormed();
      return [matches, matches && wellFormed, matches && wellFormed];
    };
    fc.assert(fc.property(strings, (s) => {
      expect(verdicts(s), JSON.stringify(s)).toEqual(expectedOf(s));
    }), { numRuns: 400 });
    for (const s of ['', ' ', 'A', 'AA', 'A ', ' A', 'AA==', 'AAA=', 'A===', 'AA=A', '====', 'AAAA', 'AAAAAA==', 'AA==AAAA', 'Ada Lovelace', 'Ada\ud800']) {
      expect(verdicts(s), JSON.stringify(s)).toEqual(expectedOf(s));
    }
  });

  test('the loops give the regex verdict on the 1 MB adversarial strings', () => {
    for (const c of adversarialCases()) {
      const predicate = patternPredicate(c.pattern);
      if (predicate) expect(predicate(c.input), c.pattern).toBe(c.expected);
    }
  });

  test('only positive ASCII classes count lengths in code units', () => {
    expect(admitsOnlyAscii('^[A-Z0-9]{2,6}$')).toBe(true);
    expect(admitsOnlyAscii('^[^|]*$')).toBe(false);
    expect(admitsOnlyAscii('^(?! )[^|=;{}]*(?<! )$')).toBe(false);
    expect(admitsOnlyAscii('^\\p{L}$')).toBe(false);
  });
});
