import type { Calculator } from './calculator.js';
import { isoDateOf } from './calendar-date.js';
import type { RatePeriodFigures, StayFigures } from './evaluate-stay.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedProduct } from './prepare-rate-product.js';
import type { ChargeDetail, Money, PricedRateDetail, PricedStay } from './types.js';

/**
 * The one presentation step of the engine: a priced stay's figures (integer minor units) written
 * out as {@link Money} decimal strings with exactly the currency's decimals. Nothing is rounded
 * here: the figures are already rounded up.
 */
export function presentPricedStay<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>): PricedStay {
  const digits = product.digits;
  const money = (x: T): Money => calc.format(x, digits);
  const averageRate = money(figures.averageRate);
  return {
    currencyCode: product.currencyCode,
    lengthOfStay: plan.nights,
    childAges: plan.guests.childAges,
    amountBeforeTax: money(figures.amountBeforeTax),
    totalServiceCharges: money(figures.totalServiceCharges),
    totalTaxes: money(figures.totalTaxes),
    amountWithFees: money(figures.amountWithFees),
    amountAfterTax: money(figures.amountAfterTax),
    averageRate,
    averageRateAfterFees: money(figures.averageRateAfterFees),
    averageRateAfterTax: money(figures.averageRateAfterTax),
    rateAmount: figures.rateAmount === figures.averageRate ? averageRate : money(figures.rateAmount),
    extraBedTotal: money(figures.extraBedTotal),
    guestTotalCostAfterTax: money(figures.guestTotalCostAfterTax),
    rateChangeIndicator: figures.rateChangeIndicator,
    chargeTotals: figures.chargeTotals.map((c) => {
      const { category, categoryType } = product.categories[c.category] as PreparedProduct['categories'][number];
      return { category, categoryType, total: money(c.total) };
    }),
    rateDetails: figures.ratePeriods.map((p) => presentRatePeriod(calc, product, plan, p)),
    collectedOnPropertyTotal: money(figures.collectedOnPropertyTotal),
    merchantTotalAmount: money(figures.merchantTotalAmount),
    firstNightAfterTax: money(figures.firstNightAfterTax),
  };
}

/**
 * A rate period as spec StayRateDetail / RateDetail: its roomRate, the rate table's figures
 * (rounded up; on an overridden period only the bed rates), discount and charge rules. Every
 * figure is named, absent ones undefined, so every rate detail has the same keys.
 */
function presentRatePeriod<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, p: RatePeriodFigures<T>): PricedRateDetail {
  const digits = product.digits;
  const money = (x: T): Money => calc.format(x, digits);
  const table = (a: { coefficient: string; scale: number; units: number | undefined } | undefined): Money | undefined =>
    a === undefined ? undefined : money(calc.ceilShift(calc.scaled(a, Math.max(a.scale, digits)), Math.max(a.scale, digits) - digits));
  const rate = p.rate;
  const shown = !p.overridden;
  const childRates = shown && product.ageBasedPricing && rate.childRates.length > 0 && rate.childRates.every((r) => r !== undefined) ? rate.childRates.map((r) => table(r) as Money) : undefined;
  return {
    effectiveDate: isoDateOf(plan.arrivalDay + p.start),
    nights: p.nights,
    roomRate: money(p.roomRate),
    rate1Person: shown ? table(rate.persons[0]) : undefined,
    rate2Person: shown ? table(rate.persons[1]) : undefined,
    rate3Person: shown ? table(rate.persons[2]) : undefined,
    rate4Person: shown ? table(rate.persons[3]) : undefined,
    extraPersonRate: shown ? table(rate.extraPerson) : undefined,
    extraChildRate: p.children === undefined ? undefined : money(p.children),
    childRates,
    cribRate: table(rate.crib),
    rollawayRate: table(rate.rollaway),
    discountAmount: p.discountAmount === undefined ? undefined : money(p.discountAmount),
    discountType: p.discountType,
    serviceCharges: p.serviceCharges,
    taxes: p.taxes,
    chargeDetails: p.chargeDetails.map((d): ChargeDetail => ({ ...d.rule.detail, total: money(d.total) })),
  };
}
