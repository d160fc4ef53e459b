import { bigintCalculator } from './bigint-calculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { evaluateStay } from './evaluate-stay.js';
import { numberCalculator } from './number-calculator.js';
import { planStay } from './plan-stay.js';
import { isPreparedProduct, prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { presentPricedStay } from './present-priced-stay.js';
import type { PreparedRateProduct, PriceOptions, PriceResult, RateProduct, StayRequest } from './types.js';
import type { Calculator } from './calculator.js';

/**
 * Prices one room for a stay, exactly, from a raw or a prepared rate product (the same result
 * either way; prepare a product once with `prepareRateProduct` to price many stays).
 *
 * Returns `{ ok: true, value }` with every amount a decimal string rounded up to the currency's
 * ISO 4217 minor units, or `{ ok: false, reason, message }` when the product cannot sell the
 * stay (a night without a rate, too many guests, more than 90 nights, departure not after
 * arrival, extra beds not offered) or the stay is malformed (`invalidStay`, naming the field).
 * Never mutates input.
 *
 * @throws {PricingInputError} when a raw product is malformed (see `prepareRateProduct`).
 *
 * @example
 * const priced = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-04', numAdults: 2 });
 * if (priced.ok) console.log(priced.value.amountAfterTax); // "719.49"
 */
export function priceStay(product: RateProduct | PreparedRateProduct, stay: StayRequest, options: PriceOptions = {}): PriceResult {
  const prepared = (isPreparedProduct(product) ? product : prepareRateProduct(product as RateProduct)) as PreparedProduct;
  const plan = planStay(prepared, stay);
  if ('reason' in plan) return { ok: false, ...plan };
  try {
    return priceWith(numberCalculator, prepared, plan, options);
  } catch (error) {
    // A value outside the safe integer range: the same rules again on bigint, exact at any size.
    if (!(error instanceof UnsafeIntegerError)) throw error;
    return priceWith(bigintCalculator, prepared, plan, options);
  }
}

function priceWith<T>(calc: Calculator<T>, product: PreparedProduct, plan: Exclude<ReturnType<typeof planStay>, { reason: unknown }>, options: PriceOptions): PriceResult {
  const figures = evaluateStay(calc, product, plan, options);
  if ('reason' in figures) return { ok: false, ...figures };
  return { ok: true, value: presentPricedStay(calc, product, plan, figures) };
}
