import { describe, expect, test } from 'vitest';
import { prepareRateProduct } from './prepare-rate-product.js';
import { priceStay, priceStayAsJson, priceStayAsNumbers } from './price-stay.js';
import { PricingInputError } from './pricing-input-error.js';
import type { PricedStay, RateProduct, StayRequest } from './types.js';

/** A USD product with one flat rate table and no charges; each test adds what it needs. */
function product(overrides: Partial<RateProduct> = {}): RateProduct {
  return {
    currencyCode: 'USD',
    adultAge: 18,
    ageBasedPricing: false,
    rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraPersonRate: 20 }],
    ...overrides,
  };
}

function stay(overrides: Partial<StayRequest> = {}): StayRequest {
  return { arrivalDate: '2026-06-01', departureDate: '2026-06-02', numAdults: 1, ...overrides };
}

function priced(p: RateProduct, s: StayRequest, options?: Parameters<typeof priceStay>[2]): PricedStay {
  const result = priceStay(p, s, options);
  if (!result.ok) throw new Error(`expected a price, got ${result.reason}: ${result.message}`);
  return result.value;
}

describe('nights and effective dating', () => {
  test('each night takes the entry with the latest effectiveDate on or before it', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-05-01', rate1Person: 90 },
        { effectiveDate: '2026-06-02', rate1Person: 110 },
        { effectiveDate: '2026-06-09', rate1Person: 500 },
      ],
    });
    // nights 06-01 (90), 06-02 (110), 06-03 (110): 310
    const v = priced(p, stay({ departureDate: '2026-06-04' }));
    expect(v.lengthOfStay).toBe(3);
    expect(v.amountBeforeTax).toBe('310.00');
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate])).toEqual([
      ['2026-06-01', 1, '90.00'],
      ['2026-06-02', 2, '110.00'],
    ]);
    expect(v.rateChangeIndicator).toBe(true);
  });

  test('a night before the first entry makes the stay unavailable, naming the night', () => {
    const result = priceStay(product(), stay({ arrivalDate: '2026-05-31' }));
    expect(result).toMatchObject({ ok: false, reason: 'noRateForNight', date: '2026-05-31' });
  });

  test('the departure night is not priced and a month end is crossed correctly', () => {
    const p = product({ rates: [{ effectiveDate: '2026-01-01', rate1Person: 10 }] });
    const v = priced(p, stay({ arrivalDate: '2028-02-28', departureDate: '2028-03-01' })); // leap year: 2 nights
    expect(v.lengthOfStay).toBe(2);
    expect(v.amountBeforeTax).toBe('20.00');
    expect(v.rateChangeIndicator).toBe(false);
  });
});

