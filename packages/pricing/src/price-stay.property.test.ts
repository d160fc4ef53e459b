import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bigintCalculator } from './bigint-calculator.js';
import { currencyMinorUnits } from './currency-minor-units.js';
import { evaluateStay } from './evaluate-stay.js';
import { planStay } from './plan-stay.js';
import { prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { presentPricedStay } from './present-priced-stay.js';
import { priceStay } from './price-stay.js';
import { rateProduct, stayRequest } from './arbitraries/index.js';
import { referencePriceStay } from './testing/reference-price-stay.js';
import type { PricedStay, RateProduct, StayRequest } from './types.js';

const D = Decimal.clone({ precision: 100 });
const sum = (...xs: string[]) => xs.reduce((a, x) => a.plus(x), new D(0));
const digitsOf = (v: PricedStay) => currencyMinorUnits(v.currencyCode) ?? 2;

function pricedOrSkip(product: RateProduct, stay: StayRequest): PricedStay {
  const result = priceStay(product, stay);
  fc.pre(result.ok);
  return (result as { value: PricedStay }).value;
}

/** Every amount of a priced stay, with its path. */
function amounts(v: PricedStay): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (x: unknown, path: string) => {
    // Rule amounts (`.amount`) are the rules' own decimals, not money the engine rounded.
    if (typeof x === 'string' && /^\d/.test(x) && !/^\d{4}-/.test(x) && !path.endsWith('.amount')) out.push([path, x]);
    else if (Array.isArray(x)) x.forEach((y, i) => walk(y, `${path}[${i}]`));
    else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, `${path}.${k}`);
  };
  walk(v, '');
  return out;
}

/** The nightly figures of a stay: its rate periods expanded to one entry per night (charge details are per period). */
function nights(v: PricedStay) {
  return v.rateDetails.flatMap(({ nights: n, effectiveDate: _, chargeDetails: _c, taxes: _t, serviceCharges: _s, ...figures }) => Array.from({ length: n }, () => figures));
}

