import { describe, expect, test } from 'vitest';
import { catalogDecimalOf, decimalPlacesOf, isAbove, isZero } from './catalog-decimal.js';

describe('catalogDecimalOf', () => {
  test('reads numbers as their shortest decimal, exponents included, and text as written, without trailing zeros', () => {
    expect(catalogDecimalOf('10.50')).toEqual({ coefficient: 105n, scale: 1 });
    expect(catalogDecimalOf(1e21)).toEqual({ coefficient: 1n, scale: -21 });
    expect(catalogDecimalOf(1.5e-7)).toEqual({ coefficient: 15n, scale: 8 });
    expect(catalogDecimalOf('0.000')).toEqual({ coefficient: 0n, scale: 0 });
  });

  test('decimal places, the bound compared exactly, zero', () => {
    expect([decimalPlacesOf(1e-7), decimalPlacesOf('18000.50'), decimalPlacesOf(1e21)]).toEqual([7, 1, 0]);
    expect([isAbove('100.0000000000000000001', 100n), isAbove('100.000', 100n), isAbove(1e21, 100n), isAbove(99.99, 100n)]).toEqual([true, false, true, false]);
    expect([isZero(0), isZero('0.00'), isZero(1e-12)]).toEqual([true, true, false]);
  });
});
