/**
 * Public input and output types of the pricing engine.
 *
 * Field names follow the spec (`RateDetail`, `taxPeriods`, `ChargeDetail`, `RoomRate`, `Cost`)
 * wherever the spec has them. Amounts cross the boundary as {@link Amount}: a JSON number (read
 * as its shortest decimal form, `String(n)`) or a decimal string. Amounts that leave the engine
 * are decimal strings already rounded up to the currency's minor units, so no caller ever sees
 * binary floating point money; the `...Numbers` forms carry the JSON number of each such decimal
 * for wires that type amounts as numbers.
 */

import type { DepositPolicy } from './deposit-amount.js';

/** A money or percent amount at the boundary: a JSON number or a decimal string such as `"14.75"`. */
export type Amount = number | string;

/** An exact decimal amount leaving the engine, rounded up to currency precision, e.g. `"123.46"`. */
export type Money = string;

/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

/** Spec BasisType: the basis the shop's `taxPeriods` / `serviceChargePeriods` can state. */
export type BasisType = 'perRoom' | 'perGuest';
/** Spec ChargeRuleBasis: what a flat charge is counted per. */
export type ChargeRuleBasis = 'perRoom' | 'perGuest' | 'perAdult' | 'perChild' | 'perItem';
/** Spec PeriodType. */
export type PeriodType = 'perNight' | 'perStay' | 'perCharge';
/** Spec TaxType: `sum` is a percent of the tax basis plus prior tax (tax on tax). */
export type TaxType = 'percent' | 'flat' | 'sum';
/** Spec ServiceChargeType. */
export type ServiceChargeType = 'percent' | 'flat';
/** Spec ChargeRuleAmountType: how a charge detail's `amount` reads (a `sum` tax is a percent). */
export type ChargeRuleAmountType = 'flat' | 'percent';
/** Spec ChargeRuleCategoryType. */
export type ChargeCategoryType = 'tax' | 'fee';
/** Spec DiscountType: how a derived rate changes each night's roomRate. */
export type DiscountType = 'percentOff' | 'percentAdd' | 'amountOff' | 'amountAdd';

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

/**
 * A tax or service charge rule (spec ChargeDetail's rule fields). Taxes and service charges are
 * both charge rules; `Type` is {@link TaxType} for taxes, {@link ServiceChargeType} for charges.
 */
export interface ChargeRule<Type extends TaxType = TaxType> {
  /** A percent (`14.75` is 14.75 %) for `percent` and `sum`, a money amount for `flat`. */
  amount: Amount;
  type: Type;
  period: PeriodType;
  /** What a `flat` amount is counted per; `percent` and `sum` rules ignore it. */
  basis: ChargeRuleBasis;
  /**
   * Names the rule across periods: the same id in a later period is a new version of the rule.
   * Unique within one list; when absent the rule's id is its 1-based list position.
   */
  ruleId?: number;
  /** `sum` taxes only: the prior tax (by ruleId, earlier in the same list) this one is charged on. */
  appliedToRuleId?: number;
  /** Category code for chargeTotals / chargeDetails, ^[A-Z0-9]{3,30}$ (default `TAX` / `SERVICECHARGE`). */
  category?: string;
  /** Display name, 1 to 50 characters. */
  name?: string;
  /** Echoed in chargeDetails, ^[A-Z0-9]{2,6}$. */
  postingCode?: string;
  /** Echoed in chargeDetails, ^[A-Z0-9]{2,10}$. */
  exemptionCode?: string;
  /** Collected at the property (counted in collectedOnPropertyTotal, left out of merchantTotalAmount). */
  collectedOnProperty?: boolean;
  /** Already inside roomRate: computed and shown in chargeDetails, added to no total. */
  includedInQuotedRate?: boolean;
  /** Echoed in chargeDetails. */
  inclusive?: boolean;
}

/** A tax rule (spec taxPeriods[].taxes[]). */
export type Tax = ChargeRule<TaxType>;
/** A service charge rule (spec serviceChargePeriods[].charges[]). */
export type ServiceCharge = ChargeRule<ServiceChargeType>;

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

