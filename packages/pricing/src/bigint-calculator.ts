import type { Calculator } from './calculator.js';
import { formatMinorUnits } from './format-minor-units.js';

const POW10 = Array.from({ length: 64 }, (_, i) => 10n ** BigInt(i));

function pow10(k: number): bigint {
  return POW10[k] ?? 10n ** BigInt(k);
}

function ceilDiv(a: bigint, m: bigint): bigint {
  const q = a / m; // truncates toward zero
  return a % m > 0n ? q + 1n : q;
}

/** Exact integer arithmetic on bigint: no range limit; the engine's path for huge values. */
export const bigintCalculator: Calculator<bigint> = {
  zero: 0n,
  scaled: (amount, scale) => BigInt(amount.coefficient) * pow10(scale - amount.scale),
  ofSafeInteger: (n) => BigInt(n),
  coefficient: (amount) => BigInt(amount.coefficient),
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  shiftUp: (a, k) => (k === 0 ? a : a * pow10(k)),
  multiplyByCount: (a, n) => a * BigInt(n),
  multiplyShifted: (a, factor, shift) => (a / pow10(shift)) * factor,
  ceilShift: (a, shift) => (shift === 0 ? a : ceilDiv(a, pow10(shift))),
  ceilDivide: (a, n) => ceilDiv(a, BigInt(n)),
  multiply: (a, b) => a * b,
  ceilDivideBy: (a, b) => ceilDiv(a, b),
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  format: (minorUnits, digits) => formatMinorUnits(minorUnits.toString(), digits),
};
