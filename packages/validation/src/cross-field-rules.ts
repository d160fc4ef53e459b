/**
 * Cross-field rules of DESIGN section 4 that a JSON Schema cannot state, in two uses of the same
 * rule functions:
 *
 * - reporting (`checkShopRequest`, `checkPropertyShopRequest`, `checkReservation`): after the
 *   collecting walk, on the payload as sent, read defensively (any JSON value); only what is
 *   well-typed is checked (a mistyped field is already reported by the schema), and every problem
 *   goes to a {@link ProblemCollector};
 * - record checks of the fast path ({@link RECORD_CHECKS}, see {@link RecordCheck}): on cleaned
 *   copies, with the dates the walk has already read as day numbers; they only answer whether
 *   every rule holds.
 */
import { dayNumberOf, isCountText } from './formats.js';
import type { ProblemCollector } from './problem-collector.js';
import type { RecordCheck } from './schema-compiler.js';
import { LIMITS } from './schema/limits.js';

type Json = Record<string, unknown>;

/** Where a rule reports its problems; undefined when only its verdict is wanted. */
type Report = ProblemCollector | undefined;

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
 * The bookingCode of a room type and rate plan (spec: 3-character room type code plus 3-character
 * rate plan code): the first 3 characters of each, a shorter code padded with 0.
 */
export function bookingCodeOf(roomTypeCode: string, ratePlanCode: string): string {
  return roomTypeCode.slice(0, 3).padEnd(3, '0') + ratePlanCode.slice(0, 3).padEnd(3, '0');
}

const CODE = /^[A-Z0-9]+$/;

/** A code of `min` to 6 characters A-Z 0-9 (room type, rate plan, bookingCode). */
function isCode(v: unknown, min: number): v is string {
  return typeof v === 'string' && v.length >= min && v.length <= 6 && CODE.test(v);
}

/** Day number of a date field as sent, -Infinity when it is not a real date. */
function dayOf(v: unknown): number {
  return typeof v === 'string' ? dayNumberOf(v) : -Infinity;
}

/**
 * Guests of a stay: numAdults + numChildren, childAges standing for numChildren when only ages are
 * sent; undefined when a count is unusable.
 */
function guestsOf(stay: Json, countsAsText: boolean): number | undefined {
  const adults = countOf(stay.numAdults, countsAsText);
  const children = stay.numChildren === undefined ? undefined : countOf(stay.numChildren, countsAsText);
  if (adults === undefined || (stay.numChildren !== undefined && children === undefined)) return undefined;
  const ages = stay.childAges;
  return adults + (children ?? (Array.isArray(ages) ? ages.length : 0));
}

/**
 * Stay rules shared by shop requests and room stays: departure after arrival, at most 90 nights,
 * childAges has numChildren items, at least one guest. `from` and `to` are the day numbers of the
 * arrival and departure (-Infinity when unknown: no date rule then). `at` is the index of the room
 * stay (field paths `roomStays[at].…`), undefined for a shop request. True when every rule holds.
 */
