import { dayNumberOf, isoDateOf } from './calendarDate.js';
import { minorUnitsOf } from './currencyMinorUnits.js';
import { decimalAmountOf, type DecimalAmount } from './decimalAmount.js';
import { PricingInputError } from './pricingInputError.js';
import type { Amount, IsoDate, RateDetail, RateProduct, StayRequest, UnavailableReason } from './types.js';

/** Longest stay the engine prices (spec Limits: length of stay max 90). */
export const MAX_LENGTH_OF_STAY = 90;
/** Category of a tax without its own `category` in chargeTotals. */
export const DEFAULT_TAX_CATEGORY = 'TAX';
/** Category of a service charge without its own `category` in chargeTotals. */
export const DEFAULT_SERVICE_CHARGE_CATEGORY = 'SERVICECHARGE';

/** `amount x count`: one addend of a night's room rate. */
export interface RatePart {
  readonly amount: DecimalAmount;
  readonly count: number;
}

/** The rate table entry of some nights, resolved for this stay's guests. */
export interface EntryPlan {
  readonly effectiveDate: IsoDate;
  /** roomRate = sum of amount x count (adult part then child part). */
  readonly roomParts: readonly RatePart[];
  /** The child part alone: its sum is the returned extraChildRate (combined children). */
  readonly childParts: readonly RatePart[] | undefined;
  /** Table figures shown in rateDetails, in output field order. */
  readonly display: ReadonlyArray<readonly [DisplayField, DecimalAmount]>;
  readonly childRates: readonly DecimalAmount[] | undefined;
  readonly crib: DecimalAmount | undefined;
  readonly rollaway: DecimalAmount | undefined;
}

/** Table figures of a rate detail that the output repeats (rounded up for display). */
export type DisplayField = 'rate1Person' | 'rate2Person' | 'rate3Person' | 'rate4Person' | 'extraPersonRate' | 'cribRate' | 'rollawayRate';

/** One tax or service charge rule, resolved: what to compute and where its result goes. */
export interface ChargeRule {
  readonly type: 'percent' | 'flat' | 'sum';
  readonly amount: DecimalAmount;
  /** Basis count of a flat amount: 1 per room, or the number of guests. */
  readonly count: number;
  /** Charged on the arrival night only. */
  readonly perStay: boolean;
  readonly collectedOnProperty: boolean;
  /** Index into {@link StayPlan.categories}. */
  readonly slot: number;
}

/** Everything needed to price a stay, resolved and checked, with no money arithmetic done yet. */
export interface StayPlan {
  readonly currencyCode: string;
  /** ISO 4217 minor units of the currency. */
  readonly digits: number;
  /** Powers of ten at which the stay's exact values are integers. */
  readonly scales: StayScales;
  readonly nights: readonly IsoDate[];
  readonly childAges: number[];
  readonly entries: readonly EntryPlan[];
  /** Per night: index into entries. */
  readonly entryOf: readonly number[];
  readonly overrides: readonly DecimalAmount[];
  /** Per night: index into overrides, or -1. */
  readonly overrideOf: readonly number[];
  readonly serviceChargePeriods: ReadonlyArray<readonly ChargeRule[]>;
  /** Per night: index into serviceChargePeriods, or -1 (none in force). */
  readonly serviceChargesOf: readonly number[];
  readonly taxPeriods: ReadonlyArray<readonly ChargeRule[]>;
  readonly taxesOf: readonly number[];
  readonly serviceChargesInTaxCalc: boolean;
  readonly numCribs: number;
  readonly numRollAways: number;
  readonly categories: ReadonlyArray<{ category: string; categoryType: 'tax' | 'fee' }>;
}

/** Why a stay cannot be priced: the typed failure of {@link planStay}. */
export interface Unpriceable {
  readonly reason: UnavailableReason;
  readonly message: string;
  readonly date?: IsoDate;
  readonly field?: string;
}

const PERSON_FIELDS = ['rate1Person', 'rate2Person', 'rate3Person', 'rate4Person'] as const;
const NO_OVERRIDES: NonNullable<StayRequest['rateOverrides']> = [];

/**
 * Checks a product and a stay and resolves which rates, overrides, taxes and service charges
 * apply on each night, and the guests each is charged for. Returns an {@link Unpriceable} for a
 * stay that cannot be priced; throws {@link PricingInputError} for a malformed product.
 */
