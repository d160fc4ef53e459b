/** @packageDocumentation Exact hotel stay pricing. */
export type * from './types.js';
export { priceStay, priceStayAsNumbers } from './priceStay.js';
export { PricingInputError } from './pricingInputError.js';
export { currencyMinorUnits } from './currencyMinorUnits.js';
export { MAX_LENGTH_OF_STAY, DEFAULT_TAX_CATEGORY, DEFAULT_SERVICE_CHARGE_CATEGORY } from './stayPlan.js';
export { cancellationDeadline, type CancellationDeadline, type CancellationDeadlinePolicy } from './cancellationDeadline.js';
export { depositAmount, type DepositPolicy } from './depositAmount.js';
export { commissionAmount, merchantTotalAmount, type CommissionPolicy } from './commissionAmount.js';
export { convertAmount, convertPricedStay } from './convertPricedStay.js';
