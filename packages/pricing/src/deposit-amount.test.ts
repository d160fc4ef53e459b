import { describe, expect, test } from 'vitest';
import { depositAmount } from './deposit-amount.js';
import { examplePricedStay } from './testing/example-priced-stay.js';

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
});
