import { dayNumberOf, isoDateOf } from './calendar-date.js';
import { decimalAmountOf, type DecimalAmount } from './decimal-amount.js';
import type { PreparedChargeRule, PreparedPeriod, PreparedProduct } from './prepare-rate-product.js';
import { PricingInputError } from './pricing-input-error.js';
import type { IsoDate, RateOverride, StayRequest, UnavailableReason } from './types.js';

/** Longest stay the engine prices (spec Limits: length of stay max 90). */
export const MAX_LENGTH_OF_STAY = 90;

/** The guests of a stay as the rules count them. */
export interface StayGuests {
  readonly numAdults: number;
  readonly numChildren: number;
  /** The ages used (sent, or adultAge - 1 per child). */
  readonly childAges: number[];
  /** Adults the rate table charges: at least 1; with age-based pricing also children priced as adults. */
  readonly pricedAdults: number;
  /** With age-based pricing: children per child age range. */
  readonly childrenPerRange: readonly number[];
  readonly numCribs: number;
  readonly numRollAways: number;
}

/** What applies on each night of a stay: its rate entry, override and charge rules. */
export interface StayPlan {
  readonly arrivalDay: number;
  readonly nights: number;
  readonly guests: StayGuests;
  /** Per night: index into the product's rates. */
  readonly rateOf: Int32Array;
  /** Per night: index into {@link StayPlan.overrides}, or -1. */
  readonly overrideOf: Int32Array;
  readonly overrides: readonly DecimalAmount[];
  /** Per night: the service charge rules in force (none before the first period). */
  readonly chargeRulesOf: ReadonlyArray<readonly PreparedChargeRule[]>;
  /** Per night: the tax rules in force (none before the first period). */
  readonly taxRulesOf: ReadonlyArray<readonly PreparedChargeRule[]>;
}

/** Why a stay cannot be priced. */
export interface Unpriceable {
  readonly reason: UnavailableReason;
  readonly message: string;
  readonly date?: IsoDate;
  readonly field?: string;
}

function invalid(field: string, message: string): Unpriceable {
  return { reason: 'invalidStay', message: `${field}: ${message}`, field };
}

/**
 * Checks a stay against a prepared product and resolves what applies on each night: the rate
 * entry, override, and the rules of the service charge and tax periods with the latest
 * effectiveDate on or before it. Returns an {@link Unpriceable} for a stay that cannot be priced.
 */
export function planStay(product: PreparedProduct, stay: StayRequest): StayPlan | Unpriceable {
  // The stay itself: the refusal names no field, so an adapter reports it under the stay's own path.
  if (typeof stay !== 'object' || stay === null) return { reason: 'invalidStay', message: `the stay must be an object, got ${stay === null ? 'null' : typeof stay}` };
  const arrival = dayNumberOf(stay.arrivalDate);
  if (arrival === undefined) return invalid('arrivalDate', 'must be a real calendar date YYYY-MM-DD');
  const departure = dayNumberOf(stay.departureDate);
  if (departure === undefined) return invalid('departureDate', 'must be a real calendar date YYYY-MM-DD');
  const guests = guestsOf(product, stay);
  if ('reason' in guests) return guests;
  const nights = departure - arrival;
  if (nights <= 0) return { reason: 'departureNotAfterArrival', message: `departure ${stay.departureDate} is not after arrival ${stay.arrivalDate}` };
  if (nights > MAX_LENGTH_OF_STAY) return { reason: 'lengthOfStayExceeded', message: `a stay of ${nights} nights exceeds the maximum of ${MAX_LENGTH_OF_STAY}` };
  const total = guests.numAdults + guests.numChildren;
  if (product.roomOccupancy !== undefined && total > product.roomOccupancy) {
    return { reason: 'occupancyExceeded', message: `${total} guests exceed the room occupancy of ${product.roomOccupancy}` };
  }

  const rateOf = inForce(product.rateDays, arrival, nights);
  const missing = rateOf.indexOf(-1);
  if (missing >= 0) return { reason: 'noRateForNight', message: `no rate for the night of ${isoDateOf(arrival + missing)}`, date: isoDateOf(arrival + missing) };

  const overrides = overridesOf(stay, arrival, nights);
  if ('reason' in overrides) return overrides;
  return {
    arrivalDay: arrival,
    nights,
    guests,
    rateOf,
    overrideOf: overrides.overrideOf,
    overrides: overrides.amounts,
    chargeRulesOf: rulesInForce(product.serviceChargePeriods, arrival, nights),
    taxRulesOf: rulesInForce(product.taxPeriods, arrival, nights),
  };
}

/** An invalidStay for a count that is sent and is not a non-negative integer. */
function badCount(field: string, value: number | undefined): Unpriceable | undefined {
  return value === undefined || (Number.isInteger(value) && value >= 0) ? undefined : invalid(field, 'must be a non-negative integer');
}

