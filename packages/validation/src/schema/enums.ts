/** Enumerations of the spec ("Enumerations" table), as readonly tuples so TypeBox infers literal unions. */

/** BasisType: the basis of the service charges and taxes a shop lists (`taxPeriods`, `serviceChargePeriods`). */
export const BASIS_TYPES = ['perRoom', 'perGuest'] as const;
/** ChargeRuleBasis: what a flat charge rule is counted per (perItem: cribs and rollaway beds). */
export const CHARGE_RULE_BASES = ['perRoom', 'perChild', 'perAdult', 'perGuest', 'perItem'] as const;
/** ChargeRuleAmountType: a ChargeDetail amount is a flat sum or a percent. */
export const CHARGE_RULE_AMOUNT_TYPES = ['flat', 'percent'] as const;
/** ChargeRuleCategoryType: a ChargeDetail is a tax or a fee. */
export const CHARGE_RULE_CATEGORY_TYPES = ['tax', 'fee'] as const;
/** PeriodType: how often a charge rule applies in a stay. */
export const PERIOD_TYPES = ['perNight', 'perStay', 'perCharge'] as const;
/** TaxType: `sum` is a percent of the tax basis plus prior tax (tax on tax). */
export const TAX_TYPES = ['percent', 'flat', 'sum'] as const;
/** ServiceChargeType. */
export const SERVICE_CHARGE_TYPES = ['percent', 'flat'] as const;
/** ClientType of a client account (one account per type in a request). */
export const CLIENT_TYPES = ['corporate', 'travelAgent'] as const;
/** CommissionType: a percent of the amount before tax, or an amount. */
export const COMMISSION_TYPES = ['percent', 'amount'] as const;
/** CommissionPayTo: whom a rate plan's commission is paid to. */
export const COMMISSION_PAY_TO = ['corporate', 'travelAgent'] as const;
/** RatePlanCategory. */
export const RATE_PLAN_CATEGORIES = [
  'association', 'club', 'family', 'government', 'military', 'weekend', 'promotional', 'rack', 'corporate',
  'seniorCitizen', 'tour', 'travelIndustry', 'package', 'convention', 'netRates', 'token',
] as const;
/** RoomAmenity: the amenities a shop can filter room types by. */
export const ROOM_AMENITIES = ['accessibleRoom', 'smoking', 'nonSmoking', 'cribs', 'rollawayBed'] as const;
/** AmenityCode: the amenity codes of a reservation request (RoomAmenity and four more). */
export const AMENITY_CODES = [...ROOM_AMENITIES, 'oneBed', 'twoBeds', 'lowFloor', 'nearElevator'] as const;
/** RoomBedType. */
export const ROOM_BED_TYPES = ['double', 'king', 'queen', 'twin'] as const;
/** CardPaymentType of a payment card. */
export const CARD_PAYMENT_TYPES = ['credit', 'debit', 'virtual', 'applepay', 'googlepay', 'centralizedbill'] as const;
/** ResStatus of a reservation stay. */
export const RES_STATUSES = ['confirmed', 'inHouse', 'cancelled', 'checkout'] as const;
/** DiscountType of a derived rate: a percent or an amount, taken off or added. */
export const DISCOUNT_TYPES = ['percentOff', 'percentAdd', 'amountOff', 'amountAdd'] as const;
/** EmailType. */
export const EMAIL_TYPES = ['home', 'business', 'travel', 'other'] as const;
/** StayAddressType. */
export const STAY_ADDRESS_TYPES = ['home', 'business', 'travel'] as const;
/** The type of a guest's phone number. */
export const PHONE_TYPES = ['home', 'business', 'mobile', 'fax', 'travel'] as const;
/** PartnerType of a travel partner (frequent traveller programme). */
export const PARTNER_TYPES = ['air'] as const;
/** userType of who-am-I: an application, or a user of one. */
export const USER_TYPES = ['APPLICATION', 'APPLICATION_USER'] as const;
