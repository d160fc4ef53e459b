import { describe, expect, test } from 'vitest';
import { prepareRateProduct } from './prepare-rate-product.js';
import { priceStay } from './price-stay.js';
import { PricingInputError } from './pricing-input-error.js';
import type { ChargeDetail, PricedStay, RateProduct, ServiceCharge, StayRequest, Tax } from './types.js';

/** A USD product at 100 a night (1 adult), 150 (2 adults), children 10 each, cribs 5, rollaways 15. */
function product(overrides: Partial<RateProduct> = {}): RateProduct {
  return {
    currencyCode: 'USD',
    adultAge: 18,
    ageBasedPricing: false,
    rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 150, extraPersonRate: 30, extraChildRate: 10, cribRate: 5, rollawayRate: 15 }],
    ...overrides,
  };
}

function stay(overrides: Partial<StayRequest> = {}): StayRequest {
  return { arrivalDate: '2026-06-01', departureDate: '2026-06-03', numAdults: 2, ...overrides };
}

function priced(p: RateProduct, s: StayRequest): PricedStay {
  const result = priceStay(p, s);
  if (!result.ok) throw new Error(`expected a price, got ${result.reason}: ${result.message}`);
  return result.value;
}

const taxes = (list: Tax[]): Partial<RateProduct> => ({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: list }] });
const charges = (list: ServiceCharge[]): Partial<RateProduct> => ({ serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: list }] });
const totalsOf = (v: PricedStay) => v.rateDetails.flatMap((d) => d.chargeDetails.map((c) => [c.category, c.total]));

describe('basis counts of flat rules', () => {
  const p = product(
    taxes([
      { amount: 2.5, basis: 'perAdult', period: 'perNight', type: 'flat', category: 'CITYADULT' },
      { amount: 1.25, basis: 'perChild', period: 'perNight', type: 'flat', category: 'CITYCHILD' },
      { amount: 3, basis: 'perItem', period: 'perNight', type: 'flat', category: 'BEDFEE' },
      { amount: 1, basis: 'perGuest', period: 'perNight', type: 'flat', category: 'GUEST' },
    ]),
  );

  test('perAdult counts adults as sent, perChild children as sent, perItem cribs + rollaways', () => {
    // 2 adults, 3 children, 1 crib, 2 rollaways, 2 nights:
    // perAdult 2.5 x 2 x 2 = 10.00; perChild 1.25 x 3 x 2 = 7.50; perItem 3 x (1 + 2) x 2 = 18.00; perGuest 1 x 5 x 2 = 10.00
    const v = priced(p, stay({ numChildren: 3, numCribs: 1, numRollAways: 2 }));
    expect(totalsOf(v)).toEqual([
      ['CITYADULT', '10.00'],
      ['CITYCHILD', '7.50'],
      ['BEDFEE', '18.00'],
      ['GUEST', '10.00'],
    ]);
    expect(v.totalTaxes).toBe('45.50');
    // beds stay outside amountAfterTax: (5 + 2 x 15) x 2 = 70.00
    expect(v.extraBedTotal).toBe('70.00');
    expect(v.rateDetails[0]?.chargeDetails.map((c) => c.basis)).toEqual(['perAdult', 'perChild', 'perItem', 'perGuest']);
  });

  test('without extra beds a perItem rule charges nothing, and without children a perChild rule neither', () => {
    // perAdult 2.5 x 2 x 2 = 10.00; perChild 0; perItem 0; perGuest 1 x 2 x 2 = 4.00
    const v = priced(p, stay());
    expect(totalsOf(v)).toEqual([
      ['CITYADULT', '10.00'],
      ['CITYCHILD', '0.00'],
      ['BEDFEE', '0.00'],
      ['GUEST', '4.00'],
    ]);
    expect(v.totalTaxes).toBe('14.00');
    // every rule that applied is in chargeDetails; chargeTotals list the categories charged, 0 included
    expect(v.chargeTotals.map((c) => c.total)).toEqual(['10.00', '0.00', '0.00', '4.00']);
  });

  test('a child priced as an adult (age-based pricing) is still a child for perChild and perAdult', () => {
    const ranged = product({ ageBasedPricing: true, childAgeRanges: [{ startChildAge: 0, endChildAge: 11 }], rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 150, extraPersonRate: 30, childRates: [10] }], ...taxes([{ amount: 1, basis: 'perChild', period: 'perNight', type: 'flat' }]) });
    // a 15-year-old is in no range and pays as a third adult (150 + 30), but counts as a child: 1 x 1 x 2 nights
    const v = priced(ranged, stay({ childAges: [15] }));
    expect(v.amountBeforeTax).toBe('360.00');
    expect(v.totalTaxes).toBe('2.00');
  });
});

