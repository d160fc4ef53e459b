/** Reservation request (DcReservation) of create (`POST /dcres`) and modify (`PUT /dcres/{confNumber}/gnr/{gnrNumber}`). */
import Type from 'typebox';
import { AMENITY_CODES, CARD_PAYMENT_TYPES, CLIENT_TYPES, PARTNER_TYPES } from './enums.js';
import { LIMITS } from './limits.js';
import { GuestSchema, NameSchema, ShortText } from './name-and-address.js';
import { Amount, UsdAmount } from './amounts.js';
import { ChildAge, PerRoomCount } from './counts.js';
import {
  Alpha2, AlphaNum2, Base64, BookingCode, CardExpiry, CardNumber, CardNumberOrMasked, ClientId, Code2to6, codeString, Cvv, DateString,
  freeText, NetworkTxnRefTraceId, PostalCode, PromoCode, PseudoCityCode, StateCode, TransactionId, Uuid,
} from './strings.js';

/** Reference text fields: no pipe, equals or semicolon. */
const REF_FORBIDDEN = '|=;';

export const RateOverrideSchema = Type.Object({ amount: Amount, effectiveDate: DateString });

export const RoomStaySchema = Type.Object({
  arrivalDate: DateString,
  departureDate: DateString,
  numAdults: PerRoomCount,
  numChildren: Type.Optional(PerRoomCount),
  childAges: Type.Optional(Type.Array(ChildAge, { maxItems: LIMITS.childAges })),
  numCribs: Type.Optional(PerRoomCount),
  numRollAways: Type.Optional(PerRoomCount),
  roomTypeCode: Type.Optional(Code2to6),
  ratePlanCode: Type.Optional(Code2to6),
  bookingCode: Type.Optional(BookingCode),
  promoCode: Type.Optional(PromoCode),
  groupNumber: Type.Optional(freeText(0, LIMITS.groupNumberLength, REF_FORBIDDEN)),
  advancePurchase: Type.Optional(Type.Boolean()),
  smokingRoom: Type.Optional(Type.Boolean()),
  rateOverrides: Type.Optional(Type.Array(RateOverrideSchema, { maxItems: LIMITS.rateOverrides })),
});

export const SecureCustomerAuthenticationInfoSchema = Type.Object({
  cavv: Type.Optional(Base64),
  cavvAlgorithm: Type.Optional(codeString(1, 10, 'A-Za-z0-9.')),
  eCommerceIndicator: Type.Optional(codeString(1, 10, 'A-Za-z0-9')),
  networkTxnRefTraceId: Type.Optional(NetworkTxnRefTraceId),
  threeDAuthenticatedResponse: Type.Optional(codeString(1, 10, 'A-Za-z')),
  threeDOfferedResponse: Type.Optional(codeString(1, 10, 'A-Za-z')),
  threeDSVersion: Type.Optional(codeString(1, 10, '0-9.')),
  transactionId: Type.Optional(TransactionId),
});

/** Payment card of a request; `cardNumber` is the schema of its number (modify also takes the masked form). */
function paymentCardSchema(cardNumber: typeof CardNumber) {
  return Type.Object({
    cardNumber: Type.Optional(cardNumber),
    cardCode: Type.Optional(Alpha2),
    cardExpireDate: Type.Optional(CardExpiry),
    cvv: Type.Optional(Cvv),
    cardHolderName: Type.Optional(freeText(1, 75)),
    cardHolderAddress: Type.Optional(freeText(1, 35)),
    cardHolderCity: Type.Optional(freeText(1, 30)),
    cardHolderState: Type.Optional(StateCode),
    cardHolderCountry: Type.Optional(freeText(1, 60)),
    postalCode: Type.Optional(PostalCode),
    cardPaymentType: Type.Optional(Type.Enum(CARD_PAYMENT_TYPES)),
    centralBillAuthAmount: Type.Optional(UsdAmount),
    buyerId: Type.Optional(Uuid),
    secureCustomerAuthenticationInfo: Type.Optional(SecureCustomerAuthenticationInfoSchema),
  });
}

/** Payment card of a create. */
export const PaymentCardSchema = paymentCardSchema(CardNumber);
/** Payment card of a modify: the number may be the masked form a read returns. */
export const ModifyPaymentCardSchema = paymentCardSchema(CardNumberOrMasked);

const Deposit = Type.Object({ amount: Amount, dueDate: Type.Optional(DateString) });

