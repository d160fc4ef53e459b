import { bigintCalculator } from './bigintCalculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { evaluateStay, type Present } from './evaluateStay.js';
import { numberCalculator } from './numberCalculator.js';
import { planStay } from './stayPlan.js';
import type { AmountOut, Money, PriceOptions, PriceResult, RateProduct, StayRequest } from './types.js';

/**
 * Prices one room for a stay, exactly, by every rule of DESIGN section 3.
 *
 * Returns `{ ok: true, value }` with every amount a decimal string rounded up to the currency's
 * ISO 4217 minor units, or `{ ok: false, reason, message }` when the product cannot sell the
 * stay (a night without a rate, too many guests, more than 90 nights, departure not after
 * arrival, extra beds not offered) or the stay is malformed (`invalidStay`, naming the field).
 * Throws {@link PricingInputError} when the product itself is malformed. Never mutates input.
 *
 * @throws {@link PricingInputError} when the product (catalog data) is malformed: an amount that
 *   is not a non-negative decimal, an unknown currency, a date that is not a real calendar date,
 *   dated entries out of order, an unknown charge type, basis, period or category; its `field`
 *   is the path of the offending value (`rates[2].rate1Person`).
 *
 * @example
 * const priced = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-04', numAdults: 2 });
 * if (priced.ok) console.log(priced.value.amountAfterTax); // "412.35"
 */
export function priceStay(product: RateProduct, stay: StayRequest, options: PriceOptions = {}): PriceResult {
  return priceWith<Money>(product, stay, options, 'format');
}

/**
 * {@link priceStay} for wire output: the same priced stay, every amount the JSON number of the
 * decimal `priceStay` gives (`Number` of that string), computed without writing the string. For
 * callers that send amounts as JSON numbers (the shop's room rates), so nothing is formatted and
 * read back. The numbers are for output only: compute with `priceStay`'s decimals.
 *
 * @throws {@link PricingInputError} when the product (catalog data) is malformed: an amount that
 *   is not a non-negative decimal, an unknown currency, a date that is not a real calendar date,
 *   dated entries out of order, an unknown charge type, basis, period or category; its `field`
 *   is the path of the offending value (`rates[2].rate1Person`).
 */
export function priceStayAsNumbers(product: RateProduct, stay: StayRequest, options: PriceOptions = {}): PriceResult<number> {
  return priceWith<number>(product, stay, options, 'toNumber');
}

/** Plans the stay, then evaluates it on numbers, or on bigint when a value leaves the safe integer range; `out` writes the amounts. */
function priceWith<A extends AmountOut>(product: RateProduct, stay: StayRequest, options: PriceOptions, out: 'format' | 'toNumber'): PriceResult<A> {
  const plan = planStay(product, stay);
  if ('reason' in plan) return { ok: false, ...plan };
  try {
    return { ok: true, value: evaluateStay(numberCalculator, plan, options, numberCalculator[out] as Present<number, A>) };
  } catch (error) {
    // A value outside the safe integer range: the same rules again on bigint, exact at any size.
    if (!(error instanceof UnsafeIntegerError)) throw error;
    return { ok: true, value: evaluateStay(bigintCalculator, plan, options, bigintCalculator[out] as Present<bigint, A>) };
  }
}
