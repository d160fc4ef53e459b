import { convertAmount, priceStay } from '@direct-connect/pricing';
import { describe, expect, test } from 'vitest';
import { demoCatalog, demoCatalogFiles } from '../catalog/demo-catalog.js';
import { loadCatalog } from '../catalog/load-catalog.js';
import type { Catalog } from '../catalog/catalog.js';
import { catalogInventoryView } from '../inventory/inventory-view.js';
import type { InventoryView } from '../inventory/inventory.js';
import type { PropertyShopResult } from '../wire/prop-dc-shop.js';
import type { ShopRequest } from '../wire/requests.js';
import { PROPERTY_STATUS } from './property-status.js';
import { shopProperties, shopPropertiesJson, shopProperty } from './shop.js';

const FROM = '2026-12-01';
const NOW = '2026-11-20T12:00:00Z';
const catalog = demoCatalog({ from: FROM, days: 120 });
const inventory = catalogInventoryView(catalog);
const base: ShopRequest = { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2, props: [{ propCode: 'NYCDC' }] };

function shop(request: Partial<ShopRequest> = {}, options: { inventory?: InventoryView; catalog?: Catalog; displayRateType?: 'average' | 'highest' } = {}): PropertyShopResult[] {
  return shopProperties({
    catalog: options.catalog ?? catalog,
    request: { ...base, ...request },
    inventory: options.inventory ?? inventory,
    partner: { partnerId: 'p1', displayRateType: options.displayRateType ?? 'average' },
    now: NOW,
  });
}

function one(request: Partial<ShopRequest> = {}, options: Parameters<typeof shop>[1] = {}): PropertyShopResult {
  const [result] = shop(request, options);
  if (!result) throw new Error('no result');
  return result;
}

describe('multi-property shop: statuses, in request order', () => {
  test('every requested property comes back in request order with its status', () => {
    const closedFiles = demoCatalogFiles({ from: FROM, days: 30 });
    const paris = closedFiles['PARDC.json'];
    if (!paris) throw new Error('no PARDC');
    paris.status = 'closed';
    const loaded = loadCatalog(closedFiles);
    if (!loaded.ok) throw new Error('catalog');
    const results = shop(
      { props: [{ propCode: 'LAXDC' }, { propCode: 'ZZZ1' }, { propCode: 'NYCDC', gdsChainCode: 'XX' }, { propCode: 'PARDC' }, { propCode: 'NYCDC', gdsChainCode: 'DC' }] },
      { catalog: loaded.catalog, inventory: catalogInventoryView(loaded.catalog) },
    );
    expect(results.map((r) => [r.propCode, r.statusCode])).toEqual([
      ['LAXDC', 0],
      ['ZZZ1', 392],
      ['NYCDC', 392],
      ['PARDC', 375],
      ['NYCDC', 0],
    ]);
    expect(results[1]).toEqual({ propCode: 'ZZZ1', ...PROPERTY_STATUS.unknownProperty, arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2 });
    expect(results[3]?.statusMessage).toBe('Hotel not active');
    expect(results[3]?.roomRates).toBeUndefined();
  });

  test('a property with no room free on some night of the stay has status 322', () => {
    const full: InventoryView = { available: (propCode, roomTypeCode, date) => (date === '2026-12-11' ? 0 : inventory.available(propCode, roomTypeCode, date)) };
    expect(one({}, { inventory: full })).toMatchObject({ statusCode: 322, statusMessage: 'No availability', propName: 'Direct Connect Midtown New York' });
  });

  test('an arrival before the property-local today has status 322', () => {
    expect(one({ arrivalDate: '2026-11-19', departureDate: '2026-11-21' }).statusCode).toBe(322);
  });

  test('a stay beyond the loaded rates has status 322', () => {
    expect(one({ arrivalDate: '2027-03-30', departureDate: '2027-04-02' }).statusCode).toBe(322);
  });
});

