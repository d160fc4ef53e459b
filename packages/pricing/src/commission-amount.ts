import { bigintCalculator } from './bigint-calculator.js';
import { minorUnitsOf } from './currency-minor-units.js';
import { formatMinorUnits } from './format-minor-units.js';
import { ceilTimes, minorUnitsOfMoney } from './money-minor-units.js';
import { PricingInputError } from './pricing-input-error.js';
import type { Amount, Money, PricedStay } from './types.js';

/** Spec CommissionType with its amount: a percent of amountBeforeTax, or an amount per stay. */
export interface CommissionPolicy {
  type: 'percent' | 'amount';
  amount: Amount;
}

/**
 * The commission on a priced stay, rounded up to the currency's minor units.
 *
 * @throws {PricingInputError} when the policy's type is not `percent` or `amount`, or its amount
 *   is not a non-negative decimal.
 */
export function commissionAmount(policy: CommissionPolicy, priced: PricedStay): Money {
  if (policy.type !== 'percent' && policy.type !== 'amount') throw new PricingInputError('commission.type', `must be percent or amount, got ${JSON.stringify(policy.type)}`);
  const digits = minorUnitsOf(priced.currencyCode);
  const minor =
    policy.type === 'percent'
      ? ceilTimes(bigintCalculator, minorUnitsOfMoney(priced.amountBeforeTax), policy.amount, 'commission.amount', -2)
      : ceilTimes(bigintCalculator, 1n, policy.amount, 'commission.amount', digits);
  return formatMinorUnits(String(minor), digits);
}

/** Spec merchantTotalAmount: amountAfterTax minus the charges collected at the property. */
export function merchantTotalAmount(priced: PricedStay): Money {
  return priced.merchantTotalAmount;
}
