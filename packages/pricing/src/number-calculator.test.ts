import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bigintCalculator } from './bigint-calculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { decimalAmountOf } from './decimal-amount.js';
import { numberCalculator as n } from './number-calculator.js';
import { priceStay } from './price-stay.js';

const MAX = Number.MAX_SAFE_INTEGER;

describe('numberCalculator: exact integers on doubles, or UnsafeIntegerError', () => {
  test('the safe-integer guard: results just inside pass, just outside throw', () => {
    expect(n.add(MAX - 1, 1)).toBe(MAX);
    expect(() => n.add(MAX, 1)).toThrow(UnsafeIntegerError);
    expect(n.subtract(-MAX + 1, 1)).toBe(-MAX);
    expect(() => n.subtract(-MAX, 1)).toThrow(UnsafeIntegerError);
    expect(() => n.multiplyByCount(2 ** 52, 2)).toThrow(UnsafeIntegerError);
    expect(n.multiplyByCount(2 ** 52, 1)).toBe(2 ** 52);
    expect(() => n.multiply(3_100_000_000, 3_000_000)).toThrow(UnsafeIntegerError);
    expect(() => n.shiftUp(MAX, 1)).toThrow(UnsafeIntegerError);
    expect(n.shiftUp(0, 40)).toBe(0);
    expect(() => n.multiplyShifted(10 ** 15, 10, 0)).toThrow(UnsafeIntegerError);
  });

  test('powers of ten past 10^15 are not exact doubles: they throw, and the stay is priced on bigint', () => {
    expect(n.shiftUp(1, 15)).toBe(10 ** 15);
    expect(() => n.shiftUp(1, 16)).toThrow(UnsafeIntegerError);
    expect(() => n.scaled(decimalAmountOf('1', 'x'), 16)).toThrow(UnsafeIntegerError);
    expect(n.scaled(decimalAmountOf('1', 'x'), 15)).toBe(10 ** 15);
    // a coefficient of 16 digits is not read as a number at all
    expect(() => n.coefficient(decimalAmountOf('1234567890123456', 'x'))).toThrow(UnsafeIntegerError);
    // a product whose scales need 10^16: a 12-decimal rate with a 5-decimal percent tax
    const product = {
      currencyCode: 'USD',
      adultAge: 18,
      ageBasedPricing: false,
      rates: [{ effectiveDate: '2026-06-01', rate1Person: '1.000000000001' }],
      taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: '0.00001', basis: 'perRoom' as const, period: 'perNight' as const, type: 'percent' as const }] }],
    };
    // 1.000000000001 x 0.0000001 = 0.0000001000000000001 -> 0.01 (up)
    const result = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-02', numAdults: 1 });
    expect(result.ok && [result.value.amountBeforeTax, result.value.totalTaxes]).toEqual(['1.01', '0.01']);
  });

  test('rounding up at scales of 15 and more: anything above zero is one unit, zero stays zero', () => {
    expect(n.ceilShift(1, 15)).toBe(1);
    expect(n.ceilShift(10 ** 15, 15)).toBe(1);
    expect(n.ceilShift(10 ** 15 + 1, 15)).toBe(2);
    expect(n.ceilShift(1, 16)).toBe(1);
    expect(n.ceilShift(MAX, 16)).toBe(1);
    expect(n.ceilShift(0, 16)).toBe(0);
    expect(n.ceilShift(-5, 16)).toBe(0);
    expect(n.ceilShift(7, 0)).toBe(7);
  });

  test('every operation equals the bigint calculator wherever it does not throw', () => {
    const int = fc.integer({ min: -(2 ** 40), max: 2 ** 40 });
    fc.assert(
      fc.property(int, int, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 1000 }), (a, b, k, count) => {
        const same = (x: () => number, y: () => bigint) => {
          let got: number;
          try {
            got = x();
          } catch (error) {
            expect(error).toBeInstanceOf(UnsafeIntegerError);
            return;
          }
          expect(BigInt(got)).toBe(y());
        };
        const A = BigInt(a);
        const B = BigInt(b);
        same(() => n.add(a, b), () => bigintCalculator.add(A, B));
        same(() => n.subtract(a, b), () => bigintCalculator.subtract(A, B));
        same(() => n.multiply(a, b), () => bigintCalculator.multiply(A, B));
        same(() => n.shiftUp(a, k), () => bigintCalculator.shiftUp(A, k));
        same(() => n.ceilShift(a, k), () => bigintCalculator.ceilShift(A, k));
        same(() => n.ceilDivide(a, count), () => bigintCalculator.ceilDivide(A, count));
        same(() => n.ceilDivideBy(a, count * 7), () => bigintCalculator.ceilDivideBy(A, BigInt(count * 7)));
        same(() => n.multiplyByCount(a, count), () => bigintCalculator.multiplyByCount(A, count));
        const shifted = a - (a % 10 ** Math.min(k, 8));
        same(() => n.multiplyShifted(shifted, b, Math.min(k, 8)), () => bigintCalculator.multiplyShifted(BigInt(shifted), B, Math.min(k, 8)));
        expect(n.compare(a, b)).toBe(bigintCalculator.compare(A, B));
        expect(n.format(Math.abs(a), k % 5)).toBe(bigintCalculator.format(A < 0n ? -A : A, k % 5));
        expect(n.format(a, k % 5)).toBe(bigintCalculator.format(A, k % 5));
      }),
      { numRuns: 5_000 },
    );
  });
});
