import type { Calculator } from './calculator.js';
import { fractionScaleOf, type ChargeRule, type EntryPlan, type RatePart, type StayPlan } from './stayPlan.js';
import type { AmountOut, ChargeTotal, PriceOptions, PricedRateDetail, PricedStay } from './types.js';

/** A rule with its amount already in calculator form. */
interface ReadyRule<T> {
  readonly rule: ChargeRule;
  /** Percent and sum: the percent's coefficient; flat: amount x basis count at the rule's scale. */
  readonly value: T;
  /** Decimals of the percent as a fraction (14.75 % -> 4). */
  readonly shift: number;
}

/** The figures a rate entry shows: all of them, or only the bed rates on an overridden night. */
interface EntryDisplay<A extends AmountOut> {
  table: Shown<A>;
  beds: Shown<A>;
}

type Shown<A extends AmountOut> = Partial<Pick<PricedRateDetail<A>, 'rate1Person' | 'rate2Person' | 'rate3Person' | 'rate4Person' | 'extraPersonRate' | 'extraChildRate' | 'childRates' | 'cribRate' | 'rollawayRate'>>;

/** Writes an integer count of minor units as the amount that leaves the engine (`Calculator.format` or `Calculator.toNumber`). */
export type Present<T, A extends AmountOut> = (minorUnits: T, digits: number) => A;

/**
 * Prices a planned stay with one calculator: every rule of DESIGN section 3 on exact integers at
 * the plan's scales, rounding up only the figures that leave the engine, which `present` writes
 * out from their minor units. The same function runs on numbers and on bigints, so both paths
 * share every rule.
 */