describe('sum taxes (tax on tax)', () => {
  const list: Tax[] = [
    { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'STATE', ruleId: 7 },
    { amount: 2, basis: 'perRoom', period: 'perNight', type: 'flat', category: 'CITY', ruleId: 8 },
  ];

  test('without appliedToRuleId: a percent of the basis plus every tax before it that night', () => {
    const p = product(taxes([...list, { amount: 5, basis: 'perRoom', period: 'perNight', type: 'sum', category: 'SUMTAX' }]));
    // per night on 150: state 15, city 2, sum 5 % of (150 + 15 + 2) = 8.35; 2 nights: 30, 4, 16.70
    const v = priced(p, stay());
    expect(totalsOf(v)).toEqual([
      ['STATE', '30.00'],
      ['CITY', '4.00'],
      ['SUMTAX', '16.70'],
    ]);
    expect(v.rateDetails[0]?.chargeDetails[2]).toMatchObject({ sequence: 3, ruleId: 3, amount: '5', amountType: 'percent' });
    expect(v.rateDetails[0]?.chargeDetails[2]?.appliedToRuleId).toBeUndefined();
  });

  test('with appliedToRuleId: a percent of the basis plus the named tax only', () => {
    const p = product(taxes([...list, { amount: 5, basis: 'perRoom', period: 'perNight', type: 'sum', category: 'SUMTAX', appliedToRuleId: 7 }]));
    // per night: 5 % of (150 + 15) = 8.25; 2 nights 16.50 (the city tax is not in it)
    const v = priced(p, stay());
    expect(totalsOf(v)).toEqual([
      ['STATE', '30.00'],
      ['CITY', '4.00'],
      ['SUMTAX', '16.50'],
    ]);
    expect(v.rateDetails[0]?.chargeDetails[2]).toMatchObject({ ruleId: 3, appliedToRuleId: 7 });
  });

  test('appliedToRuleId must name an earlier tax of the same list that is charged', () => {
    const later = product(taxes([{ amount: 5, basis: 'perRoom', period: 'perNight', type: 'sum', appliedToRuleId: 2 }, ...list]));
    expect(() => prepareRateProduct(later)).toThrow(/taxPeriods\[0\]\.taxes\[0\]\.appliedToRuleId/);
    const included = product(taxes([{ ...list[0] as Tax, includedInQuotedRate: true }, { amount: 5, basis: 'perRoom', period: 'perNight', type: 'sum', appliedToRuleId: 7 }]));
    expect(() => prepareRateProduct(included)).toThrow(/included in the quoted rate/);
    const notSum = product(taxes([list[0] as Tax, { amount: 5, basis: 'perRoom', period: 'perNight', type: 'percent', appliedToRuleId: 7 }]));
    expect(() => prepareRateProduct(notSum)).toThrow(PricingInputError);
  });
});

