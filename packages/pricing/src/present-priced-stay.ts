import type { Calculator } from './calculator.js';
import { isoDateOf } from './calendar-date.js';
import type { RatePeriodFigures, StayFigures } from './evaluate-stay.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedProduct, PreparedRate } from './prepare-rate-product.js';
import { bigintCalculator } from './bigint-calculator.js';
import { UnsafeIntegerError } from './calculator.js';
import { numberCalculator } from './number-calculator.js';
import type { DecimalAmount } from './decimal-amount.js';
import { depositAmount, depositMinorUnits } from './deposit-amount.js';
import type {
  AsNumbersOptions,
  ChargeDetail,
  ChargeDetailNumbers,
  ChargeRuleSummary,
  ChargeRuleSummaryNumbers,
  ChargeTotal,
  ChargeTotalNumbers,
  Money,
  PricedRateDetail,
  PricedRateDetailNumbers,
  PricedStay,
  PricedStayNumbers,
} from './types.js';

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
  const serviceCharges: ChargeRuleSummary[] = [];
  const taxes: ChargeRuleSummary[] = [];
  for (const d of p.chargeDetails) {
    chargeDetails.push(Object.assign({}, d.rule.detail, { total: calc.format(d.total, digits) }));
    (d.rule.categoryType === 'fee' ? serviceCharges : taxes).push(d.rule.summary);
  }
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
    serviceCharges,
    taxes,
    chargeDetails,
  };
}

/** The rate table figures a rate entry shows in rate details, rounded up to the currency's minor units. */
export interface TableFigures extends TableMoney<Money> {
  /** The same figures as JSON numbers (`Number` of each), for {@link presentPricedStayNumbers}. */
  readonly numbers: TableMoney<number>;
}

/** The rate table figures of {@link TableFigures}, as text or as numbers. */
interface TableMoney<M> {
  readonly rate1Person: M | undefined;
  readonly rate2Person: M | undefined;
  readonly rate3Person: M | undefined;
  readonly rate4Person: M | undefined;
  readonly extraPersonRate: M | undefined;
  /** With age-based pricing, when every child age range has a rate. */
  readonly childRates: M[] | undefined;
  readonly cribRate: M | undefined;
  readonly rollawayRate: M | undefined;
}

/** A rate entry's table figures, written once when the product is prepared. */
export function tableFiguresOf(rate: Omit<PreparedRate, 'table' | 'tableJson'>, ageBasedPricing: boolean, digits: number): TableFigures {
  const complete = ageBasedPricing && rate.childRates.length > 0 && rate.childRates.every((r) => r !== undefined);
  const text: TableMoney<Money> = {
    rate1Person: shownAmount(rate.persons[0], digits),
    rate2Person: shownAmount(rate.persons[1], digits),
    rate3Person: shownAmount(rate.persons[2], digits),
    rate4Person: shownAmount(rate.persons[3], digits),
    extraPersonRate: shownAmount(rate.extraPerson, digits),
    childRates: complete ? rate.childRates.map((r) => shownAmount(r, digits) as Money) : undefined,
    cribRate: shownAmount(rate.crib, digits),
    rollawayRate: shownAmount(rate.rollaway, digits),
  };
  const numbers: TableMoney<number> = {
    rate1Person: numberOf(text.rate1Person),
    rate2Person: numberOf(text.rate2Person),
    rate3Person: numberOf(text.rate3Person),
    rate4Person: numberOf(text.rate4Person),
    extraPersonRate: numberOf(text.extraPersonRate),
    childRates: text.childRates?.map(Number),
    cribRate: numberOf(text.cribRate),
    rollawayRate: numberOf(text.rollawayRate),
  };
  return { ...text, numbers };
}