describe('unavailable stays come back typed', () => {
  test('departure on or before arrival', () => {
    expect(priceStay(product(), stay({ departureDate: '2026-06-01' }))).toMatchObject({ ok: false, reason: 'departureNotAfterArrival' });
  });
  test('more than 90 nights (90 is fine)', () => {
    const p = product({ rates: [{ effectiveDate: '2026-01-01', rate1Person: 1 }] });
    expect(priced(p, stay({ arrivalDate: '2026-01-01', departureDate: '2026-04-01' })).lengthOfStay).toBe(90);
    expect(priceStay(p, stay({ arrivalDate: '2026-01-01', departureDate: '2026-04-02' }))).toMatchObject({ ok: false, reason: 'lengthOfStayExceeded' });
  });
  test('more guests than the room holds', () => {
    const p = product({ roomOccupancy: 3 });
    expect(priceStay(p, stay({ numAdults: 2, numChildren: 2 }))).toMatchObject({ ok: false, reason: 'occupancyExceeded' });
    expect(priceStay(p, stay({ numAdults: 2, numChildren: 1 })).ok).toBe(true);
  });
  test('a stay that is no object is invalidStay, naming no field, from every presentation (not a TypeError)', () => {
    // a JavaScript caller's missing stay threw "Cannot read properties of null (reading 'arrivalDate')"
    for (const bad of [null, undefined, 'a stay', 42]) {
      for (const price of [priceStay, priceStayAsNumbers, priceStayAsJson]) {
        const result = price(product(), bad as never);
        expect(result, `${price.name}(${String(bad)})`).toEqual({ ok: false, reason: 'invalidStay', message: `the stay must be an object, got ${bad === null ? 'null' : typeof bad}` });
      }
    }
  });
  test('a product that is no object throws PricingInputError, not a TypeError', () => {
    // a JavaScript caller's lookup that found no product threw "Cannot read properties of undefined (reading 'prepared')"
    for (const bad of [null, undefined, 'a product', 42]) {
      for (const price of [priceStay, priceStayAsNumbers, priceStayAsJson]) {
        expect(() => price(bad as never, stay()), `${price.name}(${String(bad)})`).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'product' }));
      }
    }
  });
  test('a malformed stay names the field', () => {
    expect(priceStay(product(), stay({ arrivalDate: '2026-02-30' }))).toMatchObject({ ok: false, reason: 'invalidStay', field: 'arrivalDate' });
    expect(priceStay(product(), stay({ childAges: [3, -1] }))).toMatchObject({ ok: false, reason: 'invalidStay', field: 'childAges[1]' });
    expect(priceStay(product(), stay({ numChildren: 1, childAges: [3, 4] }))).toMatchObject({ ok: false, field: 'childAges' });
    expect(priceStay(product(), stay({ rateOverrides: [{ amount: 'ten', effectiveDate: '2026-06-01' }] }))).toMatchObject({
      ok: false,
      field: 'rateOverrides[0].amount',
    });
  });
  test('a malformed product throws PricingInputError naming the field', () => {
    const bad = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: '1,5' }] });
    expect(() => priceStay(bad, stay())).toThrow(PricingInputError);
    expect(() => priceStay(bad, stay())).toThrow(/rates\[0\]\.rate1Person/);
    expect(() => priceStay(product({ currencyCode: 'XYZ' }), stay())).toThrow(/currencyCode/);
    const unsorted = product({ rates: [{ effectiveDate: '2026-06-02', rate1Person: 1 }, { effectiveDate: '2026-06-01', rate1Person: 1 }] });
    expect(() => priceStay(unsorted, stay())).toThrow(/rates\[1\]\.effectiveDate/);
  });
});

describe('per-person rates and extra persons', () => {
  test('ratePPerson when defined', () => {
    expect(priced(product(), stay({ numAdults: 2 })).amountBeforeTax).toBe('120.00');
  });
  test('otherwise the highest rateKPerson below P plus (P - K) extra persons', () => {
    // 4 adults: rate2Person 120 + 2 x 20
    expect(priced(product(), stay({ numAdults: 4 })).amountBeforeTax).toBe('160.00');
    // 6 adults with rate1..4 defined: rate4Person 150 + 2 x 20
    const p = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 110, rate3Person: 130, rate4Person: 150, extraPersonRate: 20 }] });
    expect(priced(p, stay({ numAdults: 6 })).amountBeforeTax).toBe('190.00');
  });
  test('no extraPersonRate for the extra adults: no rate', () => {
    const p = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }] });
    expect(priceStay(p, stay({ numAdults: 2 }))).toMatchObject({ ok: false, reason: 'noRateForNight', date: '2026-06-01' });
  });
  test('zero adults with a child are priced as one adult', () => {
    expect(priced(product(), stay({ numAdults: 0, numChildren: 1 })).amountBeforeTax).toBe('100.00');
  });
});

