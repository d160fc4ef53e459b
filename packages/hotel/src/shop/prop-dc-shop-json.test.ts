import { describe, expect, test } from 'vitest';
import type { CatalogPropertyFile } from '../catalog/catalog-file.js';
import { pricedPropDcShopJson, type PricedPropDcShop } from './prop-dc-shop-json.js';
import { PROPERTY_STATUS } from './property-status.js';

const file = {
  propCode: 'NYCDC',
  propName: 'Midtown "New" York',
  brandCode: 'DC',
  adultAge: 18,
  ageBasedPricing: true,
  childAgeRanges: [{ startChildAge: 0, endChildAge: 12 }],
  currencyCode: 'USD',
} as unknown as CatalogPropertyFile;

function shop(extra: Partial<PricedPropDcShop> = {}): PricedPropDcShop {
  return {
    file,
    status: PROPERTY_STATUS.available,
    arrivalDate: '2027-01-02',
    departureDate: '2027-01-04',
    numAdults: 2,
    requestChildren: undefined,
    lengthOfStay: 2,
    childAges: [],
    currencyCode: 'USD',
    highRate: 254.5,
    lowRate: 200,
    ratePlans: '{"RAC":{"x":1}}',
    roomTypes: '{"KNG":{}}',
    taxPeriods: '[]',
    clientAccounts: undefined,
    marketingText: undefined,
    ...extra,
  };
}

/** The object shop.ts' assembleWith builds for the same members, in its order. */
function object(s: PricedPropDcShop, roomRates: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = { propCode: s.file.propCode, ...s.status, arrivalDate: s.arrivalDate, departureDate: s.departureDate, numAdults: s.numAdults };
  if (s.requestChildren !== undefined) out.numChildren = s.requestChildren;
  out.propName = s.file.propName;
  if (s.file.brandCode) out.brandCode = s.file.brandCode;
  if (s.file.gdsChainCode) out.gdsChainCode = s.file.gdsChainCode;
  Object.assign(out, {
    lengthOfStay: s.lengthOfStay,
    numChildren: s.requestChildren ?? 0,
    childAges: s.childAges,
    adultAge: s.file.adultAge,
    ageBasedPricing: s.file.ageBasedPricing,
    currencyCode: s.currencyCode,
    highRate: s.highRate,
    lowRate: s.lowRate,
    ratePlans: JSON.parse(s.ratePlans),
    roomTypes: JSON.parse(s.roomTypes),
    roomRates,
    taxPeriods: JSON.parse(s.taxPeriods),
  });
  if (s.file.ageBasedPricing && s.file.childAgeRanges) out.childAgeRanges = s.file.childAgeRanges;
  if (s.clientAccounts) out.clientAccounts = s.clientAccounts;
  if (s.marketingText) out.marketingText = s.marketingText;
  return out;
}

describe('pricedPropDcShopJson', () => {
  test('is JSON.stringify of the PropDcShop object with its room rates spliced in, numChildren where the request puts it', () => {
    const rates = [{ ratePlanCode: 'RAC' }, { ratePlanCode: 'GOV' }];
    const cases = [
      shop(),
      shop({ requestChildren: 1, childAges: [4] }),
      shop({ requestChildren: 0, file: { ...file, brandCode: undefined, gdsChainCode: 'XX', ageBasedPricing: false } as unknown as CatalogPropertyFile }),
      shop({ clientAccounts: { '123': { clientId: '123', clientRatePlanFound: true } }, marketingText: ['a', 'b'], taxPeriods: '[{"effectiveDate":"2000-01-01","taxes":[]}]' }),
    ];
    for (const s of cases) {
      const parts = ['', JSON.stringify(rates[0]), ',', JSON.stringify(rates[1])];
      expect(pricedPropDcShopJson(s, parts)).toBe(JSON.stringify(object(s, rates)));
    }
  });

  test('a shop without room rates has an empty roomRates array', () => {
    expect(JSON.parse(pricedPropDcShopJson(shop(), [''])).roomRates).toEqual([]);
  });
});
