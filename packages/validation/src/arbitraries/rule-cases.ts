/**
 * One case per rule of the spec and of DESIGN section 4: a valid payload changed so that it breaks
 * only that rule, and the one notification (code and first field path) it must produce. The rules
 * test runs every case; the README table is generated from this list (`scripts/rules-table.ts`).
 */
import type { NotificationCode } from '../notification-codes.js';
import { isoDay, sampleReservation } from './valid-payloads.js';

/** What a case validates. */
export type CaseKind = 'shop' | 'propertyShop' | 'create' | 'modify' | 'cancel' | 'confirm' | 'token';

/** A payload that breaks exactly one rule. */
export interface RuleCase {
  /** The rule, in the spec's terms. */
  rule: string;
  kind: CaseKind;
  /**
   * Changes a fresh valid payload of `kind` (from {@link validPayload}) so that it breaks the rule,
   * in place, or returns the payload to use instead (a value that is not an object).
   */
  breakIt: (payload: Record<string, unknown>) => unknown;
  code: NotificationCode;
  field: string;
}

/** A fresh valid payload of `kind`. */
export function validPayload(kind: CaseKind): Record<string, unknown> {
  switch (kind) {
    case 'shop': return { arrivalDate: isoDay(60), departureDate: isoDay(63), numAdults: 2, props: [{ propCode: 'NYCDC', gdsChainCode: 'DC' }, { propCode: 'PARDC' }] };
    case 'propertyShop': return { arrivalDate: isoDay(60), departureDate: isoDay(63), numAdults: '2', numChildren: 1, childAges: ['7'] };
    case 'create': return sampleReservation(2);
    case 'modify': { const r = sampleReservation(1); delete r.additionalNames; return r; }
    case 'cancel': return { sendConfirmation: true, languageCode: 'EN' };
    case 'confirm': return { externalResId: 'EXT-1', primaryGdsCode: '1A' };
    case 'token': return { client_id: 'demo-partner', client_secret: 'demo-secret' };
  }
}

const repeat = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const rs0 = 'roomStays[0]';
/** Makes a valid shop payload a complete GDS one (primaryGdsCode, gdsChainCode on every property). */
const gdsShop = (p: any) => { p.primaryGdsCode = '1A'; for (const prop of p.props) prop.gdsChainCode = 'DC'; }; // eslint-disable-line @typescript-eslint/no-explicit-any
const card = 'guarantee.paymentCard';

/**
 * A case as written below: each reaches deep into the payload it breaks (`p.props[0].propCode`),
 * so the cases are written against `any`; the published {@link RuleCase} takes a plain record.
 */