describe('child pricing (spec child rules 1-6)', () => {
  const ranged = product({
    ageBasedPricing: true,
    adultAge: 12,
    childAgeRanges: [
      { startChildAge: 0, endChildAge: 2 },
      { startChildAge: 3, endChildAge: 11 },
    ],
    rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraPersonRate: 20, extraChildRate: 99, childRates: [0, 15.5] }],
  });

  test('rule 1 and 4: each child pays childRates[i] of the range i holding its age', () => {
    // 2 adults 120 + age 1 (range 0: 0) + age 7 (range 1: 15.50)
    const v = priced(ranged, stay({ numAdults: 2, childAges: [1, 7] }));
    expect(v.amountBeforeTax).toBe('135.50');
    expect(v.rateDetails[0]?.childRates).toEqual(['0.00', '15.50']);
  });
  test('rule 2: count-only children are aged adultAge - 1 and those ages are returned', () => {
    // 2 children aged 11 (range 1): 120 + 2 x 15.50
    const v = priced(ranged, stay({ numAdults: 2, numChildren: 2 }));
    expect(v.childAges).toEqual([11, 11]);
    expect(v.amountBeforeTax).toBe('151.00');
  });
  test('rule 3: extraChildRate is the combined nightly charge of the children', () => {
    expect(priced(ranged, stay({ numAdults: 1, childAges: [5, 6, 0] })).rateDetails[0]?.extraChildRate).toBe('31.00');
  });
  test('rule 5: without age-based pricing each child pays the flat extraChildRate and ages have no effect', () => {
    const flat = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, extraChildRate: 12.25, childRates: [1, 2] }] });
    const young = priced(flat, stay({ numAdults: 2, childAges: [1, 17] }));
    const old = priced(flat, stay({ numAdults: 2, childAges: [40, 3] }));
    expect(young.amountBeforeTax).toBe('144.50'); // 120 + 2 x 12.25
    expect(old).toEqual({ ...young, childAges: [40, 3] });
    expect(young.rateDetails[0]?.extraChildRate).toBe('24.50');
    expect(young.rateDetails[0]?.childRates).toBeUndefined();
    // absent extraChildRate: children are free
    expect(priced(product(), stay({ numAdults: 2, numChildren: 3 })).amountBeforeTax).toBe('120.00');
  });
  test('rule 6: with age-based pricing a flat extraChildRate is ignored', () => {
    expect(priced(ranged, stay({ numAdults: 1, childAges: [0] })).amountBeforeTax).toBe('100.00'); // not + 99
  });
  test('a child aged adultAge or more, or in no range, pays as an adult (never toward rateNPerson as a child)', () => {
    const gap = { ...ranged, childAgeRanges: [{ startChildAge: 0, endChildAge: 2 }, { startChildAge: 5, endChildAge: 11 }] };
    expect(priced(ranged, stay({ numAdults: 1, childAges: [12] })).amountBeforeTax).toBe('120.00'); // 2 adults
    expect(priced(gap, stay({ numAdults: 2, childAges: [3] })).amountBeforeTax).toBe('140.00'); // 3 adults: 120 + 20
  });
  test('a child in a range without a child rate makes the night unavailable', () => {
    const missing = { ...ranged, rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, childRates: [0, undefined as never] }] };
    expect(priceStay(missing, stay({ childAges: [5] }))).toMatchObject({ ok: false, reason: 'noRateForNight' });
    const none = { ...ranged, rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }] };
    expect(priceStay(none, stay({ childAges: [5] }))).toMatchObject({ ok: false, reason: 'noRateForNight' });
  });
  test('with age-based pricing, childRates must hold one rate per child age range (spec: one per entry, same index)', () => {
    // a shorter list priced the last ranges' children as noRateForNight, a longer one was cut silently
    for (const childRates of [[0], [0, 15.5, 20], []]) {
      const p = { ...ranged, rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }, { effectiveDate: '2026-06-02', rate1Person: 100, childRates }] };
      expect(() => prepareRateProduct(p), JSON.stringify(childRates)).toThrow(expect.objectContaining({
        name: 'PricingInputError',
        field: 'rates[1].childRates',
        message: `rates[1].childRates: must hold one rate per child age range (2), got ${childRates.length}`,
      }));
    }
    // without age-based pricing childRates are not read, whatever their length
    expect(priced({ ...ranged, ageBasedPricing: false, rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, childRates: [1] }] }, stay()).amountBeforeTax).toBe('100.00');
  });
});

describe('rate overrides', () => {
  test('an override replaces roomRate from its date to the next override or departure', () => {
    const s = stay({
      numAdults: 2,
      departureDate: '2026-06-05',
      rateOverrides: [
        { amount: '99.99', effectiveDate: '2026-06-04' },
        { amount: 150, effectiveDate: '2026-06-02' },
      ],
    });
    // 120 + 150 + 150 + 99.99
    const v = priced(product(), s);
    expect(v.amountBeforeTax).toBe('519.99');
    expect(v.rateDetails.map((d) => [d.nights, d.roomRate, d.rate2Person])).toEqual([
      [1, '120.00', '120.00'],
      [2, '150.00', undefined],
      [1, '99.99', undefined],
    ]);
    expect(s.rateOverrides?.[0]?.effectiveDate).toBe('2026-06-04'); // input not sorted in place
  });
});

