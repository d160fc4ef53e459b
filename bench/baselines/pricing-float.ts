/**
 * The lean float baseline of `pnpm bench pricing` (DESIGN section 8): the product parsed into
 * numbers once, the same rules as the engine in binary floating point, and the same output built
 * with `Math.ceil(x * 10^d) / 10^d` and `toFixed`. It is the practical speed limit, not a correct
 * engine: its rounding is wrong whenever a float lands a hair above an exact value (0.1 + 0.2),
 * and it loses digits in the billions. Written as a careful engineer would write a fast float
 * pricer: day numbers instead of Date objects, dated lists walked once, rules pre-parsed.
 */
import { currencyMinorUnits } from '@direct-connect/pricing';
import type {
  ChargeDetail,
  ChargeRule,
  TaxType,
  ChargeRuleSummary,
  ChargeTotal,
  DiscountType,
  PriceResult,
  PricedRateDetail,
  RateDetail,
  RateProduct,
  StayRequest,
} from '../../packages/pricing/src/types.js';

interface FloatRule {
  kind: 'fee' | 'tax';
  type: 'percent' | 'flat' | 'sum';
  amount: number;
  basis: string;
  perStay: boolean;
  appliedTo: number;
  included: boolean;
  onProperty: boolean;
  category: string;
  /** Index into FloatProduct.categories. */
  slot: number;
  version: number;
  detail: Omit<ChargeDetail, 'total'>;
  summary: ChargeRuleSummary;
}

interface FloatRate {
  day: number;
  persons: Array<number | undefined>;
  extraPerson: number | undefined;
  extraChild: number;
  childRates: Array<number | undefined>;
  crib: number | undefined;
  rollaway: number | undefined;
  source: RateDetail;
}

/** A product parsed into numbers once. */
export interface FloatProduct {
  product: RateProduct;
  digits: number;
  rates: FloatRate[];
  fees: Array<{ day: number; rules: FloatRule[] }>;
  taxes: Array<{ day: number; rules: FloatRule[] }>;
  discount: { type: DiscountType; amount: number } | undefined;
  categories: Array<{ category: string; categoryType: 'tax' | 'fee' }>;
  versions: number;
}

const num = (a: number | string | undefined): number | undefined => (a === undefined ? undefined : Number(a));
function dayOf(date: string): number {
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
}
function dateOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Parses a product into numbers once. */
export function prepareFloat(product: RateProduct): FloatProduct {
  const categories: FloatProduct['categories'] = [];
  const keys = new Map<string, number>();
  const rules = (kind: 'fee' | 'tax', list: ReadonlyArray<ChargeRule<TaxType>>): FloatRule[] => {
    const ids: number[] = [];
    return list.map((r, i) => {
      const id = r.ruleId ?? i + 1;
      ids.push(id);
      const category = r.category ?? (kind === 'tax' ? 'TAX' : 'SERVICECHARGE');
      let slot = categories.findIndex((c) => c.category === category && c.categoryType === kind);
      if (slot < 0) slot = categories.push({ category, categoryType: kind }) - 1;
      const amount = String(Number(r.amount));
      const detail: Omit<ChargeDetail, 'total'> = { category, categoryType: kind, sequence: i + 1, amount, amountType: r.type === 'flat' ? 'flat' : 'percent', basis: r.basis, period: r.period, ruleId: id };
      if (r.appliedToRuleId !== undefined) detail.appliedToRuleId = r.appliedToRuleId;
      if (r.collectedOnProperty !== undefined) detail.collectedOnProperty = r.collectedOnProperty;
      if (r.includedInQuotedRate !== undefined) detail.includedInQuotedRate = r.includedInQuotedRate;
      if (r.inclusive !== undefined) detail.inclusive = r.inclusive;
      if (r.exemptionCode !== undefined) detail.exemptionCode = r.exemptionCode;
      if (r.name !== undefined) detail.name = r.name;
      if (r.postingCode !== undefined) detail.postingCode = r.postingCode;
      const key = JSON.stringify([kind, r.type, detail]);
      if (!keys.has(key)) keys.set(key, keys.size);
      return {
        kind,
        type: r.type,
        amount: Number(r.amount),
        basis: r.basis,
        perStay: r.period === 'perStay',
        appliedTo: r.appliedToRuleId === undefined ? -1 : ids.indexOf(r.appliedToRuleId),
        included: r.includedInQuotedRate === true,
        onProperty: r.collectedOnProperty === true,
        category,
        slot,
        version: keys.get(key) as number,
        detail,
        summary: { amount, basis: r.basis, period: r.period, type: r.type },
      };
    });
  };
  const inclusive = product.serviceChargesAndTaxesIncluded === true;
  return {
    product,
    digits: currencyMinorUnits(product.currencyCode) ?? 2,
    rates: product.rates.map((r) => ({
      day: dayOf(r.effectiveDate),
      persons: [num(r.rate1Person), num(r.rate2Person), num(r.rate3Person), num(r.rate4Person)],
      extraPerson: num(r.extraPersonRate),
      extraChild: num(r.extraChildRate) ?? 0,
      childRates: (product.childAgeRanges ?? []).map((_, i) => num(r.childRates?.[i])),
      crib: num(r.cribRate),
      rollaway: num(r.rollawayRate),
      source: r,
    })),
    fees: inclusive ? [] : (product.serviceChargePeriods ?? []).map((p) => ({ day: dayOf(p.effectiveDate), rules: rules('fee', p.charges) })),
    taxes: inclusive ? [] : (product.taxPeriods ?? []).map((p) => ({ day: dayOf(p.effectiveDate), rules: rules('tax', p.taxes) })),
    discount: product.discount && { type: product.discount.type, amount: Number(product.discount.amount) },
    categories,
    versions: keys.size,
  };
}

