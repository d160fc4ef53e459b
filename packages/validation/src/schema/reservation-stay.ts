/** Reservation stay (DcReservationStay), the cancel reply. All stay fields optional, as in the spec. */
import Type from 'typebox';
import {
  CARD_PAYMENT_TYPES, CHARGE_RULE_BASES, COMMISSION_PAY_TO, COMMISSION_TYPES, DISCOUNT_TYPES, PERIOD_TYPES, RES_STATUSES,
  SERVICE_CHARGE_TYPES, TAX_TYPES,
} from './enums.js';
import { UsdAmount } from './amounts.js';
import { PerRoomCount } from './counts.js';
import { LIMITS } from './limits.js';
import { GuestSchema, NameSchema } from './name-and-address.js';
import { ClientAccountSchema, SecureCustomerAuthenticationInfoSchema, SpecialRequestsSchema, TravelPartnerSchema } from './reservation-request.js';
import { costFigures, MealsSchema, occupancyFigures, rateFigures, RoomOccupancy } from './shop-result.js';
import {
  AlphaNum2, BookingCode, Code2to6, CurrencyCode, DateString, DateTimeString, freeText, LocalDateTimeString, PromoCode,
} from './strings.js';

const Opt = Type.Optional;

/** Payment card as returned: number masked, no cvv; constraints beyond the names are "not shown" by the spec. */
export const StayPaymentCardSchema = Type.Object({
  cardNumber: Opt(Type.String({ description: 'masked' })),
  cardCode: Opt(Type.String()),
  cardExpireDate: Opt(Type.String()),
  cardHolderName: Opt(Type.String()),
  cardHolderAddress: Opt(Type.String()),
  cardHolderCity: Opt(Type.String()),
  cardHolderState: Opt(Type.String()),
  cardHolderCountry: Opt(Type.String()),
  postalCode: Opt(Type.String()),
  cardPaymentType: Opt(Type.Enum(CARD_PAYMENT_TYPES)),
  centralBillAuthAmount: Opt(UsdAmount),
  buyerId: Opt(Type.String()),
  secureCustomerAuthenticationInfo: Opt(SecureCustomerAuthenticationInfoSchema),
});

/**
 * A tax rule in force during a stay's rate period (StayRateDetail.taxes). The spec leaves the tax
 * fields inside stays "not shown"; the basis is a ChargeRuleBasis, so a perAdult, perChild or
 * perItem rule is listed as it is, not narrowed to the shop's BasisType.
 */
export const StayTaxRuleSchema = Type.Object({
  amount: Opt(Type.Number()), basis: Opt(Type.Enum(CHARGE_RULE_BASES)), period: Opt(Type.Enum(PERIOD_TYPES)), type: Opt(Type.Enum(TAX_TYPES)),
});
/** A service charge rule in force during a stay's rate period (StayRateDetail.serviceCharges). */
export const StayServiceChargeRuleSchema = Type.Object({
  amount: Opt(Type.Number()), basis: Opt(Type.Enum(CHARGE_RULE_BASES)), period: Opt(Type.Enum(PERIOD_TYPES)), type: Opt(Type.Enum(SERVICE_CHARGE_TYPES)),
});

/** One rate period of a stay: the shop's RateDetail figures (with chargeDetails) plus the night's roomRate, its discount and the rules in force. */
export const StayRateDetailSchema = Type.Object({
  ...rateFigures,
  roomRate: Opt(Type.Number()),
  discountAmount: Opt(Type.Number()),
  discountType: Opt(Type.Enum(DISCOUNT_TYPES)),
  serviceCharges: Opt(Type.Array(StayServiceChargeRuleSchema)),
  taxes: Opt(Type.Array(StayTaxRuleSchema)),
});

export const CostSchema = Type.Object({
  ...costFigures,
  guestTotalCostAfterTax: Opt(Type.Number()),
  currencyCode: Opt(CurrencyCode),
  meals: Opt(Type.Object({ ...MealsSchema.properties, mealPlanDesc: Opt(Type.String()) })),
  rateDetails: Opt(Type.Array(StayRateDetailSchema)),
});

