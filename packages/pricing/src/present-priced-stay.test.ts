import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rateProduct, stayRequest } from './arbitraries/index.js';
import type { DepositPolicy } from './deposit-amount.js';
import { prepareRateProduct } from './prepare-rate-product.js';
import { pricedStayAsNumbers } from './present-priced-stay.js';
import { priceStay, priceStayAsNumbers } from './price-stay.js';
import type { PriceOptions, RateProduct } from './types.js';

const options: fc.Arbitrary<PriceOptions> = fc.record({ displayRateType: fc.constantFrom('average', 'highest') }, { requiredKeys: [] });
const deposit: fc.Arbitrary<DepositPolicy | undefined> = fc.constantFrom(
  undefined,
  { type: 'none' },
  { type: 'firstNight' },
  { type: 'percent', amount: '33.5' },
  { type: 'flat', amount: 75 },
);

describe('priceStayAsNumbers: the priced stay with its amounts as JSON numbers', () => {
  test('is Number of every amount priceStay writes, with the same keys in the same order (its JSON text is the same)', () => {
    let priced = 0;
    fc.assert(
      fc.property(rateProduct(), stayRequest(), options, deposit, (product, stay, o, policy) => {
        const text = priceStay(product, stay, o);
        const numbers = priceStayAsNumbers(product, stay, { ...o, ...(policy ? { deposit: policy } : {}) });
        expect(numbers.ok).toBe(text.ok);
        if (!text.ok || !numbers.ok) return;
        priced++;
        expect(JSON.stringify(numbers.value)).toBe(JSON.stringify(pricedStayAsNumbers(text.value, policy ? { deposit: policy } : {})));
      }),
      { numRuns: 3000 },
    );
    expect(priced).toBeGreaterThan(1000);
  });

  test('a prepared product gives the same numbers as the raw one', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        expect(priceStayAsNumbers(prepareRateProduct(product), stay)).toEqual(priceStayAsNumbers(product, stay));
      }),
      { numRuns: 300 },
    );
  });

  test('beyond 2^53 minor units (the bigint path) each amount is still Number of its decimal', () => {
    const product: RateProduct = {
      currencyCode: 'IDR',
      adultAge: 18,
      ageBasedPricing: false,
      rates: [{ effectiveDate: '2026-01-01', rate1Person: '99999999999999.99' }],
      taxPeriods: [{ effectiveDate: '2026-01-01', taxes: [{ amount: '11.11', basis: 'perRoom', period: 'perNight', type: 'percent' }] }],
    };
    const stay = { arrivalDate: '2026-01-01', departureDate: '2026-03-01', numAdults: 1 };
    const text = priceStay(product, stay);
    const numbers = priceStayAsNumbers(product, stay, { deposit: { type: 'firstNight' } });
    if (!text.ok || !numbers.ok) throw new Error('not priced');
    // 59 nights x 99999999999999.99 = 5899999999999999.41: 589999999999999941 minor units, past 2^53
    expect(text.value.amountBeforeTax).toBe('5899999999999999.41');
    expect(numbers.value.amountBeforeTax).toBe(Number('5899999999999999.41'));
    expect(JSON.stringify(numbers.value)).toBe(JSON.stringify(pricedStayAsNumbers(text.value, { deposit: { type: 'firstNight' } })));
  });

  test('carries the deposit of the policy asked for, as depositAmount gives it; none for type none', () => {
    const product: RateProduct = { currencyCode: 'USD', adultAge: 18, ageBasedPricing: false, rates: [{ effectiveDate: '2026-01-01', rate1Person: '100.00' }] };
    const stay = { arrivalDate: '2026-01-01', departureDate: '2026-01-04', numAdults: 1 };
    const value = (policy: DepositPolicy) => {
      const r = priceStayAsNumbers(product, stay, { deposit: policy });
      if (!r.ok) throw new Error('not priced');
      return r.value;
    };
    expect(value({ type: 'percent', amount: '33.335' }).depositAmount).toBe(100.01); // 33.335 % of 300.00 = 100.005, up
    expect(value({ type: 'firstNight' }).depositAmount).toBe(100);
    expect('depositAmount' in value({ type: 'none' })).toBe(false);
  });
});
