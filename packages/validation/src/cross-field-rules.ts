/**
 * Cross-field rules of DESIGN section 4 that a JSON Schema cannot state, in two uses of the same
 * rule functions:
 *
 * - reporting (`checkShopRequest`, `checkPropertyShopRequest`, `checkReservation`,
 *   `checkReservationModify`): on the payload
 *   as sent, read defensively (any JSON value); only what is well-typed is checked (a mistyped
 *   field is already reported by the schema), and every problem goes to a {@link ProblemCollector}.
 *   The shop validators run them after the collecting walk; for a reservation the collecting walk
 *   itself runs the same rules (`reportRoomStay`, `reportReservation`, `reportReservationModify`)
 *   on the values it has read and checked, their problems held back to follow the schema's;
 * - record checks of the fast path (`stayHolds`, `shopRequestHolds`, `reservationHolds`,
 *   `reservationModifyHolds`, see
 *   `RecordCheck` of the schema compiler): on the cleaned values of the properties they read, handed over by the
 *   walk (dates as the day numbers it has already read); they only answer whether every rule holds.
 *
 * Both decide through the same predicates (`nightsAllowed`, `agesMatchChildren`, ...).
 *
 * additionalNames belong to the whole reservation (at most its total guests - 1). A create carries
 * every room stay, so the rule is checked here; a modify carries one stay of a reservation whose
 * other stays the validator cannot see, so the modify's rules leave it out and the service checks
 * it against the whole reservation.
 */
import { dayNumberOf, isCountText } from './formats.js';
import type { ProblemCollector } from './problem-collector.js';
import { LIMITS } from './schema/limits.js';
import { problemKind } from './walk-runtime.js';

// The kinds of problem the rules report, each with its otaErrorCode looked up once (as the walks'
// are): a Map lookup per problem took about 1 % of refusing the 15-error reservation.
const DEPARTURE_NOT_AFTER_ARRIVAL = /* @__PURE__ */ problemKind('DEPARTURE_NOT_AFTER_ARRIVAL');
const STAY_TOO_LONG = /* @__PURE__ */ problemKind('STAY_TOO_LONG');
const CHILD_AGES_MISMATCH = /* @__PURE__ */ problemKind('CHILD_AGES_MISMATCH');
const BOOKING_CODE_MISMATCH = /* @__PURE__ */ problemKind('BOOKING_CODE_MISMATCH');
const NO_GUESTS = /* @__PURE__ */ problemKind('NO_GUESTS');
const RATE_QUALIFIER_RANGE = /* @__PURE__ */ problemKind('RATE_QUALIFIER_RANGE');
const DUPLICATE_CLIENT_TYPE = /* @__PURE__ */ problemKind('DUPLICATE_CLIENT_TYPE');
const TOO_MANY_ADDITIONAL_NAMES = /* @__PURE__ */ problemKind('TOO_MANY_ADDITIONAL_NAMES');
const GDS_CODE_REQUIRED = /* @__PURE__ */ problemKind('GDS_CODE_REQUIRED');
const DUPLICATE_ITEM = /* @__PURE__ */ problemKind('DUPLICATE_ITEM');

type Json = Record<string, unknown>;

/** Where a rule reports its problems; undefined when only its verdict is wanted. */
type Report = ProblemCollector | undefined;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A property of a stay that the stay rules name in their problems, with its field paths in the
 * first 100 room stays (`roomStays[0].<name>` to `roomStays[99].<name>`; the rules report on those
 * only), made once: a problem of a stay rule then costs no concatenation per field.
 */
interface StayField {
  readonly name: string;
  readonly paths: readonly string[];
}

/** The {@link StayField} of `name`. */
function stayFieldOf(name: string): StayField {
  return { name, paths: Array.from({ length: LIMITS.notifications }, (_, i) => `roomStays[${i}].${name}`) };
}

