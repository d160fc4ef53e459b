import currencyCodes from 'currency-codes';
import { PricingInputError } from './pricing-input-error.js';

/** ISO 4217 minor units per currency code, from the maintained `currency-codes` package. */
const MINOR_UNITS: ReadonlyMap<string, number> = new Map(currencyCodes.data.map((c) => [c.code, c.digits]));

/**
 * The number of decimals of a currency per ISO 4217 (JPY 0, USD 2, KWD 3), or `undefined` for a
 * code ISO 4217 does not list. Taken from the `currency-codes` package, not from `Intl`, which
 * disagrees with ISO 4217 for several currencies on Node 20.
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
