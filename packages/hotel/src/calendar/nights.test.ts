import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dateOfDay, dayNumber, nightsOf } from './nights.js';

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