// One constant per property (800 field paths in all), read by name at each use: the paths
// looked up by a property name that differs from call to call (a megamorphic load) cost 1.3 % of
// refusing the 9-room create with 15 errors (measured 2026-11-26 after the bench's served traffic
// and a 2 s settle, CPU time, medians of 81 rounds interleaving two esbuild bundles in one
// process, 4 processes: -0.3 to 2.2 %).
const ARRIVAL_DATE = /* @__PURE__ */ stayFieldOf('arrivalDate');
const DEPARTURE_DATE = /* @__PURE__ */ stayFieldOf('departureDate');
const NUM_ADULTS = /* @__PURE__ */ stayFieldOf('numAdults');
const NUM_CHILDREN = /* @__PURE__ */ stayFieldOf('numChildren');
const CHILD_AGES = /* @__PURE__ */ stayFieldOf('childAges');
const ROOM_TYPE_CODE = /* @__PURE__ */ stayFieldOf('roomTypeCode');
const RATE_PLAN_CODE = /* @__PURE__ */ stayFieldOf('ratePlanCode');
const BOOKING_CODE = /* @__PURE__ */ stayFieldOf('bookingCode');

/** Field path of `field` of the room stay at `at`; the name alone for a shop request (`at` undefined). */
function stayField(field: StayField, at: number | undefined): string {
  return at === undefined ? field.name : field.paths[at] ?? `roomStays[${at}].${field.name}`;
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

/** A code of `min` to 6 characters A-Z 0-9 (room type, rate plan, bookingCode). */
function isCode(v: unknown, min: number): v is string {
  if (typeof v !== 'string' || v.length < min || v.length > 6) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

/** Code unit `i` (1 or 2) of the bookingCode part of a code of at least 2 characters: its own, or the padding 0. */
function padded(code: string, i: number): number {
  return i < code.length ? code.charCodeAt(i) : 48;
}

/**
 * `booking` is {@link bookingCodeOf} the room type and rate plan, codes of at least 2 characters
 * (compared in place: nothing is built on the fast path).
 */
function bookingCodeMatches(booking: string, roomTypeCode: string, ratePlanCode: string): boolean {
  return booking.length === 6
    && booking.charCodeAt(0) === roomTypeCode.charCodeAt(0) && booking.charCodeAt(1) === roomTypeCode.charCodeAt(1)
    && booking.charCodeAt(2) === padded(roomTypeCode, 2)
    && booking.charCodeAt(3) === ratePlanCode.charCodeAt(0) && booking.charCodeAt(4) === ratePlanCode.charCodeAt(1)
    && booking.charCodeAt(5) === padded(ratePlanCode, 2);
}

/** Departure after arrival, at most 90 nights: the nights of a stay whose dates are known (day numbers). */
function nightsAllowed(nights: number): boolean {
  return nights > 0 && nights <= LIMITS.lengthOfStay;
}

/** childAges, when sent with numChildren, has numChildren items. */
function agesMatchChildren(children: number | undefined, ages: readonly unknown[] | undefined): boolean {
  return children === undefined || ages === undefined || ages.length === children;
}

/** Guests of a room: numAdults + numChildren, childAges standing for numChildren when only ages are sent. */
function guestsOfRoom(adults: number, children: number | undefined, ages: readonly unknown[] | undefined): number {
  return adults + (children ?? (ages === undefined ? 0 : ages.length));
}

/** Day number of a date field as sent, -Infinity when it is not a real date. */
function dayOf(v: unknown): number {
  return typeof v === 'string' ? dayNumberOf(v) : -Infinity;
}

/**
 * Guests of a stay, from its counts as sent: numAdults + numChildren, childAges standing for
 * numChildren when only ages are sent; undefined when a count is unusable.
 */
function guestsOf(numAdults: unknown, numChildren: unknown, ages: unknown, countsAsText: boolean): number | undefined {
  const adults = countOf(numAdults, countsAsText);
  const children = numChildren === undefined ? undefined : countOf(numChildren, countsAsText);
  if (adults === undefined || (numChildren !== undefined && children === undefined)) return undefined;
  return guestsOfRoom(adults, children, Array.isArray(ages) ? ages : undefined);
}

/**
 * Reports a stay whose nights (departure - arrival, day numbers) break {@link nightsAllowed}; the
 * dates are the strings those day numbers were read from.
 */
function reportNights(nights: number, arrivalDate: string, departureDate: string, at: number | undefined, problems: ProblemCollector): void {
  const departureField = stayField(DEPARTURE_DATE, at);
  const arrivalField = stayField(ARRIVAL_DATE, at);
  if (nights <= 0) {
    problems.report(DEPARTURE_NOT_AFTER_ARRIVAL, [departureField, arrivalField],
      `${departureField} (${departureDate}) must be after ${arrivalField} (${arrivalDate})`);
  } else {
    problems.report(STAY_TOO_LONG, [departureField, arrivalField],
      `the stay from ${arrivalDate} to ${departureDate} is ${nights} nights; at most ${LIMITS.lengthOfStay} are allowed`);
  }
}

/** Reports childAges (as sent) that do not have `children` (numChildren as counted) items. */
function reportAges(ages: readonly unknown[], children: number | undefined, at: number | undefined, problems: ProblemCollector): void {
  const agesField = stayField(CHILD_AGES, at);
  const childrenField = stayField(NUM_CHILDREN, at);
  problems.report(CHILD_AGES_MISMATCH, [agesField, childrenField],
    `${agesField} has ${ages.length}${ages.length === 1 ? ' age' : ' ages'} but ${childrenField} is ${children}; send one age per child`);
}

/** Reports a bookingCode that is not {@link bookingCodeOf} the room type and rate plan. */
function reportBookingCode(booking: string, roomTypeCode: string, ratePlanCode: string, at: number | undefined, problems: ProblemCollector): void {
  const expected = bookingCodeOf(roomTypeCode, ratePlanCode);
  const bookingField = stayField(BOOKING_CODE, at);
  problems.report(BOOKING_CODE_MISMATCH, [bookingField, stayField(ROOM_TYPE_CODE, at), stayField(RATE_PLAN_CODE, at)],
    `${bookingField} (${booking}) must be ${expected}: the first 3 characters of roomTypeCode (${roomTypeCode}) and of ratePlanCode (${ratePlanCode}), each padded with 0`);
}

/** Reports a stay without a guest. */
function reportNoGuests(at: number | undefined, problems: ProblemCollector): void {
  problems.report(NO_GUESTS, [stayField(NUM_ADULTS, at), stayField(NUM_CHILDREN, at)],
    `${at === undefined ? 'the room' : `roomStays[${at}]`} has no guest: numAdults + numChildren must be at least 1`);
}

/**
 * Stay rules shared by shop requests and room stays: departure after arrival, at most 90 nights,
 * childAges has numChildren items, bookingCode matches roomTypeCode and ratePlanCode, at least one
 * guest. The properties as sent, except: `from` and `to` are the day numbers of the arrival and
 * departure (-Infinity when not a real date: no date rule then), and each code is given only when
 * it holds its pattern (a broken one is already reported). `at` is the index of the room stay
 * (field paths `roomStays[at].…`), undefined for a shop request. True when every rule holds.
 */
function stayRules(
  arrivalDate: unknown, departureDate: unknown, from: number, to: number, numAdults: unknown, numChildren: unknown, ages: unknown,
  roomTypeCode: string | undefined, ratePlanCode: string | undefined, booking: string | undefined,
  at: number | undefined, problems: Report, countsAsText: boolean,
): boolean {
  let holds = true;
  if (from !== -Infinity && to !== -Infinity && !nightsAllowed(to - from)) {
    holds = false;
    // (a date whose day number is known is a string)
    if (problems !== undefined) reportNights(to - from, arrivalDate as string, departureDate as string, at, problems);
  }
  const children = numChildren === undefined ? undefined : countOf(numChildren, countsAsText);
  if (Array.isArray(ages) && !agesMatchChildren(children, ages)) {
    holds = false;
    if (problems !== undefined) reportAges(ages, children, at, problems);
  }
  if (booking !== undefined && roomTypeCode !== undefined && ratePlanCode !== undefined && !bookingCodeMatches(booking, roomTypeCode, ratePlanCode)) {
    holds = false;
    if (problems !== undefined) reportBookingCode(booking, roomTypeCode, ratePlanCode, at, problems);
  }
  const guests = guestsOf(numAdults, numChildren, ages, countsAsText);
  if (guests !== undefined && guests < 1) {
    holds = false;
    if (problems !== undefined) reportNoGuests(at, problems);
  }
  return holds;
}

/** minRateQualifier <= maxRateQualifier, when both are sent. */
function qualifiersInOrder(min: unknown, max: unknown): boolean {
  return !(typeof min === 'number' && typeof max === 'number' && min > max);
}

/** minRateQualifier <= maxRateQualifier (multi-property shop). */
function qualifierRule(shop: Json, problems: Report): boolean {
  const min = shop.minRateQualifier;
  const max = shop.maxRateQualifier;
  if (qualifiersInOrder(min, max)) return true;
  problems?.report(RATE_QUALIFIER_RANGE, ['minRateQualifier', 'maxRateQualifier'],
    `minRateQualifier (${min}) must not be above maxRateQualifier (${max})`);
  return false;
}

/**
 * Guests of all room stays, or undefined when one is unknown (or there are more stays than are
 * ever checked). The count stops once it reaches `enough`, and answers what it has counted.
 */
function totalGuests(stays: unknown, countsAsText: boolean, enough = Infinity): number | undefined {
  if (!Array.isArray(stays) || stays.length > LIMITS.notifications) return undefined;
  let total = 0;
  for (let i = 0; i < stays.length && total < enough; i++) {
    const stay: unknown = stays[i];
    const guests = isObject(stay) ? guestsOf(stay.numAdults, stay.numChildren, stay.childAges, countsAsText) : undefined;
    if (guests === undefined) return undefined;
    total += guests;
  }
  return total;
}

/**
 * The guests of the room stays that the additionalNames rule compares `names` with (undefined: no
 * names to compare): {@link totalGuests}, counted only until the rooms hold more guests than there
 * are names. The rule holds then whatever the other stays hold: they can only add guests, or make
 * the count unknown, which leaves the rule out.
 */
function guestsForNames(stays: unknown, names: unknown): number | undefined {
  return Array.isArray(names) ? totalGuests(stays, false, names.length + 1) : undefined;
}

/**
 * Whether the client account at `at` repeats the clientType `type` of an earlier one. Compared
 * pair by pair up to {@link PAIRWISE_ACCOUNTS} accounts (a Set of the types seen costs more than
 * the few comparisons), through a Set above.
 */
function repeatsEarlierType(accounts: readonly unknown[], at: number, type: string): boolean {
  for (let j = 0; j < at; j++) {
    const earlier: unknown = accounts[j];
    if (isObject(earlier) && earlier.clientType === type) return true;
  }
  return false;
}

/**
 * Up to this many client accounts, their types are compared pair by pair ({@link repeatsEarlierType}).
 * Measured 2026-11-26 with {@link guestsForNames}, on the 9-room create with 15 errors (two
 * accounts, one name), after the bench's served traffic and a 2 s settle, CPU time, medians of 81
 * rounds interleaving two esbuild bundles in one process, 4 processes: 1.4 % less CPU (0.9 to 2.2).
 */
const PAIRWISE_ACCOUNTS = 8;

/** One client account per clientType; additionalNames <= `guests` - 1 (reservation); both as sent. */
function reservationRules(accounts: unknown, names: unknown, guests: number | undefined, problems: Report): boolean {
  let holds = true;
  if (Array.isArray(accounts) && accounts.length > 1) { // one account cannot repeat a type
    const seen = accounts.length > PAIRWISE_ACCOUNTS ? new Set<string>() : undefined;
    for (let i = 0; i < accounts.length; i++) {
      const account: unknown = accounts[i];
      if (!isObject(account) || typeof account.clientType !== 'string') continue;
      if (seen === undefined ? repeatsEarlierType(accounts, i, account.clientType) : seen.has(account.clientType)) {
        holds = false;
        if (problems !== undefined) {
          const field = `clientAccounts[${i}].clientType`;
          problems.report(DUPLICATE_CLIENT_TYPE, [field], `${field} repeats ${account.clientType}: send one client account per client type`);
        }
      }
      seen?.add(account.clientType);
    }
  }
  if (Array.isArray(names) && guests !== undefined && guests >= 1 && names.length > guests - 1) {
    holds = false;
    problems?.report(TOO_MANY_ADDITIONAL_NAMES, ['additionalNames'],
      `additionalNames has ${names.length} names but the rooms hold ${guests} guest${guests === 1 ? '' : 's'}: at most ${guests - 1} additional names`);
  }
  return holds;
}

/**
 * Whether a request comes from a GDS (DESIGN section 4): the credential's channel is GDS, or the
 * body carries `pseudoCityCode` or `secondaryGdsCode`.
 */
function fromGds(request: Json, gdsChannel: boolean): boolean {
  return gdsChannel || sendsGdsCodes(request.pseudoCityCode, request.secondaryGdsCode);
}

/** A body that sends pseudoCityCode or secondaryGdsCode comes from a GDS. */
function sendsGdsCodes(pseudoCityCode: unknown, secondaryGdsCode: unknown): boolean {
  return pseudoCityCode !== undefined || secondaryGdsCode !== undefined;
}

/** A GDS reservation carries gdsChainCode and primaryGdsCode. */
function reservationGdsRule(reservation: Json, gdsChannel: boolean, problems: Report): boolean {
  return gdsCodesRule(reservation.pseudoCityCode, reservation.secondaryGdsCode, reservation.gdsChainCode, reservation.primaryGdsCode, gdsChannel, problems);
}

/** {@link reservationGdsRule} on the four properties as sent. */
function gdsCodesRule(
  pseudoCityCode: unknown, secondaryGdsCode: unknown, gdsChainCode: unknown, primaryGdsCode: unknown, gdsChannel: boolean, problems: Report,
): boolean {
  if (!gdsChannel && !sendsGdsCodes(pseudoCityCode, secondaryGdsCode)) return true;
  let holds = true;
  const why = 'is required for a request from a GDS (GDS credential, or pseudoCityCode or secondaryGdsCode sent)';
  if (gdsChainCode === undefined) {
    holds = false;
    problems?.report(GDS_CODE_REQUIRED, ['gdsChainCode'], `gdsChainCode ${why}`);
  }
  if (primaryGdsCode === undefined) {
    holds = false;
    problems?.report(GDS_CODE_REQUIRED, ['primaryGdsCode'], `primaryGdsCode ${why}`);
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
    problems?.report(GDS_CODE_REQUIRED, ['primaryGdsCode'], `primaryGdsCode ${why}`);
  }
  const props = shop.props;
  if (Array.isArray(props)) {
    const n = Math.min(props.length, LIMITS.notifications);
    for (let i = 0; i < n; i++) {
      const prop: unknown = props[i];
      if (isObject(prop) && prop.gdsChainCode === undefined) {
        holds = false;
        problems?.report(GDS_CODE_REQUIRED, [`props[${i}].gdsChainCode`], `props[${i}].gdsChainCode ${why}`);
      }
    }
  }
  return holds;
}

/**
 * Each property once in a multi-property shop. The schema's unique items compare whole items, so
 * `{propCode: "NYCDC"}` and `{propCode: "NYCDC", gdsChainCode: "DC"}` passed it and the property was
 * shopped and answered twice; a property code names one property whatever chain code comes with
 * it (a wrong one only makes it unknown), so a code sent again is the repetition. Items equal as a
 * whole are left to the schema's DUPLICATE_ITEM. Bounded like the other reports.
 */
function propsOnceRule(shop: Json, problems: Report): boolean {
  const props = shop.props;
  if (!Array.isArray(props)) return true;
  let holds = true;
  const n = Math.min(props.length, LIMITS.notifications);
  for (let i = 1; i < n; i++) {
    const prop: unknown = props[i];
    if (!isObject(prop) || typeof prop.propCode !== 'string') continue;
    for (let j = 0; j < i; j++) {
      const earlier: unknown = props[j];
      if (!isObject(earlier) || earlier.propCode !== prop.propCode) continue;
      if (earlier.gdsChainCode === prop.gdsChainCode) break;
      holds = false;
      problems?.report(DUPLICATE_ITEM, [`props[${i}].propCode`],
        `props[${i}].propCode ${prop.propCode} names the property of props[${j}] again: send each property once`);
      break;
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

/** Multi-property shop: the stay rules, minRateQualifier <= maxRateQualifier, each property once and the GDS rule. */
export function checkShopRequest(payload: unknown, problems: ProblemCollector, gdsChannel = false): void {
  if (!isObject(payload)) return;
  stayOf(payload, undefined, problems, false);
  qualifierRule(payload, problems);
  propsOnceRule(payload, problems);
  shopGdsRule(payload, gdsChannel, problems);
}

/** Single-property shop: the stay rules, counts possibly numeric text. */
export function checkPropertyShopRequest(payload: unknown, problems: ProblemCollector): void {
  if (isObject(payload)) stayOf(payload, undefined, problems, true);
}

/**
 * Reservation of a create: stay rules per room (with bookingCode), one client account per
 * clientType, additionalNames <= guests - 1, and the GDS rule.
 */
export function checkReservation(payload: unknown, problems: ProblemCollector, gdsChannel = false): void {
  reservationOf(payload, problems, gdsChannel, true);
}

/**
 * Reservation of a modify: the rules of {@link checkReservation} but additionalNames <= guests - 1
 * (the other stays of the reservation count too: the service checks it).
 */
export function checkReservationModify(payload: unknown, problems: ProblemCollector, gdsChannel = false): void {
  reservationOf(payload, problems, gdsChannel, false);
}

/** {@link checkReservation}, the additionalNames rule only when `countsNames`. */
function reservationOf(payload: unknown, problems: ProblemCollector, gdsChannel: boolean, countsNames: boolean): void {
  if (!isObject(payload)) return;
  const stays = payload.roomStays;
  if (Array.isArray(stays)) {
    // Bounded: past the cap nothing more is reported anyway.
    const n = Math.min(stays.length, LIMITS.notifications);
    for (let i = 0; i < n; i++) {
      const stay: unknown = stays[i];
      if (isObject(stay)) stayOf(stay, i, problems, false);
    }
  }
  const names = countsNames ? payload.additionalNames : undefined;
  reservationRules(payload.clientAccounts, names, guestsForNames(stays, names), problems);
  reservationGdsRule(payload, gdsChannel, problems);
}

/** {@link stayRules} of a stay read from the object as sent (a shop request reads codes it does not name, as every other property). */
function stayOf(stay: Json, at: number | undefined, problems: Report, countsAsText: boolean): boolean {
  const { arrivalDate, departureDate, roomTypeCode, ratePlanCode, bookingCode } = stay;
  return stayRules(arrivalDate, departureDate, dayOf(arrivalDate), dayOf(departureDate), stay.numAdults, stay.numChildren, stay.childAges,
    codeOrUndefined(roomTypeCode, 2), codeOrUndefined(ratePlanCode, 2), codeOrUndefined(bookingCode, 6), at, problems, countsAsText);
}

/** `v` when it is a code of `min` to 6 characters A-Z 0-9, else undefined. */
function codeOrUndefined(v: unknown, min: number): string | undefined {
  return isCode(v, min) ? v : undefined;
}

/**
 * Where the reporting record rules of a collecting walk report (see `report` of a
 * `RecordCheckBinding`): a collector of their own, merged after the walk so that their problems
 * follow the schema's, and the credential's channel.
 */
export interface RuleReport {
  readonly problems: ProblemCollector;
  readonly gdsChannel: boolean;
}

/**
 * Reporting record rule of a room stay, called by the collecting walk (see `report` in
 * `RecordCheckBinding`) with each property its binding names as sent and as checked (a date as
 * its day number): the stay rules of {@link checkReservation} for the room stay at index `at` of
 * roomStays (the first 100 only: past the cap nothing more is listed anyway), in one pass that
 * takes each count as the walk checked it (a count is usable exactly when its check holds).
 */
export function reportRoomStay(
  rules: RuleReport, at: number, arrivalDate: unknown, from: number, departureDate: unknown, to: number,
  _numAdults: unknown, adultsChecked: unknown, numChildren: unknown, childrenChecked: unknown, childAges: unknown, _agesChecked: unknown,
  _roomTypeCode: unknown, roomTypeChecked: unknown, _ratePlanCode: unknown, ratePlanChecked: unknown, _bookingCode: unknown, bookingChecked: unknown,
): void {
  if (at >= LIMITS.notifications) return;
  const problems = rules.problems;
  if (from !== -Infinity && to !== -Infinity && !nightsAllowed(to - from)) {
    reportNights(to - from, arrivalDate as string, departureDate as string, at, problems); // dates whose day numbers are known are strings
  }
  const children = typeof childrenChecked === 'number' ? childrenChecked : undefined;
  const ages = Array.isArray(childAges) ? childAges : undefined;
  if (ages !== undefined && !agesMatchChildren(children, ages)) reportAges(ages, children, at, problems);
  if (typeof bookingChecked === 'string' && typeof roomTypeChecked === 'string' && typeof ratePlanChecked === 'string'
    && !bookingCodeMatches(bookingChecked, roomTypeChecked, ratePlanChecked)) {
    reportBookingCode(bookingChecked, roomTypeChecked, ratePlanChecked, at, problems);
  }
  // guests are counted when numAdults holds and numChildren, if sent, holds too
  if (typeof adultsChecked === 'number' && (numChildren === undefined || children !== undefined) && guestsOfRoom(adultsChecked, children, ages) < 1) {
    reportNoGuests(at, problems);
  }
}

/**
 * Reporting record rule of a reservation, called by the collecting walk after its room stays, with
 * each property its binding names as sent and as checked: the reservation rules of
 * {@link checkReservation}, on the properties as sent.
 */
export function reportReservation(
  rules: RuleReport, _at: undefined, roomStays: unknown, _stays: unknown, clientAccounts: unknown, _accounts: unknown,
  additionalNames: unknown, _names: unknown, pseudoCityCode: unknown, _pseudoCity: unknown,
  secondaryGdsCode: unknown, _secondary: unknown, gdsChainCode: unknown, _chain: unknown, primaryGdsCode: unknown,
): void {
  reservationRules(clientAccounts, additionalNames, guestsForNames(roomStays, additionalNames), rules.problems);
  gdsCodesRule(pseudoCityCode, secondaryGdsCode, gdsChainCode, primaryGdsCode, rules.gdsChannel, rules.problems);
}

/**
 * Reporting record rule of a modify's reservation, called by the collecting walk after its room
 * stays, with each property its binding names as sent and as checked: the reservation rules of
 * {@link checkReservationModify}, on the properties as sent.
 */
export function reportReservationModify(
  rules: RuleReport, _at: undefined, clientAccounts: unknown, _accounts: unknown, pseudoCityCode: unknown, _pseudoCity: unknown,
  secondaryGdsCode: unknown, _secondary: unknown, gdsChainCode: unknown, _chain: unknown, primaryGdsCode: unknown,
): void {
  reservationRules(clientAccounts, undefined, undefined, rules.problems);
  gdsCodesRule(pseudoCityCode, secondaryGdsCode, gdsChainCode, primaryGdsCode, rules.gdsChannel, rules.problems);
}

/**
 * Record check of a room stay (and of a single-property shop request): the stay rules on the
 * cleaned values the walk hands over, its dates as day numbers. The properties, in this order, are
 * those its binding in `record-check-bindings.ts` names.
 */
export function stayHolds(
  arrival: number, departure: number, numAdults: number, numChildren: number | undefined, childAges: readonly number[] | undefined,
  roomTypeCode?: string, ratePlanCode?: string, bookingCode?: string,
): boolean {
  return nightsAllowed(departure - arrival) && agesMatchChildren(numChildren, childAges) && guestsOfRoom(numAdults, numChildren, childAges) >= 1
    && (bookingCode === undefined || roomTypeCode === undefined || ratePlanCode === undefined || bookingCodeMatches(bookingCode, roomTypeCode, ratePlanCode));
}

/** Record check of a multi-property shop request: the stay rules, the rate qualifiers, each property once, the GDS rule of the body. */
export function shopRequestHolds(
  arrival: number, departure: number, numAdults: number, numChildren: number | undefined, childAges: readonly number[] | undefined,
  minRateQualifier: number | undefined, maxRateQualifier: number | undefined, pseudoCityCode: string | undefined,
  secondaryGdsCode: string | undefined, primaryGdsCode: string | undefined, props: ReadonlyArray<{ propCode?: string; gdsChainCode?: string }>,
): boolean {
  if (!stayHolds(arrival, departure, numAdults, numChildren, childAges) || !qualifiersInOrder(minRateQualifier, maxRateQualifier)) return false;
  if (props.length > 1 && !propsOnceRule({ props }, undefined)) return false;
  if (!sendsGdsCodes(pseudoCityCode, secondaryGdsCode)) return true;
  if (primaryGdsCode === undefined) return false;
  for (let i = 0; i < props.length; i++) if (props[i]?.gdsChainCode === undefined) return false;
  return true;
}

/**
 * Record check of a create's reservation; its room stays were checked by {@link stayHolds} before.
 * Reads the room stays' copies only when additionalNames could outnumber their guests.
 */
export function reservationHolds(
  roomStays: ReadonlyArray<Json>, clientAccounts: ReadonlyArray<{ clientType: string }> | undefined, additionalNames: readonly unknown[] | undefined,
  pseudoCityCode: string | undefined, secondaryGdsCode: string | undefined, gdsChainCode: string | undefined, primaryGdsCode: string | undefined,
): boolean {
  if (!reservationModifyHolds(clientAccounts, pseudoCityCode, secondaryGdsCode, gdsChainCode, primaryGdsCode)) return false;
  // every room holds a guest: up to roomStays.length - 1 names need no count
  if (additionalNames !== undefined && additionalNames.length >= roomStays.length) {
    const guests = totalGuests(roomStays, false);
    if (guests !== undefined && additionalNames.length > guests - 1) return false;
  }
  return true;
}

/**
 * Record check of a modify's reservation: one client account per clientType and the GDS rule of
 * the body (additionalNames are the service's to check, against the whole reservation).
 */
export function reservationModifyHolds(
  clientAccounts: ReadonlyArray<{ clientType: string }> | undefined,
  pseudoCityCode: string | undefined, secondaryGdsCode: string | undefined, gdsChainCode: string | undefined, primaryGdsCode: string | undefined,
): boolean {
  if (clientAccounts !== undefined && clientAccounts.length > 1) {
    const seen = new Set<string>();
    for (let i = 0; i < clientAccounts.length; i++) {
      const type = clientAccounts[i]?.clientType ?? '';
      if (seen.has(type)) return false;
      seen.add(type);
    }
  }
  return !sendsGdsCodes(pseudoCityCode, secondaryGdsCode) || (gdsChainCode !== undefined && primaryGdsCode !== undefined);
}
