import type { DecimalAmount } from './decimal-amount.js';

/**
 * The arithmetic the pricing rules need, and nothing else (the dinero.js "calculator" idea).
 * Every value is an integer: an exact decimal multiplied by `10^scale` for one scale chosen per
 * stay, so sums and products stay exact. The rules are written once over this interface; the
 * engine runs them on `numberCalculator` and, when a value would leave the safe integer
 * range, again on `bigintCalculator`.
 */
export interface Calculator<T> {
  readonly zero: T;
  /** `amount x 10^scale` as an integer; `scale` is at least the amount's own scale. */
  scaled(amount: DecimalAmount, scale: number): T;
  /** A safe integer (within +-(2^53 - 1)) as a value. */
  ofSafeInteger(n: number): T;
  /** The amount's coefficient (its digits as an integer, ignoring the decimal point). */
  coefficient(amount: DecimalAmount): T;
  add(a: T, b: T): T;
  subtract(a: T, b: T): T;
  /** `a x 10^k` for k >= 0: the same value at a finer scale. */
  shiftUp(a: T, k: number): T;
  /** `a x n` for a small non-negative integer n (a count of guests, nights, beds). */
  multiplyByCount(a: T, n: number): T;
  /** `(a / 10^shift) x factor`; `a` must be a multiple of `10^shift`, so the result is exact. */
  multiplyShifted(a: T, factor: T, shift: number): T;
  /** `ceil(a / 10^shift)`: rounding up, toward +infinity. */
  ceilShift(a: T, shift: number): T;
  /** `ceil(a / n)` for a positive integer n. */
  ceilDivide(a: T, n: number): T;
  /** `a x b` of two integers. */
  multiply(a: T, b: T): T;
  /** `ceil(a / b)` for a positive integer b. */
  ceilDivideBy(a: T, b: T): T;
  compare(a: T, b: T): number;
  /** An integer count of minor units as a decimal string with `digits` decimals. */
  format(minorUnits: T, digits: number): string;
}

/** Thrown by {@link numberCalculator} when a value would leave the safe integer range. */
export class UnsafeIntegerError extends Error {
  override readonly name = 'UnsafeIntegerError';
}
