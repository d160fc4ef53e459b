import { catalogInventoryView, demoCatalog, shopProperties, type InventoryView, type PriceStayFunction, type ShopRequest } from '@direct-connect/hotel';
import { priceStayAsNumbers } from '@direct-connect/pricing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rateCache } from './rate-cache.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 120 });
const inventory = catalogInventoryView(catalog);
const NOW = '2026-11-20T12:00:00Z';
const PROPS = [...catalog.properties.keys()].map((propCode) => ({ propCode }));

/** The shop's default pricing function, counting its calls. */
function counting(): { price: PriceStayFunction; calls: () => number } {
  let calls = 0;
  return { calls: () => calls, price: (...args) => (calls++, priceStayAsNumbers(...args)) };
}

function day(offset: number): string {
  return new Date(Date.UTC(2026, 11, 2 + offset)).toISOString().slice(0, 10);
}

const shopRequest = fc
  .record({
    arrival: fc.integer({ min: 0, max: 20 }),
    nights: fc.integer({ min: 1, max: 5 }),
    numAdults: fc.integer({ min: 1, max: 4 }),
    childAges: fc.option(fc.array(fc.integer({ min: 0, max: 17 }), { minLength: 1, maxLength: 2 }), { nil: undefined }),
    displayCurrency: fc.option(fc.constantFrom('USD', 'EUR', 'JPY'), { nil: undefined }),
  })
  .map(({ arrival, nights, numAdults, childAges, displayCurrency }): ShopRequest => ({
    arrivalDate: day(arrival),
    departureDate: day(arrival + nights),
    numAdults,
    ...(childAges ? { numChildren: childAges.length, childAges } : {}),
    ...(displayCurrency ? { displayCurrency } : {}),
    props: PROPS,
  }));

describe('rate cache', () => {
  test('cached and uncached shops give identical bodies, for any stay, display rate type and order of requests', () => {
    const cache = rateCache({ size: 200, ttlSeconds: 0 });
    fc.assert(
      fc.property(fc.array(fc.tuple(shopRequest, fc.constantFrom('average' as const, 'highest' as const)), { minLength: 1, maxLength: 6 }), (shops) => {
        for (const [request, displayRateType] of shops) {
          const partner = { partnerId: 'p1', displayRateType };
          const plain = shopProperties({ catalog, request, inventory, partner, now: NOW });
          const cached = shopProperties({ catalog, request, inventory, partner, now: NOW, priceStay: cache.priceStay });
          expect(JSON.stringify(cached)).toBe(JSON.stringify(plain));
        }
      }),
      { numRuns: 15 },
    );
  });

  test('a repeated shop prices nothing again; another stay or display rate type is priced afresh', () => {
    const { price, calls } = counting();
    const cache = rateCache({ size: 1000, ttlSeconds: 0, price });
    const request: ShopRequest = { arrivalDate: day(3), departureDate: day(5), numAdults: 2, props: PROPS };
    const shop = (r: ShopRequest, displayRateType: 'average' | 'highest' = 'average') =>
      shopProperties({ catalog, request: r, inventory, partner: { partnerId: 'p1', displayRateType }, now: NOW, priceStay: cache.priceStay });
    shop(request);
    const first = calls();
    expect(first).toBeGreaterThan(0);
    expect(cache.size()).toBe(first);
    shop(request);
    expect(calls()).toBe(first);
    shop(request, 'highest');
    expect(calls()).toBe(2 * first);
    shop({ ...request, numAdults: 1 });
    expect(calls()).toBeGreaterThan(2 * first);
  });

  test('availability is never cached: the same shop after a room type sells out no longer shows it', () => {
    const cache = rateCache({ size: 1000, ttlSeconds: 0 });
    const request: ShopRequest = { arrivalDate: day(3), departureDate: day(5), numAdults: 2, props: [{ propCode: 'NYCDC' }] };
    const shop = (view: InventoryView) => shopProperties({ catalog, request, inventory: view, now: NOW, priceStay: cache.priceStay })[0];
    const before = shop(inventory);
    expect(before?.roomRates?.some((r) => r.roomTypeCode === 'KNG')).toBe(true);
    const kingSoldOut: InventoryView = { available: (p, rt, d) => (rt === 'KNG' ? 0 : inventory.available(p, rt, d)) };
    const after = shop(kingSoldOut);
    expect(after?.roomRates?.some((r) => r.roomTypeCode === 'KNG')).toBe(false);
    const fewer: InventoryView = { available: (p, rt, d) => Math.min(1, inventory.available(p, rt, d)) };
    expect(shop(fewer)?.roomRates?.every((r) => r.numRoomsAvail === 1)).toBe(true);
  });

  test('the cache is bounded: it never holds more than its size, and evicted stays are priced again', () => {
    const { price, calls } = counting();
    const cache = rateCache({ size: 50, ttlSeconds: 0, price });
    for (let i = 0; i < 10; i++) {
      shopProperties({ catalog, request: { arrivalDate: day(i), departureDate: day(i + 2), numAdults: 2, props: PROPS }, inventory, now: NOW, priceStay: cache.priceStay });
      expect(cache.size()).toBeLessThanOrEqual(50);
    }
    expect(cache.size()).toBe(50);
    const before = calls();
    shopProperties({ catalog, request: { arrivalDate: day(0), departureDate: day(2), numAdults: 2, props: PROPS }, inventory, now: NOW, priceStay: cache.priceStay });
    expect(calls()).toBeGreaterThan(before);
  });

  test('size 0 disables it: the pricing function itself, nothing kept', () => {
    const { price } = counting();
    const cache = rateCache({ size: 0, ttlSeconds: 60, price });
    expect(cache.priceStay).toBe(price);
    expect(cache.size()).toBe(0);
  });
});