export function planStay(product: RateProduct, stay: StayRequest): StayPlan | Unpriceable {
  const digits = minorUnitsOf(product.currencyCode);
  const adultAge = product.adultAge;
  if (!Number.isInteger(adultAge) || adultAge < 0) throw new PricingInputError('adultAge', 'must be a non-negative integer');

  const arrival = dayNumberOf(stay.arrivalDate);
  if (arrival === undefined) return invalid('arrivalDate', 'must be a real calendar date YYYY-MM-DD');
  const departure = dayNumberOf(stay.departureDate);
  if (departure === undefined) return invalid('departureDate', 'must be a real calendar date YYYY-MM-DD');
  for (const field of ['numAdults', 'numChildren', 'numCribs', 'numRollAways'] as const) {
    const value = stay[field];
    if (value !== undefined && !(Number.isInteger(value) && value >= 0)) return invalid(field, 'must be a non-negative integer');
  }
  if (stay.numAdults === undefined) return invalid('numAdults', 'is required');
  if (stay.childAges !== undefined) {
    if (!Array.isArray(stay.childAges)) return invalid('childAges', 'must be an array of ages');
    const bad = stay.childAges.findIndex((age) => !(Number.isInteger(age) && age >= 0));
    if (bad >= 0) return invalid(`childAges[${bad}]`, 'must be a non-negative integer');
    if (stay.numChildren !== undefined && stay.numChildren !== stay.childAges.length) {
      return invalid('childAges', `has ${stay.childAges.length} ages but numChildren is ${stay.numChildren}`);
    }
  }
  const numAdults = stay.numAdults;
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  const childAges = stay.childAges ? [...stay.childAges] : new Array<number>(numChildren).fill(Math.max(0, adultAge - 1));
  const guests = numAdults + numChildren;
  if (guests === 0) return invalid('numAdults', 'a room needs at least one guest');

  const lengthOfStay = departure - arrival;
  if (lengthOfStay <= 0) return { reason: 'departureNotAfterArrival', message: `departure ${stay.departureDate} is not after arrival ${stay.arrivalDate}` };
  if (lengthOfStay > MAX_LENGTH_OF_STAY) return { reason: 'lengthOfStayExceeded', message: `a stay of ${lengthOfStay} nights exceeds the maximum of ${MAX_LENGTH_OF_STAY}` };
  if (product.roomOccupancy !== undefined && guests > product.roomOccupancy) {
    return { reason: 'occupancyExceeded', message: `${guests} guests exceed the room occupancy of ${product.roomOccupancy}` };
  }
  const nights: IsoDate[] = [];
  for (let i = 0; i < lengthOfStay; i++) nights.push(isoDateOf(arrival + i));

  // Guests as the rate table charges them (DESIGN 3, Room rate steps 1-3).
  const ranges = product.childAgeRanges ?? [];
  const childrenPerRange = new Array<number>(ranges.length).fill(0);
  let pricedAdults = numAdults;
  if (product.ageBasedPricing) {
    for (const age of childAges) {
      const range = age < adultAge ? ranges.findIndex((r) => r.startChildAge <= age && age <= r.endChildAge) : -1;
      if (range < 0) pricedAdults++; // in no range, or old enough: pays as an adult
      else childrenPerRange[range] = (childrenPerRange[range] ?? 0) + 1;
    }
  }
  pricedAdults = Math.max(1, pricedAdults);

  // Rate entries: the latest effectiveDate <= night, resolved once per entry used.
  const rateIndexOf = inForce(product.rates, 'rates', nights);
  const entries: EntryPlan[] = [];
  const entryOf: number[] = [];
  let lastIndex = -1;
  for (let n = 0; n < nights.length; n++) {
    const index = rateIndexOf[n] ?? -1;
    if (index < 0) return { reason: 'noRateForNight', message: `no rate for the night of ${nights[n]}`, date: nights[n] };
    // Nights walk forward through the list, so each entry is planned once, in order.
    if (index !== lastIndex) {
      const entry = planEntry(product, index, pricedAdults, childrenPerRange, numChildren, stay);
      if ('reason' in entry) return { ...entry, date: nights[n] };
      entries.push(entry);
      lastIndex = index;
    }
    entryOf.push(entries.length - 1);
  }

  // Rate overrides: each replaces roomRate from its effectiveDate to the next one.
  const overrideInput = stay.rateOverrides ?? NO_OVERRIDES;
  for (let i = 0; i < overrideInput.length; i++) {
    if (dayNumberOf(overrideInput[i]?.effectiveDate ?? '') === undefined) return invalid(`rateOverrides[${i}].effectiveDate`, 'must be a real calendar date YYYY-MM-DD');
  }
  const overrideOrder = overrideInput.length === 0 ? [] : overrideInput.map((o, i) => ({ date: o.effectiveDate, i })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i));
  const overrides: DecimalAmount[] = [];
  const overrideOf: number[] = new Array<number>(nights.length).fill(-1);
  for (const { date, i } of overrideOrder) {
    let amount: DecimalAmount;
    try {
      amount = decimalAmountOf((overrideInput[i] as { amount: Amount }).amount, `rateOverrides[${i}].amount`);
    } catch (error) {
      if (error instanceof PricingInputError) return invalid(error.field, error.message.slice(error.field.length + 2));
      throw error;
    }
    const slot = overrides.push(amount) - 1;
    for (let n = 0; n < nights.length; n++) if ((nights[n] as string) >= date) overrideOf[n] = slot;
  }

  // Taxes and service charges: none at all on an inclusive plan.
  const categories: Array<{ category: string; categoryType: 'tax' | 'fee' }> = [];
  const inclusive = product.serviceChargesAndTaxesIncluded === true;
  const charges = planCharges(inclusive ? [] : (product.serviceChargePeriods ?? []), 'serviceChargePeriods', 'charges', 'fee', nights, guests, categories);
  const taxes = planCharges(inclusive ? [] : (product.taxPeriods ?? []), 'taxPeriods', 'taxes', 'tax', nights, guests, categories);

  const serviceChargesInTaxCalc = product.serviceChargesInTaxCalc === true;
  return {
    currencyCode: product.currencyCode,
    digits,
    scales: exactScales(entries, overrides, charges.periods, taxes.periods, serviceChargesInTaxCalc),
    nights,
    childAges,
    entries,
    entryOf,
    overrides,
    overrideOf,
    serviceChargePeriods: charges.periods,
    serviceChargesOf: charges.periodOf,
    taxPeriods: taxes.periods,
    taxesOf: taxes.periodOf,
    serviceChargesInTaxCalc,
    numCribs: stay.numCribs ?? 0,
    numRollAways: stay.numRollAways ?? 0,
    categories,
  };
}

