import { UnsafeIntegerError, type Calculator } from './calculator.js';
import { formatMinorUnits } from './format-minor-units.js';

const MAX = Number.MAX_SAFE_INTEGER;
/** Powers of ten that are exact doubles and safe integers (10^0 .. 10^15). */
const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);
const overflow = new UnsafeIntegerError('value outside the safe integer range');

function safe(x: number): number {
  if (x > MAX || x < -MAX) throw overflow;
  return x;
}

function pow10(k: number): number {
  const p = POW10[k];
  if (p === undefined) throw overflow;
  return p;
}

/** Zero padding for a fraction of k digits (k < 16). */
const ZEROS = Array.from({ length: 16 }, (_, i) => '0'.repeat(i));

/**
 * Minor units as a decimal string with `digits` decimals: the whole part and the fraction come
 * from one exact integer division (the float quotient corrected by the integer remainder),
 * without going through the text of the integer. Negative values take the general path.
 */
function formatNumber(minorUnits: number, digits: number): string {
  if (digits === 0 || minorUnits < 0) return formatMinorUnits(String(minorUnits), digits);
  const p = pow10(digits);
  const whole = floorDiv(minorUnits, p);
  const text = String(minorUnits - whole * p);
  return `${whole}.${ZEROS[digits - text.length] as string}${text}`;
}

/** Exact floor(a / m) of safe integers, m > 0: float division only guesses the quotient; the integer remainder fixes it. */
function floorDiv(a: number, m: number): number {
  const q = Math.trunc(a / m);
  const r = a - q * m;
  return r < 0 ? q - 1 : r >= m ? q + 1 : q;
}

function ceilDiv(a: number, m: number): number {
  const q = floorDiv(a, m);
  return a - q * m > 0 ? q + 1 : q;
}

/**
 * Exact integer arithmetic on doubles within +-(2^53 - 1). Any result outside that range throws
 * {@link UnsafeIntegerError} instead of losing a digit, so the caller can switch to bigint.
 */
export const numberCalculator: Calculator<number> = {
  zero: 0,
  scaled(amount, scale) {
    const c = amount.units;
    if (c === undefined) throw overflow;
    return c === 0 ? 0 : safe(c * pow10(scale - amount.scale));
  },
  ofSafeInteger: (n) => n,
  coefficient(amount) {
    if (amount.units === undefined) throw overflow;
    return amount.units;
  },
  add: (a, b) => safe(a + b),
  subtract: (a, b) => safe(a - b),
  shiftUp: (a, k) => (k === 0 || a === 0 ? a : safe(a * pow10(k))),
  multiplyByCount: (a, n) => safe(a * n),
  multiplyShifted(a, factor, shift) {
    if (a === 0) return 0;
    return safe((a / pow10(shift)) * factor);
  },
  ceilShift(a, shift) {
    if (shift === 0) return a;
    if (shift > 15) return a > 0 ? 1 : 0; // |a| < 10^16 <= 10^shift
    return ceilDiv(a, pow10(shift));
  },
  ceilDivide: (a, n) => ceilDiv(a, n),
  multiply: (a, b) => safe(a * b),
  ceilDivideBy: (a, b) => ceilDiv(a, b),
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  format: formatNumber,
};
