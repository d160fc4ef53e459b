import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { wireNumber } from './wire-number.js';

const decimalString = fc
  .tuple(fc.boolean(), fc.stringMatching(/^(0|[1-9][0-9]{0,14})$/), fc.option(fc.stringMatching(/^[0-9]{1,8}$/), { nil: undefined }))
  .map(([negative, int, fraction]) => `${negative ? '-' : ''}${int}${fraction === undefined ? '' : `.${fraction}`}`);

describe('wireNumber', () => {
  test('wireNumber(s) is exactly Number(s) for every decimal string', () => {
    fc.assert(fc.property(decimalString, (s) => Object.is(wireNumber(s), Number(s))), { numRuns: 20_000 });
  });

  test('a decimal with at most 15 significant digits round-trips: String(wireNumber(s)) is the same decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), fc.nat({ max: 6 }), (m, k) => {
        const s = k === 0 ? String(m) : `${String(m).padStart(k + 1, '0').slice(0, -k)}.${String(m).padStart(k + 1, '0').slice(-k)}`;
        expect(Number(String(wireNumber(s)))).toBe(Number(s));
        expect(String(wireNumber(s))).toBe(String(Number(s)));
      }),
    );
  });

  test('examples, and forms outside the fast path', () => {
    expect(wireNumber('123.45')).toBe(123.45);
    expect(wireNumber('0.1')).toBe(0.1);
    expect(wireNumber('85.750')).toBe(85.75);
    expect(wireNumber('18000')).toBe(18000);
    expect(Object.is(wireNumber('-0.00'), -0)).toBe(true);
    expect(wireNumber('1234567890123456.78')).toBe(Number('1234567890123456.78'));
    expect(wireNumber('1e3')).toBe(1000);
    expect(wireNumber('12.')).toBe(12);
  });
});
