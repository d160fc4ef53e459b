import { describe, expect, test } from 'vitest';
import { planStay, type StayPlan, type Unpriceable } from './plan-stay.js';
import { prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { priceStay } from './price-stay.js';
import { PricingInputError } from './pricing-input-error.js';
import type { RateProduct, StayRequest } from './types.js';

/** A USD product with one flat rate table from 2026-06-01, no occupancy limit and no charges. */
function product(overrides: Partial<RateProduct> = {}): PreparedProduct {
  return prepareRateProduct({
    currencyCode: 'USD',
    adultAge: 18,
    ageBasedPricing: false,
    rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraPersonRate: 20 }],
    ...overrides,
  }) as PreparedProduct;
}

function stay(overrides: Partial<StayRequest> = {}): StayRequest {
  return { arrivalDate: '2026-06-01', departureDate: '2026-06-02', numAdults: 1, ...overrides };
}

/** A stay the caller built wrongly on purpose (a field of the wrong type). */
function malformed(overrides: Record<string, unknown>): StayRequest {
  return { ...stay(), ...overrides } as unknown as StayRequest;
}

function planned(p: PreparedProduct, s: StayRequest): StayPlan {
  const plan = planStay(p, s);
  if ('reason' in plan) throw new Error(`expected a plan, got ${plan.reason}: ${plan.message}`);
  return plan;
}

function refused(p: PreparedProduct, s: StayRequest): Unpriceable {
  const plan = planStay(p, s);
  if (!('reason' in plan)) throw new Error('expected the stay to be refused');
  return plan;
}

/** The refusal of a malformed stay: invalidStay, the field, and `field: message`. */
function invalidStay(field: string, message: string): Unpriceable {
  return { reason: 'invalidStay', field, message: `${field}: ${message}` };
}