describe('charges included in the quoted rate', () => {
  test('a percent included charge is the part of the rate it accounts for, and is added to no total', () => {
    // VAT 10 % included: 150 x 10 / 110 = 13.6363... a night; 2 nights 27.2727... -> 27.28
    const p = product(taxes([{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'VAT', includedInQuotedRate: true, collectedOnProperty: true }]));
    const v = priced(p, stay());
    expect(v.rateDetails[0]?.chargeDetails).toEqual([
      { category: 'VAT', categoryType: 'tax', sequence: 1, total: '27.28', amount: '10', amountType: 'percent', basis: 'perRoom', period: 'perNight', ruleId: 1, collectedOnProperty: true, includedInQuotedRate: true },
    ]);
    expect([v.amountBeforeTax, v.totalTaxes, v.amountAfterTax, v.collectedOnPropertyTotal, v.merchantTotalAmount]).toEqual(['300.00', '0.00', '300.00', '0.00', '300.00']);
    expect(v.chargeTotals).toEqual([]);
  });

  test('a flat included charge is amount x basis count, shown and added to no total; inclusive is echoed', () => {
    // breakfast 12.50 per adult included: 12.50 x 2 x 2 nights = 50.00; a 5 % service charge is still charged on 150
    const p = product(
      charges([
        { amount: 12.5, basis: 'perAdult', period: 'perNight', type: 'flat', category: 'BREAKFAST', includedInQuotedRate: true, inclusive: true, postingCode: 'BKF' },
        { amount: 5, basis: 'perRoom', period: 'perNight', type: 'percent' },
      ]),
    );
    const v = priced(p, stay());
    expect(v.rateDetails[0]?.chargeDetails.map((c) => [c.category, c.total, c.includedInQuotedRate, c.inclusive, c.postingCode])).toEqual([
      ['BREAKFAST', '50.00', true, true, 'BKF'],
      ['SERVICECHARGE', '15.00', undefined, undefined, undefined],
    ]);
    expect([v.totalServiceCharges, v.amountWithFees]).toEqual(['15.00', '315.00']);
    expect(v.chargeTotals).toEqual([{ category: 'SERVICECHARGE', categoryType: 'fee', total: '15.00' }]);
  });

  test('a perStay included charge is posted once, on the arrival night, in the arrival rate period', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-02', rate1Person: 120 },
      ],
      ...taxes([
        { amount: 10, basis: 'perRoom', period: 'perStay', type: 'percent', category: 'VAT', includedInQuotedRate: true },
        { amount: 20, basis: 'perRoom', period: 'perStay', type: 'flat', category: 'CLEANING', includedInQuotedRate: true },
      ]),
    });
    // 3 nights: 100, then 120 and 120 in a second rate period; the stay's roomRate 340.
    // VAT on the whole stay once: 340 x 10 / 110 = 30.909... -> 30.91; cleaning 20 x 1 room once = 20.00;
    // both in the arrival's period (06-01), none in the period of nights 2 and 3
    const v = priced(p, stay({ numAdults: 1, departureDate: '2026-06-04' }));
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, totalsOf({ ...v, rateDetails: [d] })])).toEqual([
      ['2026-06-01', 1, [['VAT', '30.91'], ['CLEANING', '20.00']]],
      ['2026-06-02', 2, []],
    ]);
    expect([v.amountBeforeTax, v.totalTaxes, v.amountAfterTax]).toEqual(['340.00', '0.00', '340.00']);
  });

  test('a percent included charge beyond the safe integer range (bigint path) is still R x a / (100 + a)', () => {
    // IDR (2 decimals), 9,000,000,000,000,000 a night: 2 nights = 18,000,000,000,000,000 passes 2^53 - 1.
    // VAT 10 % included: 18,000,000,000,000,000 x 10 / 110 = 1,636,363,636,363,636.3636... -> 1636363636363636.37
    const p = product({
      currencyCode: 'IDR',
      rates: [{ effectiveDate: '2026-06-01', rate1Person: '9000000000000000' }],
      ...taxes([{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'VAT', includedInQuotedRate: true }]),
    });
    const v = priced(p, stay({ numAdults: 1 }));
    expect(totalsOf(v)).toEqual([['VAT', '1636363636363636.37']]);
    expect([v.amountBeforeTax, v.totalTaxes]).toEqual(['18000000000000000.00', '0.00']);
  });
});

