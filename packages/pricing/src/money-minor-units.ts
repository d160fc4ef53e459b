import type { Calculator } from './calculator.js';
import { decimalAmountOf } from './decimal-amount.js';
import type { Amount, Money } from './types.js';

/** A {@link Money} string the engine wrote (exactly `digits` decimals) as an integer count of minor units. */
export function minorUnitsOfMoney(amount: Money): bigint {
  return BigInt(amount.replace('.', ''));
}

/**
 * `ceil(minorUnits x factor x 10^shift)` exactly, for a non-negative decimal factor: a percent is
 * `factor / 100` (shift -2), a flat amount in minor units is `1 x amount` (shift: the currency's
 * decimals), a conversion to a currency with more decimals shifts up. On any calculator.
 *
 * @throws {PricingInputError} when `factor` is not a non-negative decimal (named `field`).
 */
export function ceilTimes<T>(calc: Calculator<T>, minorUnits: T, factor: Amount, field: string, shift = 0): T {
  const f = decimalAmountOf(factor, field);
  const numerator = calc.multiply(minorUnits, calc.coefficient(f));
  const exponent = shift - f.scale;
  return exponent >= 0 ? calc.shiftUp(numerator, exponent) : calc.ceilShift(numerator, -exponent);
}
