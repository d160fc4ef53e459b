/**
 * fast-check generators of VALID payloads of every kind of request of the direct-connect API
 * (they satisfy every field rule and every cross-field rule), plus fixed sample payloads.
 * Shipped as `@direct-connect/validation/arbitraries`.
 */
import fc from 'fast-check';
import {
  AMENITY_CODES, CARD_PAYMENT_TYPES, CLIENT_TYPES, EMAIL_TYPES, PHONE_TYPES, RATE_PLAN_CATEGORIES, ROOM_AMENITIES,
  STAY_ADDRESS_TYPES,
} from '../schema/enums.js';
import { LIMITS } from '../schema/limits.js';

const DAY_MS = 86_400_000;

/** As it arrives from the wire: plain objects (fast-check builds null-prototype ones). */
function asParsedJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
const BASE_DAY = Date.UTC(2026, 0, 1) / DAY_MS;

/** `YYYY-MM-DD` of `BASE_DAY + offset`. */
export function isoDay(offset: number): string {
  return new Date((BASE_DAY + offset) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * An amount a partner may send: 0 to below 10^11 with at most `places` decimal places; mostly
 * prices in cents, sometimes any such amount (up to 99999999999.9999).
 */
export const validAmount = (places: 2 | 4 = 4) => {
  const scale = 10 ** places;
  return fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100), weight: 3 },
    { arbitrary: fc.bigInt({ min: 0n, max: BigInt(LIMITS.amountBelow) * BigInt(scale) - 1n }).map((k) => Number(k) / scale), weight: 1 },
  );
};

const code = (min: number, max: number, cls = 'A-Z0-9') => fc.stringMatching(new RegExp(`^[${cls}]{${min},${max}}$`));
const text = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9 .,'-]{${min},${max}}$`));
/** Name text: letters, inner spaces, no leading or trailing space. */
const nameText = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z](?:[A-Za-z' -]{0,${max - 2}}[A-Za-z])?$`));

/** arrivalDate/departureDate of a stay of 1 to 90 nights. */
export const stayDates = () =>
  fc.record({ start: fc.integer({ min: 0, max: 3650 }), nights: fc.integer({ min: 1, max: LIMITS.lengthOfStay }) })
    .map(({ start, nights }) => ({ arrivalDate: isoDay(start), departureDate: isoDay(start + nights) }));

/** numAdults/numChildren/childAges with at least one guest and one age per child (ages optional). */
export const occupancy = () =>
  fc.record({ numAdults: fc.integer({ min: 0, max: 4 }), ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: LIMITS.childAges }), sendAges: fc.boolean(), sendCount: fc.boolean() })
    .filter(({ numAdults, ages }) => numAdults + ages.length >= 1)
    .map(({ numAdults, ages, sendAges, sendCount }) => ({
      numAdults,
      ...(ages.length > 0 || sendCount ? { numChildren: ages.length } : {}),
      ...(sendAges && ages.length > 0 ? { childAges: ages } : {}),
    }));

/** Valid multi-property shop request. */
export const validShopRequest = () =>
  fc.tuple(
    stayDates(),
    occupancy(),
    fc.uniqueArray(fc.record({ propCode: code(2, 6), gdsChainCode: code(2, 2, 'A-Z') }, { requiredKeys: ['propCode'] }), { minLength: 1, maxLength: LIMITS.propsPerShop, selector: (p) => p.propCode }),
    fc.record({
      displayCurrency: fc.constantFrom('USD', 'EUR', 'JPY', 'KWD', 'GBP'),
      primaryGdsCode: code(2, 2),
      secondaryGdsCode: code(2, 2),
      promoCode: code(1, 6),
      pseudoCityCode: code(1, 16),
      ratePlanCandidates: fc.array(fc.record({ ratePlanCategory: fc.constantFrom(...RATE_PLAN_CATEGORIES), ratePlanId: code(1, 30) }, { requiredKeys: ['ratePlanCategory'] }), { minLength: 1, maxLength: LIMITS.ratePlanCandidates }),
      roomAmenities: fc.uniqueArray(fc.constantFrom(...ROOM_AMENITIES), { minLength: 1, maxLength: LIMITS.roomAmenities }),
      travelAgentId: code(1, 22),
      rateQualifiers: fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })),
    }, { requiredKeys: [] }),
  ).map(([dates, occ, props, { rateQualifiers, ...options }]) => ({
    ...dates,
    ...occ,
    ...withGdsCodes(props, options),
    ...(rateQualifiers ? { minRateQualifier: Math.min(...rateQualifiers), maxRateQualifier: Math.max(...rateQualifiers) } : {}),
  })).map(asParsedJson);