describe('PropDcShop is complete', () => {
  const result = one();

  test('header fields', () => {
    expect(result).toMatchObject({
      propCode: 'NYCDC', propName: 'Direct Connect Midtown New York', brandCode: 'DC', gdsChainCode: 'DC', statusCode: 0,
      arrivalDate: '2026-12-10', departureDate: '2026-12-13', lengthOfStay: 3, numAdults: 2, numChildren: 0, childAges: [],
      adultAge: 18, ageBasedPricing: true, currencyCode: 'USD',
      childAgeRanges: [{ startChildAge: 0, endChildAge: 2 }, { startChildAge: 3, endChildAge: 12 }, { startChildAge: 13, endChildAge: 17 }],
    });
  });

  test('public plans only by default: no promo, no corporate plan', () => {
    expect(Object.keys(result.ratePlans ?? {}).sort()).toEqual(['APN', 'BBF', 'GOV', 'RAC']);
    expect(Object.keys(result.roomTypes ?? {}).sort()).toEqual(['ADA', 'KNG', 'QQN', 'STE']);
  });

  test('room rates carry bookingCode, numRoomsAvail and the amounts of priceStay for the same product and stay', () => {
    const rate = result.roomRates?.find((r) => r.roomTypeCode === 'KNG' && r.ratePlanCode === 'RAC');
    expect(rate).toMatchObject({ bookingCode: 'KNGRAC', numRoomsAvail: 60, serviceChargesInTaxCalc: true });
    const product = catalog.properties.get('NYCDC')?.productByCodes.get('KNG/RAC');
    const priced = product && priceStay(product.rateProduct, { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2 });
    if (!priced?.ok) throw new Error('not priced');
    expect(rate?.amountAfterTax).toBe(Number(priced.value.amountAfterTax));
    expect(rate?.amountBeforeTax).toBe(Number(priced.value.amountBeforeTax));
    expect(rate?.totalTaxes).toBe(Number(priced.value.totalTaxes));
    expect(rate?.rateAmount).toBe(Number(priced.value.averageRate));
    expect(rate?.chargeTotals.map((c) => c.category).sort()).toEqual(expect.arrayContaining(['SALESTAX', 'UNITFEE']));
    for (const r of result.roomRates ?? []) expect(r.bookingCode).toMatch(/^[A-Z0-9]{6}$/);
  });

  test('highRate / lowRate are the highest and lowest rateAmount, overall and per plan', () => {
    const all = (result.roomRates ?? []).map((r) => r.rateAmount);
    expect(result.highRate).toBe(Math.max(...all));
    expect(result.lowRate).toBe(Math.min(...all));
    const rac = (result.roomRates ?? []).filter((r) => r.ratePlanCode === 'RAC').map((r) => r.rateAmount);
    expect(result.ratePlans?.RAC).toMatchObject({ highRate: Math.max(...rac), lowRate: Math.min(...rac) });
  });

  test('rate plans carry their policies, deadlines and commission', () => {
    expect(result.ratePlans?.RAC).toMatchObject({
      ratePlanCategory: 'rack', currencyCode: 'USD', commissionable: true, commissionType: 'percent', commissionAmount: 10,
      cxlPolicyCode: 'CXL1D', cxlPolicyDeadline: '2026-12-09T23:00:00Z', cxlPolicyLocalDeadline: '2026-12-09T18:00',
      guaranteeMethods: ['CC', 'DC', 'CB'], advancePurchase: false, clientIdRequired: false,
    });
    expect(result.ratePlans?.APN).toMatchObject({ advancePurchase: true, cxlPolicyCode: 'NRF', commissionable: false });
    expect(result.ratePlans?.APN?.cxlPolicyDeadline).toBeUndefined();
    expect(result.ratePlans?.RAC?.serviceChargePeriods?.[0]?.charges[0]).toEqual({ amount: 35, basis: 'perRoom', period: 'perNight', type: 'flat' });
  });

  test('each rate detail carries its rate period\'s chargeDetails, as JSON numbers of priceStay\'s', () => {
    const rate = result.roomRates?.find((r) => r.roomTypeCode === 'KNG' && r.ratePlanCode === 'RAC');
    const product = catalog.properties.get('NYCDC')?.productByCodes.get('KNG/RAC');
    const priced = product && priceStay(product.rateProduct, { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2 });
    if (!priced?.ok || !rate) throw new Error('not priced');
    expect(rate.rateDetails).toHaveLength(priced.value.rateDetails.length);
    rate.rateDetails.forEach((d, i) => {
      const expected = priced.value.rateDetails[i]?.chargeDetails.map((c) => ({ ...c, amount: Number(c.amount), total: Number(c.total) }));
      expect(d.chargeDetails).toEqual(expected);
      expect(d.chargeDetails?.length).toBeGreaterThan(0);
    });
  });

  test('taxPeriods are the periods in force during the stay', () => {
    expect(result.taxPeriods).toHaveLength(1);
    expect(result.taxPeriods?.[0]?.taxes).toContainEqual({ amount: 8.875, basis: 'perRoom', period: 'perNight', type: 'percent' });
  });

  test('taxPeriods and serviceChargePeriods list only perRoom and perGuest rules (spec BasisType); chargeDetails list every rule', () => {
    // TYODC's accommodation tax is perAdult: in chargeDetails, not in the shop's taxPeriods.
    const [shown] = shop({ props: [{ propCode: 'TYODC' }] });
    const file = catalog.properties.get('TYODC')?.file;
    expect(shown?.taxPeriods?.[0]?.taxes.map((t) => t.basis)).not.toContain('perAdult');
    expect(shown?.taxPeriods?.[0]?.taxes.length).toBe((file?.taxPeriods[0]?.taxes.length ?? 0) - 1);
    // 200 yen x 2 adults x 3 nights
    const details = shown?.roomRates?.[0]?.rateDetails.flatMap((d) => d.chargeDetails ?? []).filter((c) => c.category === 'ACCOMMODATIONTAX');
    expect(details?.reduce((s, c) => s + c.total, 0)).toBe(1200);
  });

  test('deposit, merchant total and meals of a package plan', () => {
    const bbf = result.roomRates?.find((r) => r.ratePlanCode === 'BBF');
    expect(bbf?.meals).toEqual({ breakfast: true, lunch: false, dinner: false, mealPlan: 'B' });
    expect(bbf?.depositAmount).toBeGreaterThan(0);
    expect(bbf?.merchantTotalAmount).toBe(bbf?.amountAfterTax);
    expect(result.roomRates?.find((r) => r.ratePlanCode === 'RAC')?.depositAmount).toBeUndefined();
  });

  test('no marketingText without primaryGdsCode; property and plan texts with it', () => {
    expect(result.marketingText).toBeUndefined();
    const gds = one({ primaryGdsCode: '1A' });
    expect(gds.marketingText).toEqual(expect.arrayContaining(['Steps from Times Square and Bryant Park.', 'Best flexible rate: free cancellation, pay at the hotel.']));
    expect(gds.ratePlans?.RAC?.gdsFlags).toBe('RAC');
  });
});