function stayRules(stay: Json, from: number, to: number, at: number | undefined, problems: Report, countsAsText: boolean): boolean {
  let holds = true;
  if (from !== -Infinity && to !== -Infinity) {
    const nights = to - from;
    if (nights <= 0) {
      holds = false;
      problems?.report('DEPARTURE_NOT_AFTER_ARRIVAL', [`${stayPrefix(at)}departureDate`, `${stayPrefix(at)}arrivalDate`],
        `${stayPrefix(at)}departureDate (${String(stay.departureDate)}) must be after ${stayPrefix(at)}arrivalDate (${String(stay.arrivalDate)})`);
    } else if (nights > LIMITS.lengthOfStay) {
      holds = false;
      problems?.report('STAY_TOO_LONG', [`${stayPrefix(at)}departureDate`, `${stayPrefix(at)}arrivalDate`],
        `the stay from ${String(stay.arrivalDate)} to ${String(stay.departureDate)} is ${nights} nights; at most ${LIMITS.lengthOfStay} are allowed`);
    }
  }
  const children = stay.numChildren === undefined ? undefined : countOf(stay.numChildren, countsAsText);
  const ages = stay.childAges;
  if (children !== undefined && Array.isArray(ages) && ages.length !== children) {
    holds = false;
    problems?.report('CHILD_AGES_MISMATCH', [`${stayPrefix(at)}childAges`, `${stayPrefix(at)}numChildren`],
      `${stayPrefix(at)}childAges has ${ages.length} age${ages.length === 1 ? '' : 's'} but ${stayPrefix(at)}numChildren is ${children}; send one age per child`);
  }
  const booking = stay.bookingCode;
  // only codes that hold their own patterns are compared (a broken one is already reported)
  if (isCode(booking, 6) && isCode(stay.roomTypeCode, 2) && isCode(stay.ratePlanCode, 2)) {
    const expected = bookingCodeOf(stay.roomTypeCode, stay.ratePlanCode);
    if (booking !== expected) {
      holds = false;
      problems?.report('BOOKING_CODE_MISMATCH', [`${stayPrefix(at)}bookingCode`, `${stayPrefix(at)}roomTypeCode`, `${stayPrefix(at)}ratePlanCode`],
        `${stayPrefix(at)}bookingCode (${booking}) must be ${expected}: the first 3 characters of roomTypeCode (${stay.roomTypeCode}) and of ratePlanCode (${stay.ratePlanCode}), each padded with 0`);
    }
  }
  const guests = guestsOf(stay, countsAsText);
  if (guests !== undefined && guests < 1) {
    holds = false;
    problems?.report('NO_GUESTS', [`${stayPrefix(at)}numAdults`, `${stayPrefix(at)}numChildren`],
      `${at === undefined ? 'the room' : `roomStays[${at}]`} has no guest: numAdults + numChildren must be at least 1`);
  }
  return holds;
}

/** minRateQualifier <= maxRateQualifier (multi-property shop). */
function qualifierRule(shop: Json, problems: Report): boolean {
  const min = shop.minRateQualifier;
  const max = shop.maxRateQualifier;
  if (!(typeof min === 'number' && typeof max === 'number' && min > max)) return true;
  problems?.report('RATE_QUALIFIER_RANGE', ['minRateQualifier', 'maxRateQualifier'],
    `minRateQualifier (${min}) must not be above maxRateQualifier (${max})`);
  return false;
}

/** Guests of all room stays, or undefined when one is unknown (or there are more stays than are ever checked). */
function totalGuests(stays: unknown, countsAsText: boolean): number | undefined {
  if (!Array.isArray(stays) || stays.length > LIMITS.notifications) return undefined;
  let total = 0;
  for (let i = 0; i < stays.length; i++) {
    const stay: unknown = stays[i];
    const guests = isObject(stay) ? guestsOf(stay, countsAsText) : undefined;
    if (guests === undefined) return undefined;
    total += guests;
  }
  return total;
}

/** One client account per clientType; additionalNames <= `guests` - 1 (reservation). */
function reservationRules(reservation: Json, guests: number | undefined, problems: Report): boolean {
  let holds = true;
  const accounts = reservation.clientAccounts;
  if (Array.isArray(accounts) && accounts.length > 1) { // one account cannot repeat a type: no Set to allocate
    const seen = new Set<string>();
    for (let i = 0; i < accounts.length; i++) {
      const account: unknown = accounts[i];
      if (!isObject(account) || typeof account.clientType !== 'string') continue;
      if (seen.has(account.clientType)) {
        holds = false;
        problems?.report('DUPLICATE_CLIENT_TYPE', [`clientAccounts[${i}].clientType`],
          `clientAccounts[${i}].clientType repeats ${account.clientType}: send one client account per client type`);
      }
      seen.add(account.clientType);
    }
  }
  const names = reservation.additionalNames;
  if (Array.isArray(names) && guests !== undefined && guests >= 1 && names.length > guests - 1) {
    holds = false;
    problems?.report('TOO_MANY_ADDITIONAL_NAMES', ['additionalNames'],
      `additionalNames has ${names.length} names but the rooms hold ${guests} guest${guests === 1 ? '' : 's'}: at most ${guests - 1} additional names`);
  }
  return holds;
}

/**
 * Whether a request comes from a GDS (DESIGN section 4): the credential's channel is GDS, or the
 * body carries `pseudoCityCode` or `secondaryGdsCode`.
 */
function fromGds(request: Json, gdsChannel: boolean): boolean {
  return gdsChannel || request.pseudoCityCode !== undefined || request.secondaryGdsCode !== undefined;
}