function invalid(field: string, message: string): Unpriceable {
  return { reason: 'invalidStay', message: `${field}: ${message}`, field };
}

/**
 * Per night, the index of the entry with the latest effectiveDate <= that night, or -1.
 * Dated lists must be in strictly ascending effectiveDate order (checked).
 */
function inForce(list: ReadonlyArray<{ effectiveDate: IsoDate }> | undefined, field: string, nights: readonly IsoDate[]): number[] {
  const items = list ?? [];
  for (let i = 1; i < items.length; i++) {
    if (!((items[i - 1] as { effectiveDate: IsoDate }).effectiveDate < (items[i] as { effectiveDate: IsoDate }).effectiveDate)) {
      throw new PricingInputError(`${field}[${i}].effectiveDate`, 'dated entries must be in strictly ascending effectiveDate order');
    }
  }
  // Binary search for the arrival night, then walk forward with the nights.
  let lo = 0;
  let hi = items.length;
  const first = nights[0] as IsoDate;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid] as { effectiveDate: IsoDate }).effectiveDate <= first) lo = mid + 1;
    else hi = mid;
  }
  let current = lo - 1;
  const result: number[] = [];
  let checked = -1;
  for (const night of nights) {
    while (current + 1 < items.length && (items[current + 1] as { effectiveDate: IsoDate }).effectiveDate <= night) current++;
    if (current > checked) {
      checked = current;
      if (dayNumberOf((items[current] as { effectiveDate: IsoDate }).effectiveDate) === undefined) {
        throw new PricingInputError(`${field}[${current}].effectiveDate`, 'must be a real calendar date YYYY-MM-DD');
      }
    }
    result.push(current);
  }
  return result;
}

function optionalAmount(value: Amount | undefined, field: string, member: string): DecimalAmount | undefined {
  return value === undefined ? undefined : decimalAmountOf(value, field, member);
}

