import type { DecimalAmount } from './decimal-amount.js';
import type { ProductScales } from './prepare-rate-product.js';

/** Powers of ten at which a stay's exact values are integers (see ProductScales). */
export interface StayScales extends ProductScales {
  /** Tax basis: roomRate, plus service charges with serviceChargesInTaxCalc. */
  readonly basis: number;
}

/**
 * A product's scales for one stay: a rate override with more decimals than the product's money
 * amounts moves every scale up by the difference.
 */
export function stayScalesOf(product: ProductScales, serviceChargesInTaxCalc: boolean, overrides: readonly DecimalAmount[]): StayScales {
  let extra = 0;
  for (const o of overrides) if (o.scale - product.money > extra) extra = o.scale - product.money;
  const charges = product.charges + extra;
  const room = product.room + extra;
  return { money: product.money + extra, room, charges, taxes: product.taxes + extra, basis: serviceChargesInTaxCalc ? charges : room };
}
