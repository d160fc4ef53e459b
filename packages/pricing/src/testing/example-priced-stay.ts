/**
 * The priced example stay of `examples/` (USD, 7 nights, 2 adults + 2 children), shared by the
 * tests of the functions that work on a priced stay. Test support, not public surface.
 */
import product from '../../examples/product.json' with { type: 'json' };
import stay from '../../examples/stay.json' with { type: 'json' };
import { priceStay } from '../price-stay.js';
import type { PricedStay, RateProduct } from '../types.js';

/** Prices the example; its figures are worked by hand in priceStay.test.ts's neighbours. */
export function examplePricedStay(): PricedStay {
  const result = priceStay(product as RateProduct, stay);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
