/** Shop result for one property (PropDcShop) and everything inside it. All fields optional, as in the spec. */
import Type from 'typebox';
import {
  BASIS_TYPES, CHARGE_RULE_AMOUNT_TYPES, CHARGE_RULE_BASES, CHARGE_RULE_CATEGORY_TYPES, CLIENT_TYPES, COMMISSION_TYPES,
  PERIOD_TYPES, RATE_PLAN_CATEGORIES, ROOM_BED_TYPES, SERVICE_CHARGE_TYPES, TAX_TYPES,
} from './enums.js';
import { ChildAge, PerRoomCount } from './counts.js';
import { LIMITS } from './limits.js';
import {
  Alpha2, AlphaNum2, BookingCode, ChargeCategory, ClientId, Code2to6, CurrencyCode, DateString, DateTimeString,
  ExemptionCode, freeText, LocalDateTimeString, MealPlan, PromoCode,
} from './strings.js';

const Opt = Type.Optional;

/**
 * The integers the service writes from its catalog, with the catalog's bounds (hotel README,
 * "bounds of the catalog's numbers"), so that a typed partner knows what they hold.
 */
/** Guests a room holds (roomOccupancy): 1 to 99, as every per-room count. */
export const RoomOccupancy = Type.Integer({ minimum: 1, maximum: LIMITS.perRoomCount });
/** Beds of a room: 0 to 99. */
const NumBeds = Type.Integer({ minimum: 0, maximum: LIMITS.perRoomCount });
/** A display order: 0 to 9999. */
const DisplayOrder = Type.Integer({ minimum: 0, maximum: LIMITS.displayOrder });
/** A charge rule's id: 1 to 2^31 - 1 (a 32-bit integer). */
const RuleId = Type.Integer({ minimum: 1, maximum: LIMITS.ruleId });

export const ChildAgeRangeSchema = Type.Object({ startChildAge: ChildAge, endChildAge: ChildAge });
export const ChildAgeRanges = Type.Array(ChildAgeRangeSchema, { maxItems: LIMITS.childAgeRanges });

export const TaxSchema = Type.Object({
  amount: Opt(Type.Number()), basis: Opt(Type.Enum(BASIS_TYPES)), period: Opt(Type.Enum(PERIOD_TYPES)), type: Opt(Type.Enum(TAX_TYPES)),
});
export const ServiceChargeSchema = Type.Object({
  amount: Opt(Type.Number()), basis: Opt(Type.Enum(BASIS_TYPES)), period: Opt(Type.Enum(PERIOD_TYPES)), type: Opt(Type.Enum(SERVICE_CHARGE_TYPES)),
});
export const TaxPeriodSchema = Type.Object({ effectiveDate: Opt(DateString), taxes: Opt(Type.Array(TaxSchema)) });
export const ServiceChargePeriodSchema = Type.Object({ effectiveDate: Opt(DateString), charges: Opt(Type.Array(ServiceChargeSchema)) });

export const ChargeDetailSchema = Type.Object({
  category: ChargeCategory,
  categoryType: Type.Enum(CHARGE_RULE_CATEGORY_TYPES),
  sequence: Type.Integer({ minimum: 1, description: 'the rule\'s 1-based position in its list' }),
  total: Type.Number(),
  amount: Opt(Type.Number()),
  amountType: Opt(Type.Enum(CHARGE_RULE_AMOUNT_TYPES)),
  basis: Opt(Type.Enum(CHARGE_RULE_BASES)),
  period: Opt(Type.Enum(PERIOD_TYPES)),
  appliedToRuleId: Opt(RuleId),
  overrideRuleId: Opt(RuleId),
  ruleId: Opt(RuleId),
  collectedOnProperty: Opt(Type.Boolean()),
  includedInQuotedRate: Opt(Type.Boolean()),
  inclusive: Opt(Type.Boolean({ default: false })),
  exemptionCode: Opt(ExemptionCode),
  name: Opt(freeText(1, 50, '|')),
  postingCode: Opt(Code2to6),
});