/** A derived rate: every night's roomRate changed by `amount` (a percent for the percent types). */
export interface RateDiscount {
  type: DiscountType;
  amount: Amount;
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
  /** A derived rate plan: applied to every night's roomRate (not to rate overrides). */
  discount?: RateDiscount;
}

/**
 * A rate product checked and parsed once by `prepareRateProduct`: exact amounts, dated lists as
 * day numbers, rules in order. Opaque: price it with `priceStay`; `product` is the raw product
 * it was prepared from.
 */
export interface PreparedRateProduct {
  readonly prepared: true;
  readonly product: RateProduct;
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

/** A charge total grouped by category (spec chargeTotals). */
export interface ChargeTotal {
  category: string;
  categoryType: ChargeCategoryType;
  total: Money;
}

/** A rule in force as StayRateDetail's `taxes` / `serviceCharges` list it: `{amount, basis, period, type}`. */
export interface ChargeRuleSummary {
  /** The rule's amount as an exact decimal (a percent for percent and sum rules). */
  amount: string;
  basis: ChargeRuleBasis;
  period: PeriodType;
  type: TaxType;
}

/**
 * Spec ChargeDetail: one version of a charge rule over one rate period. `total` is that
 * version's charge over the period's nights, rounded up (an included charge's too, although it is
 * added to no total).
 */
export interface ChargeDetail {
  category: string;
  categoryType: ChargeCategoryType;
  /** The rule's 1-based position in its period's list. */
  sequence: number;
  total: Money;
  /** The rule's amount as an exact decimal (a percent for percent and sum rules). */
  amount: string;
  amountType: ChargeRuleAmountType;
  basis: ChargeRuleBasis;
  period: PeriodType;
  /** The rule's id (given, or its 1-based list position). */
  ruleId: number;
  /** A `sum` tax's named rule; absent for a `sum` over every prior tax. */
  appliedToRuleId?: number;
  collectedOnProperty?: boolean;
  includedInQuotedRate?: boolean;
  inclusive?: boolean;
  exemptionCode?: string;
  name?: string;
  postingCode?: string;
}

/**
 * One rate period (spec StayRateDetail / shop RateDetail, rounded for display): a run of
 * consecutive nights under the same rate entry, discount and override. A tax or service charge
 * period that changes inside it does not split it.
 */
export interface PricedRateDetail {
  effectiveDate: IsoDate;
  /** Number of nights in this rate period. */
  nights: number;
  /** One night's roomRate (discount or override applied). */
  roomRate: Money;
  rate1Person?: Money;
  rate2Person?: Money;
  rate3Person?: Money;
  rate4Person?: Money;
  extraPersonRate?: Money;
  /** Combined nightly charge of the room's children. */
  extraChildRate?: Money;
  childRates?: Money[];
  cribRate?: Money;
  rollawayRate?: Money;
  /** A derived rate's change of one night's roomRate (taken off or added), rounded up. */
  discountAmount?: Money;
  discountType?: DiscountType;
  /** The service charge rules in force in this period (one per rule version). */
  serviceCharges: ChargeRuleSummary[];
  /** The tax rules in force in this period (one per rule version). */
  taxes: ChargeRuleSummary[];
  /** One per charge rule version that applied in this period: service charges first, then taxes. */
  chargeDetails: ChargeDetail[];
}

/** A priced stay: the totals of spec RoomRate / Cost, exact and rounded up to currency precision. */
export interface PricedStay {
  currencyCode: string;
  lengthOfStay: number;
  /** The ages used for pricing (sent ages, or adultAge - 1 per child). */
  childAges: number[];
  amountBeforeTax: Money;
  totalServiceCharges: Money;
  totalTaxes: Money;
  amountWithFees: Money;
  amountAfterTax: Money;
  averageRate: Money;
  averageRateAfterFees: Money;
  averageRateAfterTax: Money;
  /** averageRate, or the highest nightly roomRate with displayRateType `highest`. */
  rateAmount: Money;
  /** Cribs and rollaways for the whole stay. */
  extraBedTotal: Money;
  /** amountAfterTax + cribs and rollaways. */
  guestTotalCostAfterTax: Money;
  rateChangeIndicator: boolean;
  chargeTotals: ChargeTotal[];
  rateDetails: PricedRateDetail[];
  /** Exact sum of charges flagged collectedOnProperty (and not included), rounded up. */
  collectedOnPropertyTotal: Money;
  /** amountAfterTax - collectedOnPropertyTotal: what the booking channel collects. */
  merchantTotalAmount: Money;
  /** The arrival night's roomRate + service charges + taxes (each rounded up): a firstNight deposit. */
  firstNightAfterTax: Money;
}

/** Why a product cannot price a stay. */
export type UnavailableReason =
  | 'noRateForNight'
  | 'occupancyExceeded'
  | 'lengthOfStayExceeded'
  | 'departureNotAfterArrival'
  | 'extraBedNotOffered'
  | 'invalidStay';

/** Result of `priceStay`: a priced stay, or a typed reason it cannot be priced. */
export type PriceResult =
  | { ok: true; value: PricedStay }
  | { ok: false; reason: UnavailableReason; message: string; date?: IsoDate; field?: string };

/**
 * A value type with its amounts (the fields named `K`: {@link Money}, a rule's decimal `amount`,
 * or arrays of them) as JSON numbers, every other field as it is.
 */
export type AmountsAsNumbers<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: AsNumber<T[P]> };
type AsNumber<V> = V extends string[] ? number[] : V extends string ? number : V;