function planEntry(
  product: RateProduct,
  index: number,
  adults: number,
  childrenPerRange: readonly number[],
  numChildren: number,
  stay: StayRequest,
): EntryPlan | Unpriceable {
  const rate = product.rates[index] as RateDetail;
  const at = `rates[${index}]`;
  const persons: Array<DecimalAmount | undefined> = [];
  const display: Array<readonly [DisplayField, DecimalAmount]> = [];
  for (const f of PERSON_FIELDS) {
    const amount = rate[f] === undefined ? undefined : decimalAmountOf(rate[f], at, f);
    persons.push(amount);
    if (amount) display.push([f, amount]);
  }
  const extraPerson = optionalAmount(rate.extraPersonRate, at, 'extraPersonRate');
  if (extraPerson) display.push(['extraPersonRate', extraPerson]);

  // Adults: ratePPerson, else the highest rateKPerson below P plus (P - K) extra persons.
  const roomParts: RatePart[] = [];
  let k = Math.min(adults, 4);
  while (k > 0 && persons[k - 1] === undefined) k--;
  if (k === 0) return { reason: 'noRateForNight', message: `${at} has no rate for ${adults} adult(s)` };
  roomParts.push({ amount: persons[k - 1] as DecimalAmount, count: 1 });
  if (k < adults) {
    if (!extraPerson) return { reason: 'noRateForNight', message: `${at} has no rate${k}Person... for ${adults} adults and no extraPersonRate` };
    roomParts.push({ amount: extraPerson, count: adults - k });
  }

  // Children: per age range with age-based pricing (a flat extraChildRate is then ignored),
  // otherwise the flat extraChildRate each (0 when absent).
  let childParts: RatePart[] | undefined;
  let childRates: DecimalAmount[] | undefined;
  if (product.ageBasedPricing) {
    childRates = [];
    childParts = [];
    for (let i = 0; i < childrenPerRange.length; i++) {
      const amount = optionalAmount(rate.childRates?.[i], at, `childRates[${i}]`);
      const count = childrenPerRange[i] ?? 0;
      if (amount) childRates.push(amount);
      if (count === 0) continue;
      if (!amount) return { reason: 'noRateForNight', message: `${at}.childRates[${i}] is missing for a child in age range ${i}` };
      childParts.push({ amount, count });
    }
    if (childRates.length !== childrenPerRange.length) childRates = undefined;
  } else if (numChildren > 0) {
    const flat = optionalAmount(rate.extraChildRate, at, 'extraChildRate');
    childParts = flat ? [{ amount: flat, count: numChildren }] : [];
  }
  if (childParts) roomParts.push(...childParts);
  if (numChildren === 0) childParts = undefined;

  const crib = optionalAmount(rate.cribRate, at, 'cribRate');
  const rollaway = optionalAmount(rate.rollawayRate, at, 'rollawayRate');
  if ((stay.numCribs ?? 0) > 0 && !crib) return { reason: 'extraBedNotOffered', message: `${at} has no cribRate` };
  if ((stay.numRollAways ?? 0) > 0 && !rollaway) return { reason: 'extraBedNotOffered', message: `${at} has no rollawayRate` };
  if (crib) display.push(['cribRate', crib]);
  if (rollaway) display.push(['rollawayRate', rollaway]);
  return { effectiveDate: rate.effectiveDate, roomParts, childParts, display, childRates, crib, rollaway };
}

interface ChargeInput {
  amount: Amount;
  basis: string;
  period: string;
  type: string;
  category?: string;
  collectedOnProperty?: boolean;
}

const CATEGORY = /^[A-Z0-9]{3,30}$/;

function planCharges(
  periods: ReadonlyArray<{ effectiveDate: IsoDate }>,
  field: string,
  listField: 'charges' | 'taxes',
  categoryType: 'tax' | 'fee',
  nights: readonly IsoDate[],
  guests: number,
  categories: Array<{ category: string; categoryType: 'tax' | 'fee' }>,
): { periods: ChargeRule[][]; periodOf: number[] } {
  const indexOf = inForce(periods, field, nights);
  const planned: ChargeRule[][] = [];
  const periodOf: number[] = [];
  let lastIndex = -1;
  for (let night = 0; night < indexOf.length; night++) {
    const index = indexOf[night] as number;
    // Nights walk forward through the list, so each period is planned once, in order.
    if (index >= 0 && index !== lastIndex) {
      const list = (periods[index] as unknown as Record<string, unknown>)[listField];
      if (!Array.isArray(list)) throw new PricingInputError(`${field}[${index}].${listField}`, 'must be an array');
      const rules: ChargeRule[] = [];
      for (let i = 0; i < list.length; i++) {
        const charge = list[i] as ChargeInput;
        // Only the period in force on arrival (the first one seen) can charge perStay rules.
        if (night > 0 && charge.period === 'perStay') continue;
        rules.push(chargeRule(charge, field, index, listField, i, categoryType, guests, categories));
      }
      planned.push(rules);
      lastIndex = index;
    }
    periodOf.push(index < 0 ? -1 : planned.length - 1);
  }
  return { periods: planned, periodOf };
}

/** Where a charge sits, e.g. `taxPeriods[0].taxes[2]` (built only for an error). */
function chargePath(field: string, index: number, listField: string, item: number): string {
  return `${field}[${index}].${listField}[${item}]`;
}

