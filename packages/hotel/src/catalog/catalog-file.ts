/**
 * The catalog file format (one JSON file per property). `catalog.schema.json` at the package root
 * describes the same format for editors; {@link loadCatalog} checks it and the cross-field rules.
 *
 * Field names follow the spec (PropDcShop, RatePlan, RoomType, RateDetail) wherever the spec has
 * them, so an editor reads the catalog in the same words as the API.
 */
import type { Amount, ChildAgeRange, RateDetail, ServiceChargePeriod, TaxPeriod } from '@direct-connect/pricing';

/** Spec RatePlanCategory. */
export const RATE_PLAN_CATEGORIES = [
  'association', 'club', 'family', 'government', 'military', 'weekend', 'promotional', 'rack',
  'corporate', 'seniorCitizen', 'tour', 'travelIndustry', 'package', 'convention', 'netRates', 'token',
] as const;
/** Spec RatePlanCategory. */
export type RatePlanCategory = (typeof RATE_PLAN_CATEGORIES)[number];

/** Spec RoomBedType. */
export const ROOM_BED_TYPES = ['double', 'king', 'queen', 'twin'] as const;
/** Spec RoomBedType. */
export type RoomBedType = (typeof ROOM_BED_TYPES)[number];

/** Spec ClientType. */
export const CLIENT_TYPES = ['corporate', 'travelAgent'] as const;
/** Spec ClientType. */
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Rooms of a room type from `effectiveDate` on (until the next entry). */
export interface InventoryPeriod {
  effectiveDate: string;
  rooms: number;
}

/** A room type as the catalog describes it (spec RoomType plus inventory). */
export interface CatalogRoomType {
  roomTypeCode: string;
  crsRoomTypeCode?: string;
  roomTypeDesc: string[];
  roomOccupancy: number;
  numBeds: number;
  bedType: RoomBedType;
  roomDisplayOrder: number;
  adaAccessibleRoom?: boolean;
  smokingRoom?: boolean;
  /** A rollaway bed can be added (shop filter `rollawayBed`). */
  extraBedPermitted?: boolean;
  extraPersonsAllowed?: boolean;
  /** A crib can be added (shop filter `cribs`); catalog-only field. */
  cribsAllowed?: boolean;
  /** Rooms per night, dated: the entry with the latest effectiveDate <= night applies; none before the first. */
  inventory: InventoryPeriod[];
}

/** A cancellation policy: days before arrival and a property-local time, or non-refundable. */
export type CancellationPolicy =
  | { cxlPolicyCode: string; cxlPolicyDesc: string; daysBeforeArrival: number; localTime: string }
  | { cxlPolicyCode: string; cxlPolicyDesc: string; nonRefundable: true };

/** Guarantee policy: accepted guarantee method codes (^[A-Z0-9]{2}$). */
export interface GuaranteePolicy {
  guarPolicyCode: string;
  guarPolicyDesc: string;
  guaranteeMethods: string[];
  /** Descriptions of the methods, by code, returned as guarMethodDesc on stays. */
  methodDescs?: Record<string, string>;
}

/** Deposit policy of a rate plan (priced by `depositAmount` of the pricing package). */
export type CatalogDepositPolicy =
  | { type: 'none' }
  | { type: 'firstNight' }
  | { type: 'percent'; amount: Amount }
  | { type: 'flat'; amount: Amount };

/** Commission of a rate plan. `amount` is a percent for type `percent`. */
export interface CatalogCommission {
  commissionType: 'percent' | 'amount';
  commissionAmount: Amount;
  payTo?: ClientType;
  centralPay?: boolean;
}

/** Meals included in a rate plan (spec RoomRate.meals). */
export interface CatalogMeals {
  breakfast?: boolean;
  lunch?: boolean;
  dinner?: boolean;
  mealPlan?: string;
  mealPlanDesc?: string;
}

/** A rate plan as the catalog describes it (spec RatePlan plus the rules the shop applies). */
export interface CatalogRatePlan {
  ratePlanCode: string;
  ratePlanDesc: string[];
  ratePlanOrder: number;
  ratePlanCategory: RatePlanCategory;
  /** Shown only to requests that send this promo code. */
  promoCode?: string;
  /** Shown only to requests that send one of `clientIds` (ratePlanCandidates or travelAgentId). */
  clientIdRequired?: boolean;
  clientIds?: string[];
  /** Fully prepaid. */
  advancePurchase?: boolean;
  /** Bookable only this many days or more before arrival (property-local dates). */
  minDaysInAdvance?: number;
  serviceChargesAndTaxesIncluded?: boolean;
  meals?: CatalogMeals;
  commission?: CatalogCommission;
  cancellation: CancellationPolicy;
  guarantee: GuaranteePolicy;
  deposit: CatalogDepositPolicy;
  depositDesc?: string;
  /** Returned only for GDS requests (requests carrying primaryGdsCode). */
  marketingText?: string[];
  gdsFlags?: string;
}

/** A corporate or travel agent account known to the property (spec AvailClientAccount). */
export interface CatalogClientAccount {
  clientId: string;
  clientName: string;
  clientType: ClientType;
  gdsRateCategory?: string;
  gdsRatePlanCode?: string;
  programAccountId?: number;
}

/** Dated rates of one room type under one rate plan (spec RateDetail without chargeDetails). */
export interface CatalogRates {
  roomTypeCode: string;
  ratePlanCode: string;
  rates: RateDetail[];
}

/** One catalog file: one property and everything needed to shop and book it. */
export interface CatalogPropertyFile {
  propCode: string;
  propName: string;
  brandCode?: string;
  gdsChainCode?: string;
  /** `closed` properties answer every shop with the closed status and refuse bookings. */
  status?: 'open' | 'closed';
  /** IANA time zone, e.g. America/New_York. */
  timeZone: string;
  /** ISO 4217 code of every amount of this file. */
  currencyCode: string;
  adultAge: number;
  ageBasedPricing: boolean;
  /** Up to 6 ranges, youngest to oldest, not overlapping. */
  childAgeRanges?: ChildAgeRange[];
  serviceChargesInTaxCalc?: boolean;
  serviceChargeDesc?: string;
  /** Property marketing text, returned only for GDS requests. */
  marketingText?: string[];
  taxPeriods: TaxPeriod[];
  serviceChargePeriods?: ServiceChargePeriod[];
  /** 1 unit of currencyCode = this many units of the keyed currency (display currency conversion). */
  exchangeRates?: Record<string, Amount>;
  clientAccounts?: CatalogClientAccount[];
  roomTypes: CatalogRoomType[];
  ratePlans: CatalogRatePlan[];
  rates: CatalogRates[];
}