function numberOf(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
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

/** The JSON-number forms of a charge rule's fixed fields, written once when the product is prepared. */
export interface ChargeRuleNumbers {
  /** The rule's `amount`. */
  readonly amount: number;
  readonly summary: ChargeRuleSummaryNumbers;
}

/** A charge rule's {@link ChargeRuleNumbers}: `Number` of its amount. */
export function chargeRuleNumbersOf(summary: ChargeRuleSummary): ChargeRuleNumbers {
  const amount = Number(summary.amount);
  return { amount, summary: { amount, basis: summary.basis, period: summary.period, type: summary.type } };
}

/**
 * A chargeDetails entry as JSON numbers, its keys in the spec's order (`total` after `sequence`).
 * Written field by field: a spread of a prepared entry with `total` in place measured 40 % slower
 * for the whole presentation (V8 clones objects of many shapes through a megamorphic path).
 */
export function chargeDetailNumbers(d: Omit<ChargeDetail, 'total'>, total: number, amount: number): ChargeDetailNumbers {
  const c: ChargeDetailNumbers = { category: d.category, categoryType: d.categoryType, sequence: d.sequence, total, amount, amountType: d.amountType, basis: d.basis, period: d.period, ruleId: d.ruleId };
  if (d.appliedToRuleId !== undefined) c.appliedToRuleId = d.appliedToRuleId;
  if (d.collectedOnProperty !== undefined) c.collectedOnProperty = d.collectedOnProperty;
  if (d.includedInQuotedRate !== undefined) c.includedInQuotedRate = d.includedInQuotedRate;
  if (d.inclusive !== undefined) c.inclusive = d.inclusive;
  if (d.exemptionCode !== undefined) c.exemptionCode = d.exemptionCode;
  if (d.name !== undefined) c.name = d.name;
  if (d.postingCode !== undefined) c.postingCode = d.postingCode;
  return c;
}

const POW10 = [1, 10, 100, 1_000, 10_000];

/**
 * The JSON number of an integer count of minor units: `minorUnits / 10^digits`. Both operands
 * are exact doubles (a safe integer, and a power of ten below 10^23), and IEEE division rounds the
 * exact quotient to the nearest double, ties to even; `Number` of the decimal text rounds the same
 * exact value the same way. So this is `Number(calc.format(minorUnits, digits))` without the text
 * (property-tested). Beyond 2^53 (the bigint path) it takes the text.
 */
export function jsonNumber<T>(calc: Calculator<T>, minorUnits: T, digits: number): number {
  const p = POW10[digits] ?? 10 ** digits;
  if (typeof minorUnits === 'number') return minorUnits / p;
  const big = minorUnits as bigint;
  return big <= MAX_SAFE && big >= -MAX_SAFE ? Number(big) / p : Number(calc.format(minorUnits, digits));
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The engine's other presentation step, for wires that type amounts as JSON numbers: a priced
 * stay's figures written straight as numbers ({@link jsonNumber}), never as text. It equals
 * {@link pricedStayAsNumbers} of {@link presentPricedStay}'s result, field for field and in the
 * same key order (property-tested).
 */
export function presentPricedStayNumbers<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, figures: StayFigures<T>, options: AsNumbersOptions): PricedStayNumbers {
  const digits = product.digits;
  // Arrays by map: built at their final length, where a push would leave room for 16 (the arrays
  // live on in a shop reply: by map, a 30-property reply measured 3.8 MB of heap instead of 4.35).
  const chargeTotals = figures.chargeTotals.map((c): ChargeTotalNumbers => {
    const { category, categoryType } = product.categories[c.category] as PreparedProduct['categories'][number];
    return { category, categoryType, total: jsonNumber(calc, c.total, digits) };
  });
  const rateDetails = figures.ratePeriods.map((p) => presentRatePeriodNumbers(calc, digits, plan, p));
  const out: PricedStayNumbers = {
    currencyCode: product.currencyCode,
    lengthOfStay: plan.nights,
    childAges: plan.guests.childAges,
    amountBeforeTax: jsonNumber(calc, figures.amountBeforeTax, digits),
    totalServiceCharges: jsonNumber(calc, figures.totalServiceCharges, digits),
    totalTaxes: jsonNumber(calc, figures.totalTaxes, digits),
    amountWithFees: jsonNumber(calc, figures.amountWithFees, digits),
    amountAfterTax: jsonNumber(calc, figures.amountAfterTax, digits),
    averageRate: jsonNumber(calc, figures.averageRate, digits),
    averageRateAfterFees: jsonNumber(calc, figures.averageRateAfterFees, digits),
    averageRateAfterTax: jsonNumber(calc, figures.averageRateAfterTax, digits),
    rateAmount: jsonNumber(calc, figures.rateAmount, digits),
    extraBedTotal: jsonNumber(calc, figures.extraBedTotal, digits),
    guestTotalCostAfterTax: jsonNumber(calc, figures.guestTotalCostAfterTax, digits),
    rateChangeIndicator: figures.rateChangeIndicator,
    chargeTotals,
    rateDetails,
    collectedOnPropertyTotal: jsonNumber(calc, figures.collectedOnPropertyTotal, digits),
    merchantTotalAmount: jsonNumber(calc, figures.merchantTotalAmount, digits),
    firstNightAfterTax: jsonNumber(calc, figures.firstNightAfterTax, digits),
  };
  if (options.deposit !== undefined && options.deposit.type !== 'none') {
    out.depositAmount = jsonNumber(calc, depositMinorUnits(calc, options.deposit, figures.amountAfterTax, figures.firstNightAfterTax, digits), digits);
  }
  return out;
}

function presentRatePeriodNumbers<T>(calc: Calculator<T>, digits: number, plan: StayPlan, p: RatePeriodFigures<T>): PricedRateDetailNumbers {
  const table = p.rate.table.numbers;
  const shown = !p.overridden;
  const serviceCharges: ChargeRuleSummaryNumbers[] = [];
  const taxes: ChargeRuleSummaryNumbers[] = [];
  for (const d of p.chargeDetails) (d.rule.categoryType === 'fee' ? serviceCharges : taxes).push(d.rule.numbers.summary);
  const chargeDetails = p.chargeDetails.map((d) => chargeDetailNumbers(d.rule.detail, jsonNumber(calc, d.total, digits), d.rule.numbers.amount));
  return {
    effectiveDate: isoDateOf(plan.arrivalDay + p.start),
    nights: p.nights,
    roomRate: jsonNumber(calc, p.roomRate, digits),
    rate1Person: shown ? table.rate1Person : undefined,
    rate2Person: shown ? table.rate2Person : undefined,
    rate3Person: shown ? table.rate3Person : undefined,
    rate4Person: shown ? table.rate4Person : undefined,
    extraPersonRate: shown ? table.extraPersonRate : undefined,
    extraChildRate: p.children === undefined ? undefined : jsonNumber(calc, p.children, digits),
    childRates: shown ? table.childRates : undefined,
    cribRate: table.cribRate,
    rollawayRate: table.rollawayRate,
    discountAmount: p.discountAmount === undefined ? undefined : jsonNumber(calc, p.discountAmount, digits),
    discountType: p.discountType,
    serviceCharges,
    taxes,
    chargeDetails,
  };
}

/**
 * A priced stay (from `priceStay`, or converted by `convertPricedStay`) with every amount as the
 * JSON number of its decimal (`Number`), and the deposit of `options.deposit` (from
 * `depositAmount`): the same form, key for key, as `priceStayAsNumbers` gives.
 */
export function pricedStayAsNumbers(priced: PricedStay, options: AsNumbersOptions = {}): PricedStayNumbers {
  const out: PricedStayNumbers = {
    currencyCode: priced.currencyCode,
    lengthOfStay: priced.lengthOfStay,
    childAges: priced.childAges,
    amountBeforeTax: Number(priced.amountBeforeTax),
    totalServiceCharges: Number(priced.totalServiceCharges),
    totalTaxes: Number(priced.totalTaxes),
    amountWithFees: Number(priced.amountWithFees),
    amountAfterTax: Number(priced.amountAfterTax),
    averageRate: Number(priced.averageRate),
    averageRateAfterFees: Number(priced.averageRateAfterFees),
    averageRateAfterTax: Number(priced.averageRateAfterTax),
    rateAmount: Number(priced.rateAmount),
    extraBedTotal: Number(priced.extraBedTotal),
    guestTotalCostAfterTax: Number(priced.guestTotalCostAfterTax),
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: priced.chargeTotals.map((c) => ({ category: c.category, categoryType: c.categoryType, total: Number(c.total) })),
    rateDetails: priced.rateDetails.map(rateDetailAsNumbers),
    collectedOnPropertyTotal: Number(priced.collectedOnPropertyTotal),
    merchantTotalAmount: Number(priced.merchantTotalAmount),
    firstNightAfterTax: Number(priced.firstNightAfterTax),
  };
  const deposit = options.deposit === undefined ? undefined : depositAmount(options.deposit, priced);
  if (deposit !== undefined) out.depositAmount = Number(deposit);
  return out;
}

function rateDetailAsNumbers(d: PricedRateDetail): PricedRateDetailNumbers {
  const summary = (r: ChargeRuleSummary): ChargeRuleSummaryNumbers => ({ ...r, amount: Number(r.amount) });
  return {
    effectiveDate: d.effectiveDate,
    nights: d.nights,
    roomRate: Number(d.roomRate),
    rate1Person: numberOf(d.rate1Person),
    rate2Person: numberOf(d.rate2Person),
    rate3Person: numberOf(d.rate3Person),
    rate4Person: numberOf(d.rate4Person),
    extraPersonRate: numberOf(d.extraPersonRate),
    extraChildRate: numberOf(d.extraChildRate),
    childRates: d.childRates?.map(Number),
    cribRate: numberOf(d.cribRate),
    rollawayRate: numberOf(d.rollawayRate),
    discountAmount: numberOf(d.discountAmount),
    discountType: d.discountType,
    serviceCharges: d.serviceCharges.map(summary),
    taxes: d.taxes.map(summary),
    chargeDetails: d.chargeDetails.map((c) => chargeDetailNumbers(c, Number(c.total), Number(c.amount))),
  };
}
