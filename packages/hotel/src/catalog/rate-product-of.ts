/**
 * The pricing input of one product (a room type under a rate plan at a property), built from the
 * catalog file and prepared for pricing once, at load. A derived plan's product is its base
 * plan's rates with the plan's discount (DiscountType), which the pricing engine applies to every
 * night's roomRate.
 */
import { prepareRateProduct, PricingInputError } from '@direct-connect/pricing';
import type { PreparedRateProduct, RateProduct } from '@direct-connect/pricing';
import type { CatalogPropertyFile, CatalogRatePlan, CatalogRates, CatalogRoomType } from './catalog-file.js';

/** Where the parts of a product come from in the file, so a refusal names the file's field. */
export interface ProductSource {
  /** The rates entry, e.g. `rates[3]`. */
  ratesPath: string;
  /** The rate plan, e.g. `ratePlans[1]`. */
  ratePlanPath: string;
}

/** The product's pricing input, or the field of the file the engine refused and why. */
export type RateProductResult = { ok: true; rateProduct: PreparedRateProduct } | { ok: false; field: string; message: string };

/** A field of the product, as the field of the file it came from. */
function fileField(productField: string, source: ProductSource): string {
  if (productField.startsWith('rates')) return `${source.ratesPath}.${productField}`;
  if (productField.startsWith('discount')) return `${source.ratePlanPath}.derivedFrom.${productField}`;
  if (productField === 'serviceChargesAndTaxesIncluded') return `${source.ratePlanPath}.${productField}`;
  return productField; // taxPeriods, serviceChargePeriods, childAgeRanges, adultAge, currencyCode: the file's own
}

/**
 * The prepared rate product of `roomType` under `ratePlan`, priced from the rates of `entry` (the
 * plan's own, or its base plan's for a derived plan), or the field pricing refused and why.
 * Throws only what `prepareRateProduct` throws other than a PricingInputError (a bug).
 */
export function rateProductOf(file: CatalogPropertyFile, roomType: CatalogRoomType, ratePlan: CatalogRatePlan, entry: CatalogRates, source: ProductSource): RateProductResult {
  const rateProduct: RateProduct = {
    currencyCode: file.currencyCode,
    adultAge: file.adultAge,
    ageBasedPricing: file.ageBasedPricing,
    ...(file.ageBasedPricing ? { childAgeRanges: file.childAgeRanges ?? [] } : {}),
    roomOccupancy: roomType.roomOccupancy,
    serviceChargesAndTaxesIncluded: ratePlan.serviceChargesAndTaxesIncluded === true,
    serviceChargesInTaxCalc: file.serviceChargesInTaxCalc === true,
    rates: entry.rates,
    taxPeriods: file.taxPeriods,
    serviceChargePeriods: file.serviceChargePeriods ?? [],
    ...(ratePlan.derivedFrom ? { discount: ratePlan.derivedFrom.discount } : {}),
  };
  try {
    return { ok: true, rateProduct: prepareRateProduct(rateProduct) };
  } catch (error) {
    if (!(error instanceof PricingInputError)) throw error;
    return { ok: false, field: fileField(error.field, source), message: error.message.slice(error.field.length + 2) };
  }
}
