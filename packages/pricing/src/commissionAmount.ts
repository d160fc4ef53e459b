import { minorUnitsOf } from './currencyMinorUnits.js';
import { formatMinorUnits } from './formatMinorUnits.js';
import { ceilTimes, minorUnitsOfAmount } from './moneyMinorUnits.js';
import type { Amount, AmountOut, Money, PricedStay } from './types.js';

/** Spec CommissionType with its amount: a percent of amountBeforeTax, or an amount per stay. */
export interface CommissionPolicy {
  type: 'percent' | 'amount';
  amount: Amount;
}

/**
 * The commission on a priced stay, rounded up to the currency's minor units.
 *
 * @throws {@link PricingInputError} when the policy's amount is not a non-negative decimal
 *   (`field` `commission.amount`), or the stay's currency code is unknown or one of its amounts
 *   has more decimals than that currency (a stay not made by `priceStay`).
 */
export function commissionAmount(policy: CommissionPolicy, priced: PricedStay): Money {
  const digits = minorUnitsOf(priced.currencyCode);
  const minor =
    policy.type === 'percent'
      ? ceilTimes(minorUnitsOfAmount(priced.amountBeforeTax, digits), policy.amount, 'commission.amount', -2)
      : ceilTimes(1n, policy.amount, 'commission.amount', digits);
  return formatMinorUnits(String(minor), digits);
}

/** Spec merchantTotalAmount: amountAfterTax minus the charges collected at the property. */
export function merchantTotalAmount<A extends AmountOut>(priced: PricedStay<A>): A {
  return priced.merchantTotalAmount;
}
