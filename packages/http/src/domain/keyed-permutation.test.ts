import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { keyedPermutation } from './keyed-permutation.js';

test('a keyed permutation maps 0 .. size - 1 onto itself one to one, for any key and size', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 16, maxLength: 32 }), fc.integer({ min: 2, max: 1200 }), (key, size) => {
      const permute = keyedPermutation(key, size);
      const outputs = Array.from({ length: size }, (_, i) => permute(i));
      expect(new Set(outputs).size).toBe(size);
      expect(outputs.every((x) => Number.isInteger(x) && x >= 0 && x < size)).toBe(true);
    }),
    { numRuns: 25 },
  );
});

test('the same key gives the same permutation; another key another one', () => {
  const key = randomBytes(32);
  const size = 9_000_000_000;
  const a = keyedPermutation(key, size);
  const b = keyedPermutation(Buffer.from(key), size);
  const c = keyedPermutation(randomBytes(32), size);
  const inputs = Array.from({ length: 50 }, (_, i) => 1_000_001 + i);
  expect(inputs.map(a)).toEqual(inputs.map(b));
  expect(inputs.filter((i) => a(i) === c(i))).toEqual([]);
});

test('consecutive inputs land far apart, in no order', () => {
  const permute = keyedPermutation(randomBytes(32), 9_000_000_000);
  const outputs = Array.from({ length: 1000 }, (_, i) => permute(1_000_001 + i));
  const gaps = outputs.slice(1).map((x, i) => Math.abs(x - (outputs[i] as number)));
  expect(gaps.filter((g) => g < 1000).length).toBeLessThanOrEqual(1);
  const rising = outputs.slice(1).filter((x, i) => x > (outputs[i] as number)).length;
  expect(rising).toBeGreaterThan(400);
  expect(rising).toBeLessThan(600);
});

test('inputs outside the domain are refused', () => {
  const permute = keyedPermutation(randomBytes(32), 10);
  expect(() => permute(10)).toThrow(RangeError);
  expect(() => permute(-1)).toThrow(RangeError);
  expect(() => keyedPermutation(randomBytes(32), 1)).toThrow(RangeError);
});
