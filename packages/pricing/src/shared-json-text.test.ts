import { describe, expect, test } from 'vitest';
import { prepareRateProduct, type PreparedProduct } from './prepare-rate-product.js';
import { sharedChargeDetailJson, sharedTableJson } from './shared-json-text.js';
import type { RateProduct } from './types.js';

const rates: RateProduct['rates'] = [{ effectiveDate: '2026-06-01', rate1Person: 100, rate2Person: 120, cribRate: 10 }];
const taxPeriods: RateProduct['taxPeriods'] = [{ effectiveDate: '2026-01-01', taxes: [{ type: 'percent', amount: 8.875, basis: 'perRoom', period: 'perNight', name: 'Sales tax' }] }];

function prepared(overrides: Partial<RateProduct> = {}): PreparedProduct {
  return prepareRateProduct({ currencyCode: 'USD', adultAge: 18, ageBasedPricing: false, rates, taxPeriods, ...overrides }) as PreparedProduct;
}

describe('shared JSON texts', () => {
  test('products prepared from the same rate entries and rules share their texts', () => {
    const a = prepared();
    const b = prepared({ discount: { type: 'percentOff', amount: 10 } });
    expect(b.rates[0]?.tableJson).toBe(a.rates[0]?.tableJson);
    expect(b.taxPeriods[0]?.rules[0]?.json).toBe(a.taxPeriods[0]?.rules[0]?.json);
  });

  test('a product whose text for the same input differs keeps its own', () => {
    const halves: RateProduct['rates'] = [{ effectiveDate: '2026-06-01', rate1Person: 100.5 }];
    const usd = prepared({ rates: halves });
    const jpy = prepared({ currencyCode: 'JPY', rates: halves });
    expect(usd.rates[0]?.tableJson.persons).toBe(',"rate1Person":100.5');
    expect(jpy.rates[0]?.tableJson.persons).toBe(',"rate1Person":101');
    const input = {};
    const first = sharedChargeDetailJson(input, { beforeTotal: '{"total":', afterTotal: ',"amount":1}' });
    expect(sharedChargeDetailJson(input, { beforeTotal: '{"total":', afterTotal: ',"amount":1}' })).toBe(first);
    expect(sharedChargeDetailJson(input, { beforeTotal: '{"total":', afterTotal: ',"amount":2}' })).toEqual({ beforeTotal: '{"total":', afterTotal: ',"amount":2}' });
  });

  test('the texts kept are the texts given', () => {
    const text = '{"x":[1,2,3],"persons":1}';
    const json = { persons: text.slice(13, 25), childRates: '', beds: ',"cribRate":10', shown: `${text.slice(13, 25)},"cribRate":10`, tail: ',"cribRate":10', cribRate: 10, rollawayRate: undefined };
    expect(sharedTableJson({}, json)).toEqual(json);
  });
});
