import { describe, expect, test } from 'vitest';
import { bigintCalculator } from './bigint-calculator.js';
import { depositAmount, depositMinorUnits } from './deposit-amount.js';
import { numberCalculator } from './number-calculator.js';
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
  test('a type other than none, firstNight, percent or flat is refused, not read as the whole stay', () => {
    // a policy from outside the types (a database row, a CommonJS caller): 'precent' asked 2299.35
    for (const type of ['precent', undefined, 'FLAT']) {
      expect(() => depositAmount({ type, amount: 25 } as never, priced)).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'deposit.type' }));
    }
  });
  test('never more than the stay costs', () => {
    expect(depositAmount({ type: 'flat', amount: '5000' }, priced)).toBe('2299.35');
    expect(depositAmount({ type: 'percent', amount: 150 }, priced)).toBe('2299.35');
  });
  test('in minor units, on numbers and on bigint alike', () => {
    // amountAfterTax 2299.35, firstNightAfterTax 338.60
    for (const [calc, of] of [[numberCalculator, Number], [bigintCalculator, BigInt]] as const) {
      const deposit = (policy: Parameters<typeof depositMinorUnits>[1]) => depositMinorUnits<number | bigint>(calc as never, policy, of(229935), of(33860), 2);
      expect(deposit({ type: 'firstNight' })).toBe(of(33860));
      expect(deposit({ type: 'percent', amount: 25 })).toBe(of(57484)); // 574.8375 up
      expect(deposit({ type: 'percent', amount: '12.345' })).toBe(of(28386)); // 283.8557... up
      expect(deposit({ type: 'flat', amount: '100.001' })).toBe(of(10001)); // 100.001 up
      expect(deposit({ type: 'flat', amount: 5000 })).toBe(of(229935));
      expect(() => deposit({ type: 'flat', amount: -1 })).toThrow('deposit.amount');
      expect(() => deposit({ type: 'half' } as never)).toThrow('deposit.type'); // what priceStayAsNumbers' deposit option writes
    }
  });
});