/** A shop that sends pseudoCityCode or secondaryGdsCode comes from a GDS: it carries primaryGdsCode and every gdsChainCode. */
function withGdsCodes<P extends { gdsChainCode?: string }, O extends { primaryGdsCode?: string; pseudoCityCode?: string; secondaryGdsCode?: string }>(props: P[], options: O) {
  if (options.pseudoCityCode === undefined && options.secondaryGdsCode === undefined) return { props, ...options };
  return { props: props.map((p) => ({ ...p, gdsChainCode: p.gdsChainCode ?? 'DC' })), ...options, primaryGdsCode: options.primaryGdsCode ?? '1A' };
}

/** Valid single-property shop request; counts and ages sometimes as numeric text. */
export const validPropertyShopRequest = () =>
  fc.tuple(stayDates(), occupancy(), fc.boolean()).map(([dates, occ, asText]) => ({
    ...dates,
    numAdults: asText ? String(occ.numAdults) : occ.numAdults,
    ...(occ.numChildren === undefined ? {} : { numChildren: asText ? String(occ.numChildren) : occ.numChildren }),
    ...(occ.childAges ? { childAges: asText ? occ.childAges.map(String) : occ.childAges } : {}),
  })).map(asParsedJson);

/** Valid Name: first and last name (1 to 30), sometimes a middle initial and a title. */
export const validName = () =>
  fc.record({ firstName: nameText(30), lastName: nameText(30), middleInit: code(1, 1, 'A-Z'), title: nameText(48) }, { requiredKeys: ['firstName', 'lastName'] });

/** Valid Address: an address type and some optional lines, city, state, a real country, postal code. */
export const validAddress = () =>
  fc.record({
    addressType: fc.constantFrom(...STAY_ADDRESS_TYPES),
    addressLine1: text(1, 35),
    addressLine2: text(1, 35),
    city: text(1, 30),
    state: code(1, 3),
    country: fc.constantFrom('US', 'FR', 'JP', 'KW', 'DE', 'GB'),
    postalCode: fc.stringMatching(/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/),
    company: text(1, 60),
  }, { requiredKeys: ['addressType'] });

/** Valid Guest: a name, 1 to 3 addresses, up to 4 emails and 5 phones, sometimes a loyalty number. */
export const validGuest = () =>
  fc.record({
    name: validName(),
    addresses: fc.array(validAddress(), { minLength: 1, maxLength: LIMITS.addresses }),
    emails: fc.array(fc.record({ emailAddress: fc.emailAddress(), emailType: fc.constantFrom(...EMAIL_TYPES) }), { maxLength: LIMITS.emails }),
    phones: fc.array(fc.record({ phoneType: fc.constantFrom(...PHONE_TYPES), phoneNumber: fc.stringMatching(/^\+?[0-9]{6,15}$/) }), { maxLength: LIMITS.phones }),
    honorsNumber: code(1, 24, '0-9'),
  }, { requiredKeys: ['name', 'addresses'] });

/** Valid RoomStay of a create or modify: dates, occupancy, optional codes and rate overrides. */
export const validRoomStay = () =>
  fc.tuple(
    stayDates(),
    occupancy(),
    fc.record({
      numCribs: fc.integer({ min: 0, max: 2 }),
      numRollAways: fc.integer({ min: 0, max: 2 }),
      roomTypeCode: code(2, 6),
      ratePlanCode: code(2, 6),
      bookingCode: code(6, 6),
      promoCode: code(1, 6),
      groupNumber: code(0, 12),
      advancePurchase: fc.boolean(),
      smokingRoom: fc.boolean(),
    }, { requiredKeys: [] }),
  ).chain(([dates, occ, options]) =>
    fc.array(fc.record({ amount: validAmount(), effectiveDate: fc.constant(dates.arrivalDate) }), { maxLength: 3 })
      .map((rateOverrides) => ({ ...dates, ...occ, ...withBookingCode(options), ...(rateOverrides.length > 0 ? { rateOverrides } : {}) })));

/** bookingCode, when sent with room type and rate plan, is the first 3 characters of each (padded with 0). */
function withBookingCode<T extends { roomTypeCode?: string; ratePlanCode?: string; bookingCode?: string }>(options: T): T {
  const { roomTypeCode, ratePlanCode, bookingCode } = options;
  if (bookingCode === undefined || roomTypeCode === undefined || ratePlanCode === undefined) return options;
  return { ...options, bookingCode: roomTypeCode.slice(0, 3).padEnd(3, '0') + ratePlanCode.slice(0, 3).padEnd(3, '0') };
}