describe('derived rates (spec DiscountType on each night roomRate)', () => {
  const cases: Array<[RateProduct['discount'], string, string]> = [
    // 150 x (1 - 12.5 / 100) = 131.25, 18.75 off
    [{ type: 'percentOff', amount: 12.5 }, '131.25', '18.75'],
    // 150 x (1 + 7.5 / 100) = 161.25, 11.25 added
    [{ type: 'percentAdd', amount: '7.5' }, '161.25', '11.25'],
    // 150 - 20.10 = 129.90
    [{ type: 'amountOff', amount: '20.10' }, '129.90', '20.10'],
    // 150 + 9.99 = 159.99
    [{ type: 'amountAdd', amount: 9.99 }, '159.99', '9.99'],
  ];
  test.each(cases)('%j: roomRate %s, discountAmount %s', (discount, roomRate, discountAmount) => {
    const v = priced(product({ discount }), stay());
    expect(v.rateDetails).toHaveLength(1);
    expect(v.rateDetails[0]).toMatchObject({ roomRate, discountAmount, discountType: discount?.type, rate2Person: '150.00' });
    expect(v.amountBeforeTax).toBe((Number(roomRate) * 2).toFixed(2));
  });

  test('amountOff never goes below 0; percentOff over 100 is refused', () => {
    const v = priced(product({ discount: { type: 'amountOff', amount: 500 } }), stay());
    expect(v.rateDetails[0]).toMatchObject({ roomRate: '0.00', discountAmount: '150.00' });
    expect(() => prepareRateProduct(product({ discount: { type: 'percentOff', amount: '100.5' } }))).toThrow(/discount\.amount/);
    expect(priced(product({ discount: { type: 'percentOff', amount: 100 } }), stay()).amountBeforeTax).toBe('0.00');
  });

  test('a percent discount rounds only at the edge: 3 nights of 99.99 less 33.333 % = 199.989... up', () => {
    // 99.99 x 0.66667 = 66.6603333 a night; x 3 = 199.981 -> 199.99; the night shows 66.67
    const p = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 99.99 }], discount: { type: 'percentOff', amount: '33.333' } });
    const v = priced(p, stay({ numAdults: 1, departureDate: '2026-06-04' }));
    expect(v.amountBeforeTax).toBe('199.99');
    expect(v.rateDetails[0]).toMatchObject({ roomRate: '66.67', discountAmount: '33.33' });
  });

  test('an override replaces the discounted rate: its nights show no discount', () => {
    const v = priced(product({ discount: { type: 'percentOff', amount: 10 } }), stay({ rateOverrides: [{ effectiveDate: '2026-06-02', amount: 99 }] }));
    // night 1: 135.00 discounted; night 2: 99 override
    expect(v.rateDetails.map((d) => [d.roomRate, d.discountAmount, d.discountType])).toEqual([
      ['135.00', '15.00', 'percentOff'],
      ['99.00', undefined, undefined],
    ]);
  });
});

