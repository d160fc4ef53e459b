/**
 * What a rate override must be before it is priced (roomStays[].rateOverrides): an amount of the
 * property's currency (no more decimals than its ISO 4217 minor units), below
 * {@link MAX_RATE_OVERRIDE_AMOUNT}, effective on a night of the stay or before it. Pricing takes any
 * non-negative finite number and is exact, but a stay priced from 1e300 (or a night rate with more
 * decimals than the currency) cannot be answered as JSON numbers that add up: the totals would
 * lose digits or overflow to null. An override dated on or after the departure applies to no
 * night, so it would be accepted and silently have no effect; so would one of two overrides that
 * apply from the same night (the same date, or two dates on or before the arrival, which apply
 * from the arrival): pricing keeps one of them, and the partner cannot tell which amount it booked.
 */
import { currencyMinorUnits } from '@direct-connect/pricing';
import type { RoomStay } from '../wire/requests.js';

/** The exclusive upper bound of a rate override's amount, in units of the property currency. */
export const MAX_RATE_OVERRIDE_AMOUNT = 1_000_000_000;

/** The decimals a finite number is written with in its shortest round-trip form (`1e-7` has 7). */
function decimalsOf(amount: number): number {
  const [mantissa = '', exponent = '0'] = String(amount).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * The first problem of `roomStay`'s rate overrides as a message and the field at fault (under
 * `path`, the room stay's request path), or undefined when every override can be priced as sent.
 * Negative amounts are left to pricing, which names them the same way.
 */
export function rateOverrideProblem(roomStay: RoomStay, currencyCode: string, path: string): { message: string; field: string } | undefined {
  const overrides = roomStay.rateOverrides ?? [];
  const digits = currencyMinorUnits(currencyCode);
  // the night each override applies from (one dated before the arrival applies from the arrival), by index
  const firstNights = new Map<string, number>();
  for (let j = 0; j < overrides.length; j++) {
    const { amount, effectiveDate } = overrides[j] as { amount: number; effectiveDate: string };
    const at = `${path}.rateOverrides[${j}]`;
    if (!(amount < MAX_RATE_OVERRIDE_AMOUNT)) {
      return { field: `${at}.amount`, message: `${at}.amount must be below ${MAX_RATE_OVERRIDE_AMOUNT} ${currencyCode}` };
    }
    if (digits !== undefined && decimalsOf(amount) > digits) {
      return { field: `${at}.amount`, message: `${at}.amount ${amount} has more decimals than ${currencyCode} amounts have (${digits})` };
    }
    if (effectiveDate >= roomStay.departureDate) {
      return { field: `${at}.effectiveDate`, message: `${at}.effectiveDate ${effectiveDate} is not before the departure date ${roomStay.departureDate}: it would apply to no night of the stay` };
    }
    const from = effectiveDate > roomStay.arrivalDate ? effectiveDate : roomStay.arrivalDate;
    const earlier = firstNights.get(from);
    if (earlier !== undefined) {
      return {
        field: `${at}.effectiveDate`,
        message: `${at}.effectiveDate ${effectiveDate} applies from ${from}, as ${path}.rateOverrides[${earlier}] does: send one amount per night`,
      };
    }
    firstNights.set(from, j);
  }
  return undefined;
}
