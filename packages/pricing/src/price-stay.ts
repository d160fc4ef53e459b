import { bigintCalculator } from './bigint-calculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { evaluateStay } from './evaluate-stay.js';
import { numberCalculator } from './number-calculator.js';
import { planStay, type StayPlan } from './plan-stay.js';
import { isPreparedProduct, prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { PricingInputError } from './pricing-input-error.js';
import { presentPricedStay, presentPricedStayNumbers } from './present-priced-stay.js';
import { presentPricedStayJson, type PricedStayJson } from './present-priced-stay-json.js';
import type { StayFigures } from './evaluate-stay.js';
import type { AsNumbersOptions, PreparedRateProduct, PriceAsNumbersResult, PriceOptions, PriceResult, RateProduct, StayRequest } from './types.js';
import type { Calculator } from './calculator.js';

type Unavailable = Exclude<PriceResult, { ok: true }>;

/** Result of {@link priceStayAsJson}. */
export type PriceAsJsonResult = { ok: true; value: PricedStayJson } | Unavailable;

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
 * @throws {PricingInputError} when a raw product is malformed (see `prepareRateProduct`), or
 *   `options.displayRateType` is neither `average` nor `highest` (field `displayRateType`).
 *
 * @example
 * const priced = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-04', numAdults: 2 });
 * if (priced.ok) console.log(priced.value.amountAfterTax); // "719.49"
 */
export function priceStay(product: RateProduct | PreparedRateProduct, stay: StayRequest, options: PriceOptions = {}): PriceResult {
  return priced(product, stay, options, presentPricedStay);
}

/**
 * `priceStay` with every amount as the JSON number of its decimal (and, with `options.deposit`,
 * the deposit of that policy): for wires that type amounts as numbers. The figures are written
 * straight as numbers, never as text; the result equals `pricedStayAsNumbers` of `priceStay`'s
 * (property-tested).
 *
 * @throws {PricingInputError} as `priceStay` does, or for a deposit amount that is not a non-negative decimal.
 */
export function priceStayAsNumbers(product: RateProduct | PreparedRateProduct, stay: StayRequest, options: PriceOptions & AsNumbersOptions = {}): PriceAsNumbersResult {
  return priced(product, stay, options, presentPricedStayNumbers);
}

/** One presentation of a priced stay's figures (see present-priced-stay.ts). */
type Presenter<V, O> = <T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>, options: O) => V;

function priced<V, O extends PriceOptions>(product: RateProduct | PreparedRateProduct, stay: StayRequest, options: O, present: Presenter<V, O>): { ok: true; value: V } | Unavailable {
  checkOptions(options);
  const prepared = (isPreparedProduct(product) ? product : prepareRateProduct(product as RateProduct)) as PreparedProduct;
  const plan = planStay(prepared, stay);
  if ('reason' in plan) return { ok: false, ...plan };
  try {
    return priceWith(numberCalculator, prepared, plan, options, present);
  } catch (error) {
    // A value outside the safe integer range: the same rules again on bigint, exact at any size.
    if (!(error instanceof UnsafeIntegerError)) throw error;
    return priceWith(bigintCalculator, prepared, plan, options, present);
  }
}

/** The partner's options, read from outside the types (a credentials file, a CommonJS caller). */
function checkOptions(options: PriceOptions): void {
  if (typeof options !== 'object' || options === null) throw new PricingInputError('options', `must be an object, got ${options === null ? 'null' : typeof options}`);
  const { displayRateType } = options;
  // Anything else would silently show the average, which a partner configured for 'highest' does not expect.
  if (displayRateType !== undefined && displayRateType !== 'average' && displayRateType !== 'highest') {
    throw new PricingInputError('displayRateType', `must be average or highest, got ${JSON.stringify(displayRateType)}`);
  }
}

function priceWith<T, V, O extends PriceOptions>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, options: O, present: Presenter<V, O>): { ok: true; value: V } | Unavailable {
  const figures = evaluateStay(calc, product, plan, options);
  if ('reason' in figures) return { ok: false, ...figures };
  return { ok: true, value: present(calc, product, plan, figures, options) };
}

/**
 * `priceStayAsNumbers` for the shop's JSON reply: the same numbers, with the rate details already
 * written as JSON text (see present-priced-stay-json.ts).
 *
 * @throws {PricingInputError} as `priceStayAsNumbers` does.
 */
export function priceStayAsJson(product: RateProduct | PreparedRateProduct, stay: StayRequest, options: PriceOptions & AsNumbersOptions = {}): PriceAsJsonResult {
  return priced(product, stay, options, presentPricedStayJson);
}