type WrittenCase = Omit<RuleCase, 'breakIt'> & { breakIt: (p: any) => unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any

const CASES: readonly WrittenCase[] = [
  // Shop request (multi-property)
  { rule: 'shop: arrivalDate required', kind: 'shop', breakIt: (p) => { delete p.arrivalDate; }, code: 'REQUIRED', field: 'arrivalDate' },
  { rule: 'shop: arrivalDate is a date (type)', kind: 'shop', breakIt: (p) => { p.arrivalDate = 20260301; }, code: 'WRONG_TYPE', field: 'arrivalDate' },
  { rule: 'shop: departureDate a real calendar date', kind: 'shop', breakIt: (p) => { p.departureDate = '2026-02-30'; }, code: 'INVALID_DATE', field: 'departureDate' },
  { rule: 'shop: date is YYYY-MM-DD', kind: 'shop', breakIt: (p) => { p.departureDate = '03/04/2026'; }, code: 'INVALID_DATE', field: 'departureDate' },
  { rule: 'shop: numAdults required', kind: 'shop', breakIt: (p) => { delete p.numAdults; }, code: 'REQUIRED', field: 'numAdults' },
  { rule: 'shop: numAdults integer', kind: 'shop', breakIt: (p) => { p.numAdults = 1.5; }, code: 'WRONG_TYPE', field: 'numAdults' },
  { rule: 'shop: numAdults min 0', kind: 'shop', breakIt: (p) => { p.numAdults = -1; p.numChildren = 2; }, code: 'BELOW_MINIMUM', field: 'numAdults' },
  { rule: 'shop: numAdults at most 99 (a count per room)', kind: 'shop', breakIt: (p) => { p.numAdults = 100; }, code: 'ABOVE_MAXIMUM', field: 'numAdults' },
  { rule: 'shop: numChildren min 0', kind: 'shop', breakIt: (p) => { p.numChildren = -1; }, code: 'BELOW_MINIMUM', field: 'numChildren' },
  { rule: 'shop: numChildren at most 99', kind: 'shop', breakIt: (p) => { p.numChildren = 1e300; }, code: 'ABOVE_MAXIMUM', field: 'numChildren' },
  { rule: 'shop: childAges 1 to 8 items (min)', kind: 'shop', breakIt: (p) => { p.childAges = []; }, code: 'TOO_FEW_ITEMS', field: 'childAges' },
  { rule: 'shop: childAges 1 to 8 items (max)', kind: 'shop', breakIt: (p) => { p.childAges = repeat(9, () => 5); }, code: 'TOO_MANY_ITEMS', field: 'childAges' },
  { rule: 'shop: childAges items are integers', kind: 'shop', breakIt: (p) => { p.numChildren = 2; p.childAges = [5, 'five']; }, code: 'WRONG_TYPE', field: 'childAges[1]' },
  { rule: 'shop: props required', kind: 'shop', breakIt: (p) => { delete p.props; }, code: 'REQUIRED', field: 'props' },
  { rule: 'shop: props 1 to 30 (min)', kind: 'shop', breakIt: (p) => { p.props = []; }, code: 'TOO_FEW_ITEMS', field: 'props' },
  { rule: 'shop: props 1 to 30 (max)', kind: 'shop', breakIt: (p) => { p.props = repeat(31, (i) => ({ propCode: `P${i}` })); }, code: 'TOO_MANY_ITEMS', field: 'props' },
  { rule: 'shop: props unique', kind: 'shop', breakIt: (p) => { p.props.push({ propCode: 'PARDC' }); }, code: 'DUPLICATE_ITEM', field: 'props[2]' },
  { rule: 'shop: props[].propCode ^[A-Z0-9]{2,6}$', kind: 'shop', breakIt: (p) => { p.props[0].propCode = 'nycdc'; }, code: 'PATTERN_MISMATCH', field: 'props[0].propCode' },
  { rule: 'shop: props[].propCode required', kind: 'shop', breakIt: (p) => { delete p.props[1].propCode; }, code: 'REQUIRED', field: 'props[1].propCode' },
  { rule: 'shop: props[].gdsChainCode ^[A-Z]{2}$', kind: 'shop', breakIt: (p) => { p.props[0].gdsChainCode = 'D1'; }, code: 'PATTERN_MISMATCH', field: 'props[0].gdsChainCode' },
  { rule: 'shop: a shop sending pseudoCityCode comes from a GDS: primaryGdsCode required', kind: 'shop', breakIt: (p) => { gdsShop(p); delete p.primaryGdsCode; p.pseudoCityCode = 'NYC1'; }, code: 'GDS_CODE_REQUIRED', field: 'primaryGdsCode' },
  { rule: 'shop: a shop sending secondaryGdsCode comes from a GDS: gdsChainCode required on every property', kind: 'shop', breakIt: (p) => { gdsShop(p); delete p.props[1].gdsChainCode; p.secondaryGdsCode = '1S'; }, code: 'GDS_CODE_REQUIRED', field: 'props[1].gdsChainCode' },
  { rule: 'shop: childAges items 0 to 99', kind: 'shop', breakIt: (p) => { p.numChildren = 1; p.childAges = [1000000000]; }, code: 'ABOVE_MAXIMUM', field: 'childAges[0]' },
  { rule: 'shop: displayCurrency ^[A-Z]{3}$', kind: 'shop', breakIt: (p) => { p.displayCurrency = 'usd'; }, code: 'PATTERN_MISMATCH', field: 'displayCurrency' },
  { rule: 'shop: displayCurrency exists in ISO 4217', kind: 'shop', breakIt: (p) => { p.displayCurrency = 'XYZ'; }, code: 'UNKNOWN_CURRENCY', field: 'displayCurrency' },
  { rule: 'shop: maxRateQualifier number', kind: 'shop', breakIt: (p) => { p.maxRateQualifier = '100'; }, code: 'WRONG_TYPE', field: 'maxRateQualifier' },
  { rule: 'shop: minRateQualifier number', kind: 'shop', breakIt: (p) => { p.minRateQualifier = null; }, code: 'WRONG_TYPE', field: 'minRateQualifier' },
  { rule: 'shop: maxRateQualifier an amount: not negative', kind: 'shop', breakIt: (p) => { p.maxRateQualifier = -1; }, code: 'BELOW_MINIMUM', field: 'maxRateQualifier' },
  { rule: 'shop: minRateQualifier an amount: below 10^11', kind: 'shop', breakIt: (p) => { p.minRateQualifier = 1e300; }, code: 'ABOVE_MAXIMUM', field: 'minRateQualifier' },
  { rule: 'shop: maxRateQualifier an amount: at most 4 decimal places', kind: 'shop', breakIt: (p) => { p.maxRateQualifier = 100.00001; }, code: 'TOO_MANY_DECIMALS', field: 'maxRateQualifier' },
  { rule: 'shop: primaryGdsCode ^[A-Z0-9]{2}$', kind: 'shop', breakIt: (p) => { p.primaryGdsCode = '1a'; }, code: 'PATTERN_MISMATCH', field: 'primaryGdsCode' },
  { rule: 'shop: secondaryGdsCode ^[A-Z0-9]{2}$', kind: 'shop', breakIt: (p) => { gdsShop(p); p.secondaryGdsCode = 'ABC'; }, code: 'TOO_LONG', field: 'secondaryGdsCode' },
  { rule: 'shop: promoCode ^[A-Z0-9]{1,6}$', kind: 'shop', breakIt: (p) => { p.promoCode = 'SUMMER1'; }, code: 'TOO_LONG', field: 'promoCode' },
  { rule: 'shop: pseudoCityCode ^[A-Z0-9]{1,16}$', kind: 'shop', breakIt: (p) => { gdsShop(p); p.pseudoCityCode = 'NYC-1'; }, code: 'PATTERN_MISMATCH', field: 'pseudoCityCode' },
  { rule: 'shop: travelAgentId ^[A-Z0-9]{1,22}$', kind: 'shop', breakIt: (p) => { p.travelAgentId = ''; }, code: 'TOO_SHORT', field: 'travelAgentId' },
  { rule: 'shop: ratePlanCandidates 1 to 20 (min)', kind: 'shop', breakIt: (p) => { p.ratePlanCandidates = []; }, code: 'TOO_FEW_ITEMS', field: 'ratePlanCandidates' },
  { rule: 'shop: ratePlanCandidates 1 to 20 (max)', kind: 'shop', breakIt: (p) => { p.ratePlanCandidates = repeat(21, () => ({ ratePlanCategory: 'rack' })); }, code: 'TOO_MANY_ITEMS', field: 'ratePlanCandidates' },
  { rule: 'shop: ratePlanCandidates[].ratePlanCategory required', kind: 'shop', breakIt: (p) => { p.ratePlanCandidates = [{ ratePlanId: 'ACME' }]; }, code: 'REQUIRED', field: 'ratePlanCandidates[0].ratePlanCategory' },
  { rule: 'shop: ratePlanCandidates[].ratePlanCategory enum', kind: 'shop', breakIt: (p) => { p.ratePlanCandidates = [{ ratePlanCategory: 'student' }]; }, code: 'NOT_ALLOWED_VALUE', field: 'ratePlanCandidates[0].ratePlanCategory' },
  { rule: 'shop: ratePlanCandidates[].ratePlanId ^[A-Z0-9]{1,30}$', kind: 'shop', breakIt: (p) => { p.ratePlanCandidates = [{ ratePlanCategory: 'corporate', ratePlanId: 'acme' }]; }, code: 'PATTERN_MISMATCH', field: 'ratePlanCandidates[0].ratePlanId' },
  { rule: 'shop: roomAmenities enum', kind: 'shop', breakIt: (p) => { p.roomAmenities = ['pool']; }, code: 'NOT_ALLOWED_VALUE', field: 'roomAmenities[0]' },
  { rule: 'shop: roomAmenities unique', kind: 'shop', breakIt: (p) => { p.roomAmenities = ['cribs', 'smoking', 'cribs']; }, code: 'DUPLICATE_ITEM', field: 'roomAmenities[2]' },
  { rule: 'shop: roomAmenities 1 to 5 (min)', kind: 'shop', breakIt: (p) => { p.roomAmenities = []; }, code: 'TOO_FEW_ITEMS', field: 'roomAmenities' },
  { rule: 'shop: body is an object', kind: 'shop', breakIt: () => [], code: 'WRONG_TYPE', field: '' },
  { rule: 'shop: departureDate after arrivalDate', kind: 'shop', breakIt: (p) => { p.departureDate = p.arrivalDate; }, code: 'DEPARTURE_NOT_AFTER_ARRIVAL', field: 'departureDate' },
  { rule: 'shop: length of stay at most 90', kind: 'shop', breakIt: (p) => { p.departureDate = isoDay(60 + 91); }, code: 'STAY_TOO_LONG', field: 'departureDate' },
  { rule: 'shop: childAges length equals numChildren', kind: 'shop', breakIt: (p) => { p.numChildren = 1; p.childAges = [3, 4]; }, code: 'CHILD_AGES_MISMATCH', field: 'childAges' },
  { rule: 'shop: at least one guest', kind: 'shop', breakIt: (p) => { p.numAdults = 0; }, code: 'NO_GUESTS', field: 'numAdults' },
  { rule: 'shop: minRateQualifier <= maxRateQualifier', kind: 'shop', breakIt: (p) => { p.minRateQualifier = 300; p.maxRateQualifier = 100; }, code: 'RATE_QUALIFIER_RANGE', field: 'minRateQualifier' },

  // Single-property shop
  { rule: 'property shop: count text must not be empty', kind: 'propertyShop', breakIt: (p) => { p.numAdults = ''; }, code: 'TOO_SHORT', field: 'numAdults' },
  { rule: 'property shop: count text strictly digits (" 2")', kind: 'propertyShop', breakIt: (p) => { p.numAdults = ' 2'; }, code: 'PATTERN_MISMATCH', field: 'numAdults' },
  { rule: 'property shop: count text strictly digits ("2.0")', kind: 'propertyShop', breakIt: (p) => { p.numAdults = '2.0'; }, code: 'PATTERN_MISMATCH', field: 'numAdults' },
  { rule: 'property shop: count text strictly digits ("1e1")', kind: 'propertyShop', breakIt: (p) => { p.numAdults = '1e1'; }, code: 'PATTERN_MISMATCH', field: 'numAdults' },
  { rule: 'property shop: count is integer or text', kind: 'propertyShop', breakIt: (p) => { p.numChildren = true; }, code: 'WRONG_TYPE', field: 'numChildren' },
  { rule: 'property shop: count min 0', kind: 'propertyShop', breakIt: (p) => { p.numAdults = -2; }, code: 'BELOW_MINIMUM', field: 'numAdults' },
  { rule: 'property shop: count at most 99', kind: 'propertyShop', breakIt: (p) => { p.numAdults = 100; }, code: 'ABOVE_MAXIMUM', field: 'numAdults' },
  { rule: 'property shop: count text 0 to 99', kind: 'propertyShop', breakIt: (p) => { p.numAdults = '100'; }, code: 'PATTERN_MISMATCH', field: 'numAdults' },
  { rule: 'property shop: childAges text 0 to 99', kind: 'propertyShop', breakIt: (p) => { p.childAges = ['150']; }, code: 'PATTERN_MISMATCH', field: 'childAges[0]' },
  { rule: 'property shop: childAges numeric text', kind: 'propertyShop', breakIt: (p) => { p.childAges = ['7 ']; }, code: 'PATTERN_MISMATCH', field: 'childAges[0]' },
  { rule: 'property shop: departureDate required', kind: 'propertyShop', breakIt: (p) => { delete p.departureDate; }, code: 'REQUIRED', field: 'departureDate' },
  { rule: 'property shop: childAges length equals numChildren (text counts)', kind: 'propertyShop', breakIt: (p) => { p.numChildren = '2'; }, code: 'CHILD_AGES_MISMATCH', field: 'childAges' },
  { rule: 'property shop: departure after arrival', kind: 'propertyShop', breakIt: (p) => { p.departureDate = isoDay(59); }, code: 'DEPARTURE_NOT_AFTER_ARRIVAL', field: 'departureDate' },

  // Reservation (create and modify)
  { rule: 'reservation: propCode required', kind: 'create', breakIt: (p) => { delete p.propCode; }, code: 'REQUIRED', field: 'propCode' },
  { rule: 'reservation: propCode ^[A-Z0-9]{2,6}$', kind: 'create', breakIt: (p) => { p.propCode = 'NYC DC'; }, code: 'PATTERN_MISMATCH', field: 'propCode' },
  { rule: 'reservation: roomStays required', kind: 'create', breakIt: (p) => { delete p.roomStays; }, code: 'REQUIRED', field: 'roomStays' },
  { rule: 'reservation: roomStays min 1', kind: 'create', breakIt: (p) => { p.roomStays = []; delete p.additionalNames; }, code: 'TOO_FEW_ITEMS', field: 'roomStays' },
  { rule: 'create: at most 9 room stays', kind: 'create', breakIt: () => sampleReservation(10), code: 'TOO_MANY_ITEMS', field: 'roomStays' },
  { rule: 'modify: exactly 1 room stay', kind: 'modify', breakIt: (p) => { p.roomStays.push(p.roomStays[0]); }, code: 'TOO_MANY_ITEMS', field: 'roomStays' },
  { rule: 'room stay: arrivalDate a real date', kind: 'create', breakIt: (p) => { p.roomStays[1].arrivalDate = '2026-04-31'; }, code: 'INVALID_DATE', field: 'roomStays[1].arrivalDate' },
  { rule: 'room stay: numAdults required', kind: 'create', breakIt: (p) => { delete p.roomStays[0].numAdults; }, code: 'REQUIRED', field: `${rs0}.numAdults` },
  { rule: 'room stay: numChildren min 0', kind: 'create', breakIt: (p) => { p.roomStays[0].numChildren = -1; delete p.roomStays[0].childAges; }, code: 'BELOW_MINIMUM', field: `${rs0}.numChildren` },
  { rule: 'room stay: numAdults at most 99', kind: 'create', breakIt: (p) => { p.roomStays[1].numAdults = 1e300; }, code: 'ABOVE_MAXIMUM', field: 'roomStays[1].numAdults' },
  { rule: 'room stay: childAges max 8', kind: 'create', breakIt: (p) => { p.roomStays[0].numChildren = 9; p.roomStays[0].childAges = repeat(9, () => 3); }, code: 'TOO_MANY_ITEMS', field: `${rs0}.childAges` },
  { rule: 'room stay: numCribs integer >= 0', kind: 'create', breakIt: (p) => { p.roomStays[0].numCribs = -1; }, code: 'BELOW_MINIMUM', field: `${rs0}.numCribs` },
  { rule: 'room stay: numCribs at most 99', kind: 'create', breakIt: (p) => { p.roomStays[0].numCribs = 100; }, code: 'ABOVE_MAXIMUM', field: `${rs0}.numCribs` },
  { rule: 'room stay: numRollAways at most 99', kind: 'modify', breakIt: (p) => { p.roomStays[0].numRollAways = 2147483648; }, code: 'ABOVE_MAXIMUM', field: `${rs0}.numRollAways` },
  { rule: 'room stay: roomTypeCode ^[A-Z0-9]{2,6}$', kind: 'create', breakIt: (p) => { p.roomStays[0].roomTypeCode = 'K'; }, code: 'TOO_SHORT', field: `${rs0}.roomTypeCode` },
  { rule: 'room stay: ratePlanCode ^[A-Z0-9]{2,6}$', kind: 'create', breakIt: (p) => { p.roomStays[0].ratePlanCode = 'rack'; }, code: 'PATTERN_MISMATCH', field: `${rs0}.ratePlanCode` },
  { rule: 'room stay: bookingCode ^[A-Z0-9]{6}$', kind: 'create', breakIt: (p) => { p.roomStays[0].bookingCode = 'KNGRACK'; }, code: 'TOO_LONG', field: `${rs0}.bookingCode` },
  { rule: 'room stay: bookingCode equals roomTypeCode (3) + ratePlanCode (3) when all are sent', kind: 'create', breakIt: (p) => { p.roomStays[0].bookingCode = 'QNNRAC'; }, code: 'BOOKING_CODE_MISMATCH', field: `${rs0}.bookingCode` },
  { rule: 'room stay: bookingCode pads a 2-character code with 0', kind: 'create', breakIt: (p) => { p.roomStays[0].roomTypeCode = 'KG'; p.roomStays[0].bookingCode = 'KGXRAC'; }, code: 'BOOKING_CODE_MISMATCH', field: `${rs0}.bookingCode` },
  { rule: 'room stay: childAges items 0 to 99', kind: 'create', breakIt: (p) => { p.roomStays[0].childAges = [4, 1000000000]; }, code: 'ABOVE_MAXIMUM', field: `${rs0}.childAges[1]` },
  { rule: 'room stay: childAges items are integers', kind: 'create', breakIt: (p) => { p.roomStays[0].childAges = [4, 9.5]; }, code: 'WRONG_TYPE', field: `${rs0}.childAges[1]` },
  { rule: 'room stay: promoCode ^[A-Z0-9]{1,6}$', kind: 'create', breakIt: (p) => { p.roomStays[0].promoCode = 'sum'; }, code: 'PATTERN_MISMATCH', field: `${rs0}.promoCode` },
  { rule: 'room stay: groupNumber max 12', kind: 'create', breakIt: (p) => { p.roomStays[0].groupNumber = 'G'.repeat(13); }, code: 'TOO_LONG', field: `${rs0}.groupNumber` },
  { rule: 'room stay: groupNumber no pipe, equals, semicolon', kind: 'create', breakIt: (p) => { p.roomStays[0].groupNumber = 'G=1'; }, code: 'PATTERN_MISMATCH', field: `${rs0}.groupNumber` },
  { rule: 'room stay: advancePurchase boolean', kind: 'create', breakIt: (p) => { p.roomStays[0].advancePurchase = 'true'; }, code: 'WRONG_TYPE', field: `${rs0}.advancePurchase` },
  { rule: 'room stay: rateOverrides max 90', kind: 'create', breakIt: (p) => { p.roomStays[0].rateOverrides = repeat(91, () => ({ amount: 1, effectiveDate: isoDay(60) })); }, code: 'TOO_MANY_ITEMS', field: `${rs0}.rateOverrides` },
  { rule: 'room stay: rateOverrides[].amount required', kind: 'create', breakIt: (p) => { delete p.roomStays[0].rateOverrides[0].amount; }, code: 'REQUIRED', field: `${rs0}.rateOverrides[0].amount` },
  { rule: 'room stay: rateOverrides[].amount not negative', kind: 'create', breakIt: (p) => { p.roomStays[0].rateOverrides[0].amount = -199.5; }, code: 'BELOW_MINIMUM', field: `${rs0}.rateOverrides[0].amount` },
  { rule: 'room stay: rateOverrides[].amount below 10^11 (no number JSON reads inexactly)', kind: 'create', breakIt: (p) => { p.roomStays[0].rateOverrides[0].amount = JSON.parse('12345678901234567890'); }, code: 'ABOVE_MAXIMUM', field: `${rs0}.rateOverrides[0].amount` },
  { rule: 'room stay: rateOverrides[].amount at most 4 decimal places (1e-300 too)', kind: 'create', breakIt: (p) => { p.roomStays[0].rateOverrides[0].amount = 1e-300; }, code: 'TOO_MANY_DECIMALS', field: `${rs0}.rateOverrides[0].amount` },
  { rule: 'room stay: rateOverrides[].effectiveDate a date', kind: 'create', breakIt: (p) => { p.roomStays[0].rateOverrides[0].effectiveDate = '2026-3-1'; }, code: 'INVALID_DATE', field: `${rs0}.rateOverrides[0].effectiveDate` },
  { rule: 'room stay: departureDate after arrivalDate', kind: 'create', breakIt: (p) => { p.roomStays[1].departureDate = p.roomStays[1].arrivalDate; }, code: 'DEPARTURE_NOT_AFTER_ARRIVAL', field: 'roomStays[1].departureDate' },
  { rule: 'room stay: length of stay at most 90', kind: 'create', breakIt: (p) => { p.roomStays[0].departureDate = isoDay(60 + 91); }, code: 'STAY_TOO_LONG', field: `${rs0}.departureDate` },
  { rule: 'room stay: childAges length equals numChildren', kind: 'create', breakIt: (p) => { p.roomStays[1].childAges = [4]; }, code: 'CHILD_AGES_MISMATCH', field: 'roomStays[1].childAges' },
  { rule: 'room stay: at least one guest', kind: 'modify', breakIt: (p) => { p.roomStays[0].numAdults = 0; p.roomStays[0].numChildren = 0; delete p.roomStays[0].childAges; }, code: 'NO_GUESTS', field: `${rs0}.numAdults` },
  { rule: 'guest required', kind: 'create', breakIt: (p) => { delete p.guest; }, code: 'REQUIRED', field: 'guest' },
  { rule: 'guest.name.firstName 1 to 30', kind: 'create', breakIt: (p) => { p.guest.name.firstName = 'A'.repeat(31); }, code: 'TOO_LONG', field: 'guest.name.firstName' },
  { rule: 'guest.name.lastName required', kind: 'create', breakIt: (p) => { delete p.guest.name.lastName; }, code: 'REQUIRED', field: 'guest.name.lastName' },
  { rule: 'name: no leading space', kind: 'create', breakIt: (p) => { p.guest.name.firstName = ' Ada'; }, code: 'PATTERN_MISMATCH', field: 'guest.name.firstName' },
  { rule: 'name: no trailing space', kind: 'create', breakIt: (p) => { p.guest.name.lastName = 'Lovelace '; }, code: 'PATTERN_MISMATCH', field: 'guest.name.lastName' },
  { rule: 'name: no pipe, equals, semicolon, braces', kind: 'create', breakIt: (p) => { p.guest.name.lastName = 'Love{lace}'; }, code: 'PATTERN_MISMATCH', field: 'guest.name.lastName' },
  { rule: 'name: no control characters (a line feed, U+0085)', kind: 'create', breakIt: (p) => { p.guest.name.firstName = 'Ada\nLove\u0085lace'; }, code: 'PATTERN_MISMATCH', field: 'guest.name.firstName' },
  { rule: 'name: no bidirectional controls (U+202E)', kind: 'create', breakIt: (p) => { p.guest.name.lastName = 'Love\u202elace'; }, code: 'PATTERN_MISMATCH', field: 'guest.name.lastName' },
  { rule: 'name: middleInit one letter', kind: 'create', breakIt: (p) => { p.guest.name.middleInit = '1'; }, code: 'PATTERN_MISMATCH', field: 'guest.name.middleInit' },
  { rule: 'name: title 1 to 48', kind: 'create', breakIt: (p) => { p.guest.name.title = 'T'.repeat(49); }, code: 'TOO_LONG', field: 'guest.name.title' },
  { rule: 'guest.addresses 1 to 3 (min)', kind: 'create', breakIt: (p) => { p.guest.addresses = []; }, code: 'TOO_FEW_ITEMS', field: 'guest.addresses' },
  { rule: 'guest.addresses 1 to 3 (max)', kind: 'create', breakIt: (p) => { p.guest.addresses = repeat(4, () => ({ addressType: 'home' })); }, code: 'TOO_MANY_ITEMS', field: 'guest.addresses' },
  { rule: 'address: addressType required', kind: 'create', breakIt: (p) => { delete p.guest.addresses[1].addressType; }, code: 'REQUIRED', field: 'guest.addresses[1].addressType' },
  { rule: 'address: addressType enum', kind: 'create', breakIt: (p) => { p.guest.addresses[0].addressType = 'other'; }, code: 'NOT_ALLOWED_VALUE', field: 'guest.addresses[0].addressType' },
  { rule: 'address: addressLine 1 to 35', kind: 'create', breakIt: (p) => { p.guest.addresses[1].addressLine2 = 'x'.repeat(36); }, code: 'TOO_LONG', field: 'guest.addresses[1].addressLine2' },
  { rule: 'address: city 1 to 30', kind: 'create', breakIt: (p) => { p.guest.addresses[0].city = ''; }, code: 'TOO_SHORT', field: 'guest.addresses[0].city' },
  { rule: 'address: state ^[A-Z0-9]{1,3}$', kind: 'create', breakIt: (p) => { p.guest.addresses[1].state = 'ny'; }, code: 'PATTERN_MISMATCH', field: 'guest.addresses[1].state' },
  { rule: 'address: country ^[A-Z]{2}$', kind: 'create', breakIt: (p) => { p.guest.addresses[0].country = 'gb'; }, code: 'PATTERN_MISMATCH', field: 'guest.addresses[0].country' },
  { rule: 'address: country exists in ISO 3166-1', kind: 'create', breakIt: (p) => { p.guest.addresses[0].country = 'UK'; }, code: 'UNKNOWN_COUNTRY', field: 'guest.addresses[0].country' },
  { rule: 'address: postalCode 2 to 10 letters, digits, spaces, hyphens', kind: 'create', breakIt: (p) => { p.guest.addresses[0].postalCode = 'SW1Y_4JH'; }, code: 'PATTERN_MISMATCH', field: 'guest.addresses[0].postalCode' },
  { rule: 'address: company 1 to 60', kind: 'create', breakIt: (p) => { p.guest.addresses[1].company = 'C'.repeat(61); }, code: 'TOO_LONG', field: 'guest.addresses[1].company' },
  { rule: 'guest.emails max 4', kind: 'create', breakIt: (p) => { p.guest.emails = repeat(5, () => ({ emailAddress: 'a@b.c', emailType: 'home' })); }, code: 'TOO_MANY_ITEMS', field: 'guest.emails' },
  { rule: 'email: emailType required enum', kind: 'create', breakIt: (p) => { p.guest.emails[0].emailType = 'work'; }, code: 'NOT_ALLOWED_VALUE', field: 'guest.emails[0].emailType' },
  { rule: 'email: emailAddress required', kind: 'create', breakIt: (p) => { delete p.guest.emails[0].emailAddress; }, code: 'REQUIRED', field: 'guest.emails[0].emailAddress' },
  { rule: 'email: emailAddress at most 254 characters', kind: 'create', breakIt: (p) => { p.guest.emails[0].emailAddress = `${'a'.repeat(250)}@b.cd`; }, code: 'TOO_LONG', field: 'guest.emails[0].emailAddress' },
  { rule: 'email: emailAddress one @ with text on both sides, no space', kind: 'create', breakIt: (p) => { p.guest.emails[0].emailAddress = 'ada at example.com'; }, code: 'PATTERN_MISMATCH', field: 'guest.emails[0].emailAddress' },
  { rule: 'guest.phones max 5', kind: 'create', breakIt: (p) => { p.guest.phones = repeat(6, () => ({ phoneNumber: '1' })); }, code: 'TOO_MANY_ITEMS', field: 'guest.phones' },
  { rule: 'phone: phoneNumber at most 32 characters', kind: 'create', breakIt: (p) => { p.guest.phones[0].phoneNumber = '+44'.padEnd(33, '1'); }, code: 'TOO_LONG', field: 'guest.phones[0].phoneNumber' },
  { rule: 'phone: phoneExtension at most 32 characters', kind: 'modify', breakIt: (p) => { p.guest.phones[0].phoneExtension = '1'.repeat(33); }, code: 'TOO_LONG', field: 'guest.phones[0].phoneExtension' },
  { rule: 'guest.honorsNumber ^[0-9]{1,24}$', kind: 'create', breakIt: (p) => { p.guest.honorsNumber = 'HH123'; }, code: 'PATTERN_MISMATCH', field: 'guest.honorsNumber' },
  { rule: 'guarantee required', kind: 'create', breakIt: (p) => { delete p.guarantee; }, code: 'REQUIRED', field: 'guarantee' },
  { rule: 'guarantee.guarMethodCode required', kind: 'create', breakIt: (p) => { delete p.guarantee.guarMethodCode; }, code: 'REQUIRED', field: 'guarantee.guarMethodCode' },
  { rule: 'guarantee.guarMethodCode ^[A-Z0-9]{2}$', kind: 'create', breakIt: (p) => { p.guarantee.guarMethodCode = 'cc'; }, code: 'PATTERN_MISMATCH', field: 'guarantee.guarMethodCode' },
  { rule: 'guarantee.deposit.amount required', kind: 'create', breakIt: (p) => { delete p.guarantee.deposit.amount; }, code: 'REQUIRED', field: 'guarantee.deposit.amount' },
  { rule: 'guarantee.deposit.amount below 10^11', kind: 'create', breakIt: (p) => { p.guarantee.deposit.amount = 1e11; }, code: 'ABOVE_MAXIMUM', field: 'guarantee.deposit.amount' },
  { rule: 'guarantee.deposit.amount at most 4 decimal places', kind: 'modify', breakIt: (p) => { p.guarantee.deposit.amount = 250.12345; }, code: 'TOO_MANY_DECIMALS', field: 'guarantee.deposit.amount' },
  { rule: 'guarantee.deposit.amount not negative', kind: 'create', breakIt: (p) => { p.guarantee.deposit.amount = -250; }, code: 'BELOW_MINIMUM', field: 'guarantee.deposit.amount' },
  { rule: 'card: cardNumber 16 digits starting with 8', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardNumber = '4111111111111111'; }, code: 'PATTERN_MISMATCH', field: `${card}.cardNumber` },
  { rule: 'card: cardNumber 15 word characters + C or D + 4 digits', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardNumber = 'ABCDEFGHIJKLMNOX1234'; }, code: 'PATTERN_MISMATCH', field: `${card}.cardNumber` },
  { rule: 'card: cardCode ^[A-Z]{2}$', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardCode = 'V1'; }, code: 'PATTERN_MISMATCH', field: `${card}.cardCode` },
  { rule: 'card: cardExpireDate MMYY with a real month', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardExpireDate = '1329'; }, code: 'INVALID_CARD_EXPIRY', field: `${card}.cardExpireDate` },
  { rule: 'card: cardExpireDate month 00 refused', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardExpireDate = '0029'; }, code: 'INVALID_CARD_EXPIRY', field: `${card}.cardExpireDate` },
  { rule: 'card: cardExpireDate 4 digits', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardExpireDate = '12/29'; }, code: 'TOO_LONG', field: `${card}.cardExpireDate` },
  { rule: 'card: cvv ^[0-9]{1,4}$', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cvv = '12a'; }, code: 'PATTERN_MISMATCH', field: `${card}.cvv` },
  { rule: 'card: cardHolderName 1 to 75', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardHolderName = 'N'.repeat(76); }, code: 'TOO_LONG', field: `${card}.cardHolderName` },
  { rule: 'card: cardHolderState ^[A-Z0-9]{1,3}$', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardHolderState = 'LOND'; }, code: 'TOO_LONG', field: `${card}.cardHolderState` },
  { rule: 'card: cardHolderCountry 1 to 60', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardHolderCountry = ''; }, code: 'TOO_SHORT', field: `${card}.cardHolderCountry` },
  { rule: 'card: postalCode 2 to 10', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.postalCode = 'S'; }, code: 'TOO_SHORT', field: `${card}.postalCode` },
  { rule: 'card: cardPaymentType enum', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardPaymentType = 'cash'; }, code: 'NOT_ALLOWED_VALUE', field: `${card}.cardPaymentType` },
  { rule: 'card: centralBillAuthAmount min 0', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.centralBillAuthAmount = -0.01; }, code: 'BELOW_MINIMUM', field: `${card}.centralBillAuthAmount` },
  { rule: 'card: centralBillAuthAmount below 10^11', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.centralBillAuthAmount = 1.7976931348623157e308; }, code: 'ABOVE_MAXIMUM', field: `${card}.centralBillAuthAmount` },
  { rule: 'card: centralBillAuthAmount in USD: at most 2 decimal places', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.centralBillAuthAmount = 100.005; }, code: 'TOO_MANY_DECIMALS', field: `${card}.centralBillAuthAmount` },
  { rule: 'card: buyerId uuid', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.buyerId = 'x'.repeat(36); }, code: 'INVALID_UUID', field: `${card}.buyerId` },
  { rule: 'card: cavv base64', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.cavv = 'not base64!'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.cavv` },
  { rule: 'card: cavv at most 256 characters', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.cavv = 'AAAA'.repeat(65); }, code: 'TOO_LONG', field: `${card}.secureCustomerAuthenticationInfo.cavv` },
  { rule: 'card: cavvAlgorithm 1 to 10 letters, digits, dot', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.cavvAlgorithm = 'A-1'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.cavvAlgorithm` },
  { rule: 'card: eCommerceIndicator 1 to 10 alphanumerics', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.eCommerceIndicator = '05050505050'; }, code: 'TOO_LONG', field: `${card}.secureCustomerAuthenticationInfo.eCommerceIndicator` },
  { rule: 'card: networkTxnRefTraceId ^[A-Z0-9]{1,50}$', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.networkTxnRefTraceId = 'abc'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.networkTxnRefTraceId` },
  { rule: 'card: threeDAuthenticatedResponse 1 to 10 letters', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.threeDAuthenticatedResponse = 'Y1'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.threeDAuthenticatedResponse` },
  { rule: 'card: threeDSVersion 1 to 10 digits or dots', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.threeDSVersion = 'v2'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.threeDSVersion` },
  { rule: 'card: transactionId base64 or 1 to 100 alphanumerics and hyphens', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.transactionId = 'tx_1'; }, code: 'PATTERN_MISMATCH', field: `${card}.secureCustomerAuthenticationInfo.transactionId` },
  { rule: 'card: transactionId at most 256 characters', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.secureCustomerAuthenticationInfo.transactionId = 'AAAA'.repeat(65); }, code: 'TOO_LONG', field: `${card}.secureCustomerAuthenticationInfo.transactionId` },
  { rule: 'comments max 3', kind: 'create', breakIt: (p) => { p.comments = ['a', 'b', 'c', 'd']; }, code: 'TOO_MANY_ITEMS', field: 'comments' },
  { rule: 'comments each 1 to 65', kind: 'create', breakIt: (p) => { p.comments = ['c'.repeat(66)]; }, code: 'TOO_LONG', field: 'comments[0]' },
  { rule: 'comments no pipe', kind: 'create', breakIt: (p) => { p.comments = ['ok', 'a|b']; }, code: 'PATTERN_MISMATCH', field: 'comments[1]' },
  { rule: 'externalResId 1 to 20', kind: 'create', breakIt: (p) => { p.externalResId = 'E'.repeat(21); }, code: 'TOO_LONG', field: 'externalResId' },
  { rule: 'externalResId no pipe, equals, semicolon', kind: 'create', breakIt: (p) => { p.externalResId = 'EXT;1'; }, code: 'PATTERN_MISMATCH', field: 'externalResId' },
  { rule: 'clientAccounts[].clientId ^[0-9]{1,22}$', kind: 'create', breakIt: (p) => { p.clientAccounts[0].clientId = 'ACME'; }, code: 'PATTERN_MISMATCH', field: 'clientAccounts[0].clientId' },
  { rule: 'clientAccounts[].clientType required', kind: 'create', breakIt: (p) => { delete p.clientAccounts[0].clientType; }, code: 'REQUIRED', field: 'clientAccounts[0].clientType' },
  { rule: 'clientAccounts: one of each client type', kind: 'create', breakIt: (p) => { p.clientAccounts.push({ clientId: '42', clientType: 'corporate' }); }, code: 'DUPLICATE_CLIENT_TYPE', field: 'clientAccounts[1].clientType' },
  { rule: 'additionalNames at most total guests - 1 (on a modify the service checks it)', kind: 'create', breakIt: (p) => { p.additionalNames = repeat(8, () => ({ firstName: 'A', lastName: 'B' })); }, code: 'TOO_MANY_ADDITIONAL_NAMES', field: 'additionalNames' },
  { rule: 'additionalNames[] are Names', kind: 'create', breakIt: (p) => { p.additionalNames = [{ firstName: 'A' }]; }, code: 'REQUIRED', field: 'additionalNames[0].lastName' },
  { rule: 'travelPartners[].partnerType air', kind: 'create', breakIt: (p) => { p.travelPartners = [{ partnerType: 'rail' }]; }, code: 'NOT_ALLOWED_VALUE', field: 'travelPartners[0].partnerType' },
  { rule: 'travelPartners[].partnerNumber at most 32 characters', kind: 'create', breakIt: (p) => { p.travelPartners = [{ partnerNumber: '9'.repeat(33), partnerType: 'air' }]; }, code: 'TOO_LONG', field: 'travelPartners[0].partnerNumber' },
  { rule: 'travelPartners[].partnerCode at most 32 characters', kind: 'create', breakIt: (p) => { p.travelPartners = [{ partnerCode: 'B'.repeat(33) }]; }, code: 'TOO_LONG', field: 'travelPartners[0].partnerCode' },
  { rule: 'clientAccounts[].clientName at most 60 characters', kind: 'create', breakIt: (p) => { p.clientAccounts[0].clientName = 'A'.repeat(61); }, code: 'TOO_LONG', field: 'clientAccounts[0].clientName' },
  { rule: 'requests.requestText 1 to 38', kind: 'create', breakIt: (p) => { p.requests.requestText = 'r'.repeat(39); }, code: 'TOO_LONG', field: 'requests.requestText' },
  { rule: 'requests.requestText no pipe', kind: 'create', breakIt: (p) => { p.requests.requestText = 'a|b'; }, code: 'PATTERN_MISMATCH', field: 'requests.requestText' },
  { rule: 'requests.requestCodes max 7', kind: 'create', breakIt: (p) => { p.requests.requestCodes = repeat(8, () => 'cribs'); }, code: 'TOO_MANY_ITEMS', field: 'requests.requestCodes' },
  { rule: 'requests.requestCodes AmenityCode', kind: 'create', breakIt: (p) => { p.requests.requestCodes = ['seaView']; }, code: 'NOT_ALLOWED_VALUE', field: 'requests.requestCodes[0]' },
  { rule: 'reservation: gdsChainCode ^[A-Z]{2}$', kind: 'create', breakIt: (p) => { p.gdsChainCode = 'D'; }, code: 'TOO_SHORT', field: 'gdsChainCode' },
  { rule: 'reservation: primaryGdsCode ^[A-Z0-9]{2}$', kind: 'create', breakIt: (p) => { p.primaryGdsCode = '1-'; }, code: 'PATTERN_MISMATCH', field: 'primaryGdsCode' },
  { rule: 'reservation: secondaryGdsCode ^[A-Z0-9]{2}$', kind: 'create', breakIt: (p) => { p.secondaryGdsCode = 7; }, code: 'WRONG_TYPE', field: 'secondaryGdsCode' },
  { rule: 'reservation: pseudoCityCode ^[A-Z0-9]{1,16}$', kind: 'create', breakIt: (p) => { p.pseudoCityCode = 'P'.repeat(17); }, code: 'TOO_LONG', field: 'pseudoCityCode' },
  { rule: 'reservation: a request sending pseudoCityCode comes from a GDS: primaryGdsCode required', kind: 'create', breakIt: (p) => { delete p.primaryGdsCode; p.pseudoCityCode = 'NYC1'; }, code: 'GDS_CODE_REQUIRED', field: 'primaryGdsCode' },
  { rule: 'reservation: a request sending secondaryGdsCode comes from a GDS: gdsChainCode required', kind: 'modify', breakIt: (p) => { delete p.gdsChainCode; p.secondaryGdsCode = '1S'; }, code: 'GDS_CODE_REQUIRED', field: 'gdsChainCode' },
  { rule: 'a lone UTF-16 surrogate in a name is refused, naming the field', kind: 'create', breakIt: (p) => { p.guest.name.firstName = 'Ada\ud800'; }, code: 'MALFORMED_UNICODE', field: 'guest.name.firstName' },
  { rule: 'a lone UTF-16 surrogate in a city is refused', kind: 'create', breakIt: (p) => { p.guest.addresses[0].city = '\udc00London'; }, code: 'MALFORMED_UNICODE', field: 'guest.addresses[0].city' },
  { rule: 'a lone UTF-16 surrogate in a comment is refused', kind: 'modify', breakIt: (p) => { p.comments = ['ok', 'late \ud83d']; }, code: 'MALFORMED_UNICODE', field: 'comments[1]' },
  { rule: 'a lone UTF-16 surrogate in externalResId is refused', kind: 'create', breakIt: (p) => { p.externalResId = 'EXT\ud800'; }, code: 'MALFORMED_UNICODE', field: 'externalResId' },
  { rule: 'a lone UTF-16 surrogate in a card holder name is refused', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardHolderName = '\udfff'; }, code: 'MALFORMED_UNICODE', field: `${card}.cardHolderName` },
  { rule: 'create: a masked card number is refused', kind: 'create', breakIt: (p) => { p.guarantee.paymentCard.cardNumber = 'XXXXXXXXXXXX4444'; }, code: 'PATTERN_MISMATCH', field: `${card}.cardNumber` },
  { rule: 'modify: a card number masked other than as returned is refused', kind: 'modify', breakIt: (p) => { p.guarantee.paymentCard.cardNumber = 'XXXXXXXXXXX44444'; }, code: 'PATTERN_MISMATCH', field: `${card}.cardNumber` },
  { rule: 'reservation: languageCode ^[A-Z]{2}$', kind: 'create', breakIt: (p) => { p.languageCode = 'en'; }, code: 'PATTERN_MISMATCH', field: 'languageCode' },
  { rule: 'reservation: sendConfirmation boolean', kind: 'create', breakIt: (p) => { p.sendConfirmation = 1; }, code: 'WRONG_TYPE', field: 'sendConfirmation' },

  // Cancel, confirm, token
  { rule: 'cancel: languageCode ^[A-Z]{2}$', kind: 'cancel', breakIt: (p) => { p.languageCode = 'ENG'; }, code: 'TOO_LONG', field: 'languageCode' },
  { rule: 'cancel: sendConfirmation boolean', kind: 'cancel', breakIt: (p) => { p.sendConfirmation = 'no'; }, code: 'WRONG_TYPE', field: 'sendConfirmation' },
  { rule: 'cancel: body is an object', kind: 'cancel', breakIt: () => null, code: 'WRONG_TYPE', field: '' },
  { rule: 'confirm: externalResId no pipe, equals, semicolon', kind: 'confirm', breakIt: (p) => { p.externalResId = 'a|b'; }, code: 'PATTERN_MISMATCH', field: 'externalResId' },
  { rule: 'confirm: primaryGdsCode ^[A-Z0-9]{2}$', kind: 'confirm', breakIt: (p) => { p.primaryGdsCode = ''; }, code: 'TOO_SHORT', field: 'primaryGdsCode' },
  { rule: 'token: client_id required', kind: 'token', breakIt: (p) => { delete p.client_id; }, code: 'REQUIRED', field: 'client_id' },
  { rule: 'token: client_secret required (not empty)', kind: 'token', breakIt: (p) => { p.client_secret = ''; }, code: 'TOO_SHORT', field: 'client_secret' },
  { rule: 'confirm: a lone UTF-16 surrogate in externalResId is refused', kind: 'confirm', breakIt: (p) => { p.externalResId = '\ud800'; }, code: 'MALFORMED_UNICODE', field: 'externalResId' },
  { rule: 'token: a lone UTF-16 surrogate in client_id is refused', kind: 'token', breakIt: (p) => { p.client_id = 'demo\ud800'; }, code: 'MALFORMED_UNICODE', field: 'client_id' },
  { rule: 'token: client_secret string', kind: 'token', breakIt: (p) => { p.client_secret = 12345; }, code: 'WRONG_TYPE', field: 'client_secret' },
];

/**
 * One case per rule of every payload (field rules and cross-field rules), each with the
 * notification code and field a validator must report: the rule table of the README is made from it.
 */
export const RULE_CASES: readonly RuleCase[] = CASES;
