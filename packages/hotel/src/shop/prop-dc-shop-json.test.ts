import { describe, expect, test } from 'vitest';
import type { PropertyShopResult } from '../wire/prop-dc-shop.js';
import { propDcShopJson } from './prop-dc-shop-json.js';

const rates = () => ['', '{"ratePlanCode":"RAC"}', ',', '{"ratePlanCode":"GOV"}'];

describe('propDcShopJson', () => {
  test('splices the room rates at their place among the members', () => {
    const shop = { propCode: 'NYCDC', statusCode: 0, roomRates: [], taxPeriods: [], numChildren: undefined } as unknown as PropertyShopResult;
    expect(propDcShopJson(shop, rates())).toBe('{"propCode":"NYCDC","statusCode":0,"roomRates":[{"ratePlanCode":"RAC"},{"ratePlanCode":"GOV"}],"taxPeriods":[]}');
  });

  test('as first or last member, and without room rates', () => {
    expect(propDcShopJson({ roomRates: [], propCode: 'A' } as unknown as PropertyShopResult, rates())).toBe('{"roomRates":[{"ratePlanCode":"RAC"},{"ratePlanCode":"GOV"}],"propCode":"A"}');
    expect(propDcShopJson({ propCode: 'A', roomRates: [] } as unknown as PropertyShopResult, [''])).toBe('{"propCode":"A","roomRates":[]}');
    expect(propDcShopJson({ propCode: 'A' } as PropertyShopResult, rates())).toBe('{"propCode":"A"}');
  });

  test('members named in texts are written as those texts, in their place before the room rates', () => {
    const shop = { propCode: 'A', ratePlans: {}, highRate: 1, roomTypes: {}, roomRates: [], taxPeriods: [] } as unknown as PropertyShopResult;
    const texts = { ratePlans: '{"RAC":{"x":1}}', roomTypes: '{"KNG":{}}' };
    expect(propDcShopJson(shop, rates(), texts)).toBe('{"propCode":"A","ratePlans":{"RAC":{"x":1}},"highRate":1,"roomTypes":{"KNG":{}},"roomRates":[{"ratePlanCode":"RAC"},{"ratePlanCode":"GOV"}],"taxPeriods":[]}');
    expect(propDcShopJson({ ratePlans: {}, roomRates: [] } as unknown as PropertyShopResult, [''], texts)).toBe('{"ratePlans":{"RAC":{"x":1}},"roomRates":[]}');
  });
});