/** Rounds up to `f` = 10^digits and writes with toFixed. */
function fix(x: number, f: number, digits: number): string {
  return (Math.ceil(x * f) / f).toFixed(digits);
}

function inForce(list: Array<{ day: number }>, day: number, from: number): number {
  let i = from;
  while (i + 1 < list.length && (list[i + 1] as { day: number }).day <= day) i++;
  return i;
}

/** Prices a stay with JS numbers on a product parsed by {@link prepareFloat}. */
export function priceStayFloat(fp: FloatProduct, stay: StayRequest): PriceResult {
  const product = fp.product;
  const digits = fp.digits;
  const f = 10 ** digits;
  const arrival = dayOf(stay.arrivalDate);
  const los = dayOf(stay.departureDate) - arrival;
  if (los <= 0) return { ok: false, reason: 'departureNotAfterArrival', message: '' };
  if (los > 90) return { ok: false, reason: 'lengthOfStayExceeded', message: '' };
  const numAdults = stay.numAdults;
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  if (product.roomOccupancy !== undefined && numAdults + numChildren > product.roomOccupancy) return { ok: false, reason: 'occupancyExceeded', message: '' };
  const ages = stay.childAges ?? new Array<number>(numChildren).fill(Math.max(0, product.adultAge - 1));
  let adults = numAdults;
  const perRange = new Array<number>((product.childAgeRanges ?? []).length).fill(0);
  if (product.ageBasedPricing) {
    for (const age of ages) {
      const i = age < product.adultAge ? (product.childAgeRanges ?? []).findIndex((r) => r.startChildAge <= age && age <= r.endChildAge) : -1;
      if (i < 0) adults++;
      else perRange[i] = (perRange[i] ?? 0) + 1;
    }
  }
  adults = Math.max(1, adults);
  const cribs = stay.numCribs ?? 0;
  const rollaways = stay.numRollAways ?? 0;
  const counts: Record<string, number> = { perRoom: 1, perGuest: numAdults + numChildren, perAdult: numAdults, perChild: numChildren, perItem: cribs + rollaways };
  const overrides = (stay.rateOverrides ?? []).map((o, i) => ({ day: dayOf(o.effectiveDate), amount: Number(o.amount), i })).sort((a, b) => a.day - b.day || a.i - b.i);

  // Room rates per night, rate periods.
  const rooms: number[] = [];
  const periodOf: number[] = [];
  const periods: Array<{ start: number; rate: FloatRate; override: number; children: number | undefined; list: number }> = [];
  let rateAt = -1;
  let sumRoom = 0;
  let beds = 0;
  const entryRoom = new Map<FloatRate, { room: number; list: number; children: number }>();
  for (let n = 0; n < los; n++) {
    rateAt = inForce(fp.rates, arrival + n, rateAt);
    const rate = fp.rates[rateAt];
    if (!rate) return { ok: false, reason: 'noRateForNight', message: '', date: dateOf(arrival + n) };
    let entry = entryRoom.get(rate);
    if (!entry) {
      let k = Math.min(adults, 4);
      while (k > 0 && rate.persons[k - 1] === undefined) k--;
      if (k === 0 || (k < adults && rate.extraPerson === undefined)) return { ok: false, reason: 'noRateForNight', message: '', date: dateOf(arrival + n) };
      let children = 0;
      if (product.ageBasedPricing) {
        for (let i = 0; i < perRange.length; i++) {
          if (perRange[i] === 0) continue;
          const r = rate.childRates[i];
          if (r === undefined) return { ok: false, reason: 'noRateForNight', message: '', date: dateOf(arrival + n) };
          children += r * (perRange[i] as number);
        }
      } else children = rate.extraChild * numChildren;
      if ((cribs > 0 && rate.crib === undefined) || (rollaways > 0 && rate.rollaway === undefined)) return { ok: false, reason: 'extraBedNotOffered', message: '' };
      const list = (rate.persons[k - 1] as number) + (adults - k) * (rate.extraPerson ?? 0) + children;
      const d = fp.discount;
      const room = !d ? list : d.type === 'percentOff' ? list * (1 - d.amount / 100) : d.type === 'percentAdd' ? list * (1 + d.amount / 100) : d.type === 'amountOff' ? Math.max(0, list - d.amount) : list + d.amount;
      entry = { room, list, children };
      entryRoom.set(rate, entry);
    }
    let override = -1;
    for (let o = 0; o < overrides.length; o++) if ((overrides[o] as { day: number }).day <= arrival + n) override = o;
    const room = override >= 0 ? (overrides[override] as { amount: number }).amount : entry.room;
    const last = periods[periods.length - 1];
    if (!last || last.rate !== rate || last.override !== override) periods.push({ start: n, rate, override, children: numChildren > 0 ? entry.children : undefined, list: entry.list });
    periodOf.push(periods.length - 1);
    rooms.push(room);
    sumRoom += room;
    beds += (rate.crib ?? 0) * cribs + (rate.rollaway ?? 0) * rollaways;
  }

  // Charges.
  const sums = new Array<number | undefined>(periods.length * fp.versions).fill(undefined);
  const ruleOf = new Array<FloatRule | undefined>(fp.versions);
  const byCategory = new Array<number | undefined>(fp.categories.length).fill(undefined);
  let onProperty = 0;
  function post(rule: FloatRule, n: number, value: number): void {
    const at = (periodOf[n] as number) * fp.versions + rule.version;
    sums[at] = (sums[at] ?? 0) + value;
    ruleOf[rule.version] = rule;
    if (rule.included) return;
    byCategory[rule.slot] = (byCategory[rule.slot] ?? 0) + value;
    if (rule.onProperty) onProperty += value;
  }
  let feeAt = -1;
  let sumFees = 0;
  const fees: number[] = [];
  for (let n = 0; n < los; n++) {
    feeAt = inForce(fp.fees, arrival + n, feeAt);
    let total = 0;
    for (const rule of fp.fees[feeAt]?.rules ?? []) {
      if (rule.perStay && n > 0) continue;
      const base = rule.perStay ? sumRoom : (rooms[n] as number);
      const value = rule.included ? (rule.type === 'flat' ? rule.amount * (counts[rule.basis] as number) : (base * rule.amount) / (100 + rule.amount)) : rule.type === 'percent' ? (base * rule.amount) / 100 : rule.amount * (counts[rule.basis] as number);
      post(rule, n, value);
      if (!rule.included) total += value;
    }
    fees.push(total);
    sumFees += total;
  }
  const bases: number[] = [];
  let stayBasis = 0;
  for (let n = 0; n < los; n++) {
    const b = product.serviceChargesInTaxCalc ? (rooms[n] as number) + (fees[n] as number) : (rooms[n] as number);
    bases.push(b);
    stayBasis += b;
  }
  let taxAt = -1;
  let sumTaxes = 0;
  let firstTaxes = 0;
  for (let n = 0; n < los; n++) {
    taxAt = inForce(fp.taxes, arrival + n, taxAt);
    let total = 0;
    const values: number[] = [];
    for (const rule of fp.taxes[taxAt]?.rules ?? []) {
      let value = 0;
      if (!(rule.perStay && n > 0)) {
        if (rule.included) post(rule, n, rule.type === 'flat' ? rule.amount * (counts[rule.basis] as number) : ((rule.perStay ? sumRoom : (rooms[n] as number)) * rule.amount) / (100 + rule.amount));
        else {
          const b = rule.perStay ? stayBasis : (bases[n] as number);
          value = rule.type === 'percent' ? (b * rule.amount) / 100 : rule.type === 'flat' ? rule.amount * (counts[rule.basis] as number) : ((b + (rule.appliedTo >= 0 ? (values[rule.appliedTo] as number) : total)) * rule.amount) / 100;
          post(rule, n, value);
          total += value;
        }
      }
      values.push(value);
    }
    if (n === 0) firstTaxes = total;
    sumTaxes += total;
  }

  const rateDetails: PricedRateDetail[] = periods.map((p, i) => {
    const end = periods[i + 1]?.start ?? los;
    const shown = p.override < 0;
    const src = p.rate;
    const fx = (x: number | undefined) => (shown && x !== undefined ? fix(x, f, digits) : undefined);
    const chargeDetails: ChargeDetail[] = [];
    const serviceCharges: ChargeRuleSummary[] = [];
    const taxes: ChargeRuleSummary[] = [];
    for (let v = 0; v < fp.versions; v++) {
      const sum = sums[i * fp.versions + v];
      if (sum === undefined) continue;
      const rule = ruleOf[v] as FloatRule;
      chargeDetails.push({ ...rule.detail, total: fix(sum, f, digits) });
      (rule.kind === 'fee' ? serviceCharges : taxes).push(rule.summary);
    }
    const complete = product.ageBasedPricing && src.childRates.length > 0 && src.childRates.every((r) => r !== undefined);
    return {
      effectiveDate: dateOf(arrival + p.start),
      nights: end - p.start,
      roomRate: fix(rooms[p.start] as number, f, digits),
      rate1Person: fx(src.persons[0]),
      rate2Person: fx(src.persons[1]),
      rate3Person: fx(src.persons[2]),
      rate4Person: fx(src.persons[3]),
      extraPersonRate: fx(src.extraPerson),
      extraChildRate: shown && p.children !== undefined ? fix(p.children, f, digits) : undefined,
      childRates: shown && complete ? src.childRates.map((r) => fix(r as number, f, digits)) : undefined,
      cribRate: src.crib === undefined ? undefined : fix(src.crib, f, digits),
      rollawayRate: src.rollaway === undefined ? undefined : fix(src.rollaway, f, digits),
      discountAmount: shown && fp.discount ? fix(Math.abs((rooms[p.start] as number) - p.list), f, digits) : undefined,
      discountType: shown && fp.discount ? fp.discount.type : undefined,
      serviceCharges,
      taxes,
      chargeDetails,
    };
  });

  const before = (Math.ceil(sumRoom * f) / f);
  const sc = (Math.ceil(sumFees * f) / f);
  const tax = (Math.ceil(sumTaxes * f) / f);
  const withFees = before + sc;
  const after = withFees + tax;
  const bedTotal = (Math.ceil(beds * f) / f);
  const collected = (Math.ceil(onProperty * f) / f);
  let highest = rooms[0] as number;
  let change = false;
  for (const r of rooms) {
    if (r > highest) highest = r;
    if (r !== rooms[0]) change = true;
  }
  const chargeTotals: ChargeTotal[] = [];
  for (const kind of ['fee', 'tax'] as const) {
    fp.categories.forEach((c, i) => {
      const sum = byCategory[i];
      if (c.categoryType === kind && sum !== undefined) chargeTotals.push({ category: c.category, categoryType: kind, total: fix(sum, f, digits) });
    });
  }
  const averageRate = fix(before / los, f, digits);
  return {
    ok: true,
    value: {
      currencyCode: product.currencyCode,
      lengthOfStay: los,
      childAges: [...ages],
      amountBeforeTax: before.toFixed(digits),
      totalServiceCharges: sc.toFixed(digits),
      totalTaxes: tax.toFixed(digits),
      amountWithFees: withFees.toFixed(digits),
      amountAfterTax: after.toFixed(digits),
      averageRate,
      averageRateAfterFees: fix(withFees / los, f, digits),
      averageRateAfterTax: fix(after / los, f, digits),
      rateAmount: averageRate,
      extraBedTotal: bedTotal.toFixed(digits),
      guestTotalCostAfterTax: (after + bedTotal).toFixed(digits),
      rateChangeIndicator: change,
      chargeTotals,
      rateDetails,
      collectedOnPropertyTotal: collected.toFixed(digits),
      merchantTotalAmount: (after - collected).toFixed(digits),
      firstNightAfterTax: ((Math.ceil(rooms[0] as number * f) / f) + (Math.ceil(fees[0] as number * f) / f) + (Math.ceil(firstTaxes * f) / f)).toFixed(digits),
    },
  };
}
