import { describe, expect, test } from 'vitest';
import { BoundedDeadlineMemo } from './deadline-memo.js';

const deadline = { cxlPolicyDeadline: '2026-12-01T23:00:00Z', cxlPolicyLocalDeadline: '2026-12-01T18:00' };

describe('BoundedDeadlineMemo', () => {
  test('keeps entries up to its limit, then starts afresh', () => {
    const memo = new BoundedDeadlineMemo(2);
    memo.set('a', deadline).set('b', deadline);
    expect([...memo.keys()]).toEqual(['a', 'b']);
    memo.set('b', deadline);
    expect(memo.size).toBe(2);
    memo.set('c', deadline);
    expect([...memo.keys()]).toEqual(['c']);
  });
});
