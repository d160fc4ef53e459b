import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decimalAmountOf } from './decimal-amount.js';

/** What `String(n)` writes, read as coefficient and scale (the definition the fast path must match). */
function viaString(n: number) {
  const [whole = '', fraction = ''] = String(n).split('.');
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  return { coefficient: digits, scale: fraction.length };
}

describe('decimalAmountOf', () => {
  test('a number reads as exactly the decimal String(n) writes (any double, without building the string)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e15, noNaN: true }), (n) => {
        fc.pre(!String(n).includes('e'));
        expect(decimalAmountOf(n, 'amount')).toMatchObject(viaString(n));
      }),
      { numRuns: 20_000 },
    );
  });

  test('strings: trailing and leading zeros dropped, exponents applied, anything else refused naming the field', () => {
    expect(decimalAmountOf('0010.500', 'x')).toMatchObject({ coefficient: '105', scale: 1 });
    expect(decimalAmountOf('0.000', 'x')).toMatchObject({ coefficient: '0', scale: 0 });
    expect(decimalAmountOf('1.5e3', 'x')).toMatchObject({ coefficient: '1500', scale: 0 });
    expect(decimalAmountOf('15e-4', 'x')).toMatchObject({ coefficient: '15', scale: 4 });
    expect(decimalAmountOf(1e21, 'x')).toMatchObject({ coefficient: `1${'0'.repeat(21)}`, scale: 0 });
    expect(decimalAmountOf(0.1 + 0.2, 'x')).toMatchObject({ coefficient: '30000000000000004', scale: 17 });
    for (const bad of ['', '.5', '5.', '-1', '1,5', ' 1', '0x10', 'NaN']) expect(() => decimalAmountOf(bad, 'rates[0]', 'rate1Person')).toThrow(/^rates\[0\]\.rate1Person: /);
    expect(() => decimalAmountOf(-0.5, () => 'taxes[1]', 'amount')).toThrow(/^taxes\[1\]\.amount: /);
    expect(() => decimalAmountOf(Number.POSITIVE_INFINITY, 'x')).toThrow(/^x: /);
  });
});
