import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { convertAmount, convertPricedStay } from './convertPricedStay.js';
import { priceStay, priceStayAsNumbers } from './priceStay.js';
import { amountsAsNumbers } from './testing/amountsAsNumbers.js';
import { examplePricedStay } from './testing/examplePricedStay.js';
import { rateProduct, stayRequest } from './testing/pricingArbitraries.js';

describe('display currency conversion', () => {
  const priced = examplePricedStay(); // USD: 1700.00 before tax, 247.50 service, 351.85 taxes
  test('each part converted exactly and rounded up; sums recomputed so they add up', () => {
    const eur = convertPricedStay(priced, '0.92', 'EUR');
    // 1564.00, 227.70, 323.702 -> 323.71; with fees 1791.70; after tax 2115.41
    expect([eur.currencyCode, eur.amountBeforeTax, eur.totalServiceCharges, eur.totalTaxes, eur.amountWithFees, eur.amountAfterTax]).toEqual([
      'EUR',
      '1564.00',
      '227.70',
      '323.71',
      '1791.70',
      '2115.41',
    ]);
    expect(eur.averageRate).toBe('223.43'); // 1564 / 7 = 223.428... up
    expect(eur.rateDetails[0]?.roomRate).toBe('206.08'); // 224 x 0.92
    expect(eur.merchantTotalAmount).toBe('2063.89'); // 2115.41 - 56 x 0.92 (51.52)
  });
  test('to a currency with fewer decimals (JPY)', () => {
    const jpy = convertPricedStay(priced, 157.123, 'JPY');
    expect(jpy.amountBeforeTax).toBe('267110'); // 267109.1 up
    expect(jpy.rateDetails[0]?.taxes).toBe('8108'); // 51.60 x 157.123 = 8107.5468 up
  });
  test('convertAmount gives the same figure for one amount', () => {
    expect(convertAmount('1700.00', '0.92', 'EUR')).toBe('1564.00');
    expect(convertAmount(1234.5, '0.92', 'EUR')).toBe('1135.74');
    expect(convertAmount('1', '0.3333', 'KWD')).toBe('0.334');
    expect(() => convertAmount('1', '0.9', 'ABC')).toThrow(/displayCurrency/);
  });
  test('a stay priced as numbers converts to the numbers of the same converted decimals', () => {
    const display = fc.record({ rate: fc.constantFrom('0.92', 157.123, '0.3333', '1.0870', 3), currency: fc.constantFrom('EUR', 'JPY', 'KWD', 'USD') });
    fc.assert(
      fc.property(rateProduct(), stayRequest(), display, (product, stay, { rate, currency }) => {
        const decimals = priceStay(product, stay, { displayRateType: 'highest' });
        const numbers = priceStayAsNumbers(product, stay, { displayRateType: 'highest' });
        fc.pre(decimals.ok && numbers.ok);
        if (!decimals.ok || !numbers.ok) return;
        expect(convertPricedStay(numbers.value, rate, currency)).toEqual(amountsAsNumbers(convertPricedStay(decimals.value, rate, currency)));
      }),
      { numRuns: 1_000 },
    );
  });
});
