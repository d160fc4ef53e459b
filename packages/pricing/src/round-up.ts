import type { Calculator } from './calculator.js';

/** Minor units of the currency (`digits` decimals), rounded up toward +infinity, of a value at scale `s`. */
export function roundUpToMinorUnits<T>(calc: Calculator<T>, x: T, s: number, digits: number): T {
  return s >= digits ? calc.ceilShift(x, s - digits) : calc.shiftUp(x, digits - s);
}
