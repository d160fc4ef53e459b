/**
 * A straightforward decimal.js implementation of DESIGN section 3, kept for the tests (the engine
 * must equal it) and as the naive baseline of `pnpm bench pricing`. It shares no code with the
 * engine: it walks the nights with Date, looks up dated entries by scanning, and computes every
 * value with decimal.js at high precision. Not part of the package's public surface.
 */
import { Decimal } from 'decimal.js';
import currencyCodes from 'currency-codes';
import type { Amount, ChargeTotal, PriceOptions, PriceResult, PricedRateDetail, RateDetail, RateProduct, StayRequest } from '../types.js';

const Dec = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_CEIL });
type D = InstanceType<typeof Dec>;

/** The exact, unrounded totals behind a reference price. */
export interface ExactTotals {
  amountBeforeTax: string;
  totalServiceCharges: string;
  totalTaxes: string;
  extraBedTotal: string;
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
  const ages = stay.childAges ?? Array.from({ length: numChildren }, () => product.adultAge - 1);
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

/** Prices a stay by the reference rules; `exact` holds the unrounded totals when priced. */
export function referencePriceStay(product: RateProduct, stay: StayRequest, options: PriceOptions = {}): { result: PriceResult; exact?: ExactTotals } {
  const digits = currencyCodes.code(product.currencyCode)?.digits ?? 2;
  const up = (x: D): string => x.toDecimalPlaces(digits, Decimal.ROUND_CEIL).toFixed(digits);
  const fail = (reason: Extract<PriceResult, { ok: false }>['reason'], date?: string) => ({ result: { ok: false as const, reason, message: reason, ...(date ? { date } : {}) } });

  const arrival = Date.parse(`${stay.arrivalDate}T00:00:00Z`);
  const los = Math.round((Date.parse(`${stay.departureDate}T00:00:00Z`) - arrival) / 86_400_000);
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  const guests = stay.numAdults + numChildren;
  if (los <= 0) return fail('departureNotAfterArrival');
  if (los > 90) return fail('lengthOfStayExceeded');
  if (product.roomOccupancy !== undefined && guests > product.roomOccupancy) return fail('occupancyExceeded');
  const { ages, adults, inRange } = payingGuests(product, stay);

  const roomOf = (rate: RateDetail): { room: D; children?: D } | undefined => {
    const persons = [rate.rate1Person, rate.rate2Person, rate.rate3Person, rate.rate4Person];
    let k = Math.min(adults, 4);
    while (k > 0 && persons[k - 1] === undefined) k--;
    if (k === 0 || (k < adults && rate.extraPersonRate === undefined)) return undefined;
    let room = (dec(persons[k - 1]) as D).plus(k < adults ? (dec(rate.extraPersonRate) as D).times(adults - k) : 0);
    let children: D | undefined;
    if (product.ageBasedPricing) {
      children = new Dec(0);
      for (const i of inRange) {
        const r = dec(rate.childRates?.[i]);
        if (!r) return undefined;
        children = children.plus(r);
      }
    } else children = (dec(rate.extraChildRate) ?? new Dec(0)).times(numChildren);
    room = room.plus(children);
    return { room, ...(numChildren > 0 ? { children } : {}) };
  };

  let sumRoom = new Dec(0);
  let sumSc = new Dec(0);
  let sumTax = new Dec(0);
  let sumBeds = new Dec(0);
  let onProperty = new Dec(0);
  const categories = new Map<string, { category: string; categoryType: 'tax' | 'fee'; total: D }>();
  const nightly: Array<{ room: D; detail: PricedRateDetail }> = [];
  const overrides = [...(stay.rateOverrides ?? [])].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : 0));
  const arrivalSc = latest(product.serviceChargePeriods, stay.arrivalDate);
  const arrivalTax = latest(product.taxPeriods, stay.arrivalDate);
  const inclusive = product.serviceChargesAndTaxesIncluded === true;
  // Categories are listed fees first, each kind in order of first appearance.
  const feeOrder: string[] = [];
  const taxOrder: string[] = [];

  for (let n = 0; n < los; n++) {
    const night = new Date(arrival + n * 86_400_000).toISOString().slice(0, 10);
    const rate = latest(product.rates, night);
    if (!rate) return fail('noRateForNight', night);
    const priced = roomOf(rate);
    if (!priced) return fail('noRateForNight', night);
    if ((stay.numCribs ?? 0) > 0 && rate.cribRate === undefined) return fail('extraBedNotOffered', night);
    if ((stay.numRollAways ?? 0) > 0 && rate.rollawayRate === undefined) return fail('extraBedNotOffered', night);
    const override = overrides.filter((o) => o.effectiveDate <= night).at(-1);
    const room = override ? (dec(override.amount) as D) : priced.room;
    const beds = (dec(rate.cribRate) ?? new Dec(0)).times(stay.numCribs ?? 0).plus((dec(rate.rollawayRate) ?? new Dec(0)).times(stay.numRollAways ?? 0));

    const post = (type: 'tax' | 'fee', order: string[], c: { category?: string; collectedOnProperty?: boolean }, v: D) => {
      const category = c.category ?? (type === 'tax' ? 'TAX' : 'SERVICECHARGE');
      const key = `${type}:${category}`;
      if (!categories.has(key)) {
        categories.set(key, { category, categoryType: type, total: new Dec(0) });
        order.push(key);
      }
      const entry = categories.get(key) as { total: D };
      entry.total = entry.total.plus(v);
      if (c.collectedOnProperty) onProperty = onProperty.plus(v);
    };

    let sc = new Dec(0);
    const scPeriod = inclusive ? undefined : latest(product.serviceChargePeriods, night);
    for (const c of scPeriod?.charges ?? []) {
      if (c.period === 'perStay' && (n > 0 || scPeriod !== arrivalSc)) continue;
      const v = c.type === 'percent' ? room.times(dec(c.amount) as D).div(100) : (dec(c.amount) as D).times(c.basis === 'perGuest' ? guests : 1);
      sc = sc.plus(v);
      post('fee', feeOrder, c, v);
    }
    const basis = product.serviceChargesInTaxCalc ? room.plus(sc) : room;
    let tax = new Dec(0);
    const taxPeriod = inclusive ? undefined : latest(product.taxPeriods, night);
    for (const t of taxPeriod?.taxes ?? []) {
      if (t.period === 'perStay' && (n > 0 || taxPeriod !== arrivalTax)) continue;
      const pct = (dec(t.amount) as D).div(100);
      const v = t.type === 'percent' ? basis.times(pct) : t.type === 'sum' ? basis.plus(tax).times(pct) : (dec(t.amount) as D).times(t.basis === 'perGuest' ? guests : 1);
      tax = tax.plus(v);
      post('tax', taxOrder, t, v);
    }

    sumRoom = sumRoom.plus(room);
    sumSc = sumSc.plus(sc);
    sumTax = sumTax.plus(tax);
    sumBeds = sumBeds.plus(beds);
    const detail: PricedRateDetail = { effectiveDate: night, nights: 1, roomRate: up(room), serviceCharges: [], taxes: [], chargeDetails: [] };
    const show = (field: 'rate1Person' | 'rate2Person' | 'rate3Person' | 'rate4Person' | 'extraPersonRate' | 'cribRate' | 'rollawayRate') => {
      const v = dec(rate[field]);
      if (v) detail[field] = up(v);
    };
    if (!override) {
      (['rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate'] as const).forEach(show);
      if (priced.children) detail.extraChildRate = up(priced.children);
      const ranges = product.childAgeRanges ?? [];
      if (product.ageBasedPricing && ranges.every((_, i) => rate.childRates?.[i] !== undefined)) detail.childRates = ranges.map((_, i) => up(dec(rate.childRates?.[i]) as D));
    }
    show('cribRate');
    show('rollawayRate');
    nightly.push({ room, detail });
  }

  // Runs: consecutive nights with identical figures.
  const rateDetails: PricedRateDetail[] = [];
  for (const { detail } of nightly) {
    const last = rateDetails.at(-1);
    const same = last && JSON.stringify({ ...last, effectiveDate: '', nights: 0 }) === JSON.stringify({ ...detail, effectiveDate: '', nights: 0 });
    if (last && same) last.nights++;
    else rateDetails.push({ ...detail });
  }

  const money = (s: string) => new Dec(s);
  const amountBeforeTax = up(sumRoom);
  const totalServiceCharges = up(sumSc);
  const totalTaxes = up(sumTax);
  const amountWithFees = money(amountBeforeTax).plus(totalServiceCharges);
  const amountAfterTax = amountWithFees.plus(totalTaxes);
  const extraBedTotal = up(sumBeds);
  const collected = up(onProperty);
  const rooms = nightly.map((x) => x.room);
  const highest = rooms.reduce((a, b) => (b.gt(a) ? b : a));
  const chargeTotals: ChargeTotal[] = [...feeOrder, ...taxOrder].map((key) => {
    const c = categories.get(key) as { category: string; categoryType: 'tax' | 'fee'; total: D };
    return { category: c.category, categoryType: c.categoryType, total: up(c.total) };
  });
  const averageRate = up(money(amountBeforeTax).div(los));
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
        firstNightAfterTax: '0',
      },
    },
    exact: { amountBeforeTax: sumRoom.toFixed(), totalServiceCharges: sumSc.toFixed(), totalTaxes: sumTax.toFixed(), extraBedTotal: sumBeds.toFixed() },
  };
}
