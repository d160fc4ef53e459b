import { describe, expect, test } from 'vitest';
import { convertAmount, convertPricedStay } from './convert-priced-stay.js';
import { examplePricedStay } from './testing/example-priced-stay.js';

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
    const occupancy = jpy.rateDetails[0]?.chargeDetails.find((d) => d.category === 'OCCUPANCYTAX');
    expect(occupancy?.total).toBe('18334'); // 116.68 x 157.123 = 18333.11164 up
  });
  test('convertAmount gives the same figure for one amount', () => {
    expect(convertAmount('1700.00', '0.92', 'EUR')).toBe('1564.00');
    expect(convertAmount(1234.5, '0.92', 'EUR')).toBe('1135.74');
    expect(convertAmount('1', '0.3333', 'KWD')).toBe('0.334');
    expect(() => convertAmount('1', '0.9', 'ABC')).toThrow(/displayCurrency/);
  });
});
