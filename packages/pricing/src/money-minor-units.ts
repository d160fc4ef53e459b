import { decimalAmountOf } from './decimal-amount.js';
import type { Amount, Money } from './types.js';

/** A {@link Money} string the engine wrote (exactly `digits` decimals) as an integer count of minor units. */
export function minorUnitsOfMoney(amount: Money): bigint {
  return BigInt(amount.replace('.', ''));
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