/** A GDS reservation carries gdsChainCode and primaryGdsCode. */
function reservationGdsRule(reservation: Json, gdsChannel: boolean, problems: Report): boolean {
  if (!fromGds(reservation, gdsChannel)) return true;
  let holds = true;
  for (const field of ['gdsChainCode', 'primaryGdsCode'] as const) {
    if (reservation[field] !== undefined) continue;
    holds = false;
    problems?.report('GDS_CODE_REQUIRED', [field], `${field} is required for a request from a GDS (GDS credential, or pseudoCityCode or secondaryGdsCode sent)`);
  }
  return holds;
}

/** A GDS multi-property shop carries primaryGdsCode, and gdsChainCode on every property. */
function shopGdsRule(shop: Json, gdsChannel: boolean, problems: Report): boolean {
  if (!fromGds(shop, gdsChannel)) return true;
  let holds = true;
  const why = 'is required for a request from a GDS (GDS credential, or pseudoCityCode or secondaryGdsCode sent)';
  if (shop.primaryGdsCode === undefined) {
    holds = false;
    problems?.report('GDS_CODE_REQUIRED', ['primaryGdsCode'], `primaryGdsCode ${why}`);
  }
  const props = shop.props;
  if (Array.isArray(props)) {
    const n = Math.min(props.length, LIMITS.notifications);
    for (let i = 0; i < n; i++) {
      const prop: unknown = props[i];
      if (isObject(prop) && prop.gdsChainCode === undefined) {
        holds = false;
        problems?.report('GDS_CODE_REQUIRED', [`props[${i}].gdsChainCode`], `props[${i}].gdsChainCode ${why}`);
      }
    }
  }
  return holds;
}

/**
 * Whether a cleaned copy the fast path accepted also holds the GDS rule of a GDS credential (the
 * body-only GDS rule is a record check already).
 */
export function holdsForGdsChannel(kind: 'shop' | 'reservation', copy: object): boolean {
  return kind === 'shop' ? shopGdsRule(copy as Json, true, undefined) : reservationGdsRule(copy as Json, true, undefined);
}

/** Multi-property shop: the stay rules, minRateQualifier <= maxRateQualifier and the GDS rule. */
export function checkShopRequest(payload: unknown, problems: ProblemCollector, gdsChannel = false): void {
  if (!isObject(payload)) return;
  stayRules(payload, dayOf(payload.arrivalDate), dayOf(payload.departureDate), undefined, problems, false);
  qualifierRule(payload, problems);
  shopGdsRule(payload, gdsChannel, problems);
}

/** Single-property shop: the stay rules, counts possibly numeric text. */
export function checkPropertyShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (isObject(payload)) stayRules(payload, dayOf(payload.arrivalDate), dayOf(payload.departureDate), undefined, problems, true);
}

/**
 * Reservation: stay rules per room (with bookingCode), one client account per clientType,
 * additionalNames <= guests - 1, and the GDS rule.
 */
export function checkReservation(payload: unknown, problems: ProblemCollector, gdsChannel = false): void {
  if (!isObject(payload)) return;
  const stays = payload.roomStays;
  if (Array.isArray(stays)) {
    // Bounded: past the cap nothing more is reported anyway.
    const n = Math.min(stays.length, LIMITS.notifications);
    for (let i = 0; i < n; i++) {
      const stay: unknown = stays[i];
      if (isObject(stay)) stayRules(stay, dayOf(stay.arrivalDate), dayOf(stay.departureDate), i, problems, false);
    }
  }
  reservationRules(payload, totalGuests(stays, false), problems);
  reservationGdsRule(payload, gdsChannel, problems);
}

/** Record check of a room stay's cleaned copy (its arrival and departure as day numbers). */
export const stayHolds: RecordCheck = (stay, arrival, departure) =>
  stayRules(stay as Json, arrival, departure, undefined, undefined, false);

/** Record check of a multi-property shop request's cleaned copy: the stay rules, the rate qualifiers, the GDS rule of the body. */
export const shopRequestHolds: RecordCheck = (shop, arrival, departure) =>
  stayRules(shop as Json, arrival, departure, undefined, undefined, false) && qualifierRule(shop as Json, undefined)
  && shopGdsRule(shop as Json, false, undefined);

/** Record check of a reservation's cleaned copy; its room stays were checked by {@link stayHolds} before. */
export const reservationHolds: RecordCheck = (reservation) =>
  reservationRules(reservation as Json, totalGuests((reservation as Json).roomStays, false), undefined)
  && reservationGdsRule(reservation as Json, false, undefined);