export const StayGuaranteeSchema = Type.Object({
  guarMethodCode: AlphaNum2,
  guarMethodDesc: Opt(Type.String()),
  guarPolicyCode: Opt(Type.String()),
  guarPolicyDesc: Opt(Type.String()),
  cxlPolicyCode: Opt(Type.String()),
  cxlPolicyDesc: Opt(Type.String()),
  cxlPolicyDeadline: Opt(DateTimeString),
  cxlPolicyLocalDeadline: Opt(LocalDateTimeString),
  deposit: Opt(Type.Object({ amount: Type.Number(), dueDate: DateString, currencyCode: Opt(CurrencyCode) })),
  paymentCard: Opt(StayPaymentCardSchema),
});

/** bookingMessages entries: formal definition "not shown"; all optional strings (dates as dates). */
export const BookingMessageSchema = Type.Object({ startDate: Opt(DateString), endDate: Opt(DateString), message: Opt(Type.String()) });

export const DcReservationStaySchema = Type.Object({
  confNumber: Opt(Type.String()),
  gnrNumber: Opt(Type.Integer({ format: 'int64' })),
  cxlNumber: Opt(Type.String()),
  externalResId: Opt(Type.String()),
  propCode: Opt(Type.String()),
  resStatus: Opt(Type.Enum(RES_STATUSES)),
  resCreateDate: Opt(DateTimeString),
  lastResModifyDate: Opt(DateTimeString),
  ...occupancyFigures,
  numRooms: Opt(Type.Integer({ minimum: 0, maximum: LIMITS.roomsPerCreate, description: 'rooms of the stay (one stay is one room)' })),
  numCribs: Opt(PerRoomCount),
  numRollAways: Opt(PerRoomCount),
  bookingCode: Opt(BookingCode),
  gdsChainCode: Opt(Type.String()),
  primaryGdsCode: Opt(Type.String()),
  secondaryGdsCode: Opt(Type.String()),
  guest: Opt(GuestSchema),
  additionalNames: Opt(Type.Array(NameSchema)),
  clientAccounts: Opt(Type.Array(ClientAccountSchema)),
  travelPartners: Opt(Type.Array(TravelPartnerSchema)),
  comments: Opt(Type.Array(Type.String(), { maxItems: LIMITS.comments })),
  requests: Opt(SpecialRequestsSchema),
  commission: Opt(Type.Object({
    amount: Opt(Type.Number()), centralPay: Opt(Type.Boolean()), payTo: Opt(Type.Enum(COMMISSION_PAY_TO)), type: Opt(Type.Enum(COMMISSION_TYPES)),
  })),
  ratePlan: Opt(Type.Object({
    ratePlanCode: Code2to6,
    ratePlanName: Opt(freeText(1, 60)),
    promoCode: Opt(PromoCode),
    advancePurchase: Opt(Type.Boolean()),
    groupNumber: Opt(Type.String()),
    serviceChargesAndTaxesIncluded: Opt(Type.Boolean()),
  })),
  roomType: Opt(Type.Object({
    roomTypeCode: Code2to6,
    roomTypeDesc: Opt(Type.Array(Type.String())),
    roomOccupancy: Opt(RoomOccupancy),
    extraBedPermitted: Opt(Type.Boolean()),
    smokingRoom: Opt(Type.Boolean()),
  })),
  guarantee: Opt(StayGuaranteeSchema),
  cost: Opt(CostSchema),
  bookingMessages: Opt(Type.Array(BookingMessageSchema)),
}, { description: 'One stay (one room) of a reservation. Card numbers are masked; cvv is never returned.' });

export const DcReservationStayListSchema = Type.Array(DcReservationStaySchema);

export const CancelReplySchema = Type.Object({ cxlNumber: Opt(Type.String()) });
