import { PricingInputError } from './pricing-input-error.js';
import type { Amount } from './types.js';

/**
 * An exact non-negative decimal read from an {@link Amount}: `coefficient x 10^-scale`, with the
 * coefficient a string of digits without leading zeros and the scale as small as possible
 * (`"10.50"` becomes coefficient `"105"`, scale 1).
 */
export interface DecimalAmount {
  readonly coefficient: string;
  readonly scale: number;
  /** The coefficient as a number when it has at most 15 digits (an exact safe integer), else undefined. */
  readonly units: number | undefined;
}

/** The decimal `coefficient x 10^-scale` (coefficient: digits without leading zeros). */
export function decimalOf(coefficient: string, scale: number): DecimalAmount {
  return { coefficient, scale, units: coefficient.length <= 15 ? Number(coefficient) : undefined };
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d{1,4}))?$/;
const ZERO: DecimalAmount = { coefficient: '0', scale: 0, units: 0 };
/** Powers of ten tried by the number fast path (10^1 .. 10^8). */
const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/**
 * The decimal `String(n)` would write for a non-integer n between 1e-6 and 2^53 / 10^8, without
 * building the string: the first k with round(n x 10^k) / 10^k === n gives the shortest decimal
 * that reads back as n, which is what `String(n)` writes. `undefined` when no k <= 8 works.
 */
function shortestDecimalOf(n: number): DecimalAmount | undefined {
  if (n < 1e-6 || n > 90_071_992) return undefined;
  for (let k = 1; k < POW10.length; k++) {
    const p = POW10[k] as number;
    const scaled = Math.round(n * p);
    if (scaled / p === n) return { coefficient: String(scaled), scale: k, units: scaled };
  }
  return undefined;
}

/**
 * Reads an amount exactly. A number means its shortest decimal form (`String(n)`: 0.1 is one
 * tenth); a string must be a plain non-negative decimal (an exponent is allowed). Throws a
 * {@link PricingInputError} naming `field` (or `field.member`) otherwise.
 */
export function decimalAmountOf(value: Amount, field: FieldPath, member?: string): DecimalAmount {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new PricingInputError(pathOf(field, member), `must be a non-negative finite number, got ${value}`);
    if (Number.isSafeInteger(value)) return value === 0 ? ZERO : decimalOf(String(value), 0);
    return shortestDecimalOf(value) ?? fromDecimalText(String(value), field, member);
  }
  if (typeof value !== 'string') throw new PricingInputError(pathOf(field, member), `must be a number or a decimal string, got ${typeof value}`);
  return fromDecimalText(value, field, member);
}

/** Where an amount sits, e.g. `rates[2]`; a function builds it only when an error needs it. */
export type FieldPath = string | (() => string);

/** `field.member`, built only when an error needs it. */
function pathOf(field: FieldPath, member: string | undefined): string {
  const base = typeof field === 'string' ? field : field();
  return member === undefined ? base : `${base}.${member}`;
}

function fromDecimalText(text: string, field: FieldPath, member: string | undefined): DecimalAmount {
  // Fast path for plain decimals ("239.5", "35.00"); anything else goes through the pattern.
  const length = text.length;
  let dot = -1;
  let plain = length > 0;
  for (let i = 0; i < length && plain; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && dot < 0 && i > 0 && i < length - 1) dot = i;
    else if (code < 48 || code > 57) plain = false;
  }
  if (plain) {
    let end = length;
    if (dot >= 0) {
      while (text.charCodeAt(end - 1) === 48) end--;
      if (end === dot + 1) end = dot;
    }
    let start = 0;
    const wholeEnd = dot < 0 ? end : dot;
    while (start < wholeEnd - 1 && text.charCodeAt(start) === 48) start++;
    if (end <= dot || dot < 0) {
      const coefficient = text.slice(start, dot < 0 ? end : dot);
      return coefficient === '0' ? ZERO : decimalOf(coefficient, 0);
    }
    let coefficient = text.slice(start, dot) + text.slice(dot + 1, end);
    let lead = 0;
    while (lead < coefficient.length - 1 && coefficient.charCodeAt(lead) === 48) lead++;
    coefficient = coefficient.slice(lead);
    return decimalOf(coefficient, end - dot - 1);
  }
  return fromPattern(text, field, member);
}

function fromPattern(text: string, field: FieldPath, member: string | undefined): DecimalAmount {
  const match = DECIMAL.exec(text);
  if (!match) throw new PricingInputError(pathOf(field, member), `must be a non-negative decimal such as "12.50", got ${JSON.stringify(text)}`);
  const whole = match[1] ?? '0';
  let fraction = match[2] ?? '';
  const exponent = match[3] === undefined ? 0 : Number(match[3]);
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end);
  let coefficient = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    coefficient += '0'.repeat(-scale);
    scale = 0;
  }
  let start = 0;
  while (start < coefficient.length - 1 && coefficient.charCodeAt(start) === 48) start++;
  coefficient = coefficient.slice(start);
  if (coefficient === '0') return ZERO;
  // An exponent can leave trailing zeros in the coefficient while the scale is still positive.
  while (scale > 0 && coefficient.endsWith('0')) {
    coefficient = coefficient.slice(0, -1);
    scale--;
  }
  return decimalOf(coefficient, scale);
}