describe('a GDS partner', () => {
  test('its single-property shop is a GDS transaction though the request has no primaryGdsCode', () => {
    const request = { arrivalDate: '2026-12-10', departureDate: '2026-12-12', numAdults: 1 };
    const direct = shopProperty({ catalog, propCode: 'NYCDC', request, inventory, now: NOW, partner: { partnerId: 'p1' } });
    const gds = shopProperty({ catalog, propCode: 'NYCDC', request, inventory, now: NOW, partner: { partnerId: 'p1', gds: true } });
    expect(direct?.marketingText).toBeUndefined();
    expect(direct?.ratePlans?.RAC?.gdsFlags).toBeUndefined();
    expect(gds?.marketingText).toEqual(expect.arrayContaining(['Steps from Times Square and Bryant Park.']));
    expect(gds?.ratePlans?.RAC?.gdsFlags).toBe('RAC');
  });
});

describe('filters', () => {
  test('occupancy: 4 adults see only room types taking 4 guests', () => {
    const result = one({ numAdults: 4 });
    expect(Object.keys(result.roomTypes ?? {}).sort()).toEqual(['QQN', 'STE']);
  });

  test('occupancy counts children: 2 adults + 2 children need a 4-guest room', () => {
    const result = one({ numChildren: 2, childAges: [4, 14] });
    expect(Object.keys(result.roomTypes ?? {}).sort()).toEqual(['QQN', 'STE']);
    expect(result.childAges).toEqual([4, 14]);
  });

  test('ages sent without numChildren are the children: counted for occupancy and shown as numChildren', () => {
    const request = { ...base, childAges: [4, 14], props: [{ propCode: 'NYCDC' }, { propCode: 'ZZZZ' }] };
    const [result, unknown] = shop(request);
    expect(Object.keys(result?.roomTypes ?? {}).sort()).toEqual(['QQN', 'STE']);
    expect(result).toMatchObject({ numChildren: 2, childAges: [4, 14] });
    expect(unknown?.numChildren).toBe(2);
    const json = shopPropertiesJson({ catalog, request, inventory, partner: { partnerId: 'p1' }, now: NOW }).map((text) => JSON.parse(text) as PropertyShopResult);
    expect(json.map((p) => p.numChildren)).toEqual([2, 2]);
    expect(shop({ ...request, numChildren: 2 })).toEqual(shop(request));
  });

  test('children without ages are priced at adultAge - 1 and shown so', () => {
    expect(one({ numAdults: 1, numChildren: 1 }).childAges).toEqual([17]);
  });

  test('inventory on every night: a room type sold out on one night disappears; numRoomsAvail is the minimum', () => {
    const view: InventoryView = {
      available: (propCode, roomTypeCode, date) => (roomTypeCode === 'KNG' && date === '2026-12-12' ? 0 : roomTypeCode === 'QQN' && date === '2026-12-11' ? 3 : inventory.available(propCode, roomTypeCode, date)),
    };
    const result = one({}, { inventory: view });
    expect(result.roomTypes?.KNG).toBeUndefined();
    expect(new Set(result.roomRates?.filter((r) => r.roomTypeCode === 'QQN').map((r) => r.numRoomsAvail))).toEqual(new Set([3]));
  });

  test('inventory: the renovation of the NYCDC suites removes them for those nights', () => {
    expect(one({ arrivalDate: '2027-01-31', departureDate: '2027-02-02' }).roomTypes?.STE).toBeUndefined();
  });

  test('roomAmenities accessibleRoom: only accessible room types', () => {
    expect(Object.keys(one({ roomAmenities: ['accessibleRoom'] }).roomTypes ?? {})).toEqual(['ADA']);
  });

  test('roomAmenities smoking / nonSmoking', () => {
    const tokyo = { props: [{ propCode: 'TYODC' }] };
    expect(Object.keys(one({ ...tokyo, roomAmenities: ['smoking'] }).roomTypes ?? {})).toEqual(['SMK']);
    expect(Object.keys(one({ ...tokyo, roomAmenities: ['nonSmoking'] }).roomTypes ?? {})).not.toContain('SMK');
  });

  test('roomAmenities rollawayBed and cribs, all of them must hold', () => {
    expect(Object.keys(one({ roomAmenities: ['rollawayBed'] }).roomTypes ?? {}).sort()).toEqual(['KNG', 'STE']);
    expect(Object.keys(one({ props: [{ propCode: 'TYODC' }], roomAmenities: ['cribs'] }).roomTypes ?? {}).sort()).toEqual(['JST', 'STD']);
    expect(one({ props: [{ propCode: 'TYODC' }], roomAmenities: ['cribs', 'smoking'] }).statusCode).toBe(322);
  });

  test('ratePlanCandidates: only plans of the listed categories', () => {
    expect(Object.keys(one({ ratePlanCandidates: [{ ratePlanCategory: 'package' }] }).ratePlans ?? {})).toEqual(['BBF']);
  });

  test('ratePlanCandidates with a corporate id unlock the corporate plan and report the client account', () => {
    const result = one({ ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '1234567' }] });
    expect(Object.keys(result.ratePlans ?? {})).toEqual(['COR']);
    expect(result.ratePlans?.COR).toMatchObject({ clientIdRequired: true, clientIds: ['1234567'] });
    expect(result.clientAccounts?.['1234567']).toEqual({
      clientId: '1234567', clientName: 'Acme Corporation', clientType: 'corporate', clientRatePlanFound: true,
      gdsRateCategory: 'COR', gdsRatePlanCode: 'ACM', programAccountId: 990001,
    });
  });

  test('every client id sent is looked up in the plans shown, not only the first', () => {
    const result = one({ ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '1234567' }, { ratePlanCategory: 'corporate', ratePlanId: '7654321' }] });
    expect(result.ratePlans?.COR?.clientIds).toEqual(['1234567', '7654321']);
    expect(result.clientAccounts?.['1234567']?.clientRatePlanFound).toBe(true);
    expect(result.clientAccounts?.['7654321']?.clientRatePlanFound).toBe(true);
  });

  test('an unknown corporate id finds no plan', () => {
    const result = one({ ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '999' }] });
    expect(result.statusCode).toBe(322);
  });

  test('client ids: a corporate id sent as travelAgentId opens no corporate plan, and is still reported', () => {
    const result = one({ travelAgentId: '1234567' });
    expect(result.ratePlans?.COR).toBeUndefined();
    expect(result.ratePlans?.RAC).toBeDefined();
    expect(result.clientAccounts?.['1234567']).toMatchObject({ clientType: 'corporate', clientRatePlanFound: false });
    // nor does travelAgentId stand for a promo code
    expect(one({ travelAgentId: 'AAA' }).ratePlans?.AAA).toBeUndefined();
    // as a rate plan candidate it is what it is
    expect(one({ ratePlanCandidates: [{ ratePlanCategory: 'corporate', ratePlanId: '1234567' }] }).ratePlans?.COR).toBeDefined();
  });

  test('client ids: a travel agent id is reported in clientAccounts, without unlocking corporate plans it is not listed on', () => {
    const result = one({ travelAgentId: '55501234' });
    expect(result.ratePlans?.COR).toBeUndefined();
    expect(result.clientAccounts?.['55501234']).toMatchObject({ clientType: 'travelAgent', clientRatePlanFound: false, clientName: 'Wanderlust Travel' });
  });

  test('promoCode: the association plan shows only with its code, next to the public plans', () => {
    expect(one().ratePlans?.AAA).toBeUndefined();
    const withPromo = one({ promoCode: 'AAA' });
    expect(withPromo.ratePlans?.AAA).toMatchObject({ promoCode: 'AAA', ratePlanCategory: 'association' });
    expect(withPromo.ratePlans?.RAC).toBeDefined();
    expect(one({ promoCode: 'XYZ' }).ratePlans?.AAA).toBeUndefined();
  });

  test('min/max rate qualifiers keep only rates within the bounds', () => {
    const all = (one().roomRates ?? []).map((r) => r.rateAmount).sort((a, b) => a - b);
    const min = all[2] as number;
    const max = all[all.length - 3] as number;
    const result = one({ minRateQualifier: min, maxRateQualifier: max });
    const kept = (result.roomRates ?? []).map((r) => r.rateAmount);
    expect(kept.length).toBe(all.filter((a) => a >= min && a <= max).length);
    expect(kept.every((a) => a >= min && a <= max)).toBe(true);
    expect(one({ maxRateQualifier: 1 }).statusCode).toBe(322);
  });

  test('displayCurrency converts every amount with the catalog rate; the rate plans keep the property currency', () => {
    const usd = one();
    const eur = one({ displayCurrency: 'EUR' });
    expect(eur.currencyCode).toBe('EUR');
    expect(eur.ratePlans?.RAC).toMatchObject({ currencyCode: 'USD', displayCurrency: 'EUR' });
    const usdRate = usd.roomRates?.[0];
    const eurRate = eur.roomRates?.[0];
    expect(eurRate?.roomTypeCode).toBe(usdRate?.roomTypeCode);
    expect(eurRate?.amountBeforeTax).toBe(Number(convertAmount(String(usdRate?.amountBeforeTax), '0.92', 'EUR')));
  });

  test('displayCurrency without an exchange rate leaves the property currency', () => {
    const result = one({ displayCurrency: 'CHF' });
    expect(result.currencyCode).toBe('USD');
    expect(result.ratePlans?.RAC?.displayCurrency).toBeUndefined();
  });

  test('min/maxRateQualifier are amounts of the displayCurrency: a property that cannot convert to it is not filtered by them', () => {
    // NYCDC converts to KWD, TYODC does not (its rates stay in JPY)
    const request = { props: [{ propCode: 'NYCDC' }, { propCode: 'TYODC' }], displayCurrency: 'KWD', maxRateQualifier: 130 };
    const [nyc, tyo] = shop(request);
    expect(nyc?.currencyCode).toBe('KWD');
    expect(nyc?.roomRates?.every((r) => (r.rateAmount ?? 0) <= 130)).toBe(true);
    expect(nyc?.roomRates?.length).toBeLessThan(shop({ props: [{ propCode: 'NYCDC' }], displayCurrency: 'KWD' })[0]?.roomRates?.length ?? 0);
    expect(tyo?.currencyCode).toBe('JPY');
    expect(tyo?.statusCode).toBe(0);
    expect(tyo?.roomRates?.length).toBe(shop({ props: [{ propCode: 'TYODC' }] })[0]?.roomRates?.length);
    // without a displayCurrency, or with the property's own, each property's currency is the qualifiers'
    expect(shop({ props: [{ propCode: 'TYODC' }], maxRateQualifier: 100 })[0]?.statusCode).toBe(322);
    expect(shop({ props: [{ propCode: 'TYODC' }], displayCurrency: 'JPY', maxRateQualifier: 100 })[0]?.statusCode).toBe(322);
  });

  test('advance purchase plans need their minimum days before arrival', () => {
    expect(one({ arrivalDate: '2026-11-23', departureDate: '2026-11-25' }).ratePlans?.APN).toBeUndefined();
    expect(one().ratePlans?.APN).toBeDefined();
  });
});

