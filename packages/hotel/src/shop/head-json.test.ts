import { describe, expect, test } from 'vitest';
import type { CatalogPropertyFile } from '../catalog/catalog-file.js';
import { demoCatalogFiles } from '../catalog/demo-catalog.js';
import { loadCatalog } from '../catalog/load-catalog.js';
import { catalogInventoryView } from '../inventory/inventory-view.js';
import type { ShopRequest } from '../wire/requests.js';
import { recordJson } from './head-json.js';
import { shopProperties, shopPropertiesJson } from './shop.js';

describe('recordJson', () => {
  test('is JSON.stringify of the record its texts stand for, integer-like keys first as in the object', () => {
    const values = { KNG: { a: 1 }, '101': ['x'], '7': 'q"uote', DBL: null };
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) texts[key] = JSON.stringify(value);
    expect(recordJson(texts)).toBe(JSON.stringify(values));
    expect(recordJson({})).toBe('{}');
  });
});

/**
 * The demo catalog with the plan and room type members the demo leaves out or never varies:
 * integer-like codes (ordered first in an object), a CRS room type code, GDS flags, a plan with
 * its service charges and taxes included, a property without service charge periods.
 */
function editedCatalog() {
  const files = demoCatalogFiles({ from: '2026-12-01', days: 60 }) as Record<string, CatalogPropertyFile>;
  // Every code in the file renamed where it occurs (rates, derived plans), as whole JSON strings.
  const nyc = JSON.parse(JSON.stringify(files['NYCDC.json']).replaceAll('"RAC"', '"77"').replaceAll('"KNG"', '"101"')) as CatalogPropertyFile;
  files['NYCDC.json'] = nyc;
  nyc.ratePlans = nyc.ratePlans.map((p, i) => ({
    ...p,
    ...(i === 1 ? { serviceChargesAndTaxesIncluded: true, gdsFlags: 'RT' } : {}),
    ...(i === 2 ? { commission: undefined, promoCode: 'ZZZ' } : {}),
  }));
  nyc.roomTypes = nyc.roomTypes.map((rt, i) => ({ ...rt, ...(i < 2 ? { crsRoomTypeCode: `C${i}` } : {}) }));
  const par = files['PARDC.json'] as CatalogPropertyFile;
  delete par.serviceChargePeriods;
  const loaded = loadCatalog(files);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors.slice(0, 3)));
  return loaded.catalog;
}

describe('rate plans and room types written from pieces kept per catalog object', () => {
  test('the reply is JSON.stringify of shopProperties, byte for byte, for every member a plan or room type can have', () => {
    const catalog = editedCatalog();
    const inventory = catalogInventoryView(catalog);
    const extras: Partial<ShopRequest>[] = [
      {}, { primaryGdsCode: '1A' }, { displayCurrency: 'EUR' }, { promoCode: 'ZZZ' }, { travelAgentId: '55501234' },
      { ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '1234567' }] },
    ];
    let withRates = 0;
    for (let n = 0; n < 60; n++) {
      const arrival = new Date(Date.parse('2026-12-02T00:00:00Z') + (n % 40) * 86_400_000).toISOString().slice(0, 10);
      const departure = new Date(Date.parse(arrival) + (1 + (n % 9)) * 86_400_000).toISOString().slice(0, 10);
      const request: ShopRequest = { arrivalDate: arrival, departureDate: departure, numAdults: 1 + (n % 2), props: [{ propCode: 'NYCDC' }, { propCode: 'PARDC' }], ...extras[n % extras.length] };
      const input = { catalog, request, inventory, partner: { partnerId: 'p' }, now: '2026-11-20T12:00:00Z' };
      const objects = shopProperties(input);
      withRates += objects.filter((o) => (o.roomRates?.length ?? 0) > 0).length;
      expect(shopPropertiesJson(input)).toEqual(objects.map((o) => JSON.stringify(o)));
    }
    expect(withRates).toBeGreaterThan(60);
  });
});