export const ChargeTotalSchema = Type.Object({ category: ChargeCategory, categoryType: Type.Enum(CHARGE_RULE_CATEGORY_TYPES), total: Type.Number() });

export const MealsSchema = Type.Object({
  breakfast: Opt(Type.Boolean()), lunch: Opt(Type.Boolean()), dinner: Opt(Type.Boolean()), mealPlan: Opt(MealPlan),
});

/** Nightly figures shared by the shop RateDetail and the stay StayRateDetail. */
export const rateFigures = {
  effectiveDate: Opt(DateString),
  rate1Person: Opt(Type.Number()),
  rate2Person: Opt(Type.Number()),
  rate3Person: Opt(Type.Number()),
  rate4Person: Opt(Type.Number()),
  extraPersonRate: Opt(Type.Number()),
  extraChildRate: Opt(Type.Number()),
  childRates: Opt(Type.Array(Type.Number(), { maxItems: LIMITS.childAgeRanges })),
  cribRate: Opt(Type.Number()),
  rollawayRate: Opt(Type.Number()),
  chargeDetails: Opt(Type.Array(ChargeDetailSchema)),
};
export const RateDetailSchema = Type.Object(rateFigures);

/** Totals shared by RoomRate and the stay Cost. */
export const costFigures = {
  amountBeforeTax: Opt(Type.Number()),
  amountAfterTax: Opt(Type.Number()),
  amountWithFees: Opt(Type.Number()),
  averageRate: Opt(Type.Number()),
  averageRateAfterFees: Opt(Type.Number()),
  averageRateAfterTax: Opt(Type.Number()),
  totalTaxes: Opt(Type.Number()),
  totalServiceCharges: Opt(Type.Number()),
  serviceChargesInTaxCalc: Opt(Type.Boolean()),
  serviceChargeDesc: Opt(Type.String()),
  chargeTotals: Opt(Type.Array(ChargeTotalSchema)),
};

export const RoomRateSchema = Type.Object({
  ratePlanCode: Opt(Code2to6),
  roomTypeCode: Opt(Code2to6),
  bookingCode: Opt(BookingCode),
  numRoomsAvail: Opt(Type.Integer({ minimum: 0, maximum: LIMITS.roomsOfARoomType })),
  rateAmount: Opt(Type.Number()),
  ...costFigures,
  merchantTotalAmount: Opt(Type.Number({ minimum: 0 })),
  depositAmount: Opt(Type.Number()),
  rollawayRate: Opt(Type.Number()),
  cribRate: Opt(Type.Number()),
  rateChangeIndicator: Opt(Type.Boolean()),
  meals: Opt(MealsSchema),
  rateDetails: Opt(Type.Array(RateDetailSchema)),
});

export const RatePlanSchema = Type.Object({
  ratePlanCode: Opt(Code2to6),
  ratePlanDesc: Opt(Type.Array(Type.String())),
  ratePlanOrder: Opt(DisplayOrder),
  ratePlanCategory: Opt(Type.Enum(RATE_PLAN_CATEGORIES)),
  promoCode: Opt(PromoCode),
  advancePurchase: Opt(Type.Boolean()),
  serviceChargesAndTaxesIncluded: Opt(Type.Boolean()),
  serviceChargePeriods: Opt(Type.Array(ServiceChargePeriodSchema)),
  highRate: Opt(Type.Number()),
  lowRate: Opt(Type.Number()),
  commissionable: Opt(Type.Boolean()),
  commissionAmount: Opt(Type.Number()),
  commissionType: Opt(Type.Enum(COMMISSION_TYPES)),
  clientIdRequired: Opt(Type.Boolean()),
  clientIds: Opt(Type.Array(ClientId)),
  currencyCode: Opt(CurrencyCode),
  displayCurrency: Opt(CurrencyCode),
  cxlPolicyCode: Opt(Type.String()),
  cxlPolicyDesc: Opt(Type.String()),
  cxlPolicyDeadline: Opt(DateTimeString),
  cxlPolicyLocalDeadline: Opt(LocalDateTimeString),
  guarPolicyCode: Opt(Type.String()),
  guarPolicyDesc: Opt(Type.String()),
  depositDesc: Opt(Type.String()),
  guaranteeMethods: Opt(Type.Array(AlphaNum2)),
  gdsFlags: Opt(Type.String()),
});

