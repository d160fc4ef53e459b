// The subpath, not the package: 'date-fns-tz' loads every function of date-fns-tz and date-fns
// (about 265 ms of CPU at each import of pricing, hotel or http), for the one used here.
import { toZonedTime } from 'date-fns-tz/toZonedTime';
import { dayNumberOf } from './calendar-date.js';
import { PricingInputError } from './pricing-input-error.js';

/** A refundable cancellation policy: free cancellation until `localTime` (HH:mm), N days before arrival. */
export interface CancellationDeadlinePolicy {
  daysBeforeArrival: number;
  localTime: string;
}

/** Spec cxlPolicyDeadline (UTC, `YYYY-MM-DDThh:mm:ssZ`) and cxlPolicyLocalDeadline (`YYYY-MM-DDThh:mm`). */
export interface CancellationDeadline {
  cxlPolicyDeadline: string;
  cxlPolicyLocalDeadline: string;
}

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/**
 * What date-fns-tz reads as a UTC offset rather than a zone name, without asking Intl: the empty
 * string (and a missing zone), `Z`, `±hh`, `±hh:mm`. None is an IANA time zone.
 */
const OFFSET_TEXT = /^(?:Z|[+-].*)?$/;
/**
 * The first deadline date computed: Intl writes the years before 1 with an era that date-fns-tz
 * does not read (1 BC as year 1), and a deadline's offsets are read up to a day on either side.
 */
const FIRST_DEADLINE_DAY = dayNumberOf('0001-01-03')!;
const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The zone's offset at an instant: its wall clock there minus the instant. The wall clock is
 * read with date-fns-tz's `toZonedTime` (Intl), exactly the fields its `formatInTimeZone` would
 * print, without formatting and parsing text. (date-fns-tz `getTimezoneOffset` reads its Date as
 * a wall time, not an instant.) Throws a RangeError for a zone Intl does not know.
 */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const zoned = toZonedTime(instant, timeZone);
  const wall = new Date(0);
  wall.setUTCFullYear(zoned.getFullYear(), zoned.getMonth(), zoned.getDate());
  wall.setUTCHours(zoned.getHours(), zoned.getMinutes(), zoned.getSeconds(), 0);
  const offset = wall.getTime() - instant;
  if (Number.isNaN(offset)) throw new RangeError(`invalid time zone ${timeZone}`);
  return offset;
}

/**
 * The cancellation deadline of a stay arriving on `arrivalDate` at a property in the IANA zone
 * `timeZone`: the local date-time `localTime`, `daysBeforeArrival` days before arrival, and the
 * same instant in UTC, correct across DST. A local time that does not exist (spring forward)
 * moves forward to the first instant that does; a local time that occurs twice (fall back) is
 * its first occurrence.
 *
 * @throws {@link PricingInputError} when `arrivalDate` is not a real calendar date YYYY-MM-DD,
 *   `daysBeforeArrival` is not a non-negative integer, `localTime` is not HH:mm, `timeZone` is
 *   not an IANA time zone, or the deadline falls before 0001-01-03 (`daysBeforeArrival`, or
 *   `arrivalDate` when it is 0); its `field` names which.
 */
export function cancellationDeadline(policy: CancellationDeadlinePolicy, arrivalDate: string, timeZone: string): CancellationDeadline {
  const arrival = dayNumberOf(arrivalDate);
  if (arrival === undefined) throw new PricingInputError('arrivalDate', 'must be a real calendar date YYYY-MM-DD');
  if (!Number.isInteger(policy.daysBeforeArrival) || policy.daysBeforeArrival < 0) throw new PricingInputError('daysBeforeArrival', 'must be a non-negative integer');
  const time = LOCAL_TIME.exec(policy.localTime);
  if (!time) throw new PricingInputError('localTime', 'must be a time of day HH:mm');
  if (typeof timeZone !== 'string' || OFFSET_TEXT.test(timeZone)) throw new PricingInputError('timeZone', `${JSON.stringify(timeZone)} is not an IANA time zone`);
  if (arrival - policy.daysBeforeArrival < FIRST_DEADLINE_DAY) {
    throw new PricingInputError(policy.daysBeforeArrival > 0 ? 'daysBeforeArrival' : 'arrivalDate', 'puts the deadline before 0001-01-03, the first date a deadline is computed for');
  }
  // The wall clock as if it were UTC; an instant u shows wall time u + offset(u).
  const wall = (arrival - policy.daysBeforeArrival) * DAY + (Number(time[1]) * 60 + Number(time[2])) * MINUTE;
  let before: number;
  try {
    before = zoneOffsetAt(wall - DAY, timeZone);
  } catch {
    throw new PricingInputError('timeZone', `${JSON.stringify(timeZone)} is not an IANA time zone`);
  }
  const after = zoneOffsetAt(wall + DAY, timeZone);
  // A candidate u = wall - offset is the deadline when the zone really shows `wall` at u; the
  // earlier of two is the first occurrence of a repeated hour.
  let instant = Infinity;
  if (zoneOffsetAt(wall - before, timeZone) === before) instant = wall - before;
  if (after !== before && wall - after < instant && zoneOffsetAt(wall - after, timeZone) === after) instant = wall - after;
  let local = wall;
  if (instant === Infinity) {
    // In a gap: the first instant that exists is the transition, between these two minutes.
    let lo = wall - after; // still on the old offset
    let hi = wall - before; // already on the new offset
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (zoneOffsetAt(mid, timeZone) === before) lo = mid;
      else hi = mid;
    }
    instant = hi;
    local = instant + zoneOffsetAt(instant, timeZone);
  }
  return {
    cxlPolicyDeadline: `${new Date(instant).toISOString().slice(0, 19)}Z`,
    cxlPolicyLocalDeadline: new Date(local).toISOString().slice(0, 16),
  };
}