describe('planStay refuses a malformed stay with invalidStay, naming the field', () => {
  const calendar = 'must be a real calendar date YYYY-MM-DD';

  test('arrival and departure must be real calendar dates', () => {
    expect(refused(product(), stay({ arrivalDate: '2026-02-30' }))).toEqual(invalidStay('arrivalDate', calendar));
    expect(refused(product(), stay({ departureDate: '2026-06-31' }))).toEqual(invalidStay('departureDate', calendar));
    expect(refused(product(), stay({ departureDate: '2026-6-2' }))).toEqual(invalidStay('departureDate', calendar));
  });

  test('each guest and bed count must be a non-negative integer', () => {
    const integer = 'must be a non-negative integer';
    expect(refused(product(), stay({ numAdults: -1 }))).toEqual(invalidStay('numAdults', integer));
    expect(refused(product(), stay({ numAdults: 1.5 }))).toEqual(invalidStay('numAdults', integer));
    expect(refused(product(), stay({ numChildren: -2 }))).toEqual(invalidStay('numChildren', integer));
    expect(refused(product(), stay({ numChildren: 0.5 }))).toEqual(invalidStay('numChildren', integer));
    expect(refused(product(), stay({ numCribs: -1 }))).toEqual(invalidStay('numCribs', integer));
    expect(refused(product(), stay({ numRollAways: 2.25 }))).toEqual(invalidStay('numRollAways', integer));
    expect(refused(product(), malformed({ numAdults: '2' }))).toEqual(invalidStay('numAdults', integer));
    expect(refused(product(), malformed({ numRollAways: Number.NaN }))).toEqual(invalidStay('numRollAways', integer));
  });

  test('numAdults is required, even with children', () => {
    expect(refused(product(), malformed({ numAdults: undefined, numChildren: 1 }))).toEqual(invalidStay('numAdults', 'is required'));
  });

  test('a stay with no guests is refused (zero adults and no children)', () => {
    const none = invalidStay('numAdults', 'a room needs at least one guest');
    expect(refused(product(), stay({ numAdults: 0 }))).toEqual(none);
    expect(refused(product(), stay({ numAdults: 0, numChildren: 0 }))).toEqual(none);
    expect(refused(product(), stay({ numAdults: 0, childAges: [] }))).toEqual(none);
    // one child alone is a guest
    expect(planned(product(), stay({ numAdults: 0, childAges: [4] })).guests.numChildren).toBe(1);
  });

  test('childAges must be an array of non-negative integer ages, as many as numChildren', () => {
    expect(refused(product(), malformed({ childAges: '3,4' }))).toEqual(invalidStay('childAges', 'must be an array of ages'));
    expect(refused(product(), stay({ childAges: [-1, 3] }))).toEqual(invalidStay('childAges[0]', 'must be a non-negative integer'));
    expect(refused(product(), stay({ childAges: [3, 4.5] }))).toEqual(invalidStay('childAges[1]', 'must be a non-negative integer'));
    expect(refused(product(), stay({ numChildren: 1, childAges: [3, 4] }))).toEqual(invalidStay('childAges', 'has 2 ages but numChildren is 1'));
    expect(refused(product(), stay({ numChildren: 2, childAges: [] }))).toEqual(invalidStay('childAges', 'has 0 ages but numChildren is 2'));
  });

  test('rateOverrides must be an array', () => {
    // one override object where a list was due
    const single = malformed({ rateOverrides: { amount: 90, effectiveDate: '2026-06-01' } });
    expect(refused(product(), single)).toEqual(invalidStay('rateOverrides', 'must be an array'));
    // Things with a length of 0 that are not arrays are refused too, not read as "no overrides".
    for (const empty of ['', { length: 0 }]) expect(refused(product(), malformed({ rateOverrides: empty }))).toEqual(invalidStay('rateOverrides', 'must be an array'));
  });

  test('an override effectiveDate must be a real calendar date, named by its index', () => {
    const s = stay({
      rateOverrides: [
        { amount: 90, effectiveDate: '2026-06-01' },
        { amount: 90, effectiveDate: '2026-02-29' }, // 2026 is not a leap year
      ],
    });
    expect(refused(product(), s)).toEqual(invalidStay('rateOverrides[1].effectiveDate', calendar));
    const missing = malformed({ rateOverrides: [{ amount: 90 }] });
    expect(refused(product(), missing)).toEqual(invalidStay('rateOverrides[0].effectiveDate', calendar));
  });

  test('an override amount must be a non-negative decimal; the field is named once in the message', () => {
    const s = stay({
      rateOverrides: [
        { amount: 90, effectiveDate: '2026-06-01' },
        { amount: 'ten', effectiveDate: '2026-06-01' },
      ],
    });
    const result = refused(product(), s);
    expect(result).toMatchObject({ reason: 'invalidStay', field: 'rateOverrides[1].amount' });
    expect(result.message).toMatch(/^rateOverrides\[1\]\.amount: [a-z]/);
    expect(result.message.split('rateOverrides').length).toBe(2);
    expect(refused(product(), stay({ rateOverrides: [{ amount: -5, effectiveDate: '2026-06-01' }] }))).toEqual(
      invalidStay('rateOverrides[0].amount', 'must be a non-negative finite number, got -5'),
    );
  });

  test('an error other than PricingInputError while reading an override is not turned into invalidStay', () => {
    const broken = {
      effectiveDate: '2026-06-01',
      get amount(): number {
        throw new RangeError('amount unreadable');
      },
    };
    expect(() => planStay(product(), stay({ rateOverrides: [broken] }))).toThrow(new RangeError('amount unreadable'));
  });
});

describe('planStay: stays the product cannot sell, with their messages', () => {
  test('departure on or before arrival', () => {
    expect(refused(product(), stay({ departureDate: '2026-06-01' }))).toEqual({
      reason: 'departureNotAfterArrival',
      message: 'departure 2026-06-01 is not after arrival 2026-06-01',
    });
    expect(refused(product(), stay({ departureDate: '2026-05-30' }))).toMatchObject({ reason: 'departureNotAfterArrival' });
  });

  test('more than 90 nights', () => {
    const p = product({ rates: [{ effectiveDate: '2026-01-01', rate1Person: 1 }] });
    expect(refused(p, stay({ arrivalDate: '2026-01-01', departureDate: '2026-04-02' }))).toEqual({
      reason: 'lengthOfStayExceeded',
      message: 'a stay of 91 nights exceeds the maximum of 90',
    });
  });

  test('more guests than the room holds counts adults and children', () => {
    expect(refused(product({ roomOccupancy: 3 }), stay({ numAdults: 2, childAges: [4, 9] }))).toEqual({
      reason: 'occupancyExceeded',
      message: '4 guests exceed the room occupancy of 3',
    });
    expect(planned(product({ roomOccupancy: 4 }), stay({ numAdults: 2, childAges: [4, 9] })).guests.numChildren).toBe(2);
  });

  test('a night before the first rate entry names that night', () => {
    expect(refused(product(), stay({ arrivalDate: '2026-05-30', departureDate: '2026-06-03' }))).toEqual({
      reason: 'noRateForNight',
      message: 'no rate for the night of 2026-05-30',
      date: '2026-05-30',
    });
  });
});