describe('cribs and rollaways', () => {
  const beds = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, cribRate: 7.5, rollawayRate: 20 }], taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] }] });
  test('count x daily rate, outside amountAfterTax, inside guestTotalCostAfterTax, untaxed', () => {
    // 2 nights: room 200, tax 20; beds 2 x (2 x 7.50 + 1 x 20) = 70
    const v = priced(beds, stay({ departureDate: '2026-06-03', numCribs: 2, numRollAways: 1 }));
    expect([v.amountBeforeTax, v.totalTaxes, v.amountAfterTax, v.extraBedTotal, v.guestTotalCostAfterTax]).toEqual(['200.00', '20.00', '220.00', '70.00', '290.00']);
  });
  test('asking for a bed the rate does not offer is unavailable', () => {
    expect(priceStay(product(), stay({ numCribs: 1 }))).toMatchObject({ ok: false, reason: 'extraBedNotOffered' });
  });
});

describe('service charges', () => {
  test('percent of roomRate; flat per room or per guest; perNight, perStay once, perCharge each night', () => {
    const p = product({
      serviceChargePeriods: [
        {
          effectiveDate: '2026-01-01',
          charges: [
            { amount: 12.5, basis: 'perRoom', period: 'perNight', type: 'percent' },
            { amount: 3, basis: 'perGuest', period: 'perNight', type: 'flat', category: 'GUESTFEE' },
            { amount: 20, basis: 'perRoom', period: 'perStay', type: 'flat', category: 'RESORTFEE' },
            { amount: 1.01, basis: 'perRoom', period: 'perCharge', type: 'flat', category: 'ROOMFEE' },
          ],
        },
      ],
    });
    // 2 adults + 1 child, 2 nights at 120: percent 15 + 9 guests fee + 1.01 each night, + 20 once
    const v = priced(p, stay({ numAdults: 2, numChildren: 1, departureDate: '2026-06-03' }));
    // One rate period of 2 nights; each rule's charge over the period: 12.5 % of 120 = 15 x 2 = 30;
    // 3 x 3 guests = 9 x 2 = 18; 20 once; 1.01 x 2 = 2.02
    expect(v.rateDetails).toHaveLength(1);
    expect(v.rateDetails[0]?.chargeDetails.map((d) => [d.sequence, d.ruleId, d.category, d.total])).toEqual([
      [1, 1, 'SERVICECHARGE', '30.00'],
      [2, 2, 'GUESTFEE', '18.00'],
      [3, 3, 'RESORTFEE', '20.00'],
      [4, 4, 'ROOMFEE', '2.02'],
    ]);
    expect(v.rateDetails[0]?.serviceCharges.map((r) => [r.amount, r.basis, r.period, r.type])).toEqual([
      ['12.5', 'perRoom', 'perNight', 'percent'],
      ['3', 'perGuest', 'perNight', 'flat'],
      ['20', 'perRoom', 'perStay', 'flat'],
      ['1.01', 'perRoom', 'perCharge', 'flat'],
    ]);
    expect(v.firstNightAfterTax).toBe('165.01'); // 120 + 15 + 9 + 20 + 1.01
    expect(v.totalServiceCharges).toBe('70.02');
    expect(v.amountWithFees).toBe('310.02');
    expect(v.chargeTotals).toEqual([
      { category: 'SERVICECHARGE', categoryType: 'fee', total: '30.00' },
      { category: 'GUESTFEE', categoryType: 'fee', total: '18.00' },
      { category: 'RESORTFEE', categoryType: 'fee', total: '20.00' },
      { category: 'ROOMFEE', categoryType: 'fee', total: '2.02' },
    ]);
  });
});

