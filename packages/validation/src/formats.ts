/**
 * The string formats our schemas use, as plain predicates. The validator compiles them in; the
 * bench hands the same predicates to Ajv so both do the same work. All run in linear time and
 * assume the schema's length bounds were checked first (they re-check what they index).
 */
import { COUNTRY_CODES, CURRENCY_CODES } from './generated/iso-codes.generated.js';

// Digits are read as `s.charCodeAt(i) - 48` (48: the code of '0'), the literal written out: a
// module-level constant becomes a `var` of the bundle, which V8 loads and checks again at each
// use (eight per date in dayNumberOf). Measured 2026-11-26 on the 9-room create with 15 errors
// (29 dates), after the bench's served traffic and a 2 s settle, CPU time (process.cpuUsage),
// medians of 81 rounds interleaving the two esbuild bundles in one process, 4 processes
// alternating which is loaded first: the literal 2.3 % less CPU (1.0 to 3.2 %; A/A -0.2 %, -2.4
// to +1.3 %) than `const ZERO = 48` (the bench's Ajv calls these predicates too).

/** Value of `n` ASCII digits at `at`, or -1 when one is not a digit. */
function digits(s: string, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    v = v * 10 + d;
  }
  return v;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `YYYY-MM-DD` at the start of `s` names a real calendar day. */
function isDateAt(s: string): boolean {
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return false;
  const y = digits(s, 0, 4);
  const m = digits(s, 5, 2);
  const d = digits(s, 8, 2);
  return y >= 0 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Day of the year counted from March 1 (a leap day then ends the year), by month 1-12. */
const DAYS_SINCE_MARCH = [0, 306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275];

/**
 * Day number (days since 1970-01-01) of a real calendar date `YYYY-MM-DD`, or -Infinity when `s`
 * is not one. One pass over the characters, no Date objects, no intermediate packed number:
 * days-from-civil in int32 arithmetic (the stay rules take two per room stay and the walks check
 * every date through it, so this is on the hot path of every reservation).
 *
 * The days of March 1 to December 28 are counted here, the century read from the first two
 * digits (no division); January, February and the days past the 28th go to
 * {@link dayNumberOfRareDate}, which checks the month's length. Measured 2026-11-26 on the
 * 9-room create with 15 errors (28 dates), after the bench's served traffic and a 2 s settle, CPU
 * time (process.cpuUsage), medians of 81 rounds interleaving two esbuild bundles in one process,
 * 4 processes: about 1.3 % less CPU than counting every date with divisions (2.40 % less with the
 * rule-report cuts of the same session, which alone gave 1.07 %). The bench's Ajv calls this
 * predicate too.
 */
export function dayNumberOf(s: string): number {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return -Infinity;
  const y1 = s.charCodeAt(0) - 48;
  const y2 = s.charCodeAt(1) - 48;
  const y3 = s.charCodeAt(2) - 48;
  const y4 = s.charCodeAt(3) - 48;
  const m1 = s.charCodeAt(5) - 48;
  const m2 = s.charCodeAt(6) - 48;
  const d1 = s.charCodeAt(8) - 48;
  const d2 = s.charCodeAt(9) - 48;
  // x >>> 0 > 9 catches both non-digits above '9' and (negative) ones below '0'
  if ((y1 >>> 0) > 9 || (y2 >>> 0) > 9 || (y3 >>> 0) > 9 || (y4 >>> 0) > 9 || (m1 >>> 0) > 9 || (m2 >>> 0) > 9 || (d1 >>> 0) > 9 || (d2 >>> 0) > 9) {
    return -Infinity;
  }
  const century = y1 * 10 + y2;
  const year = century * 100 + y3 * 10 + y4;
  const m = m1 * 10 + m2;
  const d = d1 * 10 + d2;
  if (m < 3 || m > 12 || d < 1 || d > 28) return dayNumberOfRareDate(year, m, d);
  // days since 0000-03-01: 365 a year, a leap day every 4 years but every 100th, every 400th
  return 365 * year + (year >> 2) - century + (century >> 2) + (DAYS_SINCE_MARCH[m] ?? 0) + d - 1 - DAYS_TO_1970_FROM_MARCH_0000;
}

/** Days from 0000-03-01 to 1970-01-01. */
const DAYS_TO_1970_FROM_MARCH_0000 = 719468;

/**
 * {@link dayNumberOf} of the dates it does not count itself: January and February (counted in the
 * year before, which their leap day ends), the days past the 28th, and a month or day out of range
 * (-Infinity).
 */
function dayNumberOfRareDate(year: number, m: number, d: number): number {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(year, m)) return -Infinity;
  // Years counted from March, shifted by 400 so that they are positive and `| 0` floors them.
  const y = year - (m <= 2 ? 1 : 0) + 400;
  const days = 365 * y + (y >> 2) - ((y / 100) | 0) + ((y / 400) | 0) + (DAYS_SINCE_MARCH[m] ?? 0) + d - 1;
  return days - DAYS_TO_1970_FROM_MARCH_0000 - 146097; // 146097: the days of the 400 years added above
}

