import { priceStay } from '@direct-connect/pricing';
import { describe, expect, test } from 'vitest';
import { demoCatalog } from '../catalog/demo-catalog.js';
import { catalogInventoryView } from '../inventory/inventory-view.js';
import type { PropertyShopRequest, ShopRequest } from '../wire/requests.js';
import { shopProperties, shopPropertiesJson, shopProperty, shopPropertyJson, type PriceStayFunction } from './shop.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 120 });
const inventory = catalogInventoryView(catalog);
const NOW = '2026-11-20T12:00:00Z';
const request: PropertyShopRequest = { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2 };
const partner = { partnerId: 'p1', displayRateType: 'highest' as const };

/** A pass-through pricing function that records its calls. */
function recording(): { price: PriceStayFunction; calls: Parameters<PriceStayFunction>[] } {
  const calls: Parameters<PriceStayFunction>[] = [];
  return { calls, price: (...args) => (calls.push(args), priceStay(...args)) };
}

describe('the shop prices through the injected pricing function', () => {
  test('a pass-through function gives the same PropDcShop as the default priceStay, and sees every product with the stay and partner options', () => {
    const { price, calls } = recording();
    const plain = shopProperty({ catalog, propCode: 'NYCDC', request, inventory, partner, now: NOW });
    const injected = shopProperty({ catalog, propCode: 'NYCDC', request, inventory, partner, now: NOW, priceStay: price });
    expect(injected).toEqual(plain);
    expect(calls.length).toBeGreaterThan(0);
    for (const [, stay, options] of calls) {
      expect(stay).toEqual({ arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2 });
      expect(options).toEqual({ displayRateType: 'highest' });
    }
    const products = new Set(calls.map(([product]) => product));
    expect(products.size).toBe(calls.length);
    expect(plain?.roomRates?.length).toBeLessThanOrEqual(calls.length);
  });

  test('its answers are what the shop shows: a refusal removes that product, in the multi-property shop too', () => {
    const kings = new Set<unknown>(catalog.properties.get('NYCDC')?.products.filter((p) => p.roomType.roomTypeCode === 'KNG').map((p) => p.rateProduct));
    expect(kings.size).toBeGreaterThan(0);
    const refuseKing: PriceStayFunction = (product, stay, options) =>
      kings.has(product) ? { ok: false, reason: 'noRateForNight', message: 'refused by the test' } : priceStay(product, stay, options);
    const multi: ShopRequest = { ...request, props: [{ propCode: 'NYCDC' }] };
    const [shown] = shopProperties({ catalog, request: multi, inventory, partner, now: NOW, priceStay: refuseKing });
    const [plain] = shopProperties({ catalog, request: multi, inventory, partner, now: NOW });
    expect(plain?.roomRates?.some((r) => r.roomTypeCode === 'KNG')).toBe(true);
    expect(shown?.roomRates?.some((r) => r.roomTypeCode === 'KNG')).toBe(false);
    expect(shown?.roomRates?.length).toBe((plain?.roomRates ?? []).filter((r) => r.roomTypeCode !== 'KNG').length);
  });

  test('the reply is the same JSON text whether pricing writes the numbers or an injected priceStay is converted', () => {
    const requests: ShopRequest[] = [
      { ...request, props: [{ propCode: 'NYCDC' }, { propCode: 'PARDC' }, { propCode: 'TYODC' }, { propCode: 'KWIDC' }, { propCode: 'LAXDC' }] },
      { arrivalDate: '2026-12-20', departureDate: '2026-12-27', numAdults: 1, numChildren: 2, childAges: [3, 10], props: [{ propCode: 'PARDC' }, { propCode: 'NYCDC' }], primaryGdsCode: '1A' },
      { arrivalDate: '2027-01-02', departureDate: '2027-01-03', numAdults: 3, props: [{ propCode: 'KWIDC' }, { propCode: 'TYODC' }], promoCode: 'AAA' },
    ];
    for (const multi of requests) {
      for (const p of [partner, { partnerId: 'p2' }]) {
        const numbers = shopProperties({ catalog, request: multi, inventory, partner: p, now: NOW });
        const converted = shopProperties({ catalog, request: multi, inventory, partner: p, now: NOW, priceStay });
        expect(numbers.some((r) => (r.roomRates?.length ?? 0) > 0)).toBe(true);
        expect(JSON.stringify(numbers)).toBe(JSON.stringify(converted));
      }
    }
  });

  test('the reply written as JSON text (shopPropertyJson) is JSON.stringify of shopProperty, byte for byte', () => {
    let withRates = 0;
    let compared = 0;
    for (let n = 0; n < 400; n += 3) {
      const arrival = new Date(Date.parse('2026-11-19T00:00:00Z') + (n % 110) * 86_400_000).toISOString().slice(0, 10);
      const departure = new Date(Date.parse(arrival) + (1 + (n % 14)) * 86_400_000).toISOString().slice(0, 10);
      const children = n % 3;
      const stay: PropertyShopRequest = { arrivalDate: arrival, departureDate: departure, numAdults: 1 + (n % 4) };
      if (children > 0) Object.assign(stay, { numChildren: children, ...(n % 2 ? { childAges: [4, 15].slice(0, children) } : {}) });
      for (const propCode of ['NYCDC', 'PARDC', 'TYODC', 'KWIDC', 'LAXDC', 'NOPE']) {
        for (const p of [partner, { partnerId: 'p2' }]) {
          const input = { catalog, propCode, request: stay, inventory, partner: p, now: NOW };
          const object = shopProperty(input);
          const text = shopPropertyJson(input);
          compared++;
          if ((object?.roomRates?.length ?? 0) > 0) withRates++;
          expect(text).toBe(object === undefined ? undefined : JSON.stringify(object));
          if (n % 30 === 0) expect(shopPropertyJson({ ...input, priceStay })).toBe(text);
        }
      }
    }
    expect(compared).toBe(1608);
    expect(withRates).toBeGreaterThan(800);
  });

  test('the multi-property reply written as JSON texts (shopPropertiesJson) is JSON.stringify of each of shopProperties, byte for byte', () => {
    const codes = ['NYCDC', 'PARDC', 'TYODC', 'KWIDC', 'LAXDC'];
    const options: Partial<ShopRequest>[] = [
      {}, { displayCurrency: 'EUR' }, { displayCurrency: 'JPY' }, { primaryGdsCode: '1A' }, { promoCode: 'AAA' },
      { ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '1234567' }] }, { travelAgentId: '55501234' },
      { roomAmenities: ['accessibleRoom'] }, { minRateQualifier: 150, maxRateQualifier: 400 },
    ];
    let withRates = 0;
    let compared = 0;
    for (let n = 0; n < 240; n += 2) {
      const arrival = new Date(Date.parse('2026-11-19T00:00:00Z') + (n % 110) * 86_400_000).toISOString().slice(0, 10);
      const departure = new Date(Date.parse(arrival) + (1 + (n % 13)) * 86_400_000).toISOString().slice(0, 10);
      const props = codes.filter((_, i) => (n >> i) % 3 !== 0).map((propCode) => ({ propCode }));
      if (n % 7 === 0) props.push({ propCode: 'NOPE' });
      if (n % 11 === 0) props.unshift({ propCode: 'LAXDC', gdsChainCode: 'ZZ' } as { propCode: string });
      const multi: ShopRequest = { arrivalDate: arrival, departureDate: departure, numAdults: 1 + (n % 3), props, ...options[n % options.length] };
      if (n % 5 === 1) Object.assign(multi, { numChildren: 1, childAges: [7] });
      for (const p of [partner, { partnerId: 'p2' }]) {
        const input = { catalog, request: multi, inventory, partner: p, now: NOW };
        const objects = shopProperties(input);
        const texts = shopPropertiesJson(input);
        expect(texts).toEqual(objects.map((o) => JSON.stringify(o)));
        if (n % 20 === 0) expect(shopPropertiesJson({ ...input, priceStay })).toEqual(texts);
        compared += texts.length;
        withRates += objects.filter((o) => (o.roomRates?.length ?? 0) > 0).length;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(withRates).toBeGreaterThan(250);
  });
});