describe('perStay rules', () => {
  test('a perStay percent rule is charged once on the whole stay basis, over a rate change', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-03', rate1Person: 140 },
      ],
      ...charges([{ amount: 2.5, basis: 'perRoom', period: 'perStay', type: 'percent', category: 'CLEANING' }]),
    });
    // rooms 100 + 100 + 140 = 340; 2.5 % of 340 = 8.50, once, posted in the arrival's rate period
    const v = priced(p, stay({ numAdults: 1, departureDate: '2026-06-04' }));
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, totalsOf({ ...v, rateDetails: [d] })])).toEqual([
      ['2026-06-01', 2, [['CLEANING', '8.50']]],
      ['2026-06-03', 1, []],
    ]);
    expect(v.totalServiceCharges).toBe('8.50');
    expect(v.firstNightAfterTax).toBe('108.50');
  });

  test('a perStay rule of a later period is not charged; perStay sum taxes are refused', () => {
    const p = product({
      serviceChargePeriods: [
        { effectiveDate: '2026-01-01', charges: [] },
        { effectiveDate: '2026-06-02', charges: [{ amount: 20, basis: 'perRoom', period: 'perStay', type: 'flat' }] },
      ],
    });
    expect(priced(p, stay()).totalServiceCharges).toBe('0.00');
    expect(() => prepareRateProduct(product(taxes([{ amount: 1, basis: 'perRoom', period: 'perStay', type: 'sum' }])))).toThrow(/taxes\[0\]\.period/);
  });
});

describe('rate periods', () => {
  test('a tax change inside one rate period does not split it; the rule shows once per version', () => {
    const p = product({
      taxPeriods: [
        { effectiveDate: '2026-01-01', taxes: [{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', ruleId: 4, name: 'Occupancy' }, { amount: 1, basis: 'perGuest', period: 'perNight', type: 'flat', ruleId: 5 }] },
        { effectiveDate: '2026-06-02', taxes: [{ amount: 11, basis: 'perRoom', period: 'perNight', type: 'percent', ruleId: 4, name: 'Occupancy' }, { amount: 1, basis: 'perGuest', period: 'perNight', type: 'flat', ruleId: 5 }] },
      ],
    });
    // 3 nights at 150: occupancy 15 (10 %) then 16.50 x 2 (11 %) = 33; the guest tax is the same
    // rule in both periods: one entry, 1 x 2 x 3 = 6
    const v = priced(p, stay({ departureDate: '2026-06-04' }));
    expect(v.rateDetails).toHaveLength(1);
    expect(v.rateDetails[0]?.chargeDetails.map((c: ChargeDetail) => [c.ruleId, c.amount, c.total])).toEqual([
      [4, '10', '15.00'],
      [5, '1', '6.00'],
      [4, '11', '33.00'],
    ]);
    expect(v.rateDetails[0]?.taxes).toEqual([
      { amount: '10', basis: 'perRoom', period: 'perNight', type: 'percent' },
      { amount: '1', basis: 'perGuest', period: 'perNight', type: 'flat' },
      { amount: '11', basis: 'perRoom', period: 'perNight', type: 'percent' },
    ]);
    expect(v.totalTaxes).toBe('54.00');
  });

  test('consecutive nights of different rate entries are separate periods even with equal figures', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 100 },
        { effectiveDate: '2026-06-02', rate1Person: 100 },
      ],
    });
    const v = priced(p, stay({ numAdults: 1 }));
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate])).toEqual([
      ['2026-06-01', 1, '100.00'],
      ['2026-06-02', 1, '100.00'],
    ]);
    expect(v.rateChangeIndicator).toBe(false);
  });

  test('an override equal to the table rate is still its own period, showing only the bed rates', () => {
    const v = priced(product(), stay({ departureDate: '2026-06-04', rateOverrides: [{ effectiveDate: '2026-06-02', amount: '150.00' }] }));
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate, d.rate2Person, d.cribRate])).toEqual([
      ['2026-06-01', 1, '150.00', '150.00', '5.00'],
      ['2026-06-02', 2, '150.00', undefined, '5.00'],
    ]);
    expect(v.rateChangeIndicator).toBe(false);
  });

  test('three overrides out of date order and two on one date: date order, the later in the list wins a date', () => {
    const v = priced(
      product(),
      stay({
        departureDate: '2026-06-06',
        rateOverrides: [
          { effectiveDate: '2026-06-04', amount: 40 },
          { effectiveDate: '2026-06-02', amount: 20 },
          { effectiveDate: '2026-06-03', amount: 30 },
          { effectiveDate: '2026-06-02', amount: 25 },
        ],
      }),
    );
    // 150, 25 (the later of the two on 06-02), 30, 40, 40
    expect(v.rateDetails.map((d) => [d.effectiveDate, d.nights, d.roomRate])).toEqual([
      ['2026-06-01', 1, '150.00'],
      ['2026-06-02', 1, '25.00'],
      ['2026-06-03', 1, '30.00'],
      ['2026-06-04', 2, '40.00'],
    ]);
    expect(v.amountBeforeTax).toBe('285.00');
  });

  test('displayRateType highest takes the highest night even when it is not the last', () => {
    const p = product({
      rates: [
        { effectiveDate: '2026-06-01', rate1Person: 120 },
        { effectiveDate: '2026-06-02', rate1Person: 180 },
        { effectiveDate: '2026-06-03', rate1Person: 90 },
      ],
    });
    const result = priceStay(p, stay({ numAdults: 1, departureDate: '2026-06-04' }), { displayRateType: 'highest' });
    expect(result.ok && [result.value.rateAmount, result.value.averageRate]).toEqual(['180.00', '130.00']);
  });
});

