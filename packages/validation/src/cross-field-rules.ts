/**
 * Cross-field rules of DESIGN section 4 that a JSON Schema cannot state. They read the payload
 * defensively (any JSON value), check only what is well-typed (a mistyped field is already
 * reported by the schema), and report to a {@link ProblemCollector}. Once the schema holds, the
 * validators hand them the cleaned copy instead: same values, objects of known shape.
 */
import { dayNumberOf, isCountText } from './formats.js';
import type { ProblemCollector } from './problem-collector.js';
import { LIMITS } from './schema/limits.js';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Field path prefix of the room stay at `at` (none for a shop request). */
function stayPrefix(at: number | undefined): string {
  return at === undefined ? '' : `roomStays[${at}].`;
}

/** A count as sent: a non-negative integer, or (when `text` is allowed) strict numeric text. */
function countOf(v: unknown, text: boolean): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : undefined;
  if (text && typeof v === 'string' && isCountText(v)) return Number(v);
  return undefined;
}

/**
 * Stay rules shared by shop requests and room stays: departure after arrival, at most 90 nights,
 * childAges has numChildren items, at least one guest. `at` is the index of the room stay (field
 * paths `roomStays[at].…`), undefined for a shop request. Returns the stay's guest count when known.
 */
export function checkStay(stay: Json, at: number | undefined, problems: ProblemCollector, countsAsText = false): number | undefined {
  const arrival = stay.arrivalDate;
  const departure = stay.departureDate;
  const from = typeof arrival === 'string' ? dayNumberOf(arrival) : -Infinity;
  const to = typeof departure === 'string' ? dayNumberOf(departure) : -Infinity;
  if (from !== -Infinity && to !== -Infinity) {
    const nights = to - from;
    if (nights <= 0) {
      problems.report('DEPARTURE_NOT_AFTER_ARRIVAL', [`${stayPrefix(at)}departureDate`, `${stayPrefix(at)}arrivalDate`],
        `${stayPrefix(at)}departureDate (${departure}) must be after ${stayPrefix(at)}arrivalDate (${arrival})`);
    } else if (nights > LIMITS.lengthOfStay) {
      problems.report('STAY_TOO_LONG', [`${stayPrefix(at)}departureDate`, `${stayPrefix(at)}arrivalDate`],
        `the stay from ${arrival} to ${departure} is ${nights} nights; at most ${LIMITS.lengthOfStay} are allowed`);
    }
  }
  const adults = countOf(stay.numAdults, countsAsText);
  const children = stay.numChildren === undefined ? undefined : countOf(stay.numChildren, countsAsText);
  const ages = stay.childAges;
  if (children !== undefined && Array.isArray(ages) && ages.length !== children) {
    problems.report('CHILD_AGES_MISMATCH', [`${stayPrefix(at)}childAges`, `${stayPrefix(at)}numChildren`],
      `${stayPrefix(at)}childAges has ${ages.length} age${ages.length === 1 ? '' : 's'} but ${stayPrefix(at)}numChildren is ${children}; send one age per child`);
  }
  if (adults === undefined || (stay.numChildren !== undefined && children === undefined)) return undefined;
  const guests = adults + (children ?? (Array.isArray(ages) ? ages.length : 0));
  if (guests < 1) {
    problems.report('NO_GUESTS', [`${stayPrefix(at)}numAdults`, `${stayPrefix(at)}numChildren`],
      `${at === undefined ? 'the room' : `roomStays[${at}]`} has no guest: numAdults + numChildren must be at least 1`);
  }
  return guests;
}

/** Multi-property shop: the stay rules and minRateQualifier <= maxRateQualifier. */
export function checkShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (!isObject(payload)) return;
  checkStay(payload, undefined, problems);
  const min = payload.minRateQualifier;
  const max = payload.maxRateQualifier;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    problems.report('RATE_QUALIFIER_RANGE', ['minRateQualifier', 'maxRateQualifier'],
      `minRateQualifier (${min}) must not be above maxRateQualifier (${max})`);
  }
}

/** Single-property shop: the stay rules, counts possibly numeric text. */
export function checkPropertyShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (isObject(payload)) checkStay(payload, undefined, problems, true);
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
      const g = isObject(stay) ? checkStay(stay, i, problems) : undefined;
      guests = g === undefined || guests === undefined ? undefined : guests + g;
    }
    if (stays.length > n) guests = undefined;
  } else guests = undefined;

  const accounts = payload.clientAccounts;
  if (Array.isArray(accounts) && accounts.length > 1) { // one account cannot repeat a type: no Set to allocate
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
