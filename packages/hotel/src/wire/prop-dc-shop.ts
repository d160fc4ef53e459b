/**
 * The shop result as it travels (spec "Shop result for one property (PropDcShop)"). Amounts are
 * the JSON numbers of the engine's exact decimals (`Number` of `priceStay`'s amounts).
 * These are the shapes hotel builds, with every field it always sends required: validation's
 * response types (inferred from its schemas, where nearly every field is optional) are looser,
 * hence the `Wire` names; what is the same shape comes from validation's types.
 */
import type { BasisType, ChargeRuleBasis, PeriodType, ServiceChargeType, TaxType } from '@direct-connect/pricing';
import type { ChildAgeRange } from '@direct-connect/validation';
import type { ClientType, RatePlanCategory, RoomBedType } from '../catalog/catalog-file.js';

/** Spec chargeTotals entry. */
export interface WireChargeTotal {
  category: string;
  categoryType: 'tax' | 'fee';
  total: number;
}

/** Spec RoomRate.meals. */
export interface WireMeals {
  breakfast?: boolean;
  lunch?: boolean;
  dinner?: boolean;
  mealPlan?: string;
}

/** Spec ChargeDetail. */
export interface WireChargeDetail {
  category: string;
  categoryType: 'tax' | 'fee';
  sequence: number;
  total: number;
  amount?: number;
  amountType?: 'flat' | 'percent';
  basis?: ChargeRuleBasis;
  period?: PeriodType;
  appliedToRuleId?: number;
  overrideRuleId?: number;
  ruleId?: number;
  collectedOnProperty?: boolean;
  includedInQuotedRate?: boolean;
  inclusive?: boolean;
  exemptionCode?: string;
  name?: string;
  postingCode?: string;
}

/** Spec RateDetail (shop). */
export interface WireRateDetail {
  effectiveDate: string;
  rate1Person?: number;
  rate2Person?: number;
  rate3Person?: number;
  rate4Person?: number;
  extraPersonRate?: number;
  extraChildRate?: number;
  childRates?: number[];
  cribRate?: number;
  rollawayRate?: number;
  chargeDetails?: WireChargeDetail[];
}

/** The totals RoomRate and Cost share (same meaning in both). */
export interface WireTotals {
  amountBeforeTax: number;
  amountAfterTax: number;
  amountWithFees: number;
  averageRate: number;
  averageRateAfterFees: number;
  averageRateAfterTax: number;
  totalTaxes: number;
  totalServiceCharges: number;
}

/** Spec RoomRate (shop). */
export interface WireRoomRate extends WireTotals {
  ratePlanCode: string;
  roomTypeCode: string;
  bookingCode: string;
  numRoomsAvail: number;
  rateAmount: number;
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
  merchantTotalAmount: number;
  depositAmount?: number;
  rollawayRate?: number;
  cribRate?: number;
  rateChangeIndicator: boolean;
  meals?: WireMeals;
  chargeTotals: WireChargeTotal[];
  rateDetails: WireRateDetail[];
}

/** Spec taxPeriods entry. */
export interface WireTaxPeriod {
  effectiveDate: string;
  taxes: { amount: number; basis: BasisType; period: PeriodType; type: TaxType }[];
}

/** Spec serviceChargePeriods entry. */
export interface WireServiceChargePeriod {
  effectiveDate: string;
  charges: { amount: number; basis: BasisType; period: PeriodType; type: ServiceChargeType }[];
}

/** Spec RatePlan (shop). */
export interface WireRatePlan {
  ratePlanCode: string;
  ratePlanDesc: string[];
  ratePlanOrder: number;
  ratePlanCategory: RatePlanCategory;
  promoCode?: string;
  advancePurchase: boolean;
  serviceChargesAndTaxesIncluded: boolean;
  serviceChargePeriods?: WireServiceChargePeriod[];
  highRate: number;
  lowRate: number;
  commissionable: boolean;
  commissionAmount?: number;
  commissionType?: 'percent' | 'amount';
  clientIdRequired: boolean;
  clientIds?: string[];
  currencyCode: string;
  displayCurrency?: string;
  cxlPolicyCode: string;
  cxlPolicyDesc: string;
  cxlPolicyDeadline?: string;
  cxlPolicyLocalDeadline?: string;
  guarPolicyCode: string;
  guarPolicyDesc: string;
  depositDesc?: string;
  guaranteeMethods: string[];
  gdsFlags?: string;
}

/** Spec RoomType (shop). */
export interface WireRoomType {
  roomTypeCode: string;
  crsRoomTypeCode?: string;
  roomTypeDesc: string[];
  roomOccupancy: number;
  numBeds: number;
  bedType: RoomBedType;
  roomDisplayOrder: number;
  adaAccessibleRoom: boolean;
  extraBedPermitted: boolean;
  extraPersonsAllowed: boolean;
  smokingRoom: boolean;
}

/** Spec AvailClientAccount. */
export interface WireAvailClientAccount {
  clientId: string;
  clientName?: string;
  clientType?: ClientType;
  clientRatePlanFound: boolean;
  gdsRateCategory?: string;
  gdsRatePlanCode?: string;
  programAccountId?: number;
}

/**
 * Spec PropDcShop as the shop writes it: the shop result for one property. Stricter than
 * validation's `PropDcShop` (the reply schema, where most fields are optional), hence its own name.
 */
export interface PropertyShopResult {
  propCode: string;
  propName?: string;
  brandCode?: string;
  gdsChainCode?: string;
  statusCode: number;
  statusMessage: string;
  arrivalDate: string;
  departureDate: string;
  lengthOfStay?: number;
  numAdults: number;
  numChildren?: number;
  childAges?: number[];
  adultAge?: number;
  ageBasedPricing?: boolean;
  childAgeRanges?: ChildAgeRange[];
  currencyCode?: string;
  highRate?: number;
  lowRate?: number;
  marketingText?: string[];
  ratePlans?: Record<string, WireRatePlan>;
  roomTypes?: Record<string, WireRoomType>;
  roomRates?: WireRoomRate[];
  clientAccounts?: Record<string, WireAvailClientAccount>;
  taxPeriods?: WireTaxPeriod[];
}