describe('currencies', () => {
  test('JPY: a per-adult accommodation tax and a percent service charge, 0 decimals', () => {
    const p = product({
      currencyCode: 'JPY',
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 18000, rate2Person: 21333 }],
      ...charges([{ amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' }]),
      ...taxes([{ amount: 200, basis: 'perAdult', period: 'perNight', type: 'flat', category: 'ACCOMMODATION' }]),
    });
    // 2 nights of 21333 = 42666; service 10 % = 4266.6 -> 4267; tax 200 x 2 adults x 2 nights = 800; 1 child pays none
    const v = priced(p, stay({ numChildren: 1 }));
    expect([v.amountBeforeTax, v.totalServiceCharges, v.totalTaxes, v.amountAfterTax]).toEqual(['42666', '4267', '800', '47733']);
    expect(v.rateDetails[0]?.chargeDetails.map((c) => c.total)).toEqual(['4267', '800']);
  });

  test('KWD: an included percent tax and a derived rate, 3 decimals', () => {
    const p = product({
      currencyCode: 'KWD',
      rates: [{ effectiveDate: '2026-06-01', rate1Person: '45.125' }],
      discount: { type: 'percentOff', amount: 15 },
      ...taxes([{ amount: 5, basis: 'perRoom', period: 'perNight', type: 'percent', includedInQuotedRate: true }]),
    });
    // 45.125 x 0.85 = 38.35625 a night; 3 nights 115.06875 -> 115.069; included 5 %: 115.06875 x 5 / 105 = 5.479464... -> 5.480
    const v = priced(p, stay({ numAdults: 1, departureDate: '2026-06-04' }));
    expect(v.amountBeforeTax).toBe('115.069');
    expect(v.rateDetails[0]).toMatchObject({ roomRate: '38.357', discountAmount: '6.769', discountType: 'percentOff' });
    expect(v.rateDetails[0]?.chargeDetails.map((c) => c.total)).toEqual(['5.480']);
    expect(v.totalTaxes).toBe('0.000');
  });
});

describe('scales', () => {
  test('an override with more decimals than the product moves every scale: percent charges and taxes stay exact', () => {
    const p = product({
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }],
      serviceChargesInTaxCalc: true,
      ...charges([{ amount: 12.5, basis: 'perRoom', period: 'perNight', type: 'percent' }]),
      ...taxes([{ amount: 7.25, basis: 'perRoom', period: 'perNight', type: 'percent' }]),
    });
    // room 99.995; service 12.5 % = 12.499375; tax 7.25 % of 112.494375 = 8.1558421875
    const v = priced(p, stay({ numAdults: 1, departureDate: '2026-06-02', rateOverrides: [{ effectiveDate: '2026-06-01', amount: '99.995' }] }));
    expect([v.amountBeforeTax, v.totalServiceCharges, v.totalTaxes, v.amountAfterTax]).toEqual(['100.00', '12.50', '8.16', '120.66']);
  });
});

