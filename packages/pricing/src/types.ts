/**
 * Public input and output types of the pricing engine.
 *
 * Field names follow the spec (`RateDetail`, `taxPeriods`, `RoomRate`, `Cost`) wherever the spec
 * has them. Amounts cross the boundary as {@link Amount}: a JSON number (read as its shortest
 * decimal form, `String(n)`) or a decimal string. Amounts that leave the engine are decimal
 * strings already rounded up to the currency's minor units, so no caller ever sees binary
 * floating point money.
 */

/** A money or percent amount at the boundary: a JSON number or a decimal string such as `"14.75"`. */
export type Amount = number | string;

/** An exact decimal amount leaving the engine, rounded up to currency precision, e.g. `"123.46"`. */
export type Money = string;

/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

/** Spec BasisType. */
export type BasisType = 'perRoom' | 'perGuest';
/** Spec PeriodType. */
export type PeriodType = 'perNight' | 'perStay' | 'perCharge';
/** Spec TaxType: `sum` is a percent of the tax basis plus the taxes before it (tax on tax). */
export type TaxType = 'percent' | 'flat' | 'sum';
/** Spec ServiceChargeType. */
export type ServiceChargeType = 'percent' | 'flat';

/** One child age range of a property, inclusive on both ends. */
export interface ChildAgeRange {
  startChildAge: number;
  endChildAge: number;
}

/** Spec RateDetail as it is loaded into a product: the nightly rates in force from `effectiveDate`. */
export interface RateDetail {
  effectiveDate: IsoDate;
  rate1Person?: Amount;
  rate2Person?: Amount;
  rate3Person?: Amount;
  rate4Person?: Amount;
  extraPersonRate?: Amount;
  extraChildRate?: Amount;
  /** One rate per `childAgeRanges` entry, same index. */
  childRates?: Amount[];
  cribRate?: Amount;
  rollawayRate?: Amount;
}

/** A tax rule (spec taxPeriods[].taxes[]). `category` names it in chargeTotals (default `TAX`). */
export interface Tax {
  amount: Amount;
  basis: BasisType;
  period: PeriodType;
  type: TaxType;
  /** Category code for chargeTotals / chargeDetails, ^[A-Z0-9]{3,30}$. */
  category?: string;
  /** Display name, 1 to 50 characters. */
  name?: string;
  /** Collected at the property rather than by the booking channel (excluded from merchantTotalAmount). */
  collectedOnProperty?: boolean;
}

/** A service charge rule (spec serviceChargePeriods[].charges[]). */
export interface ServiceCharge {
  amount: Amount;
  basis: BasisType;
  period: PeriodType;
  type: ServiceChargeType;
  category?: string;
  name?: string;
  collectedOnProperty?: boolean;
}

/** Taxes in force from `effectiveDate`. */
export interface TaxPeriod {
  effectiveDate: IsoDate;
  taxes: Tax[];
}

/** Service charges in force from `effectiveDate`. */
export interface ServiceChargePeriod {
  effectiveDate: IsoDate;
  charges: ServiceCharge[];
}

/** One room type under one rate plan at one property: everything needed to price a stay. */
export interface RateProduct {
  /** ISO 4217 code; its minor units decide every rounding. */
  currencyCode: string;
  /** Minimum age counted as an adult. */
  adultAge: number;
  ageBasedPricing: boolean;
  /** Up to 6 ranges, youngest to oldest. */
  childAgeRanges?: ChildAgeRange[];
  /** Maximum guests (adults + children) in the room; absent means no limit. */
  roomOccupancy?: number;
  serviceChargesAndTaxesIncluded?: boolean;
  serviceChargesInTaxCalc?: boolean;
  rates: RateDetail[];
  taxPeriods?: TaxPeriod[];
  serviceChargePeriods?: ServiceChargePeriod[];
}

/** One rate override of a room stay: replaces roomRate from `effectiveDate` on. */
export interface RateOverride {
  amount: Amount;
  effectiveDate: IsoDate;
}

/** The stay to price: one room. */
export interface StayRequest {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  numAdults: number;
  numChildren?: number;
  childAges?: number[];
  numCribs?: number;
  numRollAways?: number;
  rateOverrides?: RateOverride[];
}

/** Options that belong to the partner, not the product. */
export interface PriceOptions {
  /** `average` (default): rateAmount is averageRate; `highest`: the highest nightly roomRate. */
  displayRateType?: 'average' | 'highest';
}

/**
 * How an amount leaves the engine: a {@link Money} decimal string (`priceStay`), or the JSON
 * number of that very decimal (`priceStayAsNumbers`, for wire output: `Number` of the string).
 */
export type AmountOut = Money | number;

/** A charge total grouped by category (spec chargeTotals). */
export interface ChargeTotal<A extends AmountOut = Money> {
  category: string;
  categoryType: 'tax' | 'fee';
  total: A;
}

/** A run of consecutive nights with identical figures (spec StayRateDetail, rounded for display). */
export interface PricedRateDetail<A extends AmountOut = Money> {
  effectiveDate: IsoDate;
  /** Number of nights in this run. */
  nights: number;
  roomRate: A;
  rate1Person?: A;
  rate2Person?: A;
  rate3Person?: A;
  rate4Person?: A;
  extraPersonRate?: A;
  /** Combined nightly charge of the room's children. */
  extraChildRate?: A;
  childRates?: A[];
  cribRate?: A;
  rollawayRate?: A;
  /** Service charges of one night of this run. */
  serviceCharges: A;
  /** Taxes of one night of this run. */
  taxes: A;
}

/** A priced stay: the totals of spec RoomRate / Cost, exact and rounded up to currency precision. */
export interface PricedStay<A extends AmountOut = Money> {
  currencyCode: string;
  lengthOfStay: number;
  /** The ages used for pricing (sent ages, or adultAge - 1 per child). */
  childAges: number[];
  amountBeforeTax: A;
  totalServiceCharges: A;
  totalTaxes: A;
  amountWithFees: A;
  amountAfterTax: A;
  averageRate: A;
  averageRateAfterFees: A;
  averageRateAfterTax: A;
  /** averageRate, or the highest nightly roomRate with displayRateType `highest`. */
  rateAmount: A;
  /** Cribs and rollaways for the whole stay. */
  extraBedTotal: A;
  /** amountAfterTax + cribs and rollaways. */
  guestTotalCostAfterTax: A;
  rateChangeIndicator: boolean;
  chargeTotals: ChargeTotal<A>[];
  rateDetails: PricedRateDetail<A>[];
  /** Exact sum of charges flagged collectedOnProperty, rounded up. */
  collectedOnPropertyTotal: A;
  /** amountAfterTax - collectedOnPropertyTotal: what the booking channel collects. */
  merchantTotalAmount: A;
}

/** Why a product cannot price a stay. */
export type UnavailableReason =
  | 'noRateForNight'
  | 'occupancyExceeded'
  | 'lengthOfStayExceeded'
  | 'departureNotAfterArrival'
  | 'extraBedNotOffered'
  | 'invalidStay';

/** Result of {@link priceStay}: a priced stay, or a typed reason it cannot be priced. */
export type PriceResult<A extends AmountOut = Money> =
  | { ok: true; value: PricedStay<A> }
  | { ok: false; reason: UnavailableReason; message: string; date?: IsoDate; field?: string };
