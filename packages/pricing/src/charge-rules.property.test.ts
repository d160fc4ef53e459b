import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rateProduct, stayRequest } from './arbitraries/index.js';
import { currencyMinorUnits } from './currency-minor-units.js';
import { prepareRateProduct } from './prepare-rate-product.js';
import { priceStay } from './price-stay.js';
import { referencePriceStay } from './testing/reference-price-stay.js';
import type { ChargeRule, PriceResult, RateProduct, TaxType } from './types.js';

const D = Decimal.clone({ precision: 100 });

/** The product with every rule passed through `f` (taxes and service charges alike). */
function mapRules(product: RateProduct, f: <R extends ChargeRule<TaxType>>(rule: R, index: number, list: R[]) => R | undefined): RateProduct {
  const each = <R extends ChargeRule<TaxType>>(list: R[]) => list.map((r, i) => f(r, i, list)).filter((r): r is R => r !== undefined);
  return {
    ...product,
    taxPeriods: (product.taxPeriods ?? []).map((p) => ({ ...p, taxes: each(p.taxes) })),
    serviceChargePeriods: (product.serviceChargePeriods ?? []).map((p) => ({ ...p, charges: each(p.charges) })),
  };
}

/** The totals a stay's price states, without its charge details. */
function totals(result: PriceResult) {
  if (!result.ok) return result.reason;
  const { rateDetails: _, chargeTotals, ...rest } = result.value;
  return { ...rest, chargeTotals };
}