describe('planStay: what applies on each night', () => {
  const tenPercent = { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' } as const;
  const fivePercent = { amount: 5, basis: 'perRoom', period: 'perNight', type: 'percent' } as const;

  test('one rate entry, tax and service charge rule list per night, none before the first period', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-03', rate1Person: 110 },
      ],
      taxPeriods: [
        { effectiveDate: '2026-06-02', taxes: [tenPercent] },
        { effectiveDate: '2026-06-04', taxes: [fivePercent] },
      ],
      serviceChargePeriods: [{ effectiveDate: '2026-06-03', charges: [fivePercent] }],
    });
    const plan = planned(p, stay({ departureDate: '2026-06-05' }));
    expect(plan.arrivalDay).toBe(planned(p, stay({ arrivalDate: '2026-06-02', departureDate: '2026-06-05' })).arrivalDay - 1);
    expect(plan.nights).toBe(4);
    expect([...plan.rateOf]).toEqual([0, 0, 1, 1]);
    expect([...plan.overrideOf]).toEqual([-1, -1, -1, -1]);
    expect(plan.overrides).toEqual([]);
    const [taxesFrom2, taxesFrom4] = p.taxPeriods.map((period) => period.rules);
    expect(plan.taxRulesOf).toEqual([[], taxesFrom2, taxesFrom2, taxesFrom4]);
    expect(plan.taxRulesOf[1]).not.toEqual(plan.taxRulesOf[3]);
    const chargesFrom3 = p.serviceChargePeriods[0]?.rules;
    expect(plan.chargeRulesOf).toEqual([[], [], chargesFrom3, chargesFrom3]);
  });

  test('three or more overrides out of date order, two on one date (the later in the list wins), one before arrival', () => {
    const s = stay({
      departureDate: '2026-06-07',
      rateOverrides: [
        { amount: 50, effectiveDate: '2026-06-05' },
        { amount: 20, effectiveDate: '2026-06-02' },
        { amount: 30, effectiveDate: '2026-06-03' },
        { amount: 10, effectiveDate: '2026-05-20' },
        { amount: 33, effectiveDate: '2026-06-03' },
      ],
    });
    const plan = planned(product(), s);
    // 06-01: the override of 05-20 (index 3); 06-02: 20 (1); 06-03, 06-04: 33 (4, listed after 30);
    // 06-05, 06-06: 50 (0)
    expect([...plan.overrideOf]).toEqual([3, 1, 4, 4, 0, 0]);
    expect(plan.overrides.length).toBe(5);
    // the same through priceStay: 10 + 20 + 33 + 33 + 50 + 50
    const priced = priceStay(product(), s);
    expect(priced.ok && priced.value.amountBeforeTax).toBe('196.00');
  });

  test('an override after departure applies to no night; the overrides still come back per list index', () => {
    const plan = planned(product(), stay({ departureDate: '2026-06-03', rateOverrides: [{ amount: 1, effectiveDate: '2026-06-03' }] }));
    expect([...plan.overrideOf]).toEqual([-1, -1]);
    expect(plan.overrides.length).toBe(1);
  });

  test('the guests as the rules count them', () => {
    const ranged = product({
      ageBasedPricing: true,
      adultAge: 12,
      childAgeRanges: [
        { startChildAge: 0, endChildAge: 2 },
        { startChildAge: 3, endChildAge: 17 },
      ],
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraPersonRate: 20, childRates: [0, 15] }],
    });
    // ages 1 (range 0), 7 (range 1), and 12 and 14: inside range 1 but adultAge or more, so adults
    expect(planned(ranged, stay({ numAdults: 1, childAges: [1, 7, 12, 14], numCribs: 1 })).guests).toEqual({
      numAdults: 1,
      numChildren: 4,
      childAges: [1, 7, 12, 14],
      pricedAdults: 3,
      childrenPerRange: [1, 1],
      numCribs: 1,
      numRollAways: 0,
    });
    // count-only children are aged adultAge - 1; no adult is still priced as one
    expect(planned(ranged, stay({ numAdults: 0, numChildren: 2 })).guests).toEqual({
      numAdults: 0,
      numChildren: 2,
      childAges: [11, 11],
      pricedAdults: 1,
      childrenPerRange: [0, 2],
      numCribs: 0,
      numRollAways: 0,
    });
  });
});

