/**
 * fast-check arbitraries of rate products and stays (`@direct-connect/pricing/arbitraries`), for
 * property tests of code that prices stays: ours and a partner's. They cover 0-, 2-, 3- and
 * 4-decimal currencies, amounts finer than the currency, amounts in the billions (IDR, VND),
 * stays up to 90 nights, child age ranges, overrides, extra beds, every charge basis (perRoom,
 * perGuest, perAdult, perChild, perItem), percent / flat / sum rules with and without
 * appliedToRuleId, rule ids, included and collected-on-property charges, and every DiscountType.
 * fast-check is a peer dependency.
 *
 * @packageDocumentation
 */
import fc from 'fast-check';
import { isoDateOf } from '../calendar-date.js';
import { currencyMinorUnits } from '../currency-minor-units.js';
import { formatMinorUnits } from '../format-minor-units.js';
import type {
  Amount,
  ChargeRule,
  ChargeRuleBasis,
  ChildAgeRange,
  DiscountType,
  PeriodType,
  RateDetail,
  RateDiscount,
  RateProduct,
  ServiceCharge,
  ServiceChargePeriod,
  StayRequest,
  Tax,
  TaxPeriod,
} from '../types.js';

/** Day number of 2026-03-01, the arrival window's start (DST changes nearby on purpose). */
const BASE_DAY = 20513;
/** Currencies the products are priced in: 2, 2, 0, 3, 3, 2, 0 and 4 decimals. */
export const CURRENCIES = ['USD', 'EUR', 'JPY', 'KWD', 'BHD', 'IDR', 'VND', 'CLF'] as const;
const HUGE = new Set<string>(['IDR', 'VND']);

/**
 * An exact non-negative decimal amount of up to `maxUnits` whole units and up to `digits + 1`
 * decimals, as a JSON number (when it reads back exactly) or a decimal string.
 */
export function amount(digits: number, maxUnits: number): fc.Arbitrary<Amount> {
  return fc.integer({ min: 0, max: digits + 1 }).chain((scale) =>
    fc.tuple(fc.bigInt({ min: 0n, max: BigInt(maxUnits) * 10n ** BigInt(scale) }), fc.boolean()).map(([minor, asNumber]) => {
      const text = formatMinorUnits(minor.toString(), scale);
      const n = Number(text);
      return asNumber && Number.isFinite(n) && String(n) === text.replace(/\.?0+$/, '') ? n : text;
    }),
  );
}

/** A percent such as `"14.75"`: 0 to 30 %, up to 3 decimals. */
export const percent: fc.Arbitrary<Amount> = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 30_000 }))
  .map(([scale, units]) => formatMinorUnits(String(Math.floor(units / 10 ** (3 - scale))), scale));

/** Every spec ChargeRuleBasis. */
export const chargeBasis: fc.Arbitrary<ChargeRuleBasis> = fc.constantFrom('perRoom', 'perGuest', 'perAdult', 'perChild', 'perItem');
/** Every spec DiscountType. */
export const discountType: fc.Arbitrary<DiscountType> = fc.constantFrom('percentOff', 'percentAdd', 'amountOff', 'amountAdd');

const nightly = fc.constantFrom<PeriodType>('perNight', 'perCharge');
const anyPeriod = fc.constantFrom<PeriodType>('perNight', 'perCharge', 'perStay');
const category = fc.constantFrom(undefined, 'CITYTAX', 'VAT', 'RESORTFEE');
const flags = fc.record(
  {
    collectedOnProperty: fc.boolean(),
    includedInQuotedRate: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
    inclusive: fc.boolean(),
    name: fc.constantFrom('City tax', 'Service', 'Resort fee'),
    postingCode: fc.constantFrom('RM', 'TX01'),
    exemptionCode: fc.constantFrom('EX', 'DIPLO'),
  },
  { requiredKeys: [] },
);

/** Up to `max` items with distinct ascending effective dates; `fromStart` puts the first one before any arrival. */
function dated<T>(item: fc.Arbitrary<T>, max: number, fromStart = false): fc.Arbitrary<Array<T & { effectiveDate: string }>> {
  return fc
    .uniqueArray(fc.integer({ min: -4, max: 100 }), { minLength: 0, maxLength: fromStart ? max - 1 : max })
    .map((offsets) => (fromStart ? [-5, ...offsets] : offsets))
    .chain((offsets) => fc.tuple(...[...offsets].sort((a, b) => a - b).map((o) => item.map((x) => ({ ...x, effectiveDate: isoDateOf(BASE_DAY + o) })))));
}

