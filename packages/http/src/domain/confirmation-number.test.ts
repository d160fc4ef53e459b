import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { randomConfNumber } from './confirmation-number.js';

test('confirmation numbers are 10 digits, numeric, not sequential, and spread over the whole range', () => {
  const numbers = Array.from({ length: 2000 }, () => randomConfNumber(randomBytes));
  for (const n of numbers) expect(n).toMatch(/^[1-9][0-9]{9}$/);
  expect(new Set(numbers).size).toBe(numbers.length);
  const gaps = numbers.slice(1).map((n, i) => Number(n) - Number(numbers[i]));
  expect(gaps.filter((g) => g === 1).length).toBe(0);
  // Leading digits 1-9 all appear (a draw from only part of the range would miss some).
  expect(new Set(numbers.map((n) => n[0])).size).toBe(9);
});

test('a draw in the biased tail of the byte range is rejected and drawn again', () => {
  const draws = [new Uint8Array(6).fill(255), Uint8Array.from([0, 0, 0, 0, 0, 5])];
  expect(randomConfNumber(() => draws.shift() as Uint8Array)).toBe('1000000005');
});
