/** Calendar arithmetic on YYYY-MM-DD dates (UTC day numbers, no clock, no time zone). */

const DAY_MS = 86_400_000;

/** Day number of a YYYY-MM-DD date (days since 1970-01-01). */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

/** Day numbers of 0001-01-01 and 9999-12-31: the years {@link dateOfDay} writes without a Date. */
const FIRST_WRITTEN_DAY = -719_162;
const LAST_WRITTEN_DAY = 2_932_896;

/** `00` .. `99`. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The YYYY-MM-DD date of a day number. Years 1 to 9999 are worked out with integer arithmetic on
 * the proleptic Gregorian calendar (days from 0000-03-01 in 400-year eras, H. Hinnant's
 * civil-from-days), the same text `Date#toISOString` gives without building a Date: a shop
 * writes every night of a stay, and a Date and its ISO text cost about a microsecond a night.
 */
export function dateOfDay(day: number): string {
  if (!Number.isInteger(day) || day < FIRST_WRITTEN_DAY || day > LAST_WRITTEN_DAY) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  const fromMarch = day + 719_468;
  const era = Math.floor(fromMarch / 146_097);
  const dayOfEra = fromMarch - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${TWO_DIGITS[month] as string}-${TWO_DIGITS[dayOfMonth] as string}`;
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
