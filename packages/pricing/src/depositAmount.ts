import { minorUnitsOf } from './currencyMinorUnits.js';
import { amountInFormOf, ceilTimes, minorUnitsOfAmount } from './moneyMinorUnits.js';
import type { Amount, AmountOut, PricedStay } from './types.js';

/** How a rate plan asks for a deposit. `percent` is a percent of amountAfterTax. */
export type DepositPolicy = { type: 'none' } | { type: 'firstNight' } | { type: 'percent'; amount: Amount } | { type: 'flat'; amount: Amount };

/**
 * The deposit of a priced stay, rounded up to the currency's minor units and never more than
 * amountAfterTax, in the form of the stay's amounts (decimal string, or JSON number from
 * `priceStayAsNumbers`); `undefined` for a policy without deposit. `firstNight` is the first
 * night's roomRate + service charges + taxes as shown in rateDetails (rounded parts, so it adds up).
 *
 * @throws {@link PricingInputError} when the policy's amount is not a non-negative decimal
 *   (`field` `deposit.amount`), or the stay's currency code is unknown or one of its amounts has
 *   more decimals than that currency (a stay not made by `priceStay`).
 */
export function depositAmount<A extends AmountOut>(policy: DepositPolicy, priced: PricedStay<A>): A | undefined {
  if (policy.type === 'none') return undefined;
  const digits = minorUnitsOf(priced.currencyCode);
  const total = minorUnitsOfAmount(priced.amountAfterTax, digits);
  let deposit: bigint;
  switch (policy.type) {
    case 'firstNight': {
      const first = priced.rateDetails[0];
      deposit = first ? minorUnitsOfAmount(first.roomRate, digits) + minorUnitsOfAmount(first.serviceCharges, digits) + minorUnitsOfAmount(first.taxes, digits) : 0n;
      break;
    }
    case 'percent':
      deposit = ceilTimes(total, policy.amount, 'deposit.amount', -2);
      break;
    case 'flat':
      deposit = ceilTimes(1n, policy.amount, 'deposit.amount', digits);
      break;
  }
  return amountInFormOf(deposit < total ? deposit : total, digits, priced.amountAfterTax);
}
