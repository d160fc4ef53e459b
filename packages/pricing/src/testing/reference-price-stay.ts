/**
 * A straightforward decimal.js implementation of DESIGN section 3, kept for the tests (the engine
 * must equal it) and as the decimal.js baseline of `pnpm bench pricing`. It shares no code with
 * the engine: it walks the nights with Date, looks up dated entries by scanning, and computes
 * every value with decimal.js at high precision. Not part of the package's public surface.
 */
import { Decimal } from 'decimal.js';
import currencyCodes from 'currency-codes';
import type {
  Amount,
  ChargeDetail,
  ChargeRule,
  ChargeRuleSummary,
  ChargeTotal,
  PriceOptions,
  PriceResult,
  PricedRateDetail,
  RateDetail,
  RateOverride,
  RateProduct,
  StayRequest,
} from '../types.js';

const Dec = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_CEIL });
type D = InstanceType<typeof Dec>;

/** The exact, unrounded totals behind a reference price. */
export interface ExactTotals {
  amountBeforeTax: string;
  totalServiceCharges: string;
  totalTaxes: string;
  extraBedTotal: string;
  /** Per category key `fee:NAME` / `tax:NAME`: the exact sum of its rules' charges. */
  categories: Record<string, string>;
}

const dec = (a: Amount | undefined): D | undefined => (a === undefined ? undefined : new Dec(typeof a === 'number' ? String(a) : a));
const latest = <T extends { effectiveDate: string }>(list: readonly T[] | undefined, night: string): T | undefined =>
  (list ?? []).filter((e) => e.effectiveDate <= night).at(-1);

/**
 * Who pays what: the children's ages (sent, or adultAge - 1), the adults the rate table charges
 * (at least 1; with age-based pricing also every child in no range or aged adultAge or more),
 * and the range index of each child priced as a child.
 */
export function payingGuests(product: RateProduct, stay: StayRequest): { ages: number[]; adults: number; inRange: number[] } {
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  const ages = stay.childAges ?? Array.from({ length: numChildren }, () => Math.max(0, product.adultAge - 1));
  let adults = stay.numAdults;
  const inRange: number[] = [];
  if (product.ageBasedPricing) {
    for (const age of ages) {
      const i = (product.childAgeRanges ?? []).findIndex((r) => age < product.adultAge && r.startChildAge <= age && age <= r.endChildAge);
      if (i < 0) adults++;
      else inRange.push(i);
    }
  }
  return { ages, adults: Math.max(1, adults), inRange };
}

type Kind = 'fee' | 'tax';
type AnyRule = ChargeRule<'percent' | 'flat' | 'sum'>;

/** A rule with what identifies its version: kind, id, list position and every field. */
interface Version {
  key: string;
  kind: Kind;
  rule: AnyRule;
  position: number;
}

function versionOf(kind: Kind, rule: AnyRule, position: number): Version {
  const id = rule.ruleId ?? position + 1;
  const category = rule.category ?? (kind === 'tax' ? 'TAX' : 'SERVICECHARGE');
  const fields = [kind, id, position, rule.type, rule.basis, rule.period, (dec(rule.amount) as D).toFixed(), category, rule.name, rule.postingCode, rule.exemptionCode, rule.collectedOnProperty, rule.includedInQuotedRate, rule.inclusive, rule.appliedToRuleId];
  return { key: JSON.stringify(fields), kind, rule, position };
}

