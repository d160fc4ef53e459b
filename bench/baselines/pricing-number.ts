/**
 * The plain-number baseline of `pnpm bench pricing` (DESIGN section 8): the same rules and the
 * same output shape as `priceStay`, in binary floating point with `Math.ceil(x * 10^d) / 10^d`
 * and `toFixed`. It is the speed limit, not a correct engine: its rounding is wrong whenever a
 * float is a hair above an exact value (0.1 + 0.2), and it loses digits in the billions.
 */
import { payingGuests } from '../../packages/pricing/src/testing/reference-price-stay.js';
import type { ChargeTotal, PriceResult, PricedRateDetail, RateDetail, RateProduct, StayRequest } from '../../packages/pricing/src/types.js';

const DAY = 86_400_000;
const num = (a: number | string | undefined): number => (a === undefined ? 0 : Number(a));

function latest<T extends { effectiveDate: string }>(list: readonly T[] | undefined, night: string): T | undefined {
  let found: T | undefined;
  for (const e of list ?? []) if (e.effectiveDate <= night) found = e;
  return found;
}

/** Prices a stay with JS numbers. */
export function priceStayNumber(product: RateProduct, stay: StayRequest): PriceResult {
  const digits = product.currencyCode === 'JPY' ? 0 : product.currencyCode === 'KWD' ? 3 : 2;
  const f = 10 ** digits;
  const up = (x: number) => Math.ceil(x * f) / f;
  const fix = (x: number) => up(x).toFixed(digits);
  const arrival = Date.parse(`${stay.arrivalDate}T00:00:00Z`);
  const los = Math.round((Date.parse(`${stay.departureDate}T00:00:00Z`) - arrival) / DAY);
  if (los <= 0) return { ok: false, reason: 'departureNotAfterArrival', message: '' };
  if (los > 90) return { ok: false, reason: 'lengthOfStayExceeded', message: '' };
  const numChildren = stay.numChildren ?? stay.childAges?.length ?? 0;
  const guests = stay.numAdults + numChildren;
  if (product.roomOccupancy !== undefined && guests > product.roomOccupancy) return { ok: false, reason: 'occupancyExceeded', message: '' };
  const { ages, adults, inRange } = payingGuests(product, stay);
  const inclusive = product.serviceChargesAndTaxesIncluded === true;

  let sumRoom = 0;
  let sumSc = 0;
  let sumTax = 0;
  let onProperty = 0;
  let highest = 0;
  let first = 0;
  let change = false;
  const cats = new Map<string, ChargeTotal & { sum: number }>();
  const details: PricedRateDetail[] = [];
  let lastKey = '';
  for (let n = 0; n < los; n++) {
    const night = new Date(arrival + n * DAY).toISOString().slice(0, 10);
    const rate = latest(product.rates, night) as RateDetail | undefined;
    if (!rate) return { ok: false, reason: 'noRateForNight', message: '', date: night };
    const persons = [rate.rate1Person, rate.rate2Person, rate.rate3Person, rate.rate4Person];
    let k = Math.min(adults, 4);
    while (k > 0 && persons[k - 1] === undefined) k--;
    let children = 0;
    if (product.ageBasedPricing) for (const i of inRange) children += num(rate.childRates?.[i]);
    else children = num(rate.extraChildRate) * numChildren;
    const override = latest(stay.rateOverrides, night);
    const room = override ? num(override.amount) : num(persons[k - 1]) + (adults - k) * num(rate.extraPersonRate) + children;

    let sc = 0;
    const scp = inclusive ? undefined : latest(product.serviceChargePeriods, night);
    for (const c of scp?.charges ?? []) {
      if (c.period === 'perStay' && n > 0) continue;
      const v = c.type === 'percent' ? (room * num(c.amount)) / 100 : num(c.amount) * (c.basis === 'perGuest' ? guests : 1);
      sc += v;
      const key = `fee${c.category ?? 'SERVICECHARGE'}`;
      const t = cats.get(key) ?? cats.set(key, { category: c.category ?? 'SERVICECHARGE', categoryType: 'fee', total: '', sum: 0 }).get(key);
      if (t) t.sum += v;
      if (c.collectedOnProperty) onProperty += v;
    }
    const basis = product.serviceChargesInTaxCalc ? room + sc : room;
    let tax = 0;
    const tp = inclusive ? undefined : latest(product.taxPeriods, night);
    for (const t of tp?.taxes ?? []) {
      if (t.period === 'perStay' && n > 0) continue;
      const v = t.type === 'percent' ? (basis * num(t.amount)) / 100 : t.type === 'sum' ? ((basis + tax) * num(t.amount)) / 100 : num(t.amount) * (t.basis === 'perGuest' ? guests : 1);
      tax += v;
      const key = `tax${t.category ?? 'TAX'}`;
      const c = cats.get(key) ?? cats.set(key, { category: t.category ?? 'TAX', categoryType: 'tax', total: '', sum: 0 }).get(key);
      if (c) c.sum += v;
      if (t.collectedOnProperty) onProperty += v;
    }
    sumRoom += room;
    sumSc += sc;
    sumTax += tax;
    if (n === 0) first = highest = room;
    else {
      if (room !== first) change = true;
      if (room > highest) highest = room;
    }
    const key = `${rate.effectiveDate}|${override ? 'o' : ''}|${fix(room)}|${fix(sc)}|${fix(tax)}`;
    const last = details[details.length - 1];
    if (last && key === lastKey) last.nights++;
    else {
      const d: PricedRateDetail = { effectiveDate: night, nights: 1, roomRate: fix(room), serviceCharges: [], taxes: [], chargeDetails: [] };
      if (!override) {
        if (rate.rate1Person !== undefined) d.rate1Person = fix(num(rate.rate1Person));
        if (rate.rate2Person !== undefined) d.rate2Person = fix(num(rate.rate2Person));
        if (rate.extraPersonRate !== undefined) d.extraPersonRate = fix(num(rate.extraPersonRate));
        if (numChildren > 0) d.extraChildRate = fix(children);
        if (product.ageBasedPricing && rate.childRates) d.childRates = rate.childRates.map((r) => fix(num(r)));
      }
      if (rate.cribRate !== undefined) d.cribRate = fix(num(rate.cribRate));
      if (rate.rollawayRate !== undefined) d.rollawayRate = fix(num(rate.rollawayRate));
      details.push(d);
      lastKey = key;
    }
  }
  const before = up(sumRoom);
  const withFees = before + up(sumSc);
  const after = withFees + up(sumTax);
  const collected = up(onProperty);
  const averageRate = fix(before / los);
  return {
    ok: true,
    value: {
      currencyCode: product.currencyCode,
      lengthOfStay: los,
      childAges: [...ages],
      amountBeforeTax: before.toFixed(digits),
      totalServiceCharges: fix(sumSc),
      totalTaxes: fix(sumTax),
      amountWithFees: withFees.toFixed(digits),
      amountAfterTax: after.toFixed(digits),
      averageRate,
      averageRateAfterFees: fix(withFees / los),
      averageRateAfterTax: fix(after / los),
      rateAmount: averageRate,
      extraBedTotal: (0).toFixed(digits),
      guestTotalCostAfterTax: after.toFixed(digits),
      rateChangeIndicator: change,
      chargeTotals: [...cats.values()].map((c) => ({ category: c.category, categoryType: c.categoryType, total: fix(c.sum) })),
      rateDetails: details,
      collectedOnPropertyTotal: collected.toFixed(digits),
      merchantTotalAmount: (after - collected).toFixed(digits),
      firstNightAfterTax: '0',
    },
  };
}
