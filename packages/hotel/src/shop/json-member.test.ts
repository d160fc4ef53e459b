import { describe, expect, test } from 'vitest';
import { jsonMember } from './json-member.js';

describe('jsonMember', () => {
  test('writes a member as JSON.stringify does, and nothing for undefined', () => {
    for (const value of [1.5, -0, 0, 'x"y', true, null, [1, 'a'], { a: 1 }, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(`{${jsonMember('k', value).slice(1)}}`).toBe(JSON.stringify({ k: value }));
    }
    expect(jsonMember('k', undefined)).toBe('');
  });
});
