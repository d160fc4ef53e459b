import { isoDateOf } from './calendar-date.js';
import type { Calculator } from './calculator.js';
import type { DecimalAmount } from './decimal-amount.js';
import { ChargeLedger } from './charge-ledger.js';
import { includedChargeMinorUnits, includedChargesOfNight } from './included-charges.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedChargeRule, PreparedProduct, PreparedRate } from './prepare-rate-product.js';
import { nightRunsOf, type NightRun } from './night-runs.js';
import { ratePeriodsOf, type RatePeriod } from './rate-periods.js';
import { entryRoomRate, type EntryRoomRate, type NoRoomRate } from './room-rate.js';
import { roundUpToMinorUnits } from './round-up.js';
import { serviceChargesOfNight } from './service-charges.js';
import type { StayContext } from './stay-context.js';
import { stayScalesOf } from './stay-scales.js';
import { taxesOfNight } from './taxes.js';
import type { DiscountType, PriceOptions } from './types.js';

const KINDS = ['fee', 'tax'] as const;

/** A charge rule version's total over one rate period, in minor units (rounded up). */
export interface ChargeFigure<T> {
  readonly rule: PreparedChargeRule;
  readonly total: T;
}

/** One rate period's figures, in minor units (rounded up for display). */
export interface RatePeriodFigures<T> {
  readonly start: number;
  readonly nights: number;
  readonly rate: PreparedRate;
  /** Index of {@link RatePeriodFigures.rate} in the product's rates. */
  readonly rateIndex: number;
  readonly overridden: boolean;
  readonly roomRate: T;
  /** The combined children's nightly charge (shown only on a period priced from the table). */
  readonly children: T | undefined;
  readonly discountAmount: T | undefined;
  readonly discountType: DiscountType | undefined;
  /** Per charge rule version that applied in the period: service charges first, then taxes, each in version order. */
  readonly chargeDetails: ChargeFigure<T>[];
}

/** Everything a priced stay states, in minor units of the currency, before it is written out. */
export interface StayFigures<T> {
  readonly amountBeforeTax: T;
  readonly totalServiceCharges: T;
  readonly totalTaxes: T;
  readonly amountWithFees: T;
  readonly amountAfterTax: T;
  readonly averageRate: T;
  readonly averageRateAfterFees: T;
  readonly averageRateAfterTax: T;
  readonly rateAmount: T;
  readonly extraBedTotal: T;
  readonly guestTotalCostAfterTax: T;
  readonly collectedOnPropertyTotal: T;
  readonly merchantTotalAmount: T;
  readonly firstNightAfterTax: T;
  readonly rateChangeIndicator: boolean;
  /** Per category of the product that the stay charged (fees first, then taxes, in product order). */
  readonly chargeTotals: Array<{ readonly category: number; readonly total: T }>;
  readonly ratePeriods: RatePeriodFigures<T>[];
}

/**
 * Prices a planned stay with one calculator, by the rules of DESIGN section 3: the room rate of
 * each night, then its service charges, its taxes and its included charges, each rule a function
 * of its own; then the totals from exact sums, rounded up once. The same function runs on
 * numbers and on bigints, so both paths share every rule.
 */