export const RoomTypeSchema = Type.Object({
  roomTypeCode: Opt(Code2to6),
  crsRoomTypeCode: Opt(Code2to6),
  roomTypeDesc: Opt(Type.Array(Type.String())),
  roomOccupancy: Opt(RoomOccupancy),
  numBeds: Opt(NumBeds),
  bedType: Opt(Type.Enum(ROOM_BED_TYPES)),
  roomDisplayOrder: Opt(DisplayOrder),
  adaAccessibleRoom: Opt(Type.Boolean()),
  extraBedPermitted: Opt(Type.Boolean()),
  extraPersonsAllowed: Opt(Type.Boolean()),
  smokingRoom: Opt(Type.Boolean()),
});

export const AvailClientAccountSchema = Type.Object({
  clientId: Opt(ClientId),
  clientName: Opt(Type.String()),
  clientType: Opt(Type.Enum(CLIENT_TYPES)),
  clientRatePlanFound: Opt(Type.Boolean()),
  gdsRateCategory: Opt(Type.String()),
  gdsRatePlanCode: Opt(Type.String()),
  programAccountId: Opt(Type.Integer({ format: 'int64' })),
});

/** Dates, occupancy and child pricing set-up, shared by PropDcShop and DcReservationStay. */
export const occupancyFigures = {
  arrivalDate: Opt(DateString),
  departureDate: Opt(DateString),
  numAdults: Opt(PerRoomCount),
  numChildren: Opt(PerRoomCount),
  childAges: Opt(Type.Array(ChildAge, { maxItems: LIMITS.childAges, description: 'the ages used for pricing (sent, or defaults)' })),
  adultAge: Opt(Type.Integer({ minimum: 1, maximum: LIMITS.age })),
  ageBasedPricing: Opt(Type.Boolean()),
  childAgeRanges: Opt(ChildAgeRanges),
};

const CODE_KEY = '^[A-Z0-9]{2,6}$';
const CLIENT_ID_KEY = '^[0-9]{1,22}$';

export const PropDcShopSchema = Type.Object(
  {
    propCode: Opt(Code2to6),
    propName: Opt(Type.String()),
    brandCode: Opt(Alpha2),
    gdsChainCode: Opt(Alpha2),
    statusCode: Opt(Type.Integer()),
    statusMessage: Opt(Type.String()),
    ...occupancyFigures,
    lengthOfStay: Opt(Type.Integer({ minimum: 1, maximum: LIMITS.lengthOfStay })),
    currencyCode: Opt(CurrencyCode),
    highRate: Opt(Type.Number()),
    lowRate: Opt(Type.Number()),
    marketingText: Opt(Type.Array(Type.String())),
    ratePlans: Opt(Type.Record(Type.String({ pattern: CODE_KEY }), RatePlanSchema, { additionalProperties: false })),
    roomTypes: Opt(Type.Record(Type.String({ pattern: CODE_KEY }), RoomTypeSchema, { additionalProperties: false })),
    roomRates: Opt(Type.Array(RoomRateSchema)),
    clientAccounts: Opt(Type.Record(Type.String({ pattern: CLIENT_ID_KEY }), AvailClientAccountSchema, { additionalProperties: false })),
    taxPeriods: Opt(Type.Array(TaxPeriodSchema)),
  },
  { description: 'Shop result for one property. Unknown or unavailable properties carry statusCode and statusMessage.' },
);

export const PropDcShopListSchema = Type.Array(PropDcShopSchema);