function chargeRule(
  input: ChargeInput,
  field: string,
  index: number,
  listField: string,
  item: number,
  categoryType: 'tax' | 'fee',
  guests: number,
  categories: Array<{ category: string; categoryType: 'tax' | 'fee' }>,
): ChargeRule {
  const typeOk = input.type === 'percent' || input.type === 'flat' || (input.type === 'sum' && categoryType === 'tax');
  if (!typeOk) throw new PricingInputError(`${chargePath(field, index, listField, item)}.type`, `must be one of percent, flat${categoryType === 'tax' ? ', sum' : ''}`);
  if (input.basis !== 'perRoom' && input.basis !== 'perGuest') throw new PricingInputError(`${chargePath(field, index, listField, item)}.basis`, 'must be perRoom or perGuest');
  if (input.period !== 'perNight' && input.period !== 'perStay' && input.period !== 'perCharge') {
    throw new PricingInputError(`${chargePath(field, index, listField, item)}.period`, 'must be perNight, perStay or perCharge');
  }
  const category = input.category ?? (categoryType === 'tax' ? DEFAULT_TAX_CATEGORY : DEFAULT_SERVICE_CHARGE_CATEGORY);
  if (input.category !== undefined && !CATEGORY.test(category)) throw new PricingInputError(`${chargePath(field, index, listField, item)}.category`, 'must match ^[A-Z0-9]{3,30}$');
  let slot = 0;
  while (slot < categories.length && !((categories[slot] as { category: string }).category === category && (categories[slot] as { categoryType: string }).categoryType === categoryType)) slot++;
  if (slot === categories.length) categories.push({ category, categoryType });
  return {
    type: input.type as ChargeRule['type'],
    amount: decimalAmountOf(input.amount, () => chargePath(field, index, listField, item), 'amount'),
    count: input.basis === 'perGuest' ? guests : 1,
    perStay: input.period === 'perStay',
    collectedOnProperty: input.collectedOnProperty === true,
    slot,
  };
}

/** Decimals of a percent rule as a fraction: 14.75 % is 0.1475, four decimals. */
export function fractionScaleOf(rule: ChargeRule): number {
  return rule.amount.scale + 2;
}

/** The powers of ten at which each kind of exact value of a stay is an integer. */
export interface StayScales {
  /** Room rates, overrides, beds and flat amounts as given. */
  readonly money: number;
  /** Service charges of a night (a percent of roomRate adds its fraction decimals). */
  readonly charges: number;
  /** Taxes of a night (a percent of the basis, a `sum` of basis + prior taxes, a flat amount). */
  readonly taxes: number;
}

/**
 * The smallest scales at which every value of each kind is an integer: money inputs have scale
 * a; a percent of x adds its fraction decimals to x's scale; a `sum` tax applies to the basis
 * plus the taxes before it. Separate scales keep room totals small while taxes carry the
 * decimals that tax on tax needs.
 */
function exactScales(
  entries: readonly EntryPlan[],
  overrides: readonly DecimalAmount[],
  chargePeriods: ReadonlyArray<readonly ChargeRule[]>,
  taxPeriods: ReadonlyArray<readonly ChargeRule[]>,
  serviceChargesInTaxCalc: boolean,
): StayScales {
  let money = 0;
  for (const entry of entries) {
    for (const part of entry.roomParts) money = Math.max(money, part.amount.scale);
    for (const shown of entry.display) money = Math.max(money, shown[1].scale);
    for (const rate of entry.childRates ?? []) money = Math.max(money, rate.scale);
  }
  for (const override of overrides) money = Math.max(money, override.scale);
  for (const period of chargePeriods) for (const rule of period) if (rule.type === 'flat') money = Math.max(money, rule.amount.scale);
  for (const period of taxPeriods) for (const rule of period) if (rule.type === 'flat') money = Math.max(money, rule.amount.scale);

  let charges = money;
  for (const period of chargePeriods) for (const rule of period) if (rule.type === 'percent') charges = Math.max(charges, money + fractionScaleOf(rule));
  const basis = serviceChargesInTaxCalc ? charges : money;
  let taxes = basis;
  for (const period of taxPeriods) {
    let prior = basis;
    for (const rule of period) {
      const own = rule.type === 'percent' ? basis + fractionScaleOf(rule) : rule.type === 'sum' ? prior + fractionScaleOf(rule) : money;
      prior = Math.max(prior, own);
    }
    taxes = Math.max(taxes, prior);
  }
  return { money, charges, taxes };
}
