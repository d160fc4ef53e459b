/**
 * A priced stay (or any part of one) with every decimal amount read by `Number`: what
 * `priceStayAsNumbers` and the functions that keep its form must give. Test support.
 */

/** Keys whose string values are amounts (the others hold codes and dates). */
const AMOUNT_KEYS = new Set([
  'amountBeforeTax', 'totalServiceCharges', 'totalTaxes', 'amountWithFees', 'amountAfterTax', 'averageRate', 'averageRateAfterFees',
  'averageRateAfterTax', 'rateAmount', 'extraBedTotal', 'guestTotalCostAfterTax', 'collectedOnPropertyTotal', 'merchantTotalAmount',
  'total', 'roomRate', 'rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'childRates',
  'cribRate', 'rollawayRate', 'serviceCharges', 'taxes',
]);

/** `value` with every amount string under an amount key replaced by `Number` of it. */
export function amountsAsNumbers(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return AMOUNT_KEYS.has(key) ? Number(value) : value;
  if (Array.isArray(value)) return value.map((item) => amountsAsNumbers(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, amountsAsNumbers(v, k)]));
  return value;
}
