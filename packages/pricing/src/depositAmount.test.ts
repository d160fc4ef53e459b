import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { depositAmount, type DepositPolicy } from './depositAmount.js';
import { priceStay, priceStayAsNumbers } from './priceStay.js';
import { examplePricedStay } from './testing/examplePricedStay.js';
import { percent, rateProduct, stayRequest } from './testing/pricingArbitraries.js';

describe('depositAmount', () => {
  // The example: amountAfterTax 2299.35; first night 224.00 + 63.00 service + 51.60 taxes
  const priced = examplePricedStay();
  test('none, first night with its taxes and charges, percent of amountAfterTax, flat', () => {
    expect(priced.amountAfterTax).toBe('2299.35');
    expect(depositAmount({ type: 'none' }, priced)).toBeUndefined();
    expect(depositAmount({ type: 'firstNight' }, priced)).toBe('338.60');
    expect(depositAmount({ type: 'percent', amount: 25 }, priced)).toBe('574.84'); // 574.8375 up
    expect(depositAmount({ type: 'flat', amount: 100 }, priced)).toBe('100.00');
  });
  test('never more than the stay costs', () => {
    expect(depositAmount({ type: 'flat', amount: '5000' }, priced)).toBe('2299.35');
    expect(depositAmount({ type: 'percent', amount: 150 }, priced)).toBe('2299.35');
  });
  test('a stay priced as numbers gives the deposit as the number of the same decimal', () => {
    const policy: fc.Arbitrary<DepositPolicy> = fc.oneof(
      fc.constant({ type: 'firstNight' as const }),
      percent.map((amount) => ({ type: 'percent' as const, amount })),
      fc.integer({ min: 0, max: 10_000 }).map((amount) => ({ type: 'flat' as const, amount })),
    );
    fc.assert(
      fc.property(rateProduct(), stayRequest(), policy, (product, stay, deposit) => {
        const decimals = priceStay(product, stay);
        const numbers = priceStayAsNumbers(product, stay);
        fc.pre(decimals.ok && numbers.ok);
        if (!decimals.ok || !numbers.ok) return;
        expect(depositAmount(deposit, numbers.value)).toBe(Number(depositAmount(deposit, decimals.value)));
      }),
      { numRuns: 1_000 },
    );
  });
});