describe('priceStay properties', () => {
  test('the engine equals a straightforward decimal.js implementation of the same rules (10,000 stays: every basis and DiscountType, 90 nights, 0-4 decimals, billions)', () => {
    const seen = { priced: 0, ninetyNights: 0, threeDecimals: 0, billions: 0, appliedTo: 0, included: 0, perStayPercent: 0, bases: new Set<string>(), discounts: new Set<string>() };
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        const engine = priceStay(product, stay);
        const { result } = referencePriceStay(product, stay);
        if (!result.ok || !engine.ok) {
          expect({ ok: engine.ok, reason: engine.ok ? undefined : engine.reason }).toEqual({ ok: result.ok, reason: result.ok ? undefined : result.reason });
          return;
        }
        expect(engine.value).toEqual(result.value);
        seen.priced++;
        for (const d of engine.value.rateDetails) {
          if (d.discountType) seen.discounts.add(d.discountType);
          for (const c of d.chargeDetails) {
            if (c.amountType === 'flat' && Number(c.total) > 0) seen.bases.add(c.basis);
            if (c.appliedToRuleId !== undefined) seen.appliedTo++;
            if (c.includedInQuotedRate) seen.included++;
            if (c.period === 'perStay' && c.amountType === 'percent') seen.perStayPercent++;
          }
        }
        if (engine.value.lengthOfStay === 90) seen.ninetyNights++;
        if (digitsOf(engine.value) === 3) seen.threeDecimals++;
        if (new D(engine.value.amountAfterTax).gte(1e9)) seen.billions++;
      }),
      { numRuns: 10_000 },
    );
    // The comparison is real: most stays are priceable, and the hard cases are among them.
    expect(seen.priced).toBeGreaterThan(5_000);
    expect(seen.ninetyNights).toBeGreaterThan(100);
    expect(seen.threeDecimals).toBeGreaterThan(500);
    expect(seen.billions).toBeGreaterThan(200);
    // ... and so is every basis (charging something), every DiscountType and every rule kind.
    expect([...seen.bases].sort()).toEqual(['perAdult', 'perChild', 'perGuest', 'perItem', 'perRoom']);
    expect([...seen.discounts].sort()).toEqual(['amountAdd', 'amountOff', 'percentAdd', 'percentOff']);
    expect(Math.min(seen.appliedTo, seen.included, seen.perStayPercent)).toBeGreaterThan(100);
  }, 180_000); // 10,000 stays through decimal.js: 9 to 30 s on the shared 2-core machine, by load

  test('the number path and the bigint path give the same price', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest({ maxNights: 30 }), (product, stay) => {
        const prepared = prepareRateProduct(product) as PreparedProduct;
        const plan = planStay(prepared, stay);
        fc.pre(!('reason' in plan));
        const planned = plan as Exclude<typeof plan, { reason: string }>;
        const figures = evaluateStay(bigintCalculator, prepared, planned, {});
        const viaBigint = 'reason' in figures ? { ok: false, ...figures } : { ok: true, value: presentPricedStay(bigintCalculator, prepared, planned, figures) };
        expect(priceStay(product, stay)).toEqual(viaBigint);
      }),
      { numRuns: 1_000 },
    );
  });

  test('parts add up exactly at currency precision: withFees = before + service, after = withFees + taxes, guest total = after + beds, merchant + on property = after', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        const v = pricedOrSkip(product, stay);
        expect(sum(v.amountBeforeTax, v.totalServiceCharges).eq(v.amountWithFees)).toBe(true);
        expect(sum(v.amountWithFees, v.totalTaxes).eq(v.amountAfterTax)).toBe(true);
        expect(sum(v.amountAfterTax, v.extraBedTotal).eq(v.guestTotalCostAfterTax)).toBe(true);
        expect(sum(v.merchantTotalAmount, v.collectedOnPropertyTotal).eq(v.amountAfterTax)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  test('every output is at currency precision and the totals are never below their exact values', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        const v = pricedOrSkip(product, stay);
        const digits = digitsOf(v);
        for (const [path, x] of amounts(v)) expect(x, path).toMatch(digits === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${digits}}$`));
        const { exact } = referencePriceStay(product, stay);
        for (const key of ['amountBeforeTax', 'totalServiceCharges', 'totalTaxes', 'extraBedTotal'] as const) {
          const rounded = new D(v[key]);
          expect(rounded.gte(exact?.[key] ?? 'NaN'), key).toBe(true);
          expect(rounded.minus(exact?.[key] ?? 'NaN').lt(new D(10).pow(-digits)), key).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('averages times LOS cover their total by less than LOS minor units', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        const v = pricedOrSkip(product, stay);
        const unit = new D(10).pow(-digitsOf(v));
        for (const [average, total] of [
          [v.averageRate, v.amountBeforeTax],
          [v.averageRateAfterFees, v.amountWithFees],
          [v.averageRateAfterTax, v.amountAfterTax],
        ] as const) {
          const over = new D(average).times(v.lengthOfStay).minus(total);
          expect(over.gte(0)).toBe(true);
          expect(over.lt(unit.times(v.lengthOfStay))).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  test('ages have no effect without age-based pricing', () => {
    fc.assert(
      fc.property(rateProduct({ ageBasedPricing: false }), stayRequest({ withAges: true }), fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 3, maxLength: 3 }), (product, stay, other) => {
        const otherAges = (stay.childAges ?? []).map((_, i) => other[i] as number);
        const a = priceStay(product, stay);
        const b = priceStay(product, { ...stay, childAges: otherAges });
        expect(b.ok ? { ...b.value, childAges: stay.childAges } : b).toEqual(a.ok ? a.value && { ...a.value } : a);
      }),
      { numRuns: 1_000 },
    );
  });

  test('count-only children price exactly like children aged adultAge - 1', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest({ withAges: false }), (product, stay) => {
        const ages = Array.from({ length: stay.numChildren ?? 0 }, () => product.adultAge - 1);
        expect(priceStay(product, stay)).toEqual(priceStay(product, { ...stay, childAges: ages }));
      }),
      { numRuns: 1_000 },
    );
  });

  test('a stay priced as two consecutive stays has the same nightly figures', () => {
    fc.assert(
      fc.property(rateProduct({ perStay: false }), stayRequest({ maxNights: 40 }), fc.integer({ min: 1, max: 39 }), (product, stay, cut) => {
        const whole = pricedOrSkip(product, stay);
        fc.pre(cut < whole.lengthOfStay);
        const split = new Date(Date.parse(`${stay.arrivalDate}T00:00:00Z`) + cut * 86_400_000).toISOString().slice(0, 10);
        // Overrides carry over: the one in force at the split starts the second stay.
        const inForce = (stay.rateOverrides ?? []).filter((o) => o.effectiveDate <= split).sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1)).at(-1);
        const second = [...(stay.rateOverrides ?? []).filter((o) => o.effectiveDate > split), ...(inForce ? [{ ...inForce, effectiveDate: split }] : [])];
        const first = priceStay(product, { ...stay, departureDate: split });
        const rest = priceStay(product, { ...stay, arrivalDate: split, rateOverrides: second });
        expect(first.ok && rest.ok).toBe(true);
        if (first.ok && rest.ok) expect([...nights(first.value), ...nights(rest.value)]).toEqual(nights(whole));
      }),
      { numRuns: 500 },
    );
  });

  test('inclusive plans have zero taxes and zero service charges', () => {
    fc.assert(
      fc.property(rateProduct({ inclusive: true }), stayRequest(), (product, stay) => {
        const v = pricedOrSkip(product, stay);
        expect(new D(v.totalTaxes).isZero() && new D(v.totalServiceCharges).isZero()).toBe(true);
        expect([v.amountWithFees, v.amountAfterTax]).toEqual([v.amountBeforeTax, v.amountBeforeTax]);
        expect(v.chargeTotals).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