/** RFC 3339 full-date of a real calendar day (2026-02-30 fails). */
export function isDate(s: string): boolean {
  return dayNumberOf(s) !== -Infinity;
}

/** `hh:mm` at `at` with hh 00-23 and mm 00-59. */
function isHourMinuteAt(s: string, at: number): boolean {
  const h = digits(s, at, 2);
  const m = digits(s, at + 3, 2);
  return s.charCodeAt(at + 2) === 58 && h >= 0 && h <= 23 && m >= 0 && m <= 59;
}

/** Property local date-time `YYYY-MM-DDThh:mm`. */
export function isLocalDateTime(s: string): boolean {
  return s.length === 16 && isDateAt(s) && s.charCodeAt(10) === 84 && isHourMinuteAt(s, 11);
}

const DATE_TIME_TAIL = /^(?:\.[0-9]{1,9})?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})$/;

/** RFC 3339 date-time with a real date, hours 00-23, minutes 00-59, seconds 00-60, an offset. */
export function isDateTime(s: string): boolean {
  if (s.length < 20 || s.length > 40 || !isDateAt(s)) return false;
  const t = s.charCodeAt(10);
  if (t !== 84 && t !== 116 && t !== 32) return false;
  if (!isHourMinuteAt(s, 11) || s.charCodeAt(16) !== 58) return false;
  const sec = digits(s, 17, 2);
  if (sec < 0 || sec > 60) return false;
  const tail = s.slice(19);
  if (!DATE_TIME_TAIL.test(tail)) return false;
  const sign = tail.search(/[+-]/);
  if (sign < 0) return true;
  const oh = digits(tail, sign + 1, 2);
  const om = digits(tail, sign + 4, 2);
  return oh <= 23 && om <= 59;
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** RFC 4122 textual UUID (any version). */
export function isUuid(s: string): boolean {
  return s.length === 36 && UUID.test(s);
}

/** An ISO 4217 currency code that exists (the `currency-codes` list, compiled in at build time). */
export function isCurrencyCode(s: string): boolean {
  return CURRENCY_CODES.has(s);
}

/** An ISO 3166-1 alpha-2 country code that exists (the `i18n-iso-countries` list, compiled in at build time). */
export function isCountryCode(s: string): boolean {
  return COUNTRY_CODES.has(s);
}

/** Card expiry `MMYY` with a month 01-12. */
export function isCardExpiry(s: string): boolean {
  const m = digits(s, 0, 2);
  return s.length === 4 && m >= 1 && m <= 12 && digits(s, 2, 2) >= 0;
}

/** Strict numeric text of a non-negative integer: `"0"`, `"2"`, `"12"`; not `""`, `" 2"`, `"2.0"`, `"1e1"`, `"02"`. */
export function isCountText(s: string): boolean {
  const n = s.length;
  if (n < 1 || n > 9 || (n > 1 && s.charCodeAt(0) === 48)) return false;
  return digits(s, 0, n) >= 0;
}

/**
 * Whether a number has at most `places` decimal places in its shortest decimal form (`String(n)`,
 * the form the pricing engine reads a JSON number as: DESIGN section 3), for a non-negative `n`
 * below 10^11 (the bound of an amount, checked first: README "Amounts"). Arithmetic rather than
 * the text, which would allocate a string per amount: below 10^11, `n * 10^places` is below 2^53
 * and lies within 0.5 of the integer k of the decimal `k / 10^places` that `n` is nearest to, so
 * `Math.round` finds k, and `k / 10^places` (a correctly rounded division) is `n` again exactly
 * when that decimal is `n`'s shortest form or a longer form of it. `formats.test.ts` holds it to
 * the text of `String(n)` on any double.
 */
function hasDecimalPlaces(n: number, scale: number): boolean {
  return Math.round(n * scale) / scale === n;
}

/** An amount of any currency: at most 4 decimal places, the most an ISO 4217 currency has (CLF, UYW). */
export function isAmount(n: number): boolean {
  return hasDecimalPlaces(n, 10000);
}

/** An amount in US dollars: at most 2 decimal places (cents). */
export function isUsdAmount(n: number): boolean {
  return hasDecimalPlaces(n, 100);
}

/**
 * The number formats of our schemas, by their JSON Schema `format` name: an amount's decimal
 * places. A validator of the exported schemas registers them for numbers (Ajv:
 * `ajv.addFormat(name, { type: 'number', validate })`); each assumes the amount's bounds (0 to
 * below 10^11) were checked first.
 */
export const NUMBER_FORMATS: Readonly<Record<string, (n: number) => boolean>> = {
  amount: isAmount,
  'usd-amount': isUsdAmount,
};

/** Every custom or checked string format of our schemas, by its JSON Schema `format` name. */
export const STRING_FORMATS: Readonly<Record<string, (s: string) => boolean>> = {
  date: isDate,
  'date-time': isDateTime,
  'local-date-time': isLocalDateTime,
  uuid: isUuid,
  iso4217: isCurrencyCode,
  'iso3166-alpha2': isCountryCode,
  'card-expiry': isCardExpiry,
  'count-text': isCountText,
};
