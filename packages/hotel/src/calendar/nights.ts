/** Calendar arithmetic on YYYY-MM-DD dates (UTC day numbers, no clock, no time zone). */
import { dayNumberOf, isoDateOf } from '@direct-connect/pricing';

const DAY_MS = 86_400_000;

/**
 * Day number (days since 1970-01-01) of a real calendar date YYYY-MM-DD, years 0000 to 9999 as
 * written (pricing's {@link dayNumberOf}, the same reading as the validators and the engine).
 *
 * @throws RangeError naming the text when it is not a real date (`2026-02-30` is not).
 */
export function dayNumber(date: string): number {
  const day = dayNumberOf(date);
  if (day === undefined) throw new RangeError(`not a real date YYYY-MM-DD: ${JSON.stringify(date)}`);
  return day;
}

/** Day numbers of 0001-01-01 and 9999-12-31: the years pricing's {@link isoDateOf} writes. */
const FIRST_WRITTEN_DAY = -719_162;
const LAST_WRITTEN_DAY = 2_932_896;

/**
 * The YYYY-MM-DD date of a day number: pricing's integer arithmetic for years 1 to 9999 (a shop
 * writes every night of a stay, and a Date and its ISO text cost about a microsecond a night),
 * `Date#toISOString` beyond them.
 */
export function dateOfDay(day: number): string {
  if (!Number.isInteger(day) || day < FIRST_WRITTEN_DAY || day > LAST_WRITTEN_DAY) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return isoDateOf(day);
}

/** Day number of 9999-12-31, the last date YYYY-MM-DD can write. */
export const LAST_DATE_DAY = LAST_WRITTEN_DAY;
/** Day number of 0000-01-01, the first date YYYY-MM-DD can write. */
export const FIRST_DATE_DAY = -719_528;

/**
 * `date` plus `days` days.
 *
 * @throws RangeError when `date` is not a real date or the result leaves the years 0000 to 9999.
 */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date) + days;
  if (!Number.isInteger(day) || day < FIRST_DATE_DAY || day > LAST_DATE_DAY) throw new RangeError(`${date} plus ${days} days is not a date of the years 0000 to 9999`);
  return dateOfDay(day);
}

/** Day of the week of a date: 0 Sunday ... 6 Saturday (1970-01-01, day 0, was a Thursday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The nights of a stay: every date d with arrival <= d < departure. */
export function nightsOf(arrivalDate: string, departureDate: string): string[] {
  const first = dayNumber(arrivalDate);
  const last = dayNumber(departureDate);
  const nights: string[] = [];
  for (let d = first; d < last; d++) nights.push(dateOfDay(d));
  return nights;
}
