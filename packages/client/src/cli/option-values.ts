/** Option values of the command line read as dates, counts and ages; a value of the wrong shape is a {@link UsageError}. */
import { UsageError } from './usage-error.js';

const DAY_MS = 86_400_000;

/** `date` (`YYYY-MM-DD`) plus `days` days; `option` names the option the date came from. */
export function addDays(date: string, days: number, option = '--arrive'): string {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day)) throw new UsageError(`${option} ${date}: expected a date YYYY-MM-DD`);
  return new Date(day + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`), or undefined when either is not a date. */
export function daysBetween(from: string, to: string): number | undefined {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  return Number.isNaN(days) ? undefined : Math.round(days);
}

/**
 * The whole number of option `--name` (negative ones too: the validators name a value out of
 * range), undefined when the option was not given; anything else is a usage error.
 */
export function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?[0-9]+$/.test(text)) throw new UsageError(`--${name} ${text}: expected a whole number`);
  return Number(text);
}

/**
 * The child ages of `--ages 4,9`. A non-number is sent as it was written, so the validators name
 * the bad item (`roomStays[0].childAges[1]`) as the service would. An empty item (`4,,9`, `4,9,`,
 * or `--ages ''`) is a usage error: dropped, it would book one child fewer than the partner
 * typed, or price a child it meant to give an age at the default age.
 */
export function agesOf(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const items = text.split(',');
  const empty = items.indexOf('');
  if (empty >= 0) throw new UsageError(`--ages ${text}: item ${empty + 1} is empty; expected ages separated by commas, such as 4,9`);
  return items.map((a) => (/^[0-9]+$/.test(a) ? Number(a) : a)) as number[];
}
