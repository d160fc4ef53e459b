import { describe, expect, test } from 'vitest';
import { weekdayOf } from '../calendar/nights.js';
import { demoCatalog, demoCatalogFiles } from './demo-catalog.js';

const FROM = '2026-12-01';

describe('demo catalog', () => {
  test('is deterministic: the same options give the same files', () => {
    expect(JSON.stringify(demoCatalogFiles({ from: FROM, days: 60 }))).toBe(JSON.stringify(demoCatalogFiles({ from: FROM, days: 60 })));
  });

  test('has the five properties of DESIGN section 5 with their currencies and time zones', () => {
    const files = Object.values(demoCatalogFiles({ from: FROM, days: 10 }));
    expect(files.map((f) => [f.propCode, f.currencyCode, f.timeZone])).toEqual([
      ['NYCDC', 'USD', 'America/New_York'],
      ['TYODC', 'JPY', 'Asia/Tokyo'],
      ['KWIDC', 'KWD', 'Asia/Kuwait'],
      ['PARDC', 'EUR', 'Europe/Paris'],
      ['LAXDC', 'USD', 'America/Los_Angeles'],
    ]);
    for (const f of files) {
      expect(f.ratePlans.length).toBeGreaterThanOrEqual(4);
      expect(f.ratePlans.length).toBeLessThanOrEqual(6);
      expect(f.roomTypes.length).toBeGreaterThanOrEqual(3);
      expect(f.rates).toHaveLength(f.roomTypes.length * f.ratePlans.filter((p) => p.derivedFrom === undefined).length);
    }
  });

  test('covers the rate plan kinds: rack, advance purchase non-refundable, promo association, corporate with client ids, breakfast package', () => {
    const nyc = demoCatalogFiles({ from: FROM, days: 10 })['NYCDC.json'];
    const plans = new Map(nyc?.ratePlans.map((p) => [p.ratePlanCode, p]));
    expect(plans.get('RAC')?.ratePlanCategory).toBe('rack');
    expect(plans.get('APN')).toMatchObject({ advancePurchase: true, cancellation: { nonRefundable: true } });
    expect(plans.get('AAA')).toMatchObject({ ratePlanCategory: 'association', promoCode: 'AAA' });
    expect(plans.get('COR')).toMatchObject({ ratePlanCategory: 'corporate', clientIdRequired: true });
    expect(plans.get('BBF')?.meals?.breakfast).toBe(true);
    expect(plans.get('GOV')?.ratePlanCategory).toBe('government');
  });

  test('weekend nights are priced differently from weekdays, and seasons change rates over the year', () => {
    const files = demoCatalogFiles({ from: FROM, days: 400 });
    const kngRac = files['NYCDC.json']?.rates.find((r) => r.roomTypeCode === 'KNG' && r.ratePlanCode === 'RAC');
    const entries = kngRac?.rates ?? [];
    const friday = entries.find((r) => weekdayOf(r.effectiveDate) === 5);
    const sunday = entries.find((r) => weekdayOf(r.effectiveDate) === 0 && r.effectiveDate > (friday?.effectiveDate ?? ''));
    expect(Number(friday?.rate1Person)).toBeGreaterThan(Number(sunday?.rate1Person));
    const weekdayRates = new Set(entries.filter((r) => weekdayOf(r.effectiveDate) === 0).map((r) => r.rate1Person));
    expect(weekdayRates.size).toBeGreaterThanOrEqual(4);
    expect((entries.at(-1)?.effectiveDate ?? '') <= '2028-01-04').toBe(true);
  });

  test('LAXDC has no age-based pricing and a flat extra-child fee; KWIDC has 3-decimal amounts', () => {
    const files = demoCatalogFiles({ from: FROM, days: 30 });
    const lax = files['LAXDC.json'];
    expect(lax?.ageBasedPricing).toBe(false);
    expect(lax?.rates[0]?.rates[0]?.extraChildRate).toBe('15.00');
    expect(lax?.rates[0]?.rates[0]?.childRates).toBeUndefined();
    const kwd = files['KWIDC.json']?.rates[0]?.rates[0]?.rate2Person as string;
    expect(kwd).toMatch(/^\d+\.\d{3}$/);
  });

  test('PARDC has an all-inclusive plan', () => {
    const par = demoCatalogFiles({ from: FROM, days: 10 })['PARDC.json'];
    expect(par?.ratePlans.find((p) => p.serviceChargesAndTaxesIncluded)?.ratePlanCode).toBe('INC');
  });

  test('loads, and refuses options that are not a real date or a positive day count', () => {
    expect(demoCatalog({ from: FROM, days: 5 }).properties.size).toBe(5);
    expect(() => demoCatalogFiles({ from: '2026-02-30' })).toThrow(RangeError);
    expect(() => demoCatalogFiles({ from: FROM, days: 0 })).toThrow(RangeError);
    expect(() => demoCatalogFiles({ from: '2026-02-30' })).toThrow('2026-02-30');
  });

  test('its dates are the years 0 to 9999 as written: a range that leaves them is refused, naming from', () => {
    const early = demoCatalogFiles({ from: '0050-01-01', days: 40 })['NYCDC.json'];
    expect(early?.rates[0]?.rates[0]?.effectiveDate).toBe('0050-01-01');
    expect(early?.rates.flatMap((r) => r.rates.map((e) => e.effectiveDate)).every((d) => d >= '0050-01-01' && d < '0050-02-10')).toBe(true);
    expect(early?.roomTypes[0]?.inventory.at(-1)?.effectiveDate).toBe('0050-02-10');
    expect(demoCatalog({ from: '0050-01-01', days: 40 }).properties.size).toBe(5);
    // NYCDC's second tax period starts 183 days after from; the window's end is from + days.
    expect(demoCatalog({ from: '9999-06-01', days: 213 }).properties.size).toBe(5);
    expect(() => demoCatalogFiles({ from: '9999-06-01', days: 214 })).toThrow(RangeError);
    expect(() => demoCatalogFiles({ from: '9999-06-01', days: 214 })).toThrow('9999-06-01');
    expect(() => demoCatalogFiles({ from: '9999-07-01' })).toThrow('9999-07-01');
  });
});