describe('taxes', () => {
  test('three taxes, tax on tax: percent, then sum over basis + prior taxes, twice', () => {
    const p = product({
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 123.45 }],
      taxPeriods: [
        {
          effectiveDate: '2026-01-01',
          taxes: [
            { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'TAXA' },
            { amount: 5, basis: 'perRoom', period: 'perNight', type: 'sum', category: 'TAXB' },
            { amount: 2, basis: 'perRoom', period: 'perNight', type: 'sum', category: 'TAXC' },
          ],
        },
      ],
    });
    // t1 = 10 % of 123.45 = 12.345; t2 = 5 % of 135.795 = 6.78975; t3 = 2 % of 142.58475 = 2.851695
    // exact sum 21.986445 -> 21.99 (each category rounded up on its own: 12.35, 6.79, 2.86)
    const v = priced(p, stay());
    expect(v.totalTaxes).toBe('21.99');
    expect(v.amountAfterTax).toBe('145.44');
    expect(v.chargeTotals.map((c) => c.total)).toEqual(['12.35', '6.79', '2.86']);
  });

  test('flat taxes per room and per guest; serviceChargesInTaxCalc puts service charges in the basis', () => {
    const base = {
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 200 }],
      serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [{ amount: 10, basis: 'perRoom' as const, period: 'perNight' as const, type: 'percent' as const }] }],
      taxPeriods: [
        {
          effectiveDate: '2026-01-01',
          taxes: [
            { amount: 10, basis: 'perRoom' as const, period: 'perNight' as const, type: 'percent' as const },
            { amount: 1.5, basis: 'perGuest' as const, period: 'perNight' as const, type: 'flat' as const },
            { amount: 2, basis: 'perRoom' as const, period: 'perStay' as const, type: 'flat' as const },
          ],
        },
      ],
    };
    const s = stay({ numAdults: 2, departureDate: '2026-06-03' });
    // without: 10 % of 200 = 20 + 3 guests fee per night, + 2 once: 48
    expect(priced(product(base), s).totalTaxes).toBe('48.00');
    // with: 10 % of (200 + 20) = 22 + 3 per night, + 2 once: 52
    expect(priced(product({ ...base, serviceChargesInTaxCalc: true }), s).totalTaxes).toBe('52.00');
  });

  test('a tax period that changes mid-stay applies from its date, inside one rate period', () => {
    const p = product({
      taxPeriods: [
        { effectiveDate: '2026-01-01', taxes: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] },
        { effectiveDate: '2026-06-03', taxes: [{ amount: 12.5, basis: 'perRoom', period: 'perNight', type: 'percent' }] },
      ],
    });
    // 4 nights at 100: 10 + 10 + 12.50 + 12.50
    const v = priced(p, stay({ departureDate: '2026-06-05' }));
    expect(v.totalTaxes).toBe('45.00');
    expect(v.rateChangeIndicator).toBe(false);
    // One rate period (the rate entry does not change); the rule has two versions in it:
    // 10 % x 100 x 2 nights = 20.00 and 12.5 % x 100 x 2 nights = 25.00.
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, d.chargeDetails.map((c) => [c.ruleId, c.amount, c.total])])).toEqual([
      ['2026-06-01', 4, [[1, '10', '20.00'], [1, '12.5', '25.00']]],
    ]);
    expect(v.rateDetails[0]?.taxes.map((t) => t.amount)).toEqual(['10', '12.5']);
  });
});

describe('inclusive plans', () => {
  test('no taxes and no service charges: amountAfterTax = amountWithFees = amountBeforeTax', () => {
    const p = product({
      serviceChargesAndTaxesIncluded: true,
      serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
      taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
    });
    const v = priced(p, stay());
    expect([v.totalTaxes, v.totalServiceCharges, v.amountWithFees, v.amountAfterTax]).toEqual(['0.00', '0.00', '100.00', '100.00']);
    expect(v.chargeTotals).toEqual([]);
  });
});