function guestsOf(product: PreparedProduct, stay: StayRequest): StayGuests | Unpriceable {
  // Each count read by name (a loop over the names read them by a key, a quarter of this function's time).
  const bad = badCount('numAdults', stay.numAdults) ?? badCount('numChildren', stay.numChildren) ?? badCount('numCribs', stay.numCribs) ?? badCount('numRollAways', stay.numRollAways);
  if (bad !== undefined) return bad;
  if (stay.numAdults === undefined) return invalid('numAdults', 'is required');
  const ages = stay.childAges;
  if (ages !== undefined) {
    if (!Array.isArray(ages)) return invalid('childAges', 'must be an array of ages');
    for (let i = 0; i < ages.length; i++) {
      const age = ages[i];
      if (!(Number.isInteger(age) && (age as number) >= 0)) return invalid(`childAges[${i}]`, 'must be a non-negative integer');
    }
    if (stay.numChildren !== undefined && stay.numChildren !== ages.length) {
      return invalid('childAges', `has ${ages.length} ages but numChildren is ${stay.numChildren}`);
    }
  }
  const numAdults = stay.numAdults;
  const numChildren = stay.numChildren ?? ages?.length ?? 0;
  if (numAdults + numChildren === 0) return invalid('numAdults', 'a room needs at least one guest');
  const childAges = ages ? ages.slice() : new Array<number>(numChildren).fill(Math.max(0, product.adultAge - 1));

  // DESIGN 3, Room rate steps 1-3: with age-based pricing a child aged adultAge or more, or in
  // no range, pays as an adult; children never count toward the N of rateNPerson otherwise.
  const ranges = product.childAgeRanges;
  const childrenPerRange = new Array<number>(ranges.length).fill(0);
  let pricedAdults = numAdults;
  if (product.ageBasedPricing) {
    for (const age of childAges) {
      const range = age < product.adultAge ? rangeOf(ranges, age) : -1;
      if (range < 0) pricedAdults++;
      else childrenPerRange[range] = (childrenPerRange[range] ?? 0) + 1;
    }
  }
  return {
    numAdults,
    numChildren,
    childAges,
    pricedAdults: Math.max(1, pricedAdults),
    childrenPerRange,
    numCribs: stay.numCribs ?? 0,
    numRollAways: stay.numRollAways ?? 0,
  };
}

/** The index of the first child age range holding `age`, or -1. */
function rangeOf(ranges: PreparedProduct['childAgeRanges'], age: number): number {
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i] as PreparedProduct['childAgeRanges'][number];
    if (r.startChildAge <= age && age <= r.endChildAge) return i;
  }
  return -1;
}

/**
 * Per night, the index of the entry with the latest day <= that night, or -1 (`days` ascend: the
 * product's rate days). The entry in force on arrival is found by bisection: a catalog has one
 * rate entry a day for a year or more, and a scan from the first entry cost 4 % of a served
 * shop's CPU; bisecting the entries themselves, each day a read from another object, still cost
 * 3.4 % of an in-process shop's (2026-11-25, node --cpu-prof), so the days are one Int32Array.
 */
function inForce(days: Int32Array, arrival: number, nights: number): Int32Array {
  const out = new Int32Array(nights);
  // the last index whose day <= arrival, or -1
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] as number) <= arrival) lo = mid + 1;
    else hi = mid;
  }
  let current = lo - 1;
  for (let n = 0; n < nights; n++) {
    while (current + 1 < days.length && (days[current + 1] as number) <= arrival + n) current++;
    out[n] = current;
  }
  return out;
}

const NO_RULES: readonly PreparedChargeRule[] = [];

/**
 * Per night, the rules of the period with the latest day <= that night (periods ascend); before
 * the first period, none. The rules read them as they are: no index, no check.
 */
function rulesInForce(periods: readonly PreparedPeriod[], arrival: number, nights: number): Array<readonly PreparedChargeRule[]> {
  const out: Array<readonly PreparedChargeRule[]> = [];
  let rules = NO_RULES;
  let next = 0;
  for (let n = 0; n < nights; n++) {
    while (next < periods.length && (periods[next] as PreparedPeriod).day <= arrival + n) rules = (periods[next++] as PreparedPeriod).rules;
    out.push(rules);
  }
  return out;
}

const NO_OVERRIDES: never[] = [];

/**
 * Rate overrides: each replaces roomRate from its effectiveDate up to the next one (in date
 * order; of two on one date the later in the list wins).
 */
function overridesOf(stay: StayRequest, arrival: number, nights: number): { amounts: DecimalAmount[]; overrideOf: Int32Array } | Unpriceable {
  const input = stay.rateOverrides ?? NO_OVERRIDES;
  const overrideOf = new Int32Array(nights).fill(-1);
  if (!Array.isArray(input)) return invalid('rateOverrides', 'must be an array');
  if (input.length === 0) return { amounts: NO_OVERRIDES, overrideOf };
  const days: Array<{ day: number; i: number }> = [];
  const amounts: DecimalAmount[] = [];
  for (let i = 0; i < input.length; i++) {
    const day = dayNumberOf(input[i]?.effectiveDate as string);
    if (day === undefined) return invalid(`rateOverrides[${i}].effectiveDate`, 'must be a real calendar date YYYY-MM-DD');
    try {
      amounts.push(decimalAmountOf((input[i] as RateOverride).amount, `rateOverrides[${i}].amount`));
    } catch (error) {
      if (error instanceof PricingInputError) return invalid(error.field, error.message.slice(error.field.length + 2));
      throw error;
    }
    days.push({ day, i });
  }
  days.sort((a, b) => a.day - b.day || a.i - b.i);
  for (const { day, i } of days) for (let n = Math.max(0, day - arrival); n < nights; n++) overrideOf[n] = i;
  return { amounts, overrideOf };
}
