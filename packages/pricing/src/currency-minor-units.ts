import { CODES_BY_MINOR_UNITS, NO_MINOR_UNIT_CODES } from './generated/currency-minor-units.generated.js';
import { PricingInputError } from './pricing-input-error.js';

/**
 * ISO 4217 minor units per currency code, from the maintained `currency-codes` package, compiled
 * at build time into a small static table (`scripts/generate.ts`) so that no bundle carries the
 * data package itself.
 */
const MINOR_UNITS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map(CODES_BY_MINOR_UNITS.flatMap(([digits, codes]) => codes.split(' ').map((code) => [code, digits] as const)));

/**
 * The number of decimals of a currency per ISO 4217 (JPY 0, USD 2, KWD 3), or `undefined` for a
 * code ISO 4217 does not list and for the codes it lists without a minor unit ("N.A.": XAU and
 * the other metals, fund units, XDR, XSU, XTS, XXX), in which no price can be. Taken from the `currency-codes` package's ISO 4217 list when the
 * package is built, not from `Intl`, which disagrees with ISO 4217 for several currencies on Node 20.
 */
export function currencyMinorUnits(currencyCode: string): number | undefined {
  return MINOR_UNITS.get(currencyCode);
}

/** {@link currencyMinorUnits}, throwing a {@link PricingInputError} naming `field` for an unknown code. */
export function minorUnitsOf(currencyCode: string, field = 'currencyCode'): number {
  const digits = MINOR_UNITS.get(currencyCode);
  if (digits === undefined) {
    const why = NO_MINOR_UNIT_CODES.has(currencyCode) ? 'has no minor unit in ISO 4217 (a metal, fund, testing or no-currency code): no price can be in it' : 'is not an ISO 4217 currency code';
    throw new PricingInputError(field, `${JSON.stringify(currencyCode)} ${why}`);
  }
  return digits;
}
