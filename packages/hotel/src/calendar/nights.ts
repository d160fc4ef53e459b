/** Calendar arithmetic on YYYY-MM-DD dates (UTC day numbers, no clock, no time zone). */
import { isoDateOf } from '@direct-connect/pricing';

const DAY_MS = 86_400_000;

/** Day number of a YYYY-MM-DD date (days since 1970-01-01). */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
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

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Day of the week of a date: 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

/** The nights of a stay: every date d with arrival <= d < departure. */
export function nightsOf(arrivalDate: string, departureDate: string): string[] {
  const first = dayNumber(arrivalDate);
  const last = dayNumber(departureDate);
  const nights: string[] = [];
  for (let d = first; d < last; d++) nights.push(dateOfDay(d));
  return nights;
}
