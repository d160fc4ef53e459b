import { minorUnitsOf } from './currencyMinorUnits.js';
import { formatMinorUnits } from './formatMinorUnits.js';
import { ceilTimes, minorUnitsOfMoney } from './moneyMinorUnits.js';
import type { Amount, Money, PricedStay } from './types.js';

/** How a rate plan asks for a deposit. `percent` is a percent of amountAfterTax. */
export type DepositPolicy = { type: 'none' } | { type: 'firstNight' } | { type: 'percent'; amount: Amount } | { type: 'flat'; amount: Amount };

/**
 * The deposit of a priced stay, rounded up to the currency's minor units and never more than
 * amountAfterTax; `undefined` for a policy without deposit. `firstNight` is the first night's
 * roomRate + service charges + taxes as shown in rateDetails (rounded parts, so it adds up).
 */
export function depositAmount(policy: DepositPolicy, priced: PricedStay): Money | undefined {
  const digits = minorUnitsOf(priced.currencyCode);
  const total = minorUnitsOfMoney(priced.amountAfterTax);
  let deposit: bigint;
  switch (policy.type) {
    case 'none':
      return undefined;
    case 'firstNight': {
      const first = priced.rateDetails[0];
      deposit = first ? minorUnitsOfMoney(first.roomRate) + minorUnitsOfMoney(first.serviceCharges) + minorUnitsOfMoney(first.taxes) : 0n;
      break;
    }
    case 'percent':
      deposit = ceilTimes(total, policy.amount, 'deposit.amount', -2);
      break;
    case 'flat':
      deposit = ceilTimes(1n, policy.amount, 'deposit.amount', digits);
      break;
  }
  return formatMinorUnits(String(deposit < total ? deposit : total), digits);
}