/** Valid Guarantee: a method code, sometimes a deposit and a payment card (any of its fields). */
export const validGuarantee = () =>
  fc.record({
    guarMethodCode: code(2, 2),
    deposit: fc.record({ amount: validAmount(), dueDate: fc.constant('2026-01-15') }, { requiredKeys: ['amount'] }),
    paymentCard: fc.record({
      cardNumber: fc.oneof(code(15, 15, '0-9').map((d) => `8${d}`), fc.tuple(code(15, 15, 'A-Za-z0-9_'), fc.constantFrom('C', 'D'), code(4, 4, '0-9')).map((p) => p.join(''))),
      cardCode: code(2, 2, 'A-Z'),
      cardExpireDate: fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 })).map(([m, y]) => `${String(m).padStart(2, '0')}${String(y).padStart(2, '0')}`),
      cvv: code(1, 4, '0-9'),
      cardHolderName: text(1, 75),
      cardPaymentType: fc.constantFrom(...CARD_PAYMENT_TYPES),
      centralBillAuthAmount: validAmount(2),
      buyerId: fc.uuid(),
    }, { requiredKeys: [] }),
  }, { requiredKeys: ['guarMethodCode'] });

/** Valid DcReservation for `operation` (create: 1 to 9 room stays; modify: exactly 1). */
export const validReservation = (operation: 'create' | 'modify' = 'create') =>
  fc.tuple(
    fc.array(validRoomStay(), { minLength: 1, maxLength: operation === 'create' ? LIMITS.roomsPerCreate : 1 }),
    validGuest(),
    validGuarantee(),
    fc.record({
      comments: fc.array(text(1, 65), { maxLength: LIMITS.comments }),
      externalResId: code(1, 20, 'A-Za-z0-9-'),
      clientAccounts: fc.uniqueArray(fc.record({ clientId: code(1, 22, '0-9'), clientType: fc.constantFrom(...CLIENT_TYPES), clientName: text(1, 30) }, { requiredKeys: ['clientId', 'clientType'] }), { selector: (a) => a.clientType }),
      travelPartners: fc.array(fc.record({ partnerNumber: code(1, 10), partnerCode: code(2, 2), partnerType: fc.constant('air' as const) }), { maxLength: 2 }),
      requests: fc.record({ requestText: text(1, 38), requestCodes: fc.array(fc.constantFrom(...AMENITY_CODES), { maxLength: LIMITS.requestCodes }) }, { requiredKeys: [] }),
      gdsChainCode: code(2, 2, 'A-Z'),
      primaryGdsCode: code(2, 2),
      languageCode: code(2, 2, 'A-Z'),
      sendConfirmation: fc.boolean(),
    }, { requiredKeys: [] }),
    validName(),
    fc.nat(),
  ).map(([roomStays, guest, guarantee, options, extraName, n]) => {
    const guests = roomStays.reduce((sum, s) => sum + s.numAdults + (s.numChildren ?? 0), 0);
    const additionalNames = Array.from({ length: n % guests }, () => extraName);
    return asParsedJson({ propCode: 'NYCDC', roomStays, guest, guarantee, ...options, ...(additionalNames.length > 0 ? { additionalNames } : {}) });
  });

/** Valid cancel request body (may be `{}`). */
export const validCancelRequest = () =>
  fc.record({ sendConfirmation: fc.boolean(), languageCode: code(2, 2, 'A-Z') }, { requiredKeys: [] }).map(asParsedJson);

/** Valid confirm request body (may be `{}`). */
export const validConfirmRequest = () =>
  fc.record({ externalResId: code(1, 20, 'A-Za-z0-9-'), primaryGdsCode: code(2, 2) }, { requiredKeys: [] }).map(asParsedJson);

/** Valid token request body (any client id and secret: valid in form, not known to a service). */
export const validTokenRequest = () =>
  fc.record({ client_id: code(1, 40, 'a-z0-9-'), client_secret: code(1, 64, 'A-Za-z0-9') }).map(asParsedJson);

/** A fixed valid room stay (2 adults, 2 children with ages, 3 nights). */
export function sampleRoomStay(i = 0): Record<string, unknown> {
  return {
    arrivalDate: isoDay(60 + i),
    departureDate: isoDay(63 + i),
    numAdults: 2,
    numChildren: 2,
    childAges: [4, 9],
    numCribs: 0,
    numRollAways: 1,
    roomTypeCode: 'KNG',
    ratePlanCode: 'RACK',
    bookingCode: 'KNGRAC',
    promoCode: 'SUMMER',
    smokingRoom: false,
    rateOverrides: [{ amount: 199.5, effectiveDate: isoDay(60 + i) }],
  };
}

