import { describe, expect, test } from 'vitest';
import { adversarialCases, schemaPatterns } from '../test-support/adversarial-strings.js';
import { compileSchema, INVALID, ListSink } from '../test-support/compile-walks.js';

const collected = () => {
  const sink = new ListSink();
  return { sink, get codes() { return sink.problems.map(([code]) => code); } };
};

describe('no pattern can be made slow', () => {
  const patterns = schemaPatterns();

  test('every pattern is anchored at both ends', () => {
    expect(patterns.length).toBeGreaterThan(30);
    for (const { pattern } of patterns) {
      expect(pattern.startsWith('^') && pattern.endsWith('$'), pattern).toBe(true);
    }
  });

  test('no pattern nests a quantifier inside a quantified group (the shape of catastrophic backtracking)', () => {
    const nestsQuantifiers = (pattern: string): boolean => {
      const outsideClasses = pattern.replace(/\[(?:[^\]\\]|\\.)*\]/g, 'C');
      // a group that contains + or * (or an open {n,}) and is itself followed by + * or {
      return /\((?:[^()]*[+*]|[^()]*\{\d+,\})[^()]*\)[+*{]/.test(outsideClasses);
    };
    expect(nestsQuantifiers('^(a+)+$')).toBe(true);
    expect(nestsQuantifiers('^(?:[a-z]{2,}x)*$')).toBe(true);
    for (const { pattern } of patterns) expect(nestsQuantifiers(pattern), pattern).toBe(false);
  });

  test('each pattern gives the right verdict on 1 MB adversarial strings', () => {
    const cases = adversarialCases();
    expect(cases.length).toBe(patterns.length * 42);
    for (const c of cases) expect(c.regex.test(c.input), `${c.pattern} on ${JSON.stringify(c.input.slice(0, 8))}... (${c.input.length})`).toBe(c.expected);
  });

  test('a string field of 1 MB is refused by its length before any pattern runs', () => {
    for (const { pattern, maxLength } of patterns.filter((p) => p.maxLength !== undefined)) {
      let ran = false;
      const validate = compileSchema({ type: 'string', maxLength, pattern });
      const spy = collected();
      // a string whose every read of the pattern would be observable is not possible; instead show
      // the verdict is the length one, whatever the characters
      for (const ch of ['A', '|', ' ']) {
        expect(validate(ch.repeat(1 << 20), spy.sink)).toBe(INVALID);
        ran = true;
      }
      expect(ran).toBe(true);
      expect(new Set(spy.codes), pattern).toEqual(new Set(['TOO_LONG']));
    }
  });
});