describe('partner display rate and property specifics', () => {
  test('displayRateType highest: rateAmount is the highest nightly room rate', () => {
    const weekend = { arrivalDate: '2026-12-10', departureDate: '2026-12-14' };
    const average = one(weekend).roomRates?.find((r) => r.bookingCode === 'KNGRAC');
    const highest = one(weekend, { displayRateType: 'highest' }).roomRates?.find((r) => r.bookingCode === 'KNGRAC');
    expect(highest?.rateAmount).toBe(Math.max(...(highest?.rateDetails ?? []).map((d) => d.rate2Person ?? 0)));
    expect(highest?.rateAmount).toBeGreaterThan(average?.rateAmount ?? Infinity);
  });

  test('LAXDC: no age-based pricing, no age ranges; children pay the flat extra-child fee', () => {
    const result = one({ props: [{ propCode: 'LAXDC' }], numChildren: 1, childAges: [5] });
    expect(result.ageBasedPricing).toBe(false);
    expect(result.childAgeRanges).toBeUndefined();
    expect(result.roomRates?.[0]?.rateDetails[0]?.extraChildRate).toBe(15);
  });

  test('PARDC inclusive plan has no taxes and no service charges; a season change mid-stay shows as a rate change', () => {
    const result = one({ props: [{ propCode: 'PARDC' }], arrivalDate: '2026-12-18', departureDate: '2026-12-22' });
    const inc = result.roomRates?.find((r) => r.ratePlanCode === 'INC');
    expect(inc).toMatchObject({ totalTaxes: 0, totalServiceCharges: 0 });
    expect(inc?.amountAfterTax).toBe(inc?.amountBeforeTax);
    expect(result.ratePlans?.INC?.serviceChargesAndTaxesIncluded).toBe(true);
    const rac = result.roomRates?.find((r) => r.bookingCode === 'CLARAC');
    expect(rac?.rateChangeIndicator).toBe(true);
    expect(rac?.rateDetails.length).toBeGreaterThan(1);
  });

  test('KWIDC amounts keep 3 decimals; TYODC amounts are whole yen', () => {
    const kwd = one({ props: [{ propCode: 'KWIDC' }] });
    expect(kwd.currencyCode).toBe('KWD');
    for (const r of kwd.roomRates ?? []) expect(Math.round(r.amountAfterTax * 1000) / 1000).toBe(r.amountAfterTax);
    const jpy = one({ props: [{ propCode: 'TYODC' }] });
    for (const r of jpy.roomRates ?? []) expect(Number.isInteger(r.amountAfterTax)).toBe(true);
  });

  test('TYODC accommodation tax is collected on property: merchantTotalAmount excludes it', () => {
    const rate = one({ props: [{ propCode: 'TYODC' }] }).roomRates?.[0];
    expect(rate?.merchantTotalAmount).toBe((rate?.amountAfterTax ?? 0) - 200 * 2 * 3);
  });
});

describe('single-property shop', () => {
  test('returns the PropDcShop of the property', () => {
    const result = shopProperty({ catalog, propCode: 'LAXDC', request: { arrivalDate: '2026-12-10', departureDate: '2026-12-12', numAdults: 1 }, inventory, now: NOW });
    expect(result).toMatchObject({ propCode: 'LAXDC', statusCode: 0, lengthOfStay: 2 });
  });

  test('an unknown property gives undefined (the adapter answers 404)', () => {
    expect(shopProperty({ catalog, propCode: 'NOPE', request: { arrivalDate: '2026-12-10', departureDate: '2026-12-12', numAdults: 1 }, inventory, now: NOW })).toBeUndefined();
  });
});

describe('purity', () => {
  test('the shop does not mutate its request', () => {
    const request: ShopRequest = { ...base, ratePlanCandidates: [{ ratePlanCategory: 'rack' }], roomAmenities: ['nonSmoking'] };
    const before = JSON.stringify(request);
    shopProperties({ catalog, request, inventory, now: NOW });
    expect(JSON.stringify(request)).toBe(before);
  });
});
