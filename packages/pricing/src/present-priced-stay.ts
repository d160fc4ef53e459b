import type { Calculator } from './calculator.js';
import { isoDateOf } from './calendar-date.js';
import type { RatePeriodFigures, StayFigures } from './evaluate-stay.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedProduct, PreparedRate } from './prepare-rate-product.js';
import { bigintCalculator } from './bigint-calculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { numberCalculator } from './number-calculator.js';
import type { DecimalAmount } from './decimal-amount.js';
import type { ChargeDetail, ChargeTotal, Money, PricedRateDetail, PricedStay } from './types.js';

/**
 * The one presentation step of the engine: a priced stay's figures (integer minor units) written
 * out as {@link Money} decimal strings with exactly the currency's decimals. Nothing is rounded
 * here: the figures are already rounded up.
 */
export function presentPricedStay<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>): PricedStay {
  const digits = product.digits;
  const averageRate = calc.format(figures.averageRate, digits);
  const chargeTotals: ChargeTotal[] = [];
  for (const c of figures.chargeTotals) {
    const { category, categoryType } = product.categories[c.category] as PreparedProduct['categories'][number];
    chargeTotals.push({ category, categoryType, total: calc.format(c.total, digits) });
  }
  const rateDetails: PricedRateDetail[] = [];
  for (const p of figures.ratePeriods) rateDetails.push(presentRatePeriod(calc, digits, plan, p));
  return {
    currencyCode: product.currencyCode,
    lengthOfStay: plan.nights,
    childAges: plan.guests.childAges,
    amountBeforeTax: calc.format(figures.amountBeforeTax, digits),
    totalServiceCharges: calc.format(figures.totalServiceCharges, digits),
    totalTaxes: calc.format(figures.totalTaxes, digits),
    amountWithFees: calc.format(figures.amountWithFees, digits),
    amountAfterTax: calc.format(figures.amountAfterTax, digits),
    averageRate,
    averageRateAfterFees: calc.format(figures.averageRateAfterFees, digits),
    averageRateAfterTax: calc.format(figures.averageRateAfterTax, digits),
    rateAmount: figures.rateAmount === figures.averageRate ? averageRate : calc.format(figures.rateAmount, digits),
    extraBedTotal: calc.format(figures.extraBedTotal, digits),
    guestTotalCostAfterTax: calc.format(figures.guestTotalCostAfterTax, digits),
    rateChangeIndicator: figures.rateChangeIndicator,
    chargeTotals,
    rateDetails,
    collectedOnPropertyTotal: calc.format(figures.collectedOnPropertyTotal, digits),
    merchantTotalAmount: calc.format(figures.merchantTotalAmount, digits),
    firstNightAfterTax: calc.format(figures.firstNightAfterTax, digits),
  };
}

/**
 * A rate period as spec StayRateDetail / RateDetail: its roomRate, the rate table's figures
 * (written once per product, see {@link tableFiguresOf}; on an overridden period only the bed
 * rates), discount and charge rules. Every figure is named, absent ones undefined, so every rate
 * detail has the same keys.
 */
function presentRatePeriod<T>(calc: Calculator<T>, digits: number, plan: StayPlan, p: RatePeriodFigures<T>): PricedRateDetail {
  const table = p.rate.table;
  const shown = !p.overridden;
  const chargeDetails: ChargeDetail[] = [];
  for (const d of p.chargeDetails) chargeDetails.push(Object.assign({}, d.rule.detail, { total: calc.format(d.total, digits) }));
  return {
    effectiveDate: isoDateOf(plan.arrivalDay + p.start),
    nights: p.nights,
    roomRate: calc.format(p.roomRate, digits),
    rate1Person: shown ? table.rate1Person : undefined,
    rate2Person: shown ? table.rate2Person : undefined,
    rate3Person: shown ? table.rate3Person : undefined,
    rate4Person: shown ? table.rate4Person : undefined,
    extraPersonRate: shown ? table.extraPersonRate : undefined,
    extraChildRate: p.children === undefined ? undefined : calc.format(p.children, digits),
    childRates: shown ? table.childRates : undefined,
    cribRate: table.cribRate,
    rollawayRate: table.rollawayRate,
    discountAmount: p.discountAmount === undefined ? undefined : calc.format(p.discountAmount, digits),
    discountType: p.discountType,
    serviceCharges: p.serviceCharges,
    taxes: p.taxes,
    chargeDetails,
  };
}

/** The rate table figures a rate entry shows in rate details, rounded up to the currency's minor units. */
export interface TableFigures {
  readonly rate1Person: Money | undefined;
  readonly rate2Person: Money | undefined;
  readonly rate3Person: Money | undefined;
  readonly rate4Person: Money | undefined;
  readonly extraPersonRate: Money | undefined;
  /** With age-based pricing, when every child age range has a rate. */
  readonly childRates: Money[] | undefined;
  readonly cribRate: Money | undefined;
  readonly rollawayRate: Money | undefined;
}

/** A rate entry's table figures, written once when the product is prepared. */
export function tableFiguresOf(rate: Omit<PreparedRate, 'table'>, ageBasedPricing: boolean, digits: number): TableFigures {
  const complete = ageBasedPricing && rate.childRates.length > 0 && rate.childRates.every((r) => r !== undefined);
  return {
    rate1Person: shownAmount(rate.persons[0], digits),
    rate2Person: shownAmount(rate.persons[1], digits),
    rate3Person: shownAmount(rate.persons[2], digits),
    rate4Person: shownAmount(rate.persons[3], digits),
    extraPersonRate: shownAmount(rate.extraPerson, digits),
    childRates: complete ? rate.childRates.map((r) => shownAmount(r, digits) as Money) : undefined,
    cribRate: shownAmount(rate.crib, digits),
    rollawayRate: shownAmount(rate.rollaway, digits),
  };
}

/** An input amount rounded up to `digits` decimals and written out (on numbers, or bigint past 2^53). */
function shownAmount(a: DecimalAmount | undefined, digits: number): Money | undefined {
  if (a === undefined) return undefined;
  try {
    return shownWith(numberCalculator, a, digits);
  } catch (error) {
    if (!(error instanceof UnsafeIntegerError)) throw error;
    return shownWith(bigintCalculator, a, digits);
  }
}

function shownWith<T>(calc: Calculator<T>, a: DecimalAmount, digits: number): Money {
  const scale = a.scale > digits ? a.scale : digits;
  return calc.format(calc.ceilShift(calc.scaled(a, scale), scale - digits), digits);
}
