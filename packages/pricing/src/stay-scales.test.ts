import { describe, expect, test } from 'vitest';
import { decimalAmountOf } from './decimal-amount.js';
import { priceStay } from './price-stay.js';
import { stayScalesOf } from './stay-scales.js';

/** A product at cents (money 2), a 12.5 % service charge (charges 2 + 3 = 5) and a 7.25 % tax on it (taxes 5 + 4 = 9). */
const PRODUCT = { money: 2, room: 2, charges: 5, taxes: 9 };
const override = (amount: string) => decimalAmountOf(amount, 'rateOverrides');

describe('stayScalesOf: the scales of one stay', () => {
  test('an override with more decimals than the product moves every scale up by the difference', () => {
    // 99.995 has 3 decimals, the product's money 2: every scale + (3 - 2) = + 1
    expect(stayScalesOf(PRODUCT, false, [override('99.995')])).toEqual({ money: 3, room: 3, charges: 6, taxes: 10, basis: 3 });
    // the override with the most decimals sets the difference: 4 - 2 = + 2, whatever the list order
    expect(stayScalesOf(PRODUCT, false, [override('80.1234'), override('99.995')])).toEqual({ money: 4, room: 4, charges: 7, taxes: 11, basis: 4 });
  });

  test('an override with no more decimals than the product leaves every scale as it is', () => {
    // 99 has 0 decimals and 99.5 one, both below the product's 2: + 0, never a negative difference
    expect(stayScalesOf(PRODUCT, false, [override('99'), override('99.5')])).toEqual({ money: 2, room: 2, charges: 5, taxes: 9, basis: 2 });
    expect(stayScalesOf(PRODUCT, false, [])).toEqual({ money: 2, room: 2, charges: 5, taxes: 9, basis: 2 });
  });

  test('the tax basis is at the room scale, or at the service charge scale with serviceChargesInTaxCalc', () => {
    expect(stayScalesOf(PRODUCT, false, []).basis).toBe(2);
    expect(stayScalesOf(PRODUCT, true, []).basis).toBe(5);
  });

  test('a whole-number override on a product priced in cents keeps the cents', () => {
    // night 1 at 150.25 from the table, night 2 overridden at 99: 150.25 + 99 = 249.25
    const product = { currencyCode: 'USD', adultAge: 18, ageBasedPricing: false, rates: [{ effectiveDate: '2026-06-01', rate1Person: '150.25' }] };
    const result = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-03', numAdults: 1, rateOverrides: [{ effectiveDate: '2026-06-02', amount: 99 }] });
    expect(result.ok && [result.value.amountBeforeTax, result.value.rateDetails.map((d) => d.roomRate)]).toEqual(['249.25', ['150.25', '99.00']]);
  });
});
