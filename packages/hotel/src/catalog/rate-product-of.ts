/**
 * The pricing input of one product (a room type under a rate plan at a property), built from the
 * catalog file once at load. A derived plan's product is its base plan's rates with the plan's
 * discount (DiscountType) applied to every night's roomRate by the pricing engine.
 */
import type { RateProduct } from '@direct-connect/pricing';
import type { CatalogPropertyFile, CatalogRatePlan, CatalogRates, CatalogRoomType } from './catalog-file.js';

/** Where the parts of a product come from in the file, so a refusal names the file's field. */
export interface ProductSource {
  /** The rates entry, e.g. `rates[3]`. */
  ratesPath: string;
  /** The rate plan, e.g. `ratePlans[1]`. */
  ratePlanPath: string;
}

/** The product's pricing input, or the field of the file the engine refused and why. */
export type RateProductResult = { ok: true; rateProduct: RateProduct } | { ok: false; field: string; message: string };

/**
 * The rate product of `roomType` under `ratePlan`, priced from the rates of `entry` (the plan's
 * own, or its base plan's for a derived plan).
 */
export function rateProductOf(file: CatalogPropertyFile, roomType: CatalogRoomType, ratePlan: CatalogRatePlan, entry: CatalogRates, _source: ProductSource): RateProductResult {
  const rateProduct: RateProduct = {
    currencyCode: file.currencyCode,
    adultAge: file.adultAge,
    ageBasedPricing: file.ageBasedPricing,
    ...(file.ageBasedPricing ? { childAgeRanges: file.childAgeRanges ?? [] } : {}),
    roomOccupancy: roomType.roomOccupancy,
    serviceChargesAndTaxesIncluded: ratePlan.serviceChargesAndTaxesIncluded === true,
    serviceChargesInTaxCalc: file.serviceChargesInTaxCalc === true,
    rates: entry.rates,
    // Until pricing takes every ChargeRuleBasis (issue 15), the demo holds perRoom/perGuest rules only.
    taxPeriods: file.taxPeriods as RateProduct['taxPeriods'],
    serviceChargePeriods: (file.serviceChargePeriods ?? []) as RateProduct['serviceChargePeriods'],
  };
  return { ok: true, rateProduct };
}
