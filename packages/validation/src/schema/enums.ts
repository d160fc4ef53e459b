/** Enumerations of the spec ("Enumerations" table), as readonly tuples so TypeBox infers literal unions. */

export const BASIS_TYPES = ['perRoom', 'perGuest'] as const;
export const CHARGE_RULE_BASES = ['perRoom', 'perChild', 'perAdult', 'perGuest', 'perItem'] as const;
export const CHARGE_RULE_AMOUNT_TYPES = ['flat', 'percent'] as const;
export const CHARGE_RULE_CATEGORY_TYPES = ['tax', 'fee'] as const;
export const PERIOD_TYPES = ['perNight', 'perStay', 'perCharge'] as const;
export const TAX_TYPES = ['percent', 'flat', 'sum'] as const;
export const SERVICE_CHARGE_TYPES = ['percent', 'flat'] as const;
export const CLIENT_TYPES = ['corporate', 'travelAgent'] as const;
export const COMMISSION_TYPES = ['percent', 'amount'] as const;
export const COMMISSION_PAY_TO = ['corporate', 'travelAgent'] as const;
export const RATE_PLAN_CATEGORIES = [
  'association', 'club', 'family', 'government', 'military', 'weekend', 'promotional', 'rack', 'corporate',
  'seniorCitizen', 'tour', 'travelIndustry', 'package', 'convention', 'netRates', 'token',
] as const;
export const ROOM_AMENITIES = ['accessibleRoom', 'smoking', 'nonSmoking', 'cribs', 'rollawayBed'] as const;
export const AMENITY_CODES = [...ROOM_AMENITIES, 'oneBed', 'twoBeds', 'lowFloor', 'nearElevator'] as const;
export const ROOM_BED_TYPES = ['double', 'king', 'queen', 'twin'] as const;
export const CARD_PAYMENT_TYPES = ['credit', 'debit', 'virtual', 'applepay', 'googlepay', 'centralizedbill'] as const;
export const RES_STATUSES = ['confirmed', 'inHouse', 'cancelled', 'checkout'] as const;
export const DISCOUNT_TYPES = ['percentOff', 'percentAdd', 'amountOff', 'amountAdd'] as const;
export const EMAIL_TYPES = ['home', 'business', 'travel', 'other'] as const;
export const STAY_ADDRESS_TYPES = ['home', 'business', 'travel'] as const;
export const PHONE_TYPES = ['home', 'business', 'mobile', 'fax', 'travel'] as const;
export const PARTNER_TYPES = ['air'] as const;
export const USER_TYPES = ['APPLICATION', 'APPLICATION_USER'] as const;
