import { minorUnitsOf } from './currency-minor-units.js';
import { formatMinorUnits } from './format-minor-units.js';
import { ceilTimes, minorUnitsOfMoney } from './money-minor-units.js';
import type { Amount, Money, PricedStay } from './types.js';

/** How a rate plan asks for a deposit. `percent` is a percent of amountAfterTax. */
export type DepositPolicy = { type: 'none' } | { type: 'firstNight' } | { type: 'percent'; amount: Amount } | { type: 'flat'; amount: Amount };

/**
 * The deposit of a priced stay, rounded up to the currency's minor units and never more than
 * amountAfterTax; `undefined` for a policy without deposit. `firstNight` is the arrival night's
 * roomRate + service charges + taxes, each rounded up (`firstNightAfterTax`).
 *
 * @throws {PricingInputError} when the policy's amount is not a non-negative decimal.
 */
export function depositAmount(policy: DepositPolicy, priced: Pick<PricedStay, 'currencyCode' | 'amountAfterTax' | 'firstNightAfterTax'>): Money | undefined {
  if (policy.type === 'none') return undefined;
  const digits = minorUnitsOf(priced.currencyCode);
  const total = minorUnitsOfMoney(priced.amountAfterTax);
  let deposit: bigint;
  switch (policy.type) {
    case 'firstNight':
      deposit = minorUnitsOfMoney(priced.firstNightAfterTax);
      break;
    case 'percent':
      deposit = ceilTimes(total, policy.amount, 'deposit.amount', -2);
      break;
    case 'flat':
      deposit = ceilTimes(1n, policy.amount, 'deposit.amount', digits);
      break;
  }
  return formatMinorUnits(String(deposit < total ? deposit : total), digits);
}
