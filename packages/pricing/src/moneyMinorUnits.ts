import { decimalAmountOf } from './decimalAmount.js';
import { formatMinorUnits } from './formatMinorUnits.js';
import { PricingInputError } from './pricingInputError.js';
import type { Amount, AmountOut } from './types.js';

/** Powers of ten that are exact doubles, for the currencies' few decimals. */
const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * An amount that left the engine as minor units of its currency (`digits` decimals): a Money
 * string (always written with exactly those decimals), or the JSON number of one, read as its
 * shortest decimal.
 */
export function minorUnitsOfAmount(amount: AmountOut, digits: number): bigint {
  if (typeof amount === 'string') return BigInt(amount.replace('.', ''));
  // The number of minor units m is m / 10^digits (see Calculator.toNumber): below 2^50 distinct
  // m give distinct numbers and m x 10^digits rounds back to m, which the division confirms.
  const scale = POW10[digits];
  if (scale !== undefined) {
    const m = Math.round(amount * scale);
    if (m <= 2 ** 50 && m >= -(2 ** 50) && m / scale === amount) return BigInt(m);
  }
  const exact = decimalAmountOf(amount, 'amount');
  if (exact.scale > digits) throw new PricingInputError('amount', `${amount} has more than ${digits} decimals`);
  return BigInt(exact.coefficient) * 10n ** BigInt(digits - exact.scale);
}

/** Minor units written in the form of `like`: a Money string, or the JSON number of that string. */
export function amountInFormOf<A extends AmountOut>(minorUnits: bigint, digits: number, like: A): A {
  // A safe count of minor units as a number: m / 10^digits, as Calculator.toNumber writes it.
  const scale = POW10[digits];
  if (typeof like === 'number' && scale !== undefined && minorUnits <= MAX_SAFE && minorUnits >= -MAX_SAFE) return (Number(minorUnits) / scale) as A;
  const text = formatMinorUnits(String(minorUnits), digits);
  return (typeof like === 'number' ? Number(text) : text) as A;
}

/**
 * `ceil(minorUnits x factor x 10^shift)` exactly, for a non-negative decimal factor: a percent is
 * `factor / 100` (shift -2), a conversion to a currency with more decimals shifts up.
 */
export function ceilTimes(minorUnits: bigint, factor: Amount, field: string, shift = 0): bigint {
  const f = decimalAmountOf(factor, field);
  const numerator = minorUnits * BigInt(f.coefficient);
  const exponent = shift - f.scale;
  if (exponent >= 0) return numerator * 10n ** BigInt(exponent);
  const divisor = 10n ** BigInt(-exponent);
  const q = numerator / divisor;
  return numerator % divisor > 0n ? q + 1n : q;
}