describe('why a rate entry cannot price the guests (messages name the entry)', () => {
  test('no rate for the adults, no extra person rate, a range without a child rate, beds not offered', () => {
    const only2 = product({ rates: [{ effectiveDate: '2026-06-01', rate2Person: 150 }] });
    expect(priceStay(only2, stay({ numAdults: 1 }))).toMatchObject({ ok: false, reason: 'noRateForNight', message: 'rates[0] has no rate for 1 adult(s)', date: '2026-06-01' });
    const noExtra = product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 100 }] });
    expect(priceStay(noExtra, stay({ numAdults: 2 }))).toMatchObject({ message: 'rates[0] has no rate1Person... for 2 adults and no extraPersonRate' });
    const ranged = product({ ageBasedPricing: true, childAgeRanges: [{ startChildAge: 0, endChildAge: 11 }], rates: [{ effectiveDate: '2026-06-01', rate2Person: 150 }] });
    expect(priceStay(ranged, stay({ childAges: [3] }))).toMatchObject({ message: 'rates[0].childRates[0] is missing for a child in age range 0' });
    const noBeds = product({ rates: [{ effectiveDate: '2026-06-01', rate2Person: 150 }] });
    expect(priceStay(noBeds, stay({ numCribs: 1 }))).toMatchObject({ reason: 'extraBedNotOffered', message: 'rates[0] has no cribRate', field: 'numCribs' });
    expect(priceStay(noBeds, stay({ numRollAways: 1 }))).toMatchObject({ reason: 'extraBedNotOffered', message: 'rates[0] has no rollawayRate', field: 'numRollAways' });
    // without children and without a flat child rate, nothing is charged for children, nor shown
    expect(priced(noBeds, stay()).amountBeforeTax).toBe('300.00');
    expect(priced(noBeds, stay()).rateDetails[0]?.extraChildRate).toBeUndefined();
    // a range without a child rate does not matter while no child is in it
    const twoRanges = product({ ageBasedPricing: true, childAgeRanges: [{ startChildAge: 0, endChildAge: 2 }, { startChildAge: 3, endChildAge: 11 }], rates: [{ effectiveDate: '2026-06-01', rate2Person: 150, childRates: [undefined as never, 20] }] });
    expect(priced(twoRanges, stay({ childAges: [5] })).amountBeforeTax).toBe('340.00');
  });

  test('included charges: a perStay one once, and a rate with decimals (room scale 1 below 2 digits)', () => {
    const p = product({
      rates: [{ effectiveDate: '2026-06-01', rate1Person: 150.5 }],
      ...taxes([
        { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'VAT', includedInQuotedRate: true },
        { amount: 20, basis: 'perRoom', period: 'perStay', type: 'flat', category: 'CLEANING', includedInQuotedRate: true },
      ]),
    });
    // VAT: 2 x 150.5 = 301 x 10 / 110 = 27.3636... -> 27.37; cleaning 20 once
    const v = priced(p, stay({ numAdults: 1 }));
    expect(totalsOf(v)).toEqual([
      ['VAT', '27.37'],
      ['CLEANING', '20.00'],
    ]);
  });

  test('taxes: a percent after a flat tax is on the basis alone; a perStay tax posts on the arrival night', () => {
    const p = product(taxes([
      { amount: 2, basis: 'perRoom', period: 'perNight', type: 'flat', category: 'CITY' },
      { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent', category: 'STATE' },
      { amount: 5, basis: 'perRoom', period: 'perStay', type: 'flat', category: 'ONCE' },
    ]));
    // per night on 150: city 2, state 15 (not 15.20); once 5 on the first night
    const v = priced(p, stay());
    expect(totalsOf(v)).toEqual([
      ['CITY', '4.00'],
      ['STATE', '30.00'],
      ['ONCE', '5.00'],
    ]);
    expect(v.firstNightAfterTax).toBe('172.00'); // 150 + 2 + 15 + 5
  });
});