export function evaluateStay<T, A extends AmountOut>(calc: Calculator<T>, plan: StayPlan, options: PriceOptions, present: Present<T, A>): PricedStay<A> {
  const { digits } = plan;
  const { money: m, charges: c, taxes: t } = plan.scales;
  const zero = calc.zero;

  const entryRooms: T[] = [];
  const entryExtras: T[] = [];
  for (const e of plan.entries) {
    entryRooms.push(sumParts(calc, e.roomParts, m));
    let extras = zero;
    if (plan.numCribs > 0 && e.crib) extras = calc.multiplyByCount(calc.scaled(e.crib, m), plan.numCribs);
    if (plan.numRollAways > 0 && e.rollaway) extras = calc.add(extras, calc.multiplyByCount(calc.scaled(e.rollaway, m), plan.numRollAways));
    entryExtras.push(extras);
  }
  const entryDisplays: Array<EntryDisplay<A> | undefined> = [];
  const overrideRooms: T[] = [];
  for (const o of plan.overrides) overrideRooms.push(calc.scaled(o, m));
  const chargeRules: ReadyRule<T>[][] = [];
  for (const rules of plan.serviceChargePeriods) chargeRules.push(ready(calc, rules, c));
  const taxRules: ReadyRule<T>[][] = [];
  for (const rules of plan.taxPeriods) taxRules.push(ready(calc, rules, t));
  const byCategory: T[] = [];
  for (let i = 0; i < plan.categories.length; i++) byCategory.push(zero);
  let sumRoom = zero;
  let sumCharges = zero;
  let sumTaxes = zero;
  let sumExtras = zero;
  let chargesOnProperty = zero;
  let taxesOnProperty = zero;
  let firstRoom = zero;
  let highestRoom = zero;
  let rateChange = false;
  const details: PricedRateDetail<A>[] = [];
  let runRoom = zero;
  let runCharges = zero;
  let runTaxes = zero;
  let runShown: Shown<A> | undefined;
  let runEntry = -1;
  let runOverridden = false;

  const nightCount = plan.nights.length;
  for (let n = 0, k = 1; n < nightCount; n += k) {
    const entry = plan.entryOf[n] as number;
    const override = plan.overrideOf[n] as number;
    const room = override >= 0 ? (overrideRooms[override] as T) : (entryRooms[entry] as T);
    // The following nights with the same entry, override and periods have the same figures:
    // price the night once and count it k times (the arrival night stands alone: perStay).
    k = 1;
    if (n > 0) {
      const chargesAt = plan.serviceChargesOf[n];
      const taxesAt = plan.taxesOf[n];
      while (n + k < nightCount && plan.entryOf[n + k] === entry && plan.overrideOf[n + k] === override && plan.serviceChargesOf[n + k] === chargesAt && plan.taxesOf[n + k] === taxesAt) k++;
    }

    // Service charges at scale c: a percent of roomRate, or a flat amount per room or guest.
    let charges = zero;
    const chargePeriod = plan.serviceChargesOf[n] as number;
    if (chargePeriod >= 0) {
      const roomAtC = calc.shiftUp(room, c - m);
      for (const { rule, value, shift } of chargeRules[chargePeriod] as ReadyRule<T>[]) {
        if (rule.perStay && n > 0) continue;
        const v = rule.type === 'percent' ? calc.multiplyShifted(roomAtC, value, shift) : value;
        charges = calc.add(charges, v);
        const all = k === 1 ? v : calc.multiplyByCount(v, k);
        byCategory[rule.slot] = calc.add(byCategory[rule.slot] as T, all);
        if (rule.collectedOnProperty) chargesOnProperty = calc.add(chargesOnProperty, all);
      }
    }

    // Taxes at scale t, in list order, on roomRate (+ service charges when in tax calc).
    let taxes = zero;
    const taxPeriod = plan.taxesOf[n] as number;
    if (taxPeriod >= 0) {
      const roomAtT = calc.shiftUp(room, t - m);
      const basis = plan.serviceChargesInTaxCalc ? calc.add(roomAtT, calc.shiftUp(charges, t - c)) : roomAtT;
      for (const { rule, value, shift } of taxRules[taxPeriod] as ReadyRule<T>[]) {
        if (rule.perStay && n > 0) continue;
        const v =
          rule.type === 'percent'
            ? calc.multiplyShifted(basis, value, shift)
            : rule.type === 'sum'
              ? calc.multiplyShifted(calc.add(basis, taxes), value, shift)
              : value;
        taxes = calc.add(taxes, v);
        const all = k === 1 ? v : calc.multiplyByCount(v, k);
        byCategory[rule.slot] = calc.add(byCategory[rule.slot] as T, all);
        if (rule.collectedOnProperty) taxesOnProperty = calc.add(taxesOnProperty, all);
      }
    }

    sumRoom = calc.add(sumRoom, calc.multiplyByCount(room, k));
    sumCharges = calc.add(sumCharges, calc.multiplyByCount(charges, k));
    sumTaxes = calc.add(sumTaxes, calc.multiplyByCount(taxes, k));
    sumExtras = calc.add(sumExtras, calc.multiplyByCount(entryExtras[entry] as T, k));
    if (n === 0) firstRoom = highestRoom = room;
    else {
      if (!rateChange && calc.compare(room, firstRoom) !== 0) rateChange = true;
      if (calc.compare(room, highestRoom) > 0) highestRoom = room;
    }

    // One rateDetails entry per run of consecutive nights with identical figures.
    const roomMinor = minorUnits(calc, room, m, digits);
    const chargesMinor = minorUnits(calc, charges, c, digits);
    const taxesMinor = minorUnits(calc, taxes, t, digits);
    const overridden = override >= 0;
    const sameFigures = n > 0 && calc.compare(roomMinor, runRoom) === 0 && calc.compare(chargesMinor, runCharges) === 0 && calc.compare(taxesMinor, runTaxes) === 0;
    if (sameFigures && entry === runEntry && overridden === runOverridden) (details[details.length - 1] as PricedRateDetail<A>).nights += k;
    else {
      const display = (entryDisplays[entry] ??= displayOf(calc, present, plan.entries[entry] as EntryPlan, m, digits));
      const shown = overridden ? display.beds : display.table;
      if (sameFigures && sameShown(shown, runShown as Shown<A>)) (details[details.length - 1] as PricedRateDetail<A>).nights += k;
      else {
        // Every figure named, absent ones undefined: one object shape for every rate detail
        // (a spread of the varying `shown` gave each combination of figures its own shape).
        details.push({
          effectiveDate: plan.nights[n] as string,
          nights: k,
          roomRate: present(roomMinor, digits),
          rate1Person: shown.rate1Person,
          rate2Person: shown.rate2Person,
          rate3Person: shown.rate3Person,
          rate4Person: shown.rate4Person,
          extraPersonRate: shown.extraPersonRate,
          extraChildRate: shown.extraChildRate,
          childRates: shown.childRates,
          cribRate: shown.cribRate,
          rollawayRate: shown.rollawayRate,
          serviceCharges: present(chargesMinor, digits),
          taxes: present(taxesMinor, digits),
        });
        runRoom = roomMinor;
        runCharges = chargesMinor;
        runTaxes = taxesMinor;
      }
      runShown = shown;
      runEntry = entry;
      runOverridden = overridden;
    }
  }

  const los = plan.nights.length;
  const amountBeforeTax = minorUnits(calc, sumRoom, m, digits);
  const totalServiceCharges = minorUnits(calc, sumCharges, c, digits);
  const totalTaxes = minorUnits(calc, sumTaxes, t, digits);
  const amountWithFees = calc.add(amountBeforeTax, totalServiceCharges);
  const amountAfterTax = calc.add(amountWithFees, totalTaxes);
  const averageRate = calc.ceilDivide(amountBeforeTax, los);
  const extraBedTotal = minorUnits(calc, sumExtras, m, digits);
  const both = Math.max(c, t);
  const collectedOnProperty = minorUnits(calc, calc.add(calc.shiftUp(chargesOnProperty, both - c), calc.shiftUp(taxesOnProperty, both - t)), both, digits);
  const averageRateShown = present(averageRate, digits);
  const chargeTotals: ChargeTotal<A>[] = [];
  for (let i = 0; i < plan.categories.length; i++) {
    const k = plan.categories[i] as { category: string; categoryType: 'tax' | 'fee' };
    chargeTotals.push({ category: k.category, categoryType: k.categoryType, total: present(minorUnits(calc, byCategory[i] as T, k.categoryType === 'fee' ? c : t, digits), digits) });
  }

  return {
    currencyCode: plan.currencyCode,
    lengthOfStay: los,
    childAges: plan.childAges,
    amountBeforeTax: present(amountBeforeTax, digits),
    totalServiceCharges: present(totalServiceCharges, digits),
    totalTaxes: present(totalTaxes, digits),
    amountWithFees: present(amountWithFees, digits),
    amountAfterTax: present(amountAfterTax, digits),
    averageRate: averageRateShown,
    averageRateAfterFees: present(calc.ceilDivide(amountWithFees, los), digits),
    averageRateAfterTax: present(calc.ceilDivide(amountAfterTax, los), digits),
    rateAmount: options.displayRateType === 'highest' ? present(minorUnits(calc, highestRoom, m, digits), digits) : averageRateShown,
    extraBedTotal: present(extraBedTotal, digits),
    guestTotalCostAfterTax: present(calc.add(amountAfterTax, extraBedTotal), digits),
    rateChangeIndicator: rateChange,
    chargeTotals,
    rateDetails: details,
    collectedOnPropertyTotal: present(collectedOnProperty, digits),
    merchantTotalAmount: present(calc.subtract(amountAfterTax, collectedOnProperty), digits),
  };
}