describe('rounding up to ISO 4217 minor units', () => {
  test('JPY has 0 decimals', () => {
    const p = product({
      currencyCode: 'JPY',
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 12000, rate2Person: 12345 }],
      serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [{ amount: 5, basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
      taxPeriods: [
        {
          effectiveDate: '2026-01-01',
          taxes: [
            { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' },
            { amount: 200, basis: 'perGuest', period: 'perNight', type: 'flat' },
          ],
        },
      ],
    });
    // per night: SC 617.25, taxes 1234.5 + 400 = 1634.5; two nights: 24690, SC 1234.5 -> 1235, taxes 3269
    const v = priced(p, stay({ numAdults: 2, departureDate: '2026-06-03' }));
    expect([v.amountBeforeTax, v.totalServiceCharges, v.totalTaxes, v.amountWithFees, v.amountAfterTax]).toEqual(['24690', '1235', '3269', '25925', '29194']);
    expect([v.averageRate, v.averageRateAfterFees, v.averageRateAfterTax]).toEqual(['12345', '12963', '14597']);
    // over the period: SC 1234.5 -> 1235; taxes 2469 and 800
    expect(v.rateDetails[0]?.chargeDetails.map((d) => d.total)).toEqual(['1235', '2469', '800']);
    expect(v.firstNightAfterTax).toBe('14598'); // 12345 + 618 + 1635
  });

  test('KWD has 3 decimals', () => {
    const p = product({
      currencyCode: 'KWD',
      serviceChargesInTaxCalc: true,
      rates: [{ effectiveDate: '2026-06-01', rate1Person: '45.125' }],
      serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
      taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: 5.5, basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
    });
    // per night: SC 4.5125, basis 49.6375, tax 2.7300625; 3 nights: 135.375, SC 13.5375 -> 13.538, tax 8.1901875 -> 8.191
    const v = priced(p, stay({ departureDate: '2026-06-04' }));
    expect([v.amountBeforeTax, v.totalServiceCharges, v.totalTaxes, v.amountWithFees, v.amountAfterTax]).toEqual(['135.375', '13.538', '8.191', '148.913', '157.104']);
    expect([v.averageRate, v.averageRateAfterFees, v.averageRateAfterTax]).toEqual(['45.125', '49.638', '52.368']);
    expect(v.rateDetails[0]?.chargeDetails.map((d) => d.total)).toEqual(['13.538', '8.191']);
    expect(v.firstNightAfterTax).toBe('52.369'); // 45.125 + 4.513 + 2.731
  });

  test('totals come from exact sums, not from rounded nights', () => {
    // 3 nights of 33.333: 99.999 -> 100.00, while 3 x up(33.333) would be 100.02
    const p = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: '33.333' }] });
    const v = priced(p, stay({ departureDate: '2026-06-04' }));
    expect(v.amountBeforeTax).toBe('100.00');
    expect(v.rateDetails[0]?.roomRate).toBe('33.34');
    expect(v.averageRate).toBe('33.34');
  });

  test('amounts in the billions (IDR) stay exact beyond the safe integer range', () => {
    const p = product({
      currencyCode: 'IDR',
      rates: [{ effectiveDate: '2026-01-01', rate1Person: '4999999999.99' }],
      taxPeriods: [
        {
          effectiveDate: '2026-01-01',
          taxes: [
            { amount: '11.11', basis: 'perRoom', period: 'perNight', type: 'percent' },
            { amount: '0.01', basis: 'perRoom', period: 'perNight', type: 'sum' },
          ],
        },
      ],
    });
    // per night: t1 = 11.11 % of 4999999999.99 = 555499999.998889
    //            t2 = 0.01 % of 5555499999.988889 = 555549.9999988889
    // 90 nights: room 449999999999.10, taxes 50044999499.899910001 -> 50044999499.90
    const v = priced(p, stay({ arrivalDate: '2026-01-01', departureDate: '2026-04-01' }));
    expect(v.amountBeforeTax).toBe('449999999999.10');
    expect(v.totalTaxes).toBe('50044999499.90');
    expect(v.amountAfterTax).toBe('500044999499.00');
  });
});

describe('averages, rateAmount and runs', () => {
  test('averages round up; rateAmount is the average, or the highest night for displayRateType highest', () => {
    const p = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }, { effectiveDate: '2026-06-03', rate1Person: 100.01 }] });
    const s = stay({ departureDate: '2026-06-04' }); // 100 + 100 + 100.01 = 300.01
    expect(priced(p, s).averageRate).toBe('100.01'); // 100.00333 up
    expect(priced(p, s).rateAmount).toBe('100.01');
    const flat = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }, { effectiveDate: '2026-06-03', rate1Person: 130 }] });
    expect(priced(flat, s).rateAmount).toBe('110.00');
    expect(priced(flat, s, { displayRateType: 'highest' }).rateAmount).toBe('130.00');
  });

  test('an unknown displayRateType throws PricingInputError naming it, rather than silently showing the average', () => {
    // a partner's configuration read from a file: 'Highest' or 'max' used to price as 'average'
    for (const bad of ['Highest', 'max', '', null, 1]) {
      for (const price of [priceStay, priceStayAsNumbers, priceStayAsJson]) {
        expect(() => price(product(), stay(), { displayRateType: bad as never }), `${price.name}(${String(bad)})`)
          .toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'displayRateType', message: `displayRateType: must be average or highest, got ${JSON.stringify(bad)}` }));
      }
    }
    expect(() => priceStay(product(), stay(), null as never)).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'options' }));
    expect(priced(product(), stay(), { displayRateType: 'average' }).rateAmount).toBe('100.00');
  });

  test('never mutates its input', () => {
    const p = product({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }] }] });
    const s = stay({ numChildren: 2, rateOverrides: [{ amount: 1, effectiveDate: '2026-06-01' }] });
    const before = JSON.stringify([p, s]);
    priceStay(Object.freeze(p), Object.freeze(s));
    expect(JSON.stringify([p, s])).toBe(before);
  });
});
