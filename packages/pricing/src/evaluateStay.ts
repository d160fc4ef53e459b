import type { Calculator } from './calculator.js';
import { fractionScaleOf, type ChargeRule, type EntryPlan, type RatePart, type StayPlan } from './stayPlan.js';
import type { ChargeTotal, PriceOptions, PricedRateDetail, PricedStay } from './types.js';

/** A rule with its amount already in calculator form. */
interface ReadyRule<T> {
  readonly rule: ChargeRule;
  /** Percent and sum: the percent's coefficient; flat: amount x basis count at the stay scale. */
  readonly value: T;
  readonly shift: number;
}

/**
 * Prices a planned stay with one calculator: every rule of DESIGN section 3 on exact integers at
 * the plan's scale, rounding up only the figures that leave the engine. The same function runs
 * on numbers and on bigints, so both paths share every rule.
 */
export function evaluateStay<T>(calc: Calculator<T>, plan: StayPlan, options: PriceOptions = {}): PricedStay {
  const { scale, digits } = plan;
  const shift = scale - digits;
  const zero = calc.zero;
  const up = (x: T): T => calc.ceilShift(x, shift);
  const money = (x: T): string => calc.format(up(x), digits);
  const sumParts = (parts: readonly RatePart[]): T => {
    let total = zero;
    for (const p of parts) total = calc.add(total, calc.multiplyByCount(calc.scaled(p.amount, scale), p.count));
    return total;
  };
  const ready = (rules: readonly ChargeRule[]): ReadyRule<T>[] =>
    rules.map((rule) =>
      rule.type === 'flat'
        ? { rule, value: calc.multiplyByCount(calc.scaled(rule.amount, scale), rule.count), shift: 0 }
        : { rule, value: calc.coefficient(rule.amount), shift: fractionScaleOf(rule) },
    );

  const entryRooms = plan.entries.map((e) => sumParts(e.roomParts));
  const entryExtras = plan.entries.map((e) => {
    let extras = zero;
    if (plan.numCribs > 0 && e.crib) extras = calc.multiplyByCount(calc.scaled(e.crib, scale), plan.numCribs);
    if (plan.numRollAways > 0 && e.rollaway) extras = calc.add(extras, calc.multiplyByCount(calc.scaled(e.rollaway, scale), plan.numRollAways));
    return extras;
  });
  const entryDisplays = plan.entries.map((e) => displayOf(calc, e, scale, money, sumParts));
  const overrideRooms = plan.overrides.map((o) => calc.scaled(o, scale));
  const chargeRules = plan.serviceChargePeriods.map(ready);
  const taxRules = plan.taxPeriods.map(ready);

  const byCategory: T[] = plan.categories.map(() => zero);
  let sumRoom = zero;
  let sumCharges = zero;
  let sumTaxes = zero;
  let sumExtras = zero;
  let onProperty = zero;
  let firstRoom = zero;
  let highestRoom = zero;
  let rateChange = false;
  const details: PricedRateDetail[] = [];
  let runKey = '';

  for (let n = 0; n < plan.nights.length; n++) {
    const entry = plan.entryOf[n] as number;
    const override = plan.overrideOf[n] as number;
    const room = override >= 0 ? (overrideRooms[override] as T) : (entryRooms[entry] as T);

    let charges = zero;
    const chargePeriod = plan.serviceChargesOf[n] as number;
    if (chargePeriod >= 0) {
      for (const { rule, value, shift: s } of chargeRules[chargePeriod] as ReadyRule<T>[]) {
        if (rule.perStay && n > 0) continue;
        const v = rule.type === 'percent' ? calc.multiplyShifted(room, value, s) : value;
        charges = calc.add(charges, v);
        byCategory[rule.slot] = calc.add(byCategory[rule.slot] as T, v);
        if (rule.collectedOnProperty) onProperty = calc.add(onProperty, v);
      }
    }

    const basis = plan.serviceChargesInTaxCalc ? calc.add(room, charges) : room;
    let taxes = zero;
    const taxPeriod = plan.taxesOf[n] as number;
    if (taxPeriod >= 0) {
      for (const { rule, value, shift: s } of taxRules[taxPeriod] as ReadyRule<T>[]) {
        if (rule.perStay && n > 0) continue;
        const v =
          rule.type === 'percent'
            ? calc.multiplyShifted(basis, value, s)
            : rule.type === 'sum'
              ? calc.multiplyShifted(calc.add(basis, taxes), value, s)
              : value;
        taxes = calc.add(taxes, v);
        byCategory[rule.slot] = calc.add(byCategory[rule.slot] as T, v);
        if (rule.collectedOnProperty) onProperty = calc.add(onProperty, v);
      }
    }

    sumRoom = calc.add(sumRoom, room);
    sumCharges = calc.add(sumCharges, charges);
    sumTaxes = calc.add(sumTaxes, taxes);
    sumExtras = calc.add(sumExtras, entryExtras[entry] as T);
    if (n === 0) firstRoom = highestRoom = room;
    else {
      if (!rateChange && calc.compare(room, firstRoom) !== 0) rateChange = true;
      if (calc.compare(room, highestRoom) > 0) highestRoom = room;
    }

    // One rateDetails entry per run of consecutive nights with identical figures.
    const roomRate = money(room);
    const serviceCharges = money(charges);
    const nightTaxes = money(taxes);
    const display = entryDisplays[entry] as EntryDisplay;
    const shown = override >= 0 ? display.beds : display.table;
    const key = `${override >= 0 ? display.bedsKey : display.tableKey}|${roomRate}|${serviceCharges}|${nightTaxes}`;
    const previous = details[details.length - 1];
    if (previous && key === runKey) previous.nights++;
    else {
      details.push({ effectiveDate: plan.nights[n] as string, nights: 1, roomRate, ...shown, serviceCharges, taxes: nightTaxes });
      runKey = key;
    }
  }

  const los = plan.nights.length;
  const amountBeforeTax = up(sumRoom);
  const totalServiceCharges = up(sumCharges);
  const totalTaxes = up(sumTaxes);
  const amountWithFees = calc.add(amountBeforeTax, totalServiceCharges);
  const amountAfterTax = calc.add(amountWithFees, totalTaxes);
  const averageRate = calc.ceilDivide(amountBeforeTax, los);
  const extraBedTotal = up(sumExtras);
  const collectedOnPropertyTotal = up(onProperty);
  const fmt = (minor: T) => calc.format(minor, digits);
  const chargeTotals: ChargeTotal[] = plan.categories.map((c, i) => ({ ...c, total: money(byCategory[i] as T) }));

  return {
    currencyCode: plan.currencyCode,
    lengthOfStay: los,
    childAges: plan.childAges,
    amountBeforeTax: fmt(amountBeforeTax),
    totalServiceCharges: fmt(totalServiceCharges),
    totalTaxes: fmt(totalTaxes),
    amountWithFees: fmt(amountWithFees),
    amountAfterTax: fmt(amountAfterTax),
    averageRate: fmt(averageRate),
    averageRateAfterFees: fmt(calc.ceilDivide(amountWithFees, los)),
    averageRateAfterTax: fmt(calc.ceilDivide(amountAfterTax, los)),
    rateAmount: options.displayRateType === 'highest' ? money(highestRoom) : fmt(averageRate),
    extraBedTotal: fmt(extraBedTotal),
    guestTotalCostAfterTax: fmt(calc.add(amountAfterTax, extraBedTotal)),
    rateChangeIndicator: rateChange,
    chargeTotals,
    rateDetails: details,
    collectedOnPropertyTotal: fmt(collectedOnPropertyTotal),
    merchantTotalAmount: fmt(calc.subtract(amountAfterTax, collectedOnPropertyTotal)),
  };
}