/** Minor units of the currency, rounded up, from a value at scale s. */
function minorUnits<T>(calc: Calculator<T>, x: T, s: number, digits: number): T {
  return s >= digits ? calc.ceilShift(x, s - digits) : calc.shiftUp(x, digits - s);
}

/** A value at scale s as the figure shown for it: minor units, rounded up. */
function shownFigure<T, A extends AmountOut>(calc: Calculator<T>, present: Present<T, A>, x: T, s: number, digits: number): A {
  return present(minorUnits(calc, x, s, digits), digits);
}

/** Sum of amount x count at scale s. */
function sumParts<T>(calc: Calculator<T>, parts: readonly RatePart[], s: number): T {
  let total = calc.zero;
  for (const p of parts) total = calc.add(total, calc.multiplyByCount(calc.scaled(p.amount, s), p.count));
  return total;
}

/** Rules with their amounts in calculator form: flat amounts at scale s x basis count, percents as coefficients. */
function ready<T>(calc: Calculator<T>, rules: readonly ChargeRule[], s: number): ReadyRule<T>[] {
  const out: ReadyRule<T>[] = [];
  for (const rule of rules) {
    out.push(
      rule.type === 'flat'
        ? { rule, value: calc.multiplyByCount(calc.scaled(rule.amount, s), rule.count), shift: 0 }
        : { rule, value: calc.coefficient(rule.amount), shift: fractionScaleOf(rule) },
    );
  }
  return out;
}

/**
 * The table figures a rate entry shows in rateDetails, rounded up for display: all of them on a
 * night priced from the table, only the bed rates on a night whose roomRate is overridden.
 */
function displayOf<T, A extends AmountOut>(calc: Calculator<T>, present: Present<T, A>, entry: EntryPlan, m: number, digits: number): EntryDisplay<A> {
  const table: Shown<A> = {};
  const beds: Shown<A> = {};
  for (const [field, amount] of entry.display) {
    const shown = shownFigure(calc, present, calc.scaled(amount, m), m, digits);
    // Named stores keep the objects' shapes predictable (a keyed store by a varying name is slow).
    switch (field) {
      case 'rate1Person':
        table.rate1Person = shown;
        break;
      case 'rate2Person':
        table.rate2Person = shown;
        break;
      case 'rate3Person':
        table.rate3Person = shown;
        break;
      case 'rate4Person':
        table.rate4Person = shown;
        break;
      case 'extraPersonRate':
        table.extraPersonRate = shown;
        break;
      case 'cribRate':
        table.cribRate = beds.cribRate = shown;
        break;
      case 'rollawayRate':
        table.rollawayRate = beds.rollawayRate = shown;
        break;
    }
  }
  if (entry.childParts) table.extraChildRate = shownFigure(calc, present, sumParts(calc, entry.childParts, m), m, digits);
  if (entry.childRates) {
    const rates: A[] = [];
    for (const r of entry.childRates) rates.push(shownFigure(calc, present, calc.scaled(r, m), m, digits));
    table.childRates = rates;
  }
  return { table, beds };
}

const SHOWN_FIELDS = ['rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'cribRate', 'rollawayRate'] as const;

/** Whether two entries show the same figures (compared only where a run might continue). */
function sameShown<A extends AmountOut>(a: Shown<A>, b: Shown<A>): boolean {
  if (a === b) return true;
  for (const f of SHOWN_FIELDS) if (a[f] !== b[f]) return false;
  const x = a.childRates;
  const y = b.childRates;
  if (x === undefined || y === undefined) return x === y;
  return x.length === y.length && x.every((r, i) => r === y[i]);
}
