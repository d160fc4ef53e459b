import { CODES_BY_MINOR_UNITS } from './generated/currency-minor-units.generated.js';
import { PricingInputError } from './pricing-input-error.js';

/**
 * ISO 4217 minor units per currency code, from the maintained `currency-codes` package, compiled
 * at build time into a small static table (`scripts/generate.ts`) so that no bundle carries the
 * data package itself.
 */
const MINOR_UNITS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map(CODES_BY_MINOR_UNITS.flatMap(([digits, codes]) => codes.split(' ').map((code) => [code, digits] as const)));

/**
 * The number of decimals of a currency per ISO 4217 (JPY 0, USD 2, KWD 3), or `undefined` for a
 * code ISO 4217 does not list. Taken from the `currency-codes` package's ISO 4217 list when the
 * package is built, not from `Intl`, which disagrees with ISO 4217 for several currencies on Node 20.
 */
export function currencyMinorUnits(currencyCode: string): number | undefined {
  return MINOR_UNITS.get(currencyCode);
}

/** {@link currencyMinorUnits}, throwing a {@link PricingInputError} naming `field` for an unknown code. */
export function minorUnitsOf(currencyCode: string, field = 'currencyCode'): number {
  const digits = MINOR_UNITS.get(currencyCode);
  if (digits === undefined) throw new PricingInputError(field, `${JSON.stringify(currencyCode)} is not an ISO 4217 currency code`);
  return digits;
}
