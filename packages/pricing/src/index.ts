/** @packageDocumentation Exact hotel stay pricing. */
export type * from './types.js';
export { priceStay, priceStayAsNumbers, priceStayAsJson, type PriceAsJsonResult } from './price-stay.js';
export type { PricedStayJson, PricedStayTotalsJson } from './present-priced-stay-json.js';
export { pricedStayAsNumbers } from './present-priced-stay.js';
export { prepareRateProduct, DEFAULT_TAX_CATEGORY, DEFAULT_SERVICE_CHARGE_CATEGORY } from './prepare-rate-product.js';
export { MAX_LENGTH_OF_STAY } from './plan-stay.js';
export { PricingInputError } from './pricing-input-error.js';
export { currencyMinorUnits } from './currency-minor-units.js';
export { dayNumberOf, isoDateOf } from './calendar-date.js';
export { cancellationDeadline, type CancellationDeadline, type CancellationDeadlinePolicy } from './cancellation-deadline.js';
export { depositAmount, type DepositPolicy } from './deposit-amount.js';
export { commissionAmount, merchantTotalAmount, type CommissionPolicy } from './commission-amount.js';
export { convertAmount, convertPricedStay } from './convert-priced-stay.js';