/** A full valid create with `rooms` room stays and every section filled (the bench payload has 9). */
export function sampleReservation(rooms = 9): Record<string, unknown> {
  return {
    propCode: 'NYCDC',
    roomStays: Array.from({ length: rooms }, (_, i) => sampleRoomStay(i)),
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace', middleInit: 'B', title: 'Dr' },
      addresses: [
        { addressType: 'home', addressLine1: '12 St James Square', city: 'London', state: 'LND', country: 'GB', postalCode: 'SW1Y 4JH' },
        { addressType: 'business', addressLine1: '1 Main Street', addressLine2: 'Suite 100', city: 'New York', state: 'NY', country: 'US', postalCode: '10001', company: 'Analytical Engines' },
      ],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }],
      phones: [{ phoneType: 'mobile', phoneNumber: '+442071234567' }],
      honorsNumber: '123456789',
    },
    guarantee: {
      guarMethodCode: 'CC',
      deposit: { amount: 250, dueDate: isoDay(30) },
      paymentCard: {
        cardNumber: '8111222233334444', cardCode: 'VI', cardExpireDate: '1229', cvv: '123', cardHolderName: 'Ada Lovelace',
        cardHolderCountry: 'United Kingdom', postalCode: 'SW1Y 4JH', cardPaymentType: 'credit',
        secureCustomerAuthenticationInfo: { cavv: 'AAABBJkZUQAAAAAAAAAAAAAAAAA=', eCommerceIndicator: '05', threeDSVersion: '2.2.0' },
      },
    },
    comments: ['Late arrival', 'Quiet room please'],
    externalResId: 'EXT-12345',
    clientAccounts: [{ clientId: '1234567', clientType: 'corporate', clientName: 'Analytical Engines' }],
    additionalNames: [{ firstName: 'Charles', lastName: 'Babbage' }],
    requests: { requestText: 'High floor', requestCodes: ['nonSmoking', 'twoBeds'] },
    gdsChainCode: 'DC',
    primaryGdsCode: '1A',
    languageCode: 'EN',
    sendConfirmation: true,
  };
}

/**
 * {@link sampleReservation} with exactly 15 problems scattered over the payload, each breaking a
 * different rule (field rules and cross-field rules). Returns the payload and the fields named.
 */
export function sampleReservationWith15Errors(): { payload: Record<string, unknown>; fields: string[] } {
  const p = structuredClone(sampleReservation(9)) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  p.propCode = 'nycdc';                                   // 1 pattern
  p.roomStays[0].departureDate = '2026-02-30';            // 2 real date
  p.roomStays[1].numAdults = -1;                          // 3 minimum
  p.roomStays[2].childAges = [4, 9, 12];                  // 4 childAges count
  p.roomStays[3].roomTypeCode = 'K';                      // 5 length
  p.roomStays[4].departureDate = p.roomStays[4].arrivalDate; // 6 departure after arrival
  p.roomStays[5].rateOverrides[0].amount = '199.5';       // 7 type
  p.roomStays[8].bookingCode = 'KNGRACK';                 // 8 length
  p.guest.name.lastName = 'Love|ace';                     // 9 forbidden character
  p.guest.addresses[0].country = 'XX';                    // 10 unknown country
  p.guest.emails[0].emailType = 'work';                   // 11 enum
  p.guarantee.paymentCard.cardExpireDate = '1329';        // 12 card expiry month
  p.comments.push('a', 'b');                              // 13 max 3 comments
  p.clientAccounts.push({ clientId: '99', clientType: 'corporate' }); // 14 one per client type
  delete p.guarantee.guarMethodCode;                      // 15 required
  const fields = [
    'propCode', 'roomStays[0].departureDate', 'roomStays[1].numAdults', 'roomStays[2].childAges', 'roomStays[3].roomTypeCode',
    'roomStays[4].departureDate', 'roomStays[5].rateOverrides[0].amount', 'roomStays[8].bookingCode', 'guest.name.lastName',
    'guest.addresses[0].country', 'guest.emails[0].emailType', 'guarantee.paymentCard.cardExpireDate', 'comments',
    'clientAccounts[1].clientType', 'guarantee.guarMethodCode',
  ];
  return { payload: p, fields };
}
