/**
 * The naive decimal.js baseline of `pnpm bench pricing`: the straightforward reference
 * implementation the property tests hold the engine to (packages/pricing/src/testing), every
 * value a Decimal, dated entries found by scanning, nothing precomputed.
 */
import type { PriceResult, RateProduct, StayRequest } from '../../packages/pricing/src/types.js';
import { referencePriceStay } from '../../packages/pricing/src/testing/reference-price-stay.js';

/** Prices a stay the straightforward decimal.js way: every amount a Decimal, nothing prepared. */
export function priceStayDecimal(product: RateProduct, stay: StayRequest): PriceResult {
  return referencePriceStay(product, stay).result;
}
