import { bigintCalculator } from './bigint-calculator.js';
import type { Calculator } from './calculator.js';
import { minorUnitsOf } from './currency-minor-units.js';
import { ceilTimes, minorUnitsOfMoney } from './money-minor-units.js';
import { PricingInputError } from './pricing-input-error.js';
import type { Amount, Money, PricedStay } from './types.js';

/** How a rate plan asks for a deposit. `percent` is a percent of amountAfterTax. */
export type DepositPolicy = { type: 'none' } | { type: 'firstNight' } | { type: 'percent'; amount: Amount } | { type: 'flat'; amount: Amount };

/**
 * The deposit of a priced stay, rounded up to the currency's minor units and never more than
 * amountAfterTax; `undefined` for a policy without deposit. `firstNight` is the arrival night's
 * roomRate + service charges + taxes, each rounded up (`firstNightAfterTax`).
 *
 * @throws {PricingInputError} when the policy's type is not one of these, or its amount is not a
 *   non-negative decimal.
 */
export function depositAmount(policy: DepositPolicy, priced: Pick<PricedStay, 'currencyCode' | 'amountAfterTax' | 'firstNightAfterTax'>): Money | undefined {
  if (policy.type === 'none') return undefined;
  const digits = minorUnitsOf(priced.currencyCode);
  const deposit = depositMinorUnits(bigintCalculator, policy, minorUnitsOfMoney(priced.amountAfterTax), minorUnitsOfMoney(priced.firstNightAfterTax), digits);
  return bigintCalculator.format(deposit, digits);
}

/**
 * {@link depositAmount} in minor units, from the stay's amountAfterTax and firstNightAfterTax in
 * minor units (`digits` decimals): the priced-stay presentations take it straight from the
 * figures, without writing them as text and reading them back.
 *
 * @throws {PricingInputError} when the policy's type is not one of these, or its amount is not a
 *   non-negative decimal.
 */
export function depositMinorUnits<T>(calc: Calculator<T>, policy: Exclude<DepositPolicy, { type: 'none' }>, amountAfterTax: T, firstNightAfterTax: T, digits: number): T {
  let deposit: T;
  switch (policy.type) {
    case 'firstNight':
      deposit = firstNightAfterTax;
      break;
    case 'percent':
      deposit = ceilTimes(calc, amountAfterTax, policy.amount, 'deposit.amount', -2);
      break;
    case 'flat':
      deposit = ceilTimes(calc, calc.ofSafeInteger(1), policy.amount, 'deposit.amount', digits);
      break;
    default:
      // A policy read from outside the types (a catalog row, a CommonJS caller) would otherwise ask the whole stay.
      throw new PricingInputError('deposit.type', `must be none, firstNight, percent or flat, got ${JSON.stringify((policy as { type: unknown }).type)}`);
  }
  return calc.compare(deposit, amountAfterTax) < 0 ? deposit : amountAfterTax;
}