export const GuaranteeSchema = Type.Object({
  guarMethodCode: AlphaNum2,
  deposit: Type.Optional(Deposit),
  paymentCard: Type.Optional(PaymentCardSchema),
});

/** Guarantee of a modify (see {@link ModifyPaymentCardSchema}). */
export const ModifyGuaranteeSchema = Type.Object({
  guarMethodCode: AlphaNum2,
  deposit: Type.Optional(Deposit),
  paymentCard: Type.Optional(ModifyPaymentCardSchema),
});

export const ClientAccountSchema = Type.Object({
  clientId: ClientId,
  clientType: Type.Enum(CLIENT_TYPES),
  clientName: Type.Optional(Type.String({ maxLength: LIMITS.clientNameLength })),
});

export const TravelPartnerSchema = Type.Object({
  partnerNumber: Type.Optional(ShortText),
  partnerCode: Type.Optional(ShortText),
  partnerType: Type.Optional(Type.Enum(PARTNER_TYPES)),
});

export const SpecialRequestsSchema = Type.Object({
  requestText: Type.Optional(freeText(1, LIMITS.requestTextLength, '|')),
  requestCodes: Type.Optional(Type.Array(Type.Enum(AMENITY_CODES), { maxItems: LIMITS.requestCodes })),
});

const RESERVATION_RULES =
  'Cross-field rules: per room stay departureDate after arrivalDate, at most 90 nights, childAges has numChildren items ' +
  'when both are sent, numAdults + numChildren at least 1; one client account per clientType; additionalNames at most ' +
  'the total guests of all room stays minus 1; cardExpireDate MMYY with month 01-12; bookingCode, when sent with ' +
  'roomTypeCode and ratePlanCode, is the first 3 characters of each (padded with 0); gdsChainCode and primaryGdsCode ' +
  'are required when the request comes from a GDS (a GDS credential, or pseudoCityCode or secondaryGdsCode sent); ' +
  'every string is well-formed Unicode (no lone surrogate).';

/** DcReservation with roomStays bounded by `maxRooms` (create 9, modify 1) and its guarantee. */
function reservationSchema(maxRooms: number, guarantee: typeof GuaranteeSchema, description: string) {
  return Type.Object(
    {
      propCode: Code2to6,
      roomStays: Type.Array(RoomStaySchema, { minItems: 1, maxItems: maxRooms }),
      guest: GuestSchema,
      guarantee,
      comments: Type.Optional(Type.Array(freeText(1, LIMITS.commentLength, '|'), { maxItems: LIMITS.comments })),
      externalResId: Type.Optional(freeText(1, LIMITS.externalResIdLength, REF_FORBIDDEN)),
      clientAccounts: Type.Optional(Type.Array(ClientAccountSchema)),
      additionalNames: Type.Optional(Type.Array(NameSchema)),
      travelPartners: Type.Optional(Type.Array(TravelPartnerSchema)),
      requests: Type.Optional(SpecialRequestsSchema),
      gdsChainCode: Type.Optional(Alpha2),
      primaryGdsCode: Type.Optional(AlphaNum2),
      secondaryGdsCode: Type.Optional(AlphaNum2),
      pseudoCityCode: Type.Optional(PseudoCityCode),
      languageCode: Type.Optional(Alpha2),
      sendConfirmation: Type.Optional(Type.Boolean()),
    },
    { description: `${description} ${RESERVATION_RULES}` },
  );
}

/** DcReservation of create: 1 to 9 room stays. */
export const ReservationCreateSchema = reservationSchema(LIMITS.roomsPerCreate, GuaranteeSchema, 'DcReservation of a create: 1 to 9 room stays.');
/** DcReservation of modify: exactly 1 room stay. */
export const ReservationModifySchema = reservationSchema(
  LIMITS.roomsPerModify,
  ModifyGuaranteeSchema,
  'DcReservation of a modify: exactly 1 room stay; guarantee.paymentCard.cardNumber may be the masked number a read returns.',
);

export const CancelRequestSchema = Type.Object({
  sendConfirmation: Type.Optional(Type.Boolean()),
  languageCode: Type.Optional(Alpha2),
});

export const ConfirmRequestSchema = Type.Object({
  externalResId: Type.Optional(freeText(1, LIMITS.externalResIdLength, REF_FORBIDDEN)),
  primaryGdsCode: Type.Optional(AlphaNum2),
});

export const TokenRequestSchema = Type.Object({
  client_id: Type.String({ minLength: 1 }),
  client_secret: Type.String({ minLength: 1 }),
});