describe("priceStay: issue 15's gaps around the plan", () => {
  const usd = { currencyCode: 'USD', adultAge: 18, ageBasedPricing: false } as const;

  test('a child aged adultAge or more inside an age range pays as an adult', () => {
    const p = prepareRateProduct({
      currencyCode: 'USD',
      adultAge: 12,
      ageBasedPricing: true,
      childAgeRanges: [{ startChildAge: 0, endChildAge: 17 }],
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraPersonRate: 20, childRates: [10] }],
    });
    // age 11: a child, 100 + 10; age 12 and 17: 2 adults, 120
    const at = (age: number) => {
      const result = priceStay(p, stay({ childAges: [age] }));
      return result.ok ? result.value.amountBeforeTax : result.reason;
    };
    expect([at(11), at(12), at(17)]).toEqual(['110.00', '120.00', '120.00']);
  });

  test("displayRateType 'highest' when the highest night is not the last", () => {
    const p = prepareRateProduct({
      currencyCode: 'USD',
      adultAge: 18,
      ageBasedPricing: false,
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-02', rate1Person: 130 },
        { effectiveDate: '2026-06-03', rate1Person: 90 },
      ],
    });
    const result = priceStay(p, stay({ departureDate: '2026-06-05' }), { displayRateType: 'highest' });
    // nights 100, 130, 90, 90: the highest is the second
    expect(result.ok && result.value.rateAmount).toBe('130.00');
  });

  test('consecutive nights from different rate entries with equal prices stay separate rate periods', () => {
    const p = prepareRateProduct({
      ...usd,
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-03', rate1Person: 100 },
      ],
    });
    const result = priceStay(p, stay({ departureDate: '2026-06-05' }));
    if (!result.ok) throw new Error(result.message);
    // one entry per rate period: 2 nights of each entry, not one run of 4; the price never changes
    expect(result.value.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate])).toEqual([
      ['2026-06-01', 2, '100.00'],
      ['2026-06-03', 2, '100.00'],
    ]);
    expect(result.value.rateChangeIndicator).toBe(false);
  });

  test('an override equal to the table rate starts a rate period without a rate change', () => {
    const p = prepareRateProduct({ ...usd, rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120 }] });
    const result = priceStay(p, stay({ numAdults: 2, departureDate: '2026-06-04', rateOverrides: [{ amount: '120.00', effectiveDate: '2026-06-02' }] }));
    if (!result.ok) throw new Error(result.message);
    // 120 from the table, then 2 x 120 overridden: 360
    expect(result.value.amountBeforeTax).toBe('360.00');
    expect(result.value.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate, d.rate2Person])).toEqual([
      ['2026-06-01', 1, '120.00', '120.00'],
      ['2026-06-02', 2, '120.00', undefined],
    ]);
    expect(result.value.rateChangeIndicator).toBe(false);
  });

  test('rate, tax and service charge period dates must be real calendar dates', () => {
    const rates = [{ effectiveDate: '2026-06-01', rate1Person: 100 }];
    const thrown = (product: RateProduct): unknown => {
      try {
        prepareRateProduct(product);
      } catch (error) {
        return error;
      }
      throw new Error('expected a PricingInputError');
    };
    const calendar = (field: string) => new PricingInputError(field, 'must be a real calendar date YYYY-MM-DD');
    expect(thrown({ ...usd, rates: [{ effectiveDate: '2026-04-31', rate1Person: 1 }] })).toEqual(calendar('rates[0].effectiveDate'));
    expect(thrown({ ...usd, rates, taxPeriods: [{ effectiveDate: '2026-02-29', taxes: [] }] })).toEqual(calendar('taxPeriods[0].effectiveDate'));
    expect(thrown({ ...usd, rates, serviceChargePeriods: [{ effectiveDate: '2026-13-01', charges: [] }] })).toEqual(
      calendar('serviceChargePeriods[0].effectiveDate'),
    );
  });
});