/** {@link ChargeDetail} with `total` and `amount` as JSON numbers. */
export type ChargeDetailNumbers = AmountsAsNumbers<ChargeDetail, 'total' | 'amount'>;
/** {@link ChargeRuleSummary} with `amount` as a JSON number. */
export type ChargeRuleSummaryNumbers = AmountsAsNumbers<ChargeRuleSummary, 'amount'>;
/** {@link ChargeTotal} with `total` as a JSON number. */
export type ChargeTotalNumbers = AmountsAsNumbers<ChargeTotal, 'total'>;

/** {@link PricedRateDetail} with every amount as a JSON number. */
export type PricedRateDetailNumbers = AmountsAsNumbers<
  Omit<PricedRateDetail, 'serviceCharges' | 'taxes' | 'chargeDetails'>,
  'roomRate' | 'rate1Person' | 'rate2Person' | 'rate3Person' | 'rate4Person' | 'extraPersonRate' | 'extraChildRate' | 'childRates' | 'cribRate' | 'rollawayRate' | 'discountAmount'
> & {
  serviceCharges: ChargeRuleSummaryNumbers[];
  taxes: ChargeRuleSummaryNumbers[];
  chargeDetails: ChargeDetailNumbers[];
};

/**
 * A priced stay with every amount as the JSON number of its decimal (what a wire that types
 * amounts as numbers sends), and the deposit asked for in the options.
 */
export type PricedStayNumbers = AmountsAsNumbers<
  Omit<PricedStay, 'chargeTotals' | 'rateDetails'>,
  | 'amountBeforeTax'
  | 'totalServiceCharges'
  | 'totalTaxes'
  | 'amountWithFees'
  | 'amountAfterTax'
  | 'averageRate'
  | 'averageRateAfterFees'
  | 'averageRateAfterTax'
  | 'rateAmount'
  | 'extraBedTotal'
  | 'guestTotalCostAfterTax'
  | 'collectedOnPropertyTotal'
  | 'merchantTotalAmount'
  | 'firstNightAfterTax'
> & {
  chargeTotals: ChargeTotalNumbers[];
  rateDetails: PricedRateDetailNumbers[];
  /** The deposit of the policy in {@link AsNumbersOptions.deposit}; absent without one (or for `none`). */
  depositAmount?: number;
};

/** What the JSON-number presentation adds to the partner's options. */
export interface AsNumbersOptions {
  /** A rate plan's deposit policy: the result carries its `depositAmount` (see `depositAmount`). */
  deposit?: DepositPolicy;
}

/** Result of `priceStayAsNumbers`: {@link PriceResult} with the priced stay as JSON numbers. */
export type PriceAsNumbersResult = { ok: true; value: PricedStayNumbers } | Exclude<PriceResult, { ok: true }>;