/**
 * A list of charge rules with ids (the list position, or explicit ids when `explicitIds`) and,
 * for `sum` rules, an `appliedToRuleId` naming an earlier rule that is not included (sometimes).
 */
function ruleList<R extends ChargeRule<'percent' | 'flat' | 'sum'>>(rule: fc.Arbitrary<R>, max: number): fc.Arbitrary<R[]> {
  return fc.tuple(fc.array(fc.tuple(rule, fc.nat(), fc.boolean()), { maxLength: max }), fc.boolean()).map(([items, explicitIds]) => {
    const out: R[] = [];
    items.forEach(([r, pick, named], i) => {
      const rule: R = { ...r };
      if (explicitIds) rule.ruleId = 100 + 7 * i;
      if (rule.type === 'sum' && named) {
        const candidates = out.map((prior, j) => ({ prior, j })).filter(({ prior }) => prior.includedInQuotedRate !== true);
        const chosen = candidates[pick % Math.max(1, candidates.length)];
        if (chosen) rule.appliedToRuleId = chosen.prior.ruleId ?? chosen.j + 1;
      }
      out.push(rule);
    });
    return out;
  });
}

/** Options of {@link rateProduct}. */
export interface ProductShape {
  /** `false` keeps every charge nightly (no perStay rule). */
  perStay?: boolean;
  ageBasedPricing?: boolean;
  /** serviceChargesAndTaxesIncluded: fixed, or either when undefined. */
  inclusive?: boolean;
  /** `false`: no discount; `true`: always one; undefined: sometimes. */
  discount?: boolean;
  /** `false`: no rule includedInQuotedRate. */
  included?: boolean;
}

/**
 * A rate product with 1 to 3 dated rate entries, 0 to 2 tax periods (up to 4 taxes each) and 0
 * to 2 service charge periods (up to 3 charges each), of any currency of {@link CURRENCIES}.
 */
export function rateProduct(shape: ProductShape = {}): fc.Arbitrary<RateProduct> {
  return fc.constantFrom(...CURRENCIES).chain((currencyCode) => {
    const digits = currencyMinorUnits(currencyCode) ?? 2;
    const units = HUGE.has(currencyCode) ? 9_999_999_999 : digits === 0 ? 99_999 : 9_999;
    const money = amount(digits, units);
    const small = amount(digits, Math.max(1, Math.floor(units / 10)));
    const period = shape.perStay === false ? nightly : anyPeriod;
    const extra = flags.map((f) => (shape.included === false ? { ...f, includedInQuotedRate: false } : f));
    const tax: fc.Arbitrary<Tax> = fc.oneof(
      fc.record({ type: fc.constant('percent' as const), amount: percent, basis: chargeBasis, period, category, extra }),
      fc.record({ type: fc.constant('sum' as const), amount: percent, basis: chargeBasis, period: nightly, category, extra }),
      fc.record({ type: fc.constant('flat' as const), amount: small, basis: chargeBasis, period, category, extra }),
    ).map(({ extra: f, category: c, ...r }) => ({ ...r, ...f, ...(c === undefined ? {} : { category: c }), ...(r.type === 'sum' ? { includedInQuotedRate: false } : {}) }));
    const charge: fc.Arbitrary<ServiceCharge> = fc
      .oneof(
        fc.record({ type: fc.constant('percent' as const), amount: percent, basis: chargeBasis, period, category, extra }),
        fc.record({ type: fc.constant('flat' as const), amount: small, basis: chargeBasis, period, category, extra }),
      )
      .map(({ extra: f, category: c, ...r }) => ({ ...r, ...f, ...(c === undefined ? {} : { category: c }) }));
    const someDiscount: fc.Arbitrary<RateDiscount> = discountType.chain((type) => (type === 'amountOff' || type === 'amountAdd' ? small : percent).map((a) => ({ type, amount: a })));
    const discount: fc.Arbitrary<RateDiscount | undefined> =
      shape.discount === false ? fc.constant(undefined) : shape.discount === true ? someDiscount : fc.option(someDiscount, { nil: undefined, freq: 2 });
    return fc.integer({ min: 1, max: 18 }).chain((adultAge) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: adultAge }), { maxLength: 4 })
        .map((cuts) => ranges([...cuts].sort((a, b) => a - b)))
        .chain((childAgeRanges) => {
          const maybe = (a: fc.Arbitrary<Amount>) => fc.option(a, { nil: undefined, freq: 3 });
          const rate: fc.Arbitrary<Omit<RateDetail, 'effectiveDate'>> = fc.record({
            rate1Person: fc.option(money, { nil: undefined, freq: 12 }),
            rate2Person: maybe(money),
            rate3Person: maybe(money),
            rate4Person: maybe(money),
            extraPersonRate: fc.option(small, { nil: undefined, freq: 20 }),
            extraChildRate: maybe(small),
            childRates: fc.option(fc.array(small, { minLength: childAgeRanges.length, maxLength: childAgeRanges.length }), { nil: undefined, freq: 8 }),
            cribRate: fc.option(small, { nil: undefined, freq: 12 }),
            rollawayRate: fc.option(small, { nil: undefined, freq: 12 }),
          });
          return fc
            .record({
              currencyCode: fc.constant(currencyCode),
              adultAge: fc.constant(adultAge),
              ageBasedPricing: shape.ageBasedPricing === undefined ? fc.boolean() : fc.constant(shape.ageBasedPricing),
              childAgeRanges: fc.constant(childAgeRanges),
              roomOccupancy: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
              serviceChargesAndTaxesIncluded:
                shape.inclusive === undefined ? fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }) : fc.constant(shape.inclusive),
              serviceChargesInTaxCalc: fc.boolean(),
              rates: fc.oneof({ arbitrary: dated(rate, 3, true), weight: 9 }, { arbitrary: dated(rate, 3).filter((r) => r.length > 0), weight: 1 }),
              taxPeriods: dated(fc.record({ taxes: ruleList(tax, 4) }), 2) as fc.Arbitrary<TaxPeriod[]>,
              serviceChargePeriods: dated(fc.record({ charges: ruleList(charge, 3) }), 2) as fc.Arbitrary<ServiceChargePeriod[]>,
              discount,
            })
            .map(({ discount: d, ...p }) => (d === undefined ? p : { ...p, discount: d }));
        }),
    );
  });
}

