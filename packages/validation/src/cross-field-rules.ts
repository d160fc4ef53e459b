/**
 * Cross-field rules of DESIGN section 4 that a JSON Schema cannot state. They read the raw
 * payload defensively (any JSON value), check only what is well-typed (a mistyped field is already
 * reported by the schema), and report to a {@link ProblemCollector}.
 */
import { isCountText, isDate } from './formats.js';
import type { ProblemCollector } from './problem-collector.js';
import { LIMITS } from './schema/limits.js';

type Json = Record<string, unknown>;
const DAY_MS = 86_400_000;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A count as sent: a non-negative integer, or (when `text` is allowed) strict numeric text. */
function countOf(v: unknown, text: boolean): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : undefined;
  if (text && typeof v === 'string' && isCountText(v)) return Number(v);
  return undefined;
}

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/**
 * Stay rules shared by shop requests and room stays: departure after arrival, at most 90 nights,
 * childAges has numChildren items, at least one guest. Returns the stay's guest count when known.
 */
export function checkStay(stay: Json, prefix: string, problems: ProblemCollector, countsAsText = false): number | undefined {
  const arrival = stay.arrivalDate;
  const departure = stay.departureDate;
  if (typeof arrival === 'string' && typeof departure === 'string' && isDate(arrival) && isDate(departure)) {
    const nights = dayNumber(departure) - dayNumber(arrival);
    if (nights <= 0) {
      problems.report('DEPARTURE_NOT_AFTER_ARRIVAL', [`${prefix}departureDate`, `${prefix}arrivalDate`],
        `${prefix}departureDate (${departure}) must be after ${prefix}arrivalDate (${arrival})`);
    } else if (nights > LIMITS.lengthOfStay) {
      problems.report('STAY_TOO_LONG', [`${prefix}departureDate`, `${prefix}arrivalDate`],
        `the stay from ${arrival} to ${departure} is ${nights} nights; at most ${LIMITS.lengthOfStay} are allowed`);
    }
  }
  const adults = countOf(stay.numAdults, countsAsText);
  const children = stay.numChildren === undefined ? undefined : countOf(stay.numChildren, countsAsText);
  const ages = stay.childAges;
  if (children !== undefined && Array.isArray(ages) && ages.length !== children) {
    problems.report('CHILD_AGES_MISMATCH', [`${prefix}childAges`, `${prefix}numChildren`],
      `${prefix}childAges has ${ages.length} age${ages.length === 1 ? '' : 's'} but ${prefix}numChildren is ${children}; send one age per child`);
  }
  if (adults === undefined || (stay.numChildren !== undefined && children === undefined)) return undefined;
  const guests = adults + (children ?? (Array.isArray(ages) ? ages.length : 0));
  if (guests < 1) {
    problems.report('NO_GUESTS', [`${prefix}numAdults`, `${prefix}numChildren`],
      `${prefix === '' ? 'the room' : prefix.slice(0, -1)} has no guest: numAdults + numChildren must be at least 1`);
  }
  return guests;
}

/** Multi-property shop: the stay rules and minRateQualifier <= maxRateQualifier. */
export function checkShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (!isObject(payload)) return;
  checkStay(payload, '', problems);
  const min = payload.minRateQualifier;
  const max = payload.maxRateQualifier;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.report('RATE_QUALIFIER_RANGE', ['minRateQualifier', 'maxRateQualifier'],
      `minRateQualifier (${min}) must not be above maxRateQualifier (${max})`);
  }
}

/** Single-property shop: the stay rules, counts possibly numeric text. */
export function checkPropertyShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (isObject(payload)) checkStay(payload, '', problems, true);
}

/** Reservation: stay rules per room, one client account per clientType, additionalNames <= guests - 1. */
export function checkReservation(payload: unknown, problems: ProblemCollector): void {
  if (!isObject(payload)) return;
  let guests: number | undefined = 0;
  const stays = payload.roomStays;
  if (Array.isArray(stays)) {
    // Bounded: past the cap nothing more is reported anyway.
    const n = Math.min(stays.length, LIMITS.notifications);
    for (let i = 0; i < n; i++) {
      const stay: unknown = stays[i];
      const g = isObject(stay) ? checkStay(stay, `roomStays[${i}].`, problems) : undefined;
      guests = g === undefined || guests === undefined ? undefined : guests + g;
    }
    if (stays.length > n) guests = undefined;
  } else guests = undefined;

  const accounts = payload.clientAccounts;
  if (Array.isArray(accounts)) {
    const seen = new Set<string>();
    for (let i = 0; i < accounts.length; i++) {
      const account: unknown = accounts[i];
      if (!isObject(account) || typeof account.clientType !== 'string') continue;
      if (seen.has(account.clientType)) {
        problems.report('DUPLICATE_CLIENT_TYPE', [`clientAccounts[${i}].clientType`],
          `clientAccounts[${i}].clientType repeats ${account.clientType}: send one client account per client type`);
      }
      seen.add(account.clientType);
    }
  }

  const names = payload.additionalNames;
  if (Array.isArray(names) && guests !== undefined && guests >= 1 && names.length > guests - 1) {
    problems.report('TOO_MANY_ADDITIONAL_NAMES', ['additionalNames'],
      `additionalNames has ${names.length} names but the rooms hold ${guests} guest${guests === 1 ? '' : 's'}: at most ${guests - 1} additional names`);
  }
}
