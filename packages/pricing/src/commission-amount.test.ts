import { describe, expect, test } from 'vitest';
import { commissionAmount, merchantTotalAmount } from './commission-amount.js';
import { examplePricedStay } from './testing/example-priced-stay.js';

describe('commissionAmount and merchantTotalAmount', () => {
  const priced = examplePricedStay(); // amountBeforeTax 1700.00
  test('percent of amountBeforeTax rounded up, or an amount per stay', () => {
    expect(commissionAmount({ type: 'percent', amount: 10 }, priced)).toBe('170.00');
    expect(commissionAmount({ type: 'percent', amount: '0.333' }, priced)).toBe('5.67'); // 5.661 up
    expect(commissionAmount({ type: 'amount', amount: 25 }, priced)).toBe('25.00');
    expect(() => commissionAmount({ type: 'percent', amount: '-1' }, priced)).toThrow(/commission\.amount/);
  });
  test('a type other than percent or amount is refused, not read as an amount', () => {
    // a policy from outside the types (a database row, a CommonJS caller): 'percentage' charged 10.00 flat
    for (const type of ['percentage', undefined, 'Percent']) {
      expect(() => commissionAmount({ type, amount: 10 } as never, priced)).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'commission.type' }));
    }
  });
  test('merchantTotalAmount is amountAfterTax minus charges collected on property', () => {
    // city tax 2.00 x 4 guests x 7 nights = 56.00 is collected on property
    expect(priced.collectedOnPropertyTotal).toBe('56.00');
    expect(merchantTotalAmount(priced)).toBe('2243.35');
  });
});
