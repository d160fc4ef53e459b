import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dayNumberOf } from '@direct-connect/pricing';
import { addDays, dateOfDay, dayNumber, nightsOf, weekdayOf } from './nights.js';

/** The ISO date text of a day number, as `Date` writes it. */
const isoDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe('dateOfDay', () => {
  test('writes what Date writes, for any day of the years 1 to 9999 and around them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162 - 400, max: 2_932_896 + 400 }), (day) => {
        expect(dateOfDay(day)).toBe(isoDate(day));
      }),
      { numRuns: 20_000 },
    );
  });

  test('is right on every day of a leap cycle and at the ends of the written years', () => {
    for (let day = dayNumber('1999-12-25'); day < dayNumber('2004-01-10'); day++) expect(dateOfDay(day)).toBe(isoDate(day));
    for (const date of ['1900-02-28', '1900-03-01', '2000-02-29', '2100-03-01', '9999-12-31']) expect(dateOfDay(dayNumber(date))).toBe(date);
    expect(dateOfDay(-719_162)).toBe('0001-01-01');
    expect(dateOfDay(-719_163)).toBe(isoDate(-719_163));
    expect(dateOfDay(2_932_897)).toBe(isoDate(2_932_897));
  });

  test('is the inverse of dayNumber', () => {
    expect(dayNumber(dateOfDay(20_000))).toBe(20_000);
    expect(dateOfDay(0)).toBe('1970-01-01');
    expect(dateOfDay(-1)).toBe('1969-12-31');
  });
});

describe('nightsOf', () => {
  test('every date from arrival to the night before departure, across a month and a year end', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(nightsOf('2027-01-01', '2027-01-01')).toEqual([]);
  });
});

describe('dayNumber', () => {
  test('is pricing\'s dayNumberOf on every real date of the years 0 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_528, max: 2_932_896 }), (day) => {
        const date = dateOfDay(day);
        expect(dayNumber(date)).toBe(day);
        expect(dayNumber(date)).toBe(dayNumberOf(date));
        expect(weekdayOf(date)).toBe(new Date(day * 86_400_000).getUTCDay());
      }),
      { numRuns: 20_000 },
    );
  });

  test('reads the years 0 to 99 as written, not as the 1900s', () => {
    expect(dayNumber('0050-03-01')).toBe(dayNumberOf('0050-03-01'));
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0000-02-28', 1)).toBe('0000-02-29');
    expect(nightsOf('0012-12-31', '0013-01-02')).toEqual(['0012-12-31', '0013-01-01']);
  });

  test('refuses a text that is not a real date, naming it, instead of rolling it over', () => {
    for (const date of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-1-01', '', 'tomorrow', '+10000-01-01']) {
      expect(() => dayNumber(date)).toThrow(RangeError);
      expect(() => dayNumber(date)).toThrow(JSON.stringify(date));
    }
    expect(() => addDays('2026-02-29', 1)).toThrow('"2026-02-29"');
    expect(() => nightsOf('2026-04-31', '2026-05-02')).toThrow('"2026-04-31"');
  });

  test('addDays stays inside the years 0000 to 9999', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(addDays('0000-01-02', -1)).toBe('0000-01-01');
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });
});