describe('malformed products and stays', () => {
  test('dates of every dated list and override must be real calendar dates, in order', () => {
    expect(() => prepareRateProduct(product({ taxPeriods: [{ effectiveDate: '2026-02-29', taxes: [] }] }))).toThrow(/taxPeriods\[0\]\.effectiveDate/);
    expect(() => prepareRateProduct(product({ serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [] }, { effectiveDate: '2026-13-01', charges: [] }] }))).toThrow(/serviceChargePeriods\[1\]\.effectiveDate/);
    // checked even when no stay reaches the entry
    expect(() => prepareRateProduct(product({ rates: [{ effectiveDate: '2026-06-01', rate1Person: 1 }, { effectiveDate: '2027-04-31', rate1Person: 1 }] }))).toThrow(/rates\[1\]\.effectiveDate/);
    expect(() => prepareRateProduct(product({ taxPeriods: [{ effectiveDate: '2026-06-01', taxes: [] }, { effectiveDate: '2026-06-01', taxes: [] }] }))).toThrow(/ascending/);
    expect(priceStay(product(), stay({ rateOverrides: [{ effectiveDate: '2026-06-02', amount: 1 }, { effectiveDate: '2026-06-31', amount: 1 }] }))).toMatchObject({ ok: false, reason: 'invalidStay', field: 'rateOverrides[1].effectiveDate' });
  });

  test('rule fields are checked naming the field: basis, ids, codes', () => {
    const bad = (rule: Partial<Tax>) => () => prepareRateProduct(product(taxes([{ amount: 1, basis: 'perRoom', period: 'perNight', type: 'flat', ...rule } as Tax])));
    expect(bad({ basis: 'perBed' as never })).toThrow(/taxes\[0\]\.basis/);
    expect(bad({ postingCode: 'x' })).toThrow(/taxes\[0\]\.postingCode/);
    expect(bad({ exemptionCode: 'TOO-LONG-CODE' })).toThrow(/taxes\[0\]\.exemptionCode/);
    expect(bad({ name: 'a|b' })).toThrow(/taxes\[0\]\.name/);
    const twice = product(taxes([{ amount: 1, basis: 'perRoom', period: 'perNight', type: 'flat', ruleId: 2 }, { amount: 1, basis: 'perRoom', period: 'perNight', type: 'flat' }]));
    expect(() => prepareRateProduct(twice)).toThrow(/taxes\[1\]\.ruleId/);
  });

  test('a stay with no guests is invalid, naming numAdults', () => {
    expect(priceStay(product(), stay({ numAdults: 0 }))).toMatchObject({ ok: false, reason: 'invalidStay', field: 'numAdults' });
    expect(priceStay(product(), stay({ numAdults: 0, numChildren: 0, childAges: [] }))).toMatchObject({ ok: false, reason: 'invalidStay', field: 'numAdults' });
  });

  test('a child aged adultAge or more inside an age range pays as an adult', () => {
    // the range 0-20 reaches past adultAge 18: a 19-year-old pays as a third adult (150 + 30), a 5-year-old the child rate
    const p = product({ ageBasedPricing: true, childAgeRanges: [{ startChildAge: 0, endChildAge: 20 }], rates: [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 150, extraPersonRate: 30, childRates: [12] }] });
    expect(priced(p, stay({ departureDate: '2026-06-02', childAges: [19] })).amountBeforeTax).toBe('180.00');
    expect(priced(p, stay({ departureDate: '2026-06-02', childAges: [5] })).amountBeforeTax).toBe('162.00');
    expect(priced(p, stay({ departureDate: '2026-06-02', childAges: [18] })).amountBeforeTax).toBe('180.00');
  });
});
