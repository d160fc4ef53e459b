import type { Calculator } from './calculator.js';

/**
 * Minor units of the currency (`digits` decimals), rounded up toward +infinity, of a value at
 * scale `s`: shifted up to `digits` decimals if it has fewer (exact), then divided down to them
 * if it has more, rounding up. One of the two shifts is by 0.
 */
export function roundUpToMinorUnits<T>(calc: Calculator<T>, x: T, s: number, digits: number): T {
  return calc.ceilShift(calc.shiftUp(x, Math.max(digits - s, 0)), Math.max(s - digits, 0));
}