/** Disjoint inclusive ranges from sorted cut points: [0, 3, 7] gives 0-2 and 3-6. */
function ranges(cuts: number[]): ChildAgeRange[] {
  const result: ChildAgeRange[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) result.push({ startChildAge: cuts[i] as number, endChildAge: (cuts[i + 1] as number) - 1 });
  return result;
}

/** Options of {@link stayRequest}. */
export interface StayShape {
  /** Send childAges (true), only numChildren (false), or either (undefined). */
  withAges?: boolean;
  /** Longest stay generated (default 90). */
  maxNights?: number;
}

/**
 * A one-room stay arriving in the first 10 days of March 2026 (where {@link rateProduct}'s dates
 * lie), 1 to 90 nights, 0 to 5 adults and 0 to 3 children (at least one guest), cribs,
 * rollaways and up to 2 rate overrides.
 */
export function stayRequest(shape: StayShape = {}): fc.Arbitrary<StayRequest> {
  const maxNights = shape.maxNights ?? 90;
  const nights = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: Math.min(7, maxNights) }), weight: 12 },
    { arbitrary: fc.integer({ min: 1, max: maxNights }), weight: 2 },
    { arbitrary: fc.constant(maxNights), weight: 1 },
  );
  return fc
    .record({
      arrival: fc.integer({ min: 0, max: 10 }),
      nights,
      numAdults: fc.integer({ min: 0, max: 5 }),
      ages: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
      withAges: shape.withAges === undefined ? fc.boolean() : fc.constant(shape.withAges),
      numCribs: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined, freq: 3 }),
      numRollAways: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined, freq: 3 }),
      overrides: fc.array(fc.tuple(fc.integer({ min: 0, max: 95 }), amount(2, 500)), { maxLength: 2 }),
    })
    .map((s) => ({
      arrivalDate: isoDateOf(BASE_DAY + s.arrival),
      departureDate: isoDateOf(BASE_DAY + s.arrival + s.nights),
      numAdults: s.numAdults === 0 && s.ages.length === 0 ? 1 : s.numAdults,
      numChildren: s.ages.length,
      ...(s.withAges ? { childAges: s.ages } : {}),
      ...(s.numCribs === undefined ? {} : { numCribs: s.numCribs }),
      ...(s.numRollAways === undefined ? {} : { numRollAways: s.numRollAways }),
      ...(s.overrides.length > 0 ? { rateOverrides: s.overrides.map(([o, a]) => ({ amount: a, effectiveDate: isoDateOf(BASE_DAY + s.arrival + Math.min(o, s.nights - 1)) })) } : {}),
    }));
}
