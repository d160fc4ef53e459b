import { describe, expect, test } from 'vitest';
import { agesOf } from './option-values.js';
import { UsageError } from './usage-error.js';

describe('--ages', () => {
  test('a list of ages, each an item; a non-number is kept for the validators to name', () => {
    expect(agesOf('4,9')).toEqual([4, 9]);
    expect(agesOf('0')).toEqual([0]);
    expect(agesOf('4,x')).toEqual([4, 'x']);
    expect(agesOf(undefined)).toBeUndefined();
  });

  test('an empty item is a usage error naming it, never dropped (one child fewer)', () => {
    expect(() => agesOf('4,,9')).toThrow(new UsageError('--ages 4,,9: item 2 is empty; expected ages separated by commas, such as 4,9'));
    expect(() => agesOf('4,9,')).toThrow(/item 3 is empty/);
    expect(() => agesOf(',4')).toThrow(/item 1 is empty/);
    expect(() => agesOf('')).toThrow(UsageError);
  });
});