describe('charge rules (properties)', () => {
  test('perAdult + perChild = perGuest: a flat rule split into a per-adult and a per-child rule charges the same totals', () => {
    fc.assert(
      fc.property(rateProduct({ included: false }), stayRequest({ maxNights: 20 }), (product, stay) => {
        // Every perGuest flat rule (and only flat ones) becomes two rules of the same category.
        // (A sum tax naming the split rule would name half of it: sums here are over every prior tax.)
        const perGuest = mapRules(product, (rule) => {
          const { appliedToRuleId: _, ...r } = rule;
          return (r.basis === 'perAdult' || r.basis === 'perChild' ? { ...r, basis: 'perRoom' } : r) as typeof rule;
        });
        let split = false;
        const explicit = (list: ChargeRule<TaxType>[]) => list.map((r, i) => ({ ...r, ruleId: r.ruleId ?? i + 1 }));
        const twice: RateProduct = {
          ...perGuest,
          taxPeriods: (perGuest.taxPeriods ?? []).map((p) => ({ ...p, taxes: explicit(p.taxes).flatMap((r) => (r.basis === 'perGuest' && r.type === 'flat' ? ((split = true), [{ ...r, basis: 'perAdult' as const }, { ...r, basis: 'perChild' as const, ruleId: (r.ruleId ?? 0) + 10_000 }]) : [r])) })),
          serviceChargePeriods: (perGuest.serviceChargePeriods ?? []).map((p) => ({ ...p, charges: (explicit(p.charges) as typeof p.charges).flatMap((r) => (r.basis === 'perGuest' && r.type === 'flat' ? ((split = true), [{ ...r, basis: 'perAdult' as const }, { ...r, basis: 'perChild' as const, ruleId: (r.ruleId ?? 0) + 10_000 }]) : [r])) })),
        };
        fc.pre(split);
        expect(totals(priceStay(twice, stay))).toEqual(totals(priceStay(perGuest, stay)));
      }),
      { numRuns: 500 },
    );
  });

  test('included charges change no total: marking rules includedInQuotedRate leaves every total but their own details as if they were absent', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest({ maxNights: 20 }), fc.infiniteStream(fc.boolean()), (product, stay, coins) => {
        // Rules a sum tax names keep their charge (a sum tax may not name an included one).
        const named = new Set<unknown>();
        mapRules(product, (r, _i, list) => {
          if (r.appliedToRuleId !== undefined) named.add(list.find((x, j) => (x.ruleId ?? j + 1) === r.appliedToRuleId));
          return r;
        });
        const flip = [...coins.take(64)];
        let k = 0;
        const chosen = new Set<unknown>();
        mapRules(product, (r) => {
          if (r.type !== 'sum' && !named.has(r) && flip[k++ % 64]) chosen.add(r);
          return r;
        });
        fc.pre(chosen.size > 0);
        const included = mapRules(product, (r) => (chosen.has(r) ? { ...r, includedInQuotedRate: true } : r));
        const removed = mapRules(product, (r) => (chosen.has(r) ? { ...r, amount: 0 } : r));
        const a = priceStay(included, stay);
        const b = priceStay(removed, stay);
        expect(a.ok).toBe(b.ok);
        if (!a.ok || !b.ok) return;
        // chargeTotals list categories that charged: a zeroed rule still lists its category at 0.
        const nonZero = (r: PriceResult) => {
          const t = totals(r) as Exclude<ReturnType<typeof totals>, string>;
          return { ...t, chargeTotals: t.chargeTotals.filter((c) => new D(c.total).gt(0)) };
        };
        expect(nonZero(a)).toEqual(nonZero(b));
      }),
      { numRuns: 500 },
    );
  });

  test('appliedToRuleId naming the only prior tax equals the plain sum rule', () => {
    fc.assert(
      fc.property(rateProduct({ included: false }), stayRequest({ maxNights: 20 }), (product, stay) => {
        // Each tax list cut to its first tax plus a sum tax: once named, once plain.
        let cut = false;
        const build = (named: boolean): RateProduct => ({
          ...product,
          taxPeriods: (product.taxPeriods ?? []).map((p) => {
            const first = p.taxes.find((t) => t.type !== 'sum');
            const sum = p.taxes.find((t) => t.type === 'sum');
            if (!first || !sum) return { ...p, taxes: first ? [first] : [] };
            cut = true;
            const { appliedToRuleId: _, ...plain } = sum;
            const firstId = first.ruleId ?? 1;
            return { ...p, taxes: [{ ...first, ruleId: firstId }, named ? { ...plain, ruleId: firstId + 1, appliedToRuleId: firstId } : { ...plain, ruleId: firstId + 1 }] };
          }),
        });
        const named = priceStay(build(true), stay);
        fc.pre(cut);
        const plain = priceStay(build(false), stay);
        expect(totals(named)).toEqual(totals(plain));
      }),
      { numRuns: 500 },
    );
  });

  test('per category, chargeTotals = up(exact sum of the rule charges)', () => {
    fc.assert(
      fc.property(rateProduct(), stayRequest(), (product, stay) => {
        const result = priceStay(product, stay);
        fc.pre(result.ok);
        if (!result.ok) return;
        const digits = currencyMinorUnits(product.currencyCode) ?? 2;
        const exact = referencePriceStay(product, stay).exact?.categories ?? {};
        const expected = Object.fromEntries(Object.entries(exact).map(([k, v]) => [k, new D(v).toDecimalPlaces(digits, Decimal.ROUND_CEIL).toFixed(digits)]));
        expect(Object.fromEntries(result.value.chargeTotals.map((c) => [`${c.categoryType}:${c.category}`, c.total]))).toEqual(expected);
        // and each category's total covers the details of its rules, which round up period by period
        for (const c of result.value.chargeTotals) {
          const details = result.value.rateDetails.flatMap((d) => d.chargeDetails).filter((d) => d.category === c.category && d.categoryType === c.categoryType && !d.includedInQuotedRate);
          const sum = details.reduce((s, d) => s.plus(d.total), new D(0));
          expect(sum.gte(c.total)).toBe(true);
          expect(sum.minus(c.total).lt(new D(10).pow(-digits).times(details.length))).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  test('a prepared product prices exactly like the raw one', () => {
    fc.assert(
      fc.property(rateProduct(), fc.array(stayRequest({ maxNights: 30 }), { minLength: 1, maxLength: 4 }), fc.constantFrom('average' as const, 'highest' as const), (product, stays, displayRateType) => {
        const prepared = prepareRateProduct(product);
        for (const stay of stays) expect(priceStay(prepared, stay, { displayRateType })).toEqual(priceStay(product, stay, { displayRateType }));
        expect(prepareRateProduct(prepared as unknown as RateProduct)).toBe(prepared);
      }),
      { numRuns: 1_000 },
    );
  });
});