/** Prices a stay by the reference rules; `exact` holds the unrounded totals when priced. */
export function referencePriceStay(product: RateProduct, stay: StayRequest, options: PriceOptions = {}): { result: PriceResult; exact?: ExactTotals } {
  const digits = currencyCodes.code(product.currencyCode)?.digits ?? 2;
  const up = (x: D): string => x.toDecimalPlaces(digits, Decimal.ROUND_CEIL).toFixed(digits);
  const fail = (reason: Extract<PriceResult, { ok: false }>['reason'], date?: string) => ({ result: { ok: false as const, reason, message: reason, ...(date ? { date } : {}) } });

  const arrival = Date.parse(`${stay.arrivalDate}T00:00:00Z`);
  const los = Math.round((Date.parse(`${stay.departureDate}T00:00:00Z`) - arrival) / 86_400_000);
  const numAdults = stay.numAdults;
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  const cribs = stay.numCribs ?? 0;
  const rollaways = stay.numRollAways ?? 0;
  if (los <= 0) return fail('departureNotAfterArrival');
  if (los > 90) return fail('lengthOfStayExceeded');
  if (product.roomOccupancy !== undefined && numAdults + numChildren > product.roomOccupancy) return fail('occupancyExceeded');
  const { ages, adults, inRange } = payingGuests(product, stay);
  const nights = Array.from({ length: los }, (_, n) => new Date(arrival + n * 86_400_000).toISOString().slice(0, 10));
  for (const night of nights) if (!latest(product.rates, night)) return fail('noRateForNight', night);

  // Room rate of each night (DESIGN 3, steps 1-4).
  const listRate = (rate: RateDetail): { room: D; children: D } | undefined => {
    const persons = [rate.rate1Person, rate.rate2Person, rate.rate3Person, rate.rate4Person];
    let k = Math.min(adults, 4);
    while (k > 0 && persons[k - 1] === undefined) k--;
    if (k === 0 || (k < adults && rate.extraPersonRate === undefined)) return undefined;
    let children = new Dec(0);
    if (product.ageBasedPricing) {
      for (const i of inRange) {
        const r = dec(rate.childRates?.[i]);
        if (!r) return undefined;
        children = children.plus(r);
      }
    } else children = (dec(rate.extraChildRate) ?? new Dec(0)).times(numChildren);
    const room = (dec(persons[k - 1]) as D).plus(k < adults ? (dec(rate.extraPersonRate) as D).times(adults - k) : 0).plus(children);
    return { room, children };
  };
  const discounted = (list: D): D => {
    const d = product.discount;
    if (!d) return list;
    const a = dec(d.amount) as D;
    if (d.type === 'percentOff') return list.times(new Dec(1).minus(a.div(100)));
    if (d.type === 'percentAdd') return list.times(new Dec(1).plus(a.div(100)));
    if (d.type === 'amountOff') return Decimal.max(list.minus(a), 0) as D;
    return list.plus(a);
  };
  const overrides = (stay.rateOverrides ?? []).map((o, i) => ({ o, i })).sort((a, b) => (a.o.effectiveDate < b.o.effectiveDate ? -1 : a.o.effectiveDate > b.o.effectiveDate ? 1 : a.i - b.i));
  const night: Array<{ rate: RateDetail; override: RateOverride | undefined; list: D; children: D; room: D }> = [];
  let sumBeds = new Dec(0);
  for (const date of nights) {
    const rate = latest(product.rates, date) as RateDetail;
    const priced = listRate(rate);
    if (!priced) return fail('noRateForNight', date);
    if (cribs > 0 && rate.cribRate === undefined) return fail('extraBedNotOffered', date);
    if (rollaways > 0 && rate.rollawayRate === undefined) return fail('extraBedNotOffered', date);
    const override = overrides.filter((x) => x.o.effectiveDate <= date).at(-1)?.o;
    const room = override ? (dec(override.amount) as D) : discounted(priced.room);
    night.push({ rate, override, list: priced.room, children: priced.children, room });
    sumBeds = sumBeds.plus((dec(rate.cribRate) ?? new Dec(0)).times(cribs)).plus((dec(rate.rollawayRate) ?? new Dec(0)).times(rollaways));
  }
  const stayRoom = night.reduce((s, x) => s.plus(x.room), new Dec(0));

  // Rate periods: consecutive nights under the same rate entry and override.
  const periodOf: number[] = [];
  const starts: number[] = [];
  night.forEach((x, n) => {
    const prev = night[n - 1];
    if (n === 0 || !prev || prev.rate !== x.rate || prev.override !== x.override) starts.push(n);
    periodOf.push(starts.length - 1);
  });

  // Versions in product order (fees then taxes, periods and lists in order); categories likewise.
  const inclusivePlan = product.serviceChargesAndTaxesIncluded === true;
  const feePeriods = inclusivePlan ? [] : (product.serviceChargePeriods ?? []);
  const taxPeriods = inclusivePlan ? [] : (product.taxPeriods ?? []);
  const versionOrder: string[] = [];
  const categoryOrder: string[] = [];
  const see = (kind: Kind, rules: readonly AnyRule[]) =>
    rules.forEach((rule, i) => {
      const v = versionOf(kind, rule, i);
      if (!versionOrder.includes(v.key)) versionOrder.push(v.key);
      const cat = `${kind}:${rule.category ?? (kind === 'tax' ? 'TAX' : 'SERVICECHARGE')}`;
      if (!categoryOrder.includes(cat)) categoryOrder.push(cat);
    });
  for (const p of feePeriods) see('fee', p.charges);
  for (const p of taxPeriods) see('tax', p.taxes);

  const count = (rule: AnyRule): number =>
    ({ perRoom: 1, perGuest: numAdults + numChildren, perAdult: numAdults, perChild: numChildren, perItem: cribs + rollaways })[rule.basis];
  // Charges posted: per period and version, and per category.
  const posted = new Map<string, { version: Version; sum: D }>(); // `${period}|${key}`
  const categories = new Map<string, D>();
  let onProperty = new Dec(0);
  const post = (n: number, version: Version, value: D) => {
    const at = `${periodOf[n]}|${version.key}`;
    const entry = posted.get(at) ?? { version, sum: new Dec(0) };
    entry.sum = entry.sum.plus(value);
    posted.set(at, entry);
    if (version.rule.includedInQuotedRate) return;
    const cat = `${version.kind}:${version.rule.category ?? (version.kind === 'tax' ? 'TAX' : 'SERVICECHARGE')}`;
    categories.set(cat, (categories.get(cat) ?? new Dec(0)).plus(value));
    if (version.rule.collectedOnProperty) onProperty = onProperty.plus(value);
  };
  // An included percent rule posts the roomRate it applies to; its charge, base x a / (100 + a),
  // is taken once from the period's sum (a per-night quotient need not be a finite decimal).
  const includedPart = (rule: AnyRule, base: D): D => (rule.type === 'flat' ? (dec(rule.amount) as D).times(count(rule)) : base);
  const includedTotal = (rule: AnyRule, sum: D): D => {
    const a = dec(rule.amount) as D;
    return rule.type === 'flat' ? sum : sum.times(a).div(a.plus(100));
  };

  // Service charges.
  const arrivalFees = latest(feePeriods, nights[0] as string);
  const fees: D[] = [];
  nights.forEach((date, n) => {
    const period = latest(feePeriods, date);
    let total = new Dec(0);
    (period?.charges ?? []).forEach((rule, i) => {
      if (rule.period === 'perStay' && (n > 0 || period !== arrivalFees)) return;
      const version = versionOf('fee', rule, i);
      const base = rule.period === 'perStay' ? stayRoom : (night[n] as { room: D }).room;
      if (rule.includedInQuotedRate) return post(n, version, includedPart(rule, base));
      const a = dec(rule.amount) as D;
      const value = rule.type === 'percent' ? base.times(a).div(100) : a.times(count(rule));
      total = total.plus(value);
      post(n, version, value);
    });
    fees.push(total);
  });

  // Taxes.
  const bases = night.map((x, n) => (product.serviceChargesInTaxCalc ? x.room.plus(fees[n] as D) : x.room));
  const stayBasis = bases.reduce((s, b) => s.plus(b), new Dec(0));
  const arrivalTaxes = latest(taxPeriods, nights[0] as string);
  const taxes: D[] = [];
  nights.forEach((date, n) => {
    const period = latest(taxPeriods, date);
    let total = new Dec(0);
    const byId = new Map<number, D>();
    (period?.taxes ?? []).forEach((rule, i) => {
      if (rule.period === 'perStay' && (n > 0 || period !== arrivalTaxes)) return;
      const version = versionOf('tax', rule, i);
      if (rule.includedInQuotedRate) return post(n, version, includedPart(rule, rule.period === 'perStay' ? stayRoom : (night[n] as { room: D }).room));
      const a = dec(rule.amount) as D;
      const basis = rule.period === 'perStay' ? stayBasis : (bases[n] as D);
      let value: D;
      if (rule.type === 'percent') value = basis.times(a).div(100);
      else if (rule.type === 'flat') value = a.times(count(rule));
      else value = basis.plus(rule.appliedToRuleId !== undefined ? (byId.get(rule.appliedToRuleId) ?? new Dec(0)) : total).times(a).div(100);
      byId.set(rule.ruleId ?? i + 1, value);
      total = total.plus(value);
      post(n, version, value);
    });
    taxes.push(total);
  });

  const sumFees = fees.reduce((s, x) => s.plus(x), new Dec(0));
  const sumTaxes = taxes.reduce((s, x) => s.plus(x), new Dec(0));
  const summary = (r: AnyRule): ChargeRuleSummary => ({ amount: (dec(r.amount) as D).toFixed(), basis: r.basis, period: r.period, type: r.type });
  const rateDetails: PricedRateDetail[] = starts.map((start, p) => {
    const x = night[start] as (typeof night)[number];
    const rate = x.rate;
    const shown = x.override === undefined;
    const money = (a: Amount | undefined) => (shown && a !== undefined ? up(dec(a) as D) : undefined);
    const ranges = product.childAgeRanges ?? [];
    const entries = [...posted.entries()].filter(([at]) => at.startsWith(`${p}|`)).map(([, e]) => e);
    entries.sort((a, b) => versionOrder.indexOf(a.version.key) - versionOrder.indexOf(b.version.key));
    const chargeDetails: ChargeDetail[] = entries.map(({ version: { kind, rule, position }, sum }) => {
      const detail: ChargeDetail = {
        category: rule.category ?? (kind === 'tax' ? 'TAX' : 'SERVICECHARGE'),
        categoryType: kind,
        sequence: position + 1,
        total: up(rule.includedInQuotedRate ? includedTotal(rule, sum) : sum),
        amount: (dec(rule.amount) as D).toFixed(),
        amountType: rule.type === 'flat' ? 'flat' : 'percent',
        basis: rule.basis,
        period: rule.period,
        ruleId: rule.ruleId ?? position + 1,
      };
      if (rule.appliedToRuleId !== undefined) detail.appliedToRuleId = rule.appliedToRuleId;
      if (rule.collectedOnProperty !== undefined) detail.collectedOnProperty = rule.collectedOnProperty;
      if (rule.includedInQuotedRate !== undefined) detail.includedInQuotedRate = rule.includedInQuotedRate;
      if (rule.inclusive !== undefined) detail.inclusive = rule.inclusive;
      if (rule.exemptionCode !== undefined) detail.exemptionCode = rule.exemptionCode;
      if (rule.name !== undefined) detail.name = rule.name;
      if (rule.postingCode !== undefined) detail.postingCode = rule.postingCode;
      return detail;
    });
    return {
      effectiveDate: nights[start] as string,
      nights: (starts[p + 1] ?? los) - start,
      roomRate: up(x.room),
      rate1Person: money(rate.rate1Person),
      rate2Person: money(rate.rate2Person),
      rate3Person: money(rate.rate3Person),
      rate4Person: money(rate.rate4Person),
      extraPersonRate: money(rate.extraPersonRate),
      extraChildRate: shown && numChildren > 0 ? up(x.children) : undefined,
      childRates: shown && product.ageBasedPricing && ranges.length > 0 && ranges.every((_, i) => rate.childRates?.[i] !== undefined) ? ranges.map((_, i) => up(dec(rate.childRates?.[i]) as D)) : undefined,
      cribRate: rate.cribRate === undefined ? undefined : up(dec(rate.cribRate) as D),
      rollawayRate: rate.rollawayRate === undefined ? undefined : up(dec(rate.rollawayRate) as D),
      discountAmount: shown && product.discount ? up(x.room.minus(x.list).abs()) : undefined,
      discountType: shown && product.discount ? product.discount.type : undefined,
      serviceCharges: entries.filter((e) => e.version.kind === 'fee').map((e) => summary(e.version.rule)),
      taxes: entries.filter((e) => e.version.kind === 'tax').map((e) => summary(e.version.rule)),
      chargeDetails,
    };
  });

  const money = (s: string) => new Dec(s);
  const amountBeforeTax = up(stayRoom);
  const totalServiceCharges = up(sumFees);
  const totalTaxes = up(sumTaxes);
  const amountWithFees = money(amountBeforeTax).plus(totalServiceCharges);
  const amountAfterTax = amountWithFees.plus(totalTaxes);
  const extraBedTotal = up(sumBeds);
  const collected = up(onProperty);
  const rooms = night.map((x) => x.room);
  const highest = rooms.reduce((a, b) => (b.gt(a) ? b : a));
  const chargeTotals: ChargeTotal[] = categoryOrder
    .filter((key) => categories.has(key))
    .map((key) => ({ category: key.slice(4), categoryType: key.slice(0, 3) as Kind, total: up(categories.get(key) as D) }));
  const averageRate = up(money(amountBeforeTax).div(los));
  const firstNight = money(up(rooms[0] as D)).plus(up(fees[0] as D)).plus(up(taxes[0] as D));
  return {
    result: {
      ok: true,
      value: {
        currencyCode: product.currencyCode,
        lengthOfStay: los,
        childAges: [...ages],
        amountBeforeTax,
        totalServiceCharges,
        totalTaxes,
        amountWithFees: amountWithFees.toFixed(digits),
        amountAfterTax: amountAfterTax.toFixed(digits),
        averageRate,
        averageRateAfterFees: up(amountWithFees.div(los)),
        averageRateAfterTax: up(amountAfterTax.div(los)),
        rateAmount: options.displayRateType === 'highest' ? up(highest) : averageRate,
        extraBedTotal,
        guestTotalCostAfterTax: amountAfterTax.plus(extraBedTotal).toFixed(digits),
        rateChangeIndicator: rooms.some((r) => !r.eq(rooms[0] as D)),
        chargeTotals,
        rateDetails,
        collectedOnPropertyTotal: collected,
        merchantTotalAmount: amountAfterTax.minus(collected).toFixed(digits),
        firstNightAfterTax: firstNight.toFixed(digits),
      },
    },
    exact: {
      amountBeforeTax: stayRoom.toFixed(),
      totalServiceCharges: sumFees.toFixed(),
      totalTaxes: sumTaxes.toFixed(),
      extraBedTotal: sumBeds.toFixed(),
      categories: Object.fromEntries([...categories].map(([k, v]) => [k, v.toFixed()])),
    },
  };
}
