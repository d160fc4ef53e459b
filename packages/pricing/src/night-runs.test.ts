import { describe, expect, test } from 'vitest';
import { nightRunsOf } from './night-runs.js';
import { planStay, type StayPlan } from './plan-stay.js';
import { prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { ratePeriodsOf } from './rate-periods.js';
import type { RateProduct, ServiceCharge, StayRequest } from './types.js';

const tax = (period: ServiceCharge['period'] = 'perNight'): ServiceCharge => ({ amount: 10, basis: 'perRoom', period, type: 'percent' });

/** A USD product: rates from 2026-06-01, a rate change on 06-04; charges as given. */
function product(overrides: Partial<RateProduct> = {}): PreparedProduct {
  return prepareRateProduct({
    currencyCode: 'USD',
    adultAge: 18,
    ageBasedPricing: false,
    rates: [
      { effectiveDate: '2026-06-01', rate1Person: 100 },
      { effectiveDate: '2026-06-04', rate1Person: 140 },
    ],
    ...overrides,
  }) as PreparedProduct;
}

function runsOf(p: PreparedProduct, stay: Partial<StayRequest> = {}): Array<[number, number, number]> {
  const plan = planStay(p, { arrivalDate: '2026-06-01', departureDate: '2026-06-08', numAdults: 1, ...stay }) as StayPlan;
  if ('reason' in plan) throw new Error('expected a plan');
  return nightRunsOf(plan, ratePeriodsOf(plan).periodOf, p.perStayRules).map((r) => [r.start, r.nights, r.period]);
}

describe('night runs (nights that price alike)', () => {
  test('one run per rate period when the rules stay the same', () => {
    expect(runsOf(product({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [tax()] }] }))).toEqual([
      [0, 3, 0],
      [3, 4, 1],
    ]);
  });

  test('a tax or service charge period starting inside a rate period splits the run, not the period', () => {
    const p = product({
      taxPeriods: [
        { effectiveDate: '2026-01-01', taxes: [tax()] },
        { effectiveDate: '2026-06-02', taxes: [tax()] },
      ],
      serviceChargePeriods: [
        { effectiveDate: '2026-01-01', charges: [tax()] },
        { effectiveDate: '2026-06-06', charges: [tax()] },
      ],
    });
    expect(runsOf(p)).toEqual([
      [0, 1, 0],
      [1, 2, 0],
      [3, 2, 1],
      [5, 2, 1],
    ]);
  });

  test('an override splits the run with its rate period', () => {
    expect(runsOf(product(), { rateOverrides: [{ effectiveDate: '2026-06-06', amount: 90 }] })).toEqual([
      [0, 3, 0],
      [3, 2, 1],
      [5, 2, 2],
    ]);
  });

  test('a perStay rule in force on arrival sets the arrival night apart', () => {
    expect(runsOf(product({ serviceChargePeriods: [{ effectiveDate: '2026-01-01', charges: [tax('perStay')] }] }))).toEqual([
      [0, 1, 0],
      [1, 2, 0],
      [3, 4, 1],
    ]);
    expect(runsOf(product({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [tax(), tax('perStay')] }] }))).toEqual([
      [0, 1, 0],
      [1, 2, 0],
      [3, 4, 1],
    ]);
  });

  test('a perStay rule of a later period does not split the arrival night', () => {
    expect(runsOf(product({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [tax()] }, { effectiveDate: '2026-06-05', taxes: [tax('perStay')] }] }))).toEqual([
      [0, 3, 0],
      [3, 1, 1],
      [4, 3, 1],
    ]);
  });

  test('a one-night stay is one run, with or without perStay rules', () => {
    expect(runsOf(product({ taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [tax('perStay')] }] }), { departureDate: '2026-06-02' })).toEqual([[0, 1, 0]]);
    expect(runsOf(product(), { departureDate: '2026-06-02' })).toEqual([[0, 1, 0]]);
  });
});
