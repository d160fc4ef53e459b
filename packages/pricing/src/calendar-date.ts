/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Digits of a `YYYY-MM-DD` text at [start, end), or -1 when one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * The day number (days since 1970-01-01) of a real calendar date `YYYY-MM-DD`, or `undefined`
 * when the text is not one (`2026-02-30` is not).
 */
export function dayNumberOf(isoDate: string): number | undefined {
  if (typeof isoDate !== 'string' || isoDate.length !== 10 || isoDate.charCodeAt(4) !== 45 || isoDate.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(isoDate, 0, 4);
  const month = digitsAt(isoDate, 5, 7);
  const day = digitsAt(isoDate, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return undefined;
  const days = daysFromCivil(year, month, day);
  // A day past the month's end lands in the next month: compare with the next month's first day.
  const nextMonthStart = month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
  return days < nextMonthStart ? days : undefined;
}

/**
 * The date `YYYY-MM-DD` of a day number (Howard Hinnant's civil_from_days), the inverse of
 * {@link dayNumberOf}. Defined for the integers of years 0000 to 9999 (-719528 to 2932896); for
 * any other number the text is not such a date (`isoDateOf(NaN)` is `0NaN-NaN-NaN`).
 */
export function isoDateOf(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}