/** The figures a rate entry shows, and keys that compare them when runs are formed. */
interface EntryDisplay {
  table: Shown;
  beds: Shown;
  tableKey: string;
  bedsKey: string;
}

type Shown = Partial<Pick<PricedRateDetail, 'rate1Person' | 'rate2Person' | 'rate3Person' | 'rate4Person' | 'extraPersonRate' | 'extraChildRate' | 'childRates' | 'cribRate' | 'rollawayRate'>>;

/**
 * The table figures a rate entry shows in rateDetails, rounded up for display: all of them on a
 * night priced from the table, only the bed rates on a night whose roomRate is overridden.
 */
function displayOf<T>(
  calc: Calculator<T>,
  entry: EntryPlan,
  scale: number,
  money: (x: T) => string,
  sumParts: (parts: readonly RatePart[]) => T,
): EntryDisplay {
  const table: Shown = {};
  const beds: Shown = {};
  for (const [field, amount] of entry.display) {
    const shown = money(calc.scaled(amount, scale));
    table[field] = shown;
    if (field === 'cribRate' || field === 'rollawayRate') beds[field] = shown;
  }
  if (entry.childParts) table.extraChildRate = money(sumParts(entry.childParts));
  if (entry.childRates) table.childRates = entry.childRates.map((r) => money(calc.scaled(r, scale)));
  return { table, beds, tableKey: JSON.stringify(table), bedsKey: JSON.stringify(beds) };
}
