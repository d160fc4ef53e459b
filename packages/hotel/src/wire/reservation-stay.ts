/**
 * The reservation stay as it travels and as it is stored (spec DcReservationStay): one room.
 * Plain JSON only (stored as JSONB): no Dates, no class instances, no bigint. Card numbers are
 * already masked and cvv is absent.
 */
import type { ChargeRuleBasis, DiscountType, PeriodType, ServiceChargeType, TaxType } from '@direct-connect/pricing';
import type { ClientType } from '../catalog/catalog-file.js';
import type { WireChargeDetail, WireChargeTotal, WireRateDetail, WireTotals } from './prop-dc-shop.js';
import type { ChildAgeRange, SpecialRequests, TravelPartner } from '@direct-connect/validation';
import type { Address, Guest, Name, PaymentCard, ReservationClientAccount } from './requests.js';

/** Spec ResStatus. */
export type ResStatus = 'confirmed' | 'inHouse' | 'cancelled' | 'checkout';

/** A rule in force during a stay's rate period (StayRateDetail `taxes` / `serviceCharges`). */
export interface WireChargeRule<T extends TaxType = TaxType> {
  amount: number;
  basis: ChargeRuleBasis;
  period: PeriodType;
  type: T;
}

/**
 * Spec StayRateDetail: one rate period of the stay. The shop's RateDetail figures plus one night's
 * roomRate (discount or override applied), the derived rate's discount, the rules in force and
 * one chargeDetails entry per rule version that applied.
 */
export interface WireStayRateDetail extends WireRateDetail {
  roomRate: number;
  discountAmount?: number;
  discountType?: DiscountType;
  serviceCharges: WireChargeRule<ServiceChargeType>[];
  taxes: WireChargeRule[];
  chargeDetails: WireChargeDetail[];
}

/** Spec Cost. */
export interface WireCost extends WireTotals {
  guestTotalCostAfterTax: number;
  currencyCode: string;
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
  chargeTotals: WireChargeTotal[];
  meals?: { breakfast?: boolean; lunch?: boolean; dinner?: boolean; mealPlan?: string; mealPlanDesc?: string };
  rateDetails: WireStayRateDetail[];
}

/**
 * The payment card a stay keeps and returns: the request's card without cvv, its number masked
 * (validation's `StayPaymentCard`, the response schema, is looser: every field a plain string).
 */
export type StoredPaymentCard = Omit<PaymentCard, 'cvv'>;

/** Spec DcReservationStay. */
export interface ReservationStay {
  confNumber: string;
  gnrNumber: number;
  cxlNumber?: string;
  externalResId?: string;
  propCode: string;
  resStatus: ResStatus;
  resCreateDate: string;
  lastResModifyDate: string;
  arrivalDate: string;
  departureDate: string;
  numRooms: number;
  numAdults: number;
  numChildren: number;
  numCribs?: number;
  numRollAways?: number;
  childAges?: number[];
  adultAge: number;
  ageBasedPricing: boolean;
  childAgeRanges?: ChildAgeRange[];
  bookingCode: string;
  gdsChainCode?: string;
  primaryGdsCode?: string;
  secondaryGdsCode?: string;
  guest: Guest & { addresses: Address[] };
  additionalNames?: Name[];
  clientAccounts?: ReservationClientAccount[];
  travelPartners?: TravelPartner[];
  comments?: string[];
  requests?: SpecialRequests;
  commission?: { amount: number; centralPay?: boolean; payTo?: ClientType; type: 'percent' | 'amount' };
  ratePlan: {
    ratePlanCode: string;
    ratePlanName?: string;
    promoCode?: string;
    advancePurchase?: boolean;
    groupNumber?: string;
    serviceChargesAndTaxesIncluded?: boolean;
  };
  roomType: {
    roomTypeCode: string;
    roomTypeDesc?: string[];
    roomOccupancy?: number;
    extraBedPermitted?: boolean;
    smokingRoom?: boolean;
  };
  guarantee: {
    guarMethodCode: string;
    guarMethodDesc?: string;
    guarPolicyCode?: string;
    guarPolicyDesc?: string;
    cxlPolicyCode?: string;
    cxlPolicyDesc?: string;
    cxlPolicyDeadline?: string;
    cxlPolicyLocalDeadline?: string;
    deposit?: { amount: number; dueDate: string; currencyCode?: string };
    paymentCard?: StoredPaymentCard;
  };
  cost: WireCost;
  bookingMessages?: { startDate?: string; endDate?: string; message: string }[];
}