export function evaluateStay<T>(calc: Calculator<T>, product: PreparedProduct, plan: StayPlan, options: PriceOptions): StayFigures<T> | NoRoomRate & { date: string } {
  const scales = stayScalesOf(product.scales, product.serviceChargesInTaxCalc, plan.overrides);
  const { periods, periodOf } = ratePeriodsOf(plan);
  const nights = plan.nights;

  // Room rate of each rate period (every night of it has it): the rate entry's (discounted) or the override's.
  const entries: Array<EntryRoomRate<T>> = [];
  const rooms: T[] = [];
  let stayRoom = calc.zero;
  let beds = calc.zero;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i] as RatePeriod;
    let entry = entryPricedBefore(entries, periods, i);
    if (entry === undefined) {
      const priced = entryRoomRate(calc, product.rateTable, p.rate, plan.guests, product.ageBasedPricing, product.discount, scales);
      if ('reason' in priced) return { ...priced, date: isoDateOf(plan.arrivalDay + p.start) };
      entry = priced;
    }
    entries.push(entry);
    const room = p.override >= 0 ? calc.shiftUp(calc.scaled(plan.overrides[p.override] as DecimalAmount, scales.money), scales.room - scales.money) : entry.room;
    rooms.push(room);
    stayRoom = calc.add(stayRoom, calc.multiplyByCount(room, p.nights));
    beds = calc.add(beds, calc.multiplyByCount(entry.beds, p.nights));
  }

  const runs = nightRunsOf(plan, periodOf, product.perStayRules);
  const ledger = new ChargeLedger<T>(calc, product.categories.length, periods.length, product.versions);
  const ctx: StayContext<T> = { calc, product, plan, scales, ledger, rooms, stayRoom };

  // Per night run: service charges, then the tax basis, then taxes (a perStay percent tax is on the stay's basis).
  let sumCharges = calc.zero;
  const charges: T[] = [];
  for (const run of runs) {
    const c = serviceChargesOfNight(ctx, run);
    charges.push(c);
    sumCharges = calc.add(sumCharges, calc.multiplyByCount(c, run.nights));
  }
  const bases: T[] = [];
  let stayBasis = calc.zero;
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r] as NightRun;
    const room = calc.shiftUp(rooms[run.period] as T, scales.basis - scales.room);
    const basis = product.serviceChargesInTaxCalc ? calc.add(room, calc.shiftUp(charges[r] as T, scales.basis - scales.charges)) : room;
    bases.push(basis);
    stayBasis = calc.add(stayBasis, calc.multiplyByCount(basis, run.nights));
  }
  let sumTaxes = calc.zero;
  let firstNightTaxes = calc.zero;
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r] as NightRun;
    const t = taxesOfNight(ctx, run, bases[r] as T, stayBasis);
    if (r === 0) firstNightTaxes = t;
    sumTaxes = calc.add(sumTaxes, calc.multiplyByCount(t, run.nights));
  }
  for (const run of runs) includedChargesOfNight(ctx, run);

  // Totals: exact sums rounded up once; the sums of rounded parts add up.
  const { digits } = product;
  const amountBeforeTax = roundUpToMinorUnits(calc, stayRoom, scales.room, digits);
  const totalServiceCharges = roundUpToMinorUnits(calc, sumCharges, scales.charges, digits);
  const totalTaxes = roundUpToMinorUnits(calc, sumTaxes, scales.taxes, digits);
  const amountWithFees = calc.add(amountBeforeTax, totalServiceCharges);
  const amountAfterTax = calc.add(amountWithFees, totalTaxes);
  const extraBedTotal = roundUpToMinorUnits(calc, beds, scales.money, digits);
  const both = Math.max(scales.charges, scales.taxes);
  const onProperty = calc.add(calc.shiftUp(ledger.onPropertyFees, both - scales.charges), calc.shiftUp(ledger.onPropertyTaxes, both - scales.taxes));
  const collectedOnPropertyTotal = roundUpToMinorUnits(calc, onProperty, both, digits);
  const averageRate = calc.ceilDivide(amountBeforeTax, nights);

  // Every rate period has at least one night: over the periods' rooms, as over the nights'.
  let highest = rooms[0] as T;
  let rateChange = false;
  for (const room of rooms) {
    if (calc.compare(room, highest) > 0) highest = room;
    if (calc.compare(room, rooms[0] as T) !== 0) rateChange = true;
  }

  const chargeTotals: Array<{ category: number; total: T }> = [];
  for (const kind of KINDS) {
    for (let i = 0; i < product.categories.length; i++) {
      const sum = ledger.byCategory[i];
      if (product.categories[i]?.categoryType === kind && sum !== undefined) chargeTotals.push({ category: i, total: roundUpToMinorUnits(calc, sum, kind === 'fee' ? scales.charges : scales.taxes, digits) });
    }
  }

  const ratePeriods: RatePeriodFigures<T>[] = [];
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i] as RatePeriod;
    const entry = entries[i] as EntryRoomRate<T>;
    const overridden = p.override >= 0;
    const discounted = product.discount !== undefined && !overridden;
    const details: ChargeFigure<T>[] = [];
    for (const kind of KINDS) {
      const rules = product.versionRules[kind];
      for (let v = 0; v < rules.length; v++) {
        const sum = ledger.sumOf(kind, i, v);
        if (sum === undefined) continue;
        const rule = rules[v] as PreparedChargeRule;
        const total = rule.included ? includedChargeMinorUnits(calc, rule, sum, scales, digits) : roundUpToMinorUnits(calc, sum, kind === 'fee' ? scales.charges : scales.taxes, digits);
        details.push({ rule, total });
      }
    }
    ratePeriods.push({
      start: p.start,
      nights: p.nights,
      rate: product.rates[p.rate] as PreparedRate,
      rateIndex: p.rate,
      overridden,
      roomRate: roundUpToMinorUnits(calc, rooms[i] as T, scales.room, digits),
      children: overridden || entry.children === undefined ? undefined : roundUpToMinorUnits(calc, entry.children, scales.money, digits),
      discountAmount: discounted ? roundUpToMinorUnits(calc, entry.discount, scales.room, digits) : undefined,
      discountType: discounted ? product.discount?.type : undefined,
      chargeDetails: details,
    });
  }

  return {
    amountBeforeTax,
    totalServiceCharges,
    totalTaxes,
    amountWithFees,
    amountAfterTax,
    averageRate,
    averageRateAfterFees: calc.ceilDivide(amountWithFees, nights),
    averageRateAfterTax: calc.ceilDivide(amountAfterTax, nights),
    rateAmount: options.displayRateType === 'highest' ? roundUpToMinorUnits(calc, highest, scales.room, digits) : averageRate,
    extraBedTotal,
    guestTotalCostAfterTax: calc.add(amountAfterTax, extraBedTotal),
    collectedOnPropertyTotal,
    merchantTotalAmount: calc.subtract(amountAfterTax, collectedOnPropertyTotal),
    firstNightAfterTax: calc.add(calc.add(roundUpToMinorUnits(calc, rooms[0] as T, scales.room, digits), roundUpToMinorUnits(calc, charges[0] as T, scales.charges, digits)), roundUpToMinorUnits(calc, firstNightTaxes, scales.taxes, digits)),
    rateChangeIndicator: rateChange,
    chargeTotals,
    ratePeriods,
  };
}

/** The room rate of period `i`'s rate entry when an earlier period has the same entry (an override between them splits it). */
function entryPricedBefore<T>(entries: ReadonlyArray<EntryRoomRate<T>>, periods: readonly RatePeriod[], i: number): EntryRoomRate<T> | undefined {
  const rate = (periods[i] as RatePeriod).rate;
  for (let j = 0; j < i; j++) if ((periods[j] as RatePeriod).rate === rate) return entries[j];
  return undefined;
}
