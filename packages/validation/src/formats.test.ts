import { describe, expect, test } from 'vitest';
import { dayNumberOf, isCardExpiry, isCountText, isCountryCode, isCurrencyCode, isDate, isDateTime, isLocalDateTime, isUuid } from './formats.js';

describe('string formats', () => {
  test('dates are real calendar days', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) expect(isDate(ok), ok).toBe(true);
    for (const bad of ['2026-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '２０２６-01-01']) expect(isDate(bad), bad).toBe(false);
  });

  test('dayNumberOf counts days like Date.UTC', () => {
    for (const d of ['1970-01-01', '2026-03-29', '2024-02-29', '1600-03-01', '9999-12-31', '0001-01-01']) {
      const [y, m, day] = d.split('-').map(Number) as [number, number, number];
      const expected = new Date(0).setUTCFullYear(y, m - 1, day) / 86_400_000;
      expect(dayNumberOf(d), d).toBe(Math.floor(expected));
    }
  });

  test('dayNumberOf is right on every day of a 400-year cycle (int32 arithmetic, leap rules)', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    for (let day = first; day < first + 146_097; day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dayNumberOf(iso) !== day) expect(dayNumberOf(iso), iso).toBe(day);
    }
    expect(dayNumberOf('2026-02-29')).toBe(-Infinity);
  });

  test('dayNumberOf is right in every year 0000 to 9999, on both sides of each month end and of March 1', () => {
    const dayOf = (y: number, m: number, d: number) => Math.floor(new Date(0).setUTCFullYear(y, m - 1, d) / 86_400_000);
    for (let y = 0; y <= 9999; y++) {
      const yyyy = String(y).padStart(4, '0');
      for (const [m, d] of [[1, 1], [2, 28], [3, 1], [3, 28], [4, 29], [4, 30], [12, 28], [12, 31]] as const) {
        const iso = `${yyyy}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        if (dayNumberOf(iso) !== dayOf(y, m, d)) expect(dayNumberOf(iso), iso).toBe(dayOf(y, m, d));
      }
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const feb29 = `${yyyy}-02-29`;
      expect(dayNumberOf(feb29), feb29).toBe(leap ? dayOf(y, 2, 29) : -Infinity);
    }
  });

  test('date-times are RFC 3339 with an offset', () => {
    for (const ok of ['2026-03-08T07:00:00Z', '2026-03-08T02:00:00.123-05:00', '2026-06-30T23:59:60Z']) expect(isDateTime(ok), ok).toBe(true);
    for (const bad of ['2026-03-08T07:00:00', '2026-03-08T24:00:00Z', '2026-02-30T07:00:00Z', '2026-03-08 07:00Z', '2026-03-08T07:00:00+25:00']) expect(isDateTime(bad), bad).toBe(false);
  });

  test('local date-times are YYYY-MM-DDThh:mm', () => {
    expect(isLocalDateTime('2026-03-08T18:00')).toBe(true);
    for (const bad of ['2026-03-08T24:00', '2026-03-08T18:60', '2026-03-08 18:00', '2026-03-08T18:00:00']) expect(isLocalDateTime(bad), bad).toBe(false);
  });

  test('card expiry is MMYY with a month 01 to 12', () => {
    for (const ok of ['0126', '1299', '0700']) expect(isCardExpiry(ok), ok).toBe(true);
    for (const bad of ['0026', '1326', '126', '12/26', '12a6']) expect(isCardExpiry(bad), bad).toBe(false);
  });

  test('count text is strict', () => {
    for (const ok of ['0', '2', '12', '123456789']) expect(isCountText(ok), ok).toBe(true);
    for (const bad of ['', ' 2', '2 ', '2.0', '1e1', '02', '-1', '+1', '1234567890', '٢']) expect(isCountText(bad), bad).toBe(false);
  });

  test('codes that exist: ISO 4217 currencies, ISO 3166-1 alpha-2 countries, UUIDs', () => {
    for (const c of ['USD', 'JPY', 'KWD', 'EUR', 'CLF']) expect(isCurrencyCode(c), c).toBe(true);
    for (const c of ['XYZ', 'usd', 'US']) expect(isCurrencyCode(c), c).toBe(false);
    for (const c of ['US', 'FR', 'JP', 'KW', 'GB']) expect(isCountryCode(c), c).toBe(true);
    for (const c of ['UK', 'XX', 'us', 'USA']) expect(isCountryCode(c), c).toBe(false);
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123e4567e89b12d3a456426614174000')).toBe(false);
  });
});
