import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { demoCatalogFiles } from './demo-catalog.js';
import type { CatalogPropertyFile, CatalogRatePlan } from './catalog-file.js';
import { loadCatalog } from './load-catalog.js';

const FROM = '2026-12-01';
const AMOUNT_FORMAT = 'must be a decimal number or decimal string such as "14.75", from 0 to below 100000000000';

function demoFile(name = 'NYCDC.json'): CatalogPropertyFile {
  return structuredClone(demoCatalogFiles({ from: FROM, days: 30 })[name] as CatalogPropertyFile);
}

function errorsOf(files: Record<string, unknown>) {
  const result = loadCatalog(files);
  if (result.ok) throw new Error('expected the catalog to be refused');
  return result.errors;
}

describe('loadCatalog', () => {
  test('loads the demo catalog: five properties, products indexed by codes and bookingCode', () => {
    const result = loadCatalog(demoCatalogFiles({ from: FROM, days: 30 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.catalog.properties.keys()].sort()).toEqual(['KWIDC', 'LAXDC', 'NYCDC', 'PARDC', 'TYODC']);
    const nyc = result.catalog.properties.get('NYCDC');
    expect(nyc?.productByCodes.get('KNG/RAC')?.bookingCode).toBe('KNGRAC');
    expect(nyc?.productByBookingCode.get('STEBBF')?.ratePlan.ratePlanCode).toBe('BBF');
    expect(nyc?.localDate('2026-12-01T03:00:00Z')).toBe('2026-11-30');
  });

  test('does not mutate its input', () => {
    const files = { 'NYCDC.json': demoFile() };
    const before = JSON.stringify(files);
    loadCatalog(files);
    expect(JSON.stringify(files)).toBe(before);
  });

  test('refuses a rate for an unknown room type, naming file and field', () => {
    const file = demoFile();
    (file.rates[2] as { roomTypeCode: string }).roomTypeCode = 'XYZ';
    expect(errorsOf({ 'NYCDC.json': file })).toContainEqual({ file: 'NYCDC.json', field: 'rates[2].roomTypeCode', message: 'unknown room type XYZ' });
  });

  test('refuses a rate for an unknown rate plan', () => {
    const file = demoFile();
    (file.rates[0] as { ratePlanCode: string }).ratePlanCode = 'ZZZ';
    expect(errorsOf({ 'NYCDC.json': file }).map((e) => e.field)).toContain('rates[0].ratePlanCode');
  });

  test('refuses child rates that do not match the age ranges', () => {
    const file = demoFile();
    const rate = file.rates[1]?.rates[0] as { childRates?: unknown[] };
    rate.childRates = ['0', '25.00'];
    const errors = errorsOf({ 'NYCDC.json': file });
    expect(errors).toContainEqual({ file: 'NYCDC.json', field: 'rates[1].rates[0].childRates', message: 'must hold one rate per child age range (3)' });
  });

  test('refuses child rates on a property without age-based pricing', () => {
    const file = demoFile('LAXDC.json');
    (file.rates[0]?.rates[0] as { childRates?: unknown[] }).childRates = ['10.00'];
    expect(errorsOf({ 'LAXDC.json': file }).map((e) => e.field)).toContain('rates[0].rates[0].childRates');
  });

  test('refuses amounts finer than the currency allows (KWD 3, JPY 0 decimals)', () => {
    const kwd = demoFile('KWIDC.json');
    (kwd.rates[0]?.rates[0] as { rate1Person?: unknown }).rate1Person = '85.5001';
    const jpy = demoFile('TYODC.json');
    (jpy.rates[0]?.rates[0] as { rate2Person?: unknown }).rate2Person = 18000.5;
    const errors = errorsOf({ 'KWIDC.json': kwd, 'TYODC.json': jpy });
    expect(errors).toContainEqual({ file: 'KWIDC.json', field: 'rates[0].rates[0].rate1Person', message: '85.5001 is finer than the currency allows (3 decimal place(s))' });
    expect(errors).toContainEqual({ file: 'TYODC.json', field: 'rates[0].rates[0].rate2Person', message: '18000.5 is finer than the currency allows (0 decimal place(s))' });
  });

  test('accepts a 3-decimal KWD amount and percent taxes finer than the currency', () => {
    const kwd = demoFile('KWIDC.json');
    (kwd.rates[0]?.rates[0] as { rate1Person?: unknown }).rate1Person = '85.125';
    (kwd.taxPeriods[0]?.taxes[0] as { amount: unknown }).amount = '5.1234';
    expect(loadCatalog({ 'KWIDC.json': kwd }).ok).toBe(true);
  });

  test('refuses the same property in two files', () => {
    const errors = errorsOf({ 'a.json': demoFile(), 'b.json': demoFile() });
    expect(errors).toEqual([{ file: 'b.json', field: 'propCode', message: 'NYCDC is already defined in a.json' }]);
  });

  test('files that are not an object of files by name are refused as a result, not thrown', () => {
    // null threw "Cannot convert undefined or null to object"; an array or a string was read as files named 0, 1, ...
    for (const files of [null, undefined, 'NYCDC.json', [demoFile()], 42]) {
      expect(loadCatalog(files as never), JSON.stringify(files)?.slice(0, 20)).toEqual({
        ok: false, errors: [{ file: '', field: '', message: 'the catalog must be an object of parsed files by file name ({ "NYCDC.json": {...} })' }],
      });
    }
  });

  test('a union\'s discriminating field that no branch allows lists every branch\'s values', () => {
    // deposit is { type: none | firstNight } or { type: percent | flat, amount }: a bad type was
    // reported as "must be one of none, firstNight", as if percent and flat were not allowed
    const file = demoFile() as unknown as CatalogPropertyFile;
    (file.ratePlans[0] as { deposit: unknown }).deposit = { type: 'half', amount: 50 };
    (file.ratePlans[1] as { deposit: unknown }).deposit = { type: 'precent' };
    (file.ratePlans[2] as { cancellation: unknown }).cancellation = { cxlPolicyCode: 'NR', cxlPolicyDesc: 'x', nonRefundable: false };
    const errors = errorsOf({ 'NYCDC.json': file });
    expect(errors).toEqual(expect.arrayContaining([
      { file: 'NYCDC.json', field: 'ratePlans[0].deposit.type', message: 'must be one of none, firstNight, percent, flat' },
      { file: 'NYCDC.json', field: 'ratePlans[1].deposit.type', message: 'must be one of none, firstNight, percent, flat' },
    ]));
    expect(errors.filter((e) => e.field.startsWith('ratePlans[0].deposit') || e.field.startsWith('ratePlans[1].deposit'))).toHaveLength(2);
    // a union whose branches are told apart by which fields are there, not by one field's value, is read as before
    expect(errors.filter((e) => e.field.startsWith('ratePlans[2].cancellation'))).not.toEqual([]);
  });

  test('reports every format problem of a file, each naming its field, before any consistency rule', () => {
    const file = demoFile() as unknown as Record<string, unknown> & CatalogPropertyFile;
    file.propcode = 'NYCDC';
    delete (file as Partial<CatalogPropertyFile>).propName;
    (file.roomTypes[0] as { roomTypeCode: string }).roomTypeCode = 'kng';
    (file.rates[0]?.rates[0] as { rate1Person?: unknown }).rate1Person = '-1';
    (file.rates[1]?.rates[0] as { rate2Person?: unknown }).rate2Person = true;
    (file.taxPeriods[0]?.taxes[0] as { basis: string }).basis = 'perBed';
    (file.ratePlans[0] as { deposit: unknown }).deposit = { type: 'flat' };
    (file.ratePlans[2] as { deposit: unknown }).deposit = { type: 'none', amount: 5 };
    (file.ratePlans[1] as { cancellation: { localTime?: string } }).cancellation = { cxlPolicyCode: 'X', cxlPolicyDesc: 'x', daysBeforeArrival: 1, localTime: '25:00' } as never;
    file.timeZone = 'Mars/Olympus'; // a consistency rule: not reported while the format is wrong
    const errors = errorsOf({ 'NYCDC.json': file });
    expect(errors).toEqual(expect.arrayContaining([
      { file: 'NYCDC.json', field: 'propcode', message: 'is not a field of the catalog format' },
      { file: 'NYCDC.json', field: 'propName', message: 'is required' },
      { file: 'NYCDC.json', field: 'roomTypes[0].roomTypeCode', message: 'must match ^[A-Z0-9]{2,6}$' },
      { file: 'NYCDC.json', field: 'rates[0].rates[0].rate1Person', message: AMOUNT_FORMAT },
      { file: 'NYCDC.json', field: 'rates[1].rates[0].rate2Person', message: AMOUNT_FORMAT },
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[0].basis', message: 'must be one of perRoom, perGuest, perAdult, perChild, perItem' },
      { file: 'NYCDC.json', field: 'ratePlans[0].deposit.amount', message: 'is required' },
      { file: 'NYCDC.json', field: 'ratePlans[2].deposit.amount', message: 'is not a field of the catalog format' },
      { file: 'NYCDC.json', field: 'ratePlans[1].cancellation.localTime', message: 'must match ^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    ]));
    expect(errors).toHaveLength(9);
  });

  test('refuses unsorted dated lists, unknown time zones and currencies, reporting all', () => {
    const file = demoFile();
    file.timeZone = 'Mars/Olympus';
    file.currencyCode = 'XYZ';
    const unsorted = demoFile();
    unsorted.taxPeriods = [...unsorted.taxPeriods].reverse();
    unsorted.roomTypes[0]?.inventory.reverse();
    expect(errorsOf({ 'NYCDC.json': file }).map((e) => e.field)).toEqual(['timeZone', 'currencyCode']);
    expect(errorsOf({ 'NYCDC.json': unsorted }).map((e) => e.field)).toEqual(['taxPeriods[1].effectiveDate', 'roomTypes[0].inventory[1].effectiveDate']);
  });

  test('refuses a currency ISO 4217 lists without a minor unit (XAU, XXX), for the property and an exchange rate', () => {
    // currency-codes gives them 0 digits: a property in XAU priced in whole troy ounces of gold
    const file = demoFile();
    file.currencyCode = 'XAU';
    file.exchangeRates = { ...file.exchangeRates, XXX: '1' };
    expect(errorsOf({ 'NYCDC.json': file })).toEqual([
      { file: 'NYCDC.json', field: 'currencyCode', message: 'XAU is not an ISO 4217 currency code with a minor unit' },
    ]);
    const rates = demoFile();
    rates.exchangeRates = { ...rates.exchangeRates, XXX: '1' };
    expect(errorsOf({ 'NYCDC.json': rates })).toEqual([
      { file: 'NYCDC.json', field: 'exchangeRates.XXX', message: 'XXX is not an ISO 4217 currency code with a minor unit' },
    ]);
  });

  test('a deposit or commission percent is 0 to 100: 150, 100.01 and 101 are refused with the value, 100 and 0 load', () => {
    const file = demoFile();
    const plans = file.ratePlans;
    const [first, second, third] = plans;
    if (first === undefined || second === undefined || third === undefined) throw new Error('the demo NYCDC has 3 plans or more');
    first.deposit = { type: 'percent', amount: 150 };
    second.deposit = { type: 'percent', amount: '100.01' };
    third.commission = { commissionType: 'percent', commissionAmount: 101 };
    expect(errorsOf({ 'NYCDC.json': file })).toEqual([
      { file: 'NYCDC.json', field: 'ratePlans[0].deposit.amount', message: '150 is above 100: a percent is from 0 to 100' },
      { file: 'NYCDC.json', field: 'ratePlans[1].deposit.amount', message: '100.01 is above 100: a percent is from 0 to 100' },
      { file: 'NYCDC.json', field: 'ratePlans[2].commission.commissionAmount', message: '101 is above 100: a percent is from 0 to 100' },
    ]);
    first.deposit = { type: 'percent', amount: '100.000' };
    second.deposit = { type: 'percent', amount: 0 };
    third.commission = { commissionType: 'percent', commissionAmount: 100 };
    expect(loadCatalog({ 'NYCDC.json': file }).ok).toBe(true);
    // an amount commission is money, not a percent: above 100 is fine
    third.commission = { commissionType: 'amount', commissionAmount: '150.00' };
    expect(loadCatalog({ 'NYCDC.json': file }).ok).toBe(true);
  });

  test('an exchange rate is above 0, at most 10000000, with at most 12 decimal places, each refusal quoting the value', () => {
    const file = demoFile();
    file.exchangeRates = { EUR: 10_000_001, GBP: '0.000', JPY: 0, CAD: '10000000.5', KWD: 1e-13, CHF: '0.0000001234567891' };
    expect(errorsOf({ 'NYCDC.json': file })).toEqual([
      { file: 'NYCDC.json', field: 'exchangeRates.EUR', message: '10000001 is above 10000000, the largest exchange rate a catalog may hold' },
      { file: 'NYCDC.json', field: 'exchangeRates.GBP', message: '0.000 is not an exchange rate: it must be above 0' },
      { file: 'NYCDC.json', field: 'exchangeRates.JPY', message: '0 is not an exchange rate: it must be above 0' },
      { file: 'NYCDC.json', field: 'exchangeRates.CAD', message: '10000000.5 is above 10000000, the largest exchange rate a catalog may hold' },
      { file: 'NYCDC.json', field: 'exchangeRates.KWD', message: '1e-13 has more than 12 decimal places' },
      { file: 'NYCDC.json', field: 'exchangeRates.CHF', message: '0.0000001234567891 has more than 12 decimal places' },
    ]);
    // the bounds themselves load: the largest rate, and a rate of 12 decimal places (also written as a JSON number with an exponent)
    file.exchangeRates = { EUR: 10_000_000, GBP: '0.000000000001', JPY: 1e-12, CAD: '10000000.000' };
    expect(loadCatalog({ 'NYCDC.json': file }).ok).toBe(true);
  });

  test('a money amount written as a JSON number below 1e-6 (String gives 1e-7) is finer than the currency', () => {
    const file = demoFile('TYODC.json');
    (file.rates[0]?.rates[0] as { cribRate?: unknown }).cribRate = 1e-7;
    expect(errorsOf({ 'TYODC.json': file })).toContainEqual({ file: 'TYODC.json', field: 'rates[0].rates[0].cribRate', message: '1e-7 is finer than the currency allows (0 decimal place(s))' });
  });

  test('a field every product shares, refused by pricing, is reported once, not once per product', () => {
    // a perStay sum tax was reported 24 times (once per product of NYCDC), a derived plan's discount once per room type
    const tax = demoFile();
    tax.taxPeriods[0]?.taxes.push({ amount: 1, basis: 'perRoom', period: 'perStay', type: 'sum' });
    expect(errorsOf({ 'NYCDC.json': tax })).toEqual([
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[5].period', message: 'a sum tax (tax on tax) is charged perNight or perCharge; perStay is not defined for it' },
    ]);
    const derived = demoFile();
    const plan = derived.ratePlans.findIndex((p) => p.derivedFrom !== undefined);
    derived.ratePlans[plan]!.derivedFrom!.discount = { type: 'percentOff', amount: 150 };
    expect(errorsOf({ 'NYCDC.json': derived })).toEqual([
      { file: 'NYCDC.json', field: `ratePlans[${plan}].derivedFrom.discount.amount`, message: 'a percentOff discount must be at most 100' },
    ]);
  });

  test('a value of the wrong JSON type is named with its article: an integer, an object, an array, a string', () => {
    const file = demoFile();
    (file as { exchangeRates: unknown }).exchangeRates = [];
    (file.roomTypes[0] as { inventory: unknown }).inventory = {};
    (file as { propName: unknown }).propName = 7;
    expect(errorsOf({ 'NYCDC.json': file }).map((e) => `${e.field} ${e.message}`)).toEqual(expect.arrayContaining([
      'exchangeRates must be an object',
      'roomTypes[0].inventory must be an array',
      'propName must be a string',
    ]));
    const rooms = demoFile();
    rooms.roomTypes[0]!.inventory[0]!.rooms = 1.5;
    expect(errorsOf({ 'NYCDC.json': rooms })).toEqual([{ file: 'NYCDC.json', field: 'roomTypes[0].inventory[0].rooms', message: 'must be an integer' }]);
  });

  test('refuses a date that is not a real calendar date', () => {
    const file = demoFile();
    (file.taxPeriods[0] as { effectiveDate: string }).effectiveDate = '2026-02-30';
    expect(errorsOf({ 'NYCDC.json': file })).toContainEqual({ file: 'NYCDC.json', field: 'taxPeriods[0].effectiveDate', message: 'must be a real date YYYY-MM-DD' });
  });

  test('refuses overlapping child age ranges and a range reaching adultAge', () => {
    const file = demoFile();
    file.childAgeRanges = [{ startChildAge: 0, endChildAge: 5 }, { startChildAge: 5, endChildAge: 10 }, { startChildAge: 11, endChildAge: 18 }];
    const fields = errorsOf({ 'NYCDC.json': file }).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['childAgeRanges[1].startChildAge', 'childAgeRanges[2].endChildAge']));
  });

  test('refuses a corporate plan requiring client ids without any', () => {
    const file = demoFile();
    const index = file.ratePlans.findIndex((p) => p.ratePlanCode === 'COR');
    delete file.ratePlans[index]?.clientIds;
    expect(errorsOf({ 'NYCDC.json': file })).toEqual([{ file: 'NYCDC.json', field: `ratePlans[${index}].clientIds`, message: 'must list at least one client id when clientIdRequired' }]);
  });

  test('refuses two products sharing a bookingCode', () => {
    const file = demoFile();
    file.roomTypes.push({ ...structuredClone(file.roomTypes[0] as CatalogPropertyFile['roomTypes'][number]), roomTypeCode: 'KNGX' });
    file.rates.push({ ...structuredClone(file.rates[0] as CatalogPropertyFile['rates'][number]), roomTypeCode: 'KNGX' });
    expect(errorsOf({ 'NYCDC.json': file }).some((e) => e.message.includes('bookingCode KNGRAC'))).toBe(true);
  });

  test('charge rules: ruleIds unique in a list, appliedToRuleId only on a sum tax naming an earlier rule, flat amounts in currency units', () => {
    const file = demoFile();
    file.taxPeriods = [{ effectiveDate: FROM, taxes: [
      { amount: '5', basis: 'perRoom', period: 'perNight', type: 'percent', ruleId: 1 },
      { amount: '2.001', basis: 'perAdult', period: 'perNight', type: 'flat', ruleId: 1 },
      { amount: '1', basis: 'perRoom', period: 'perNight', type: 'percent', ruleId: 3, appliedToRuleId: 1 },
      { amount: '1', basis: 'perRoom', period: 'perNight', type: 'sum', ruleId: 4, appliedToRuleId: 5 },
      { amount: '1', basis: 'perRoom', period: 'perNight', type: 'sum', ruleId: 5, appliedToRuleId: 1 },
    ] }];
    expect(errorsOf({ 'NYCDC.json': file })).toEqual([
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[1].ruleId', message: 'duplicate ruleId 1 (a rule without a ruleId is numbered by its list position)' },
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[1].amount', message: '2.001 is finer than the currency allows (2 decimal place(s))' },
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[2].appliedToRuleId', message: 'is allowed only on a sum tax' },
      { file: 'NYCDC.json', field: 'taxPeriods[0].taxes[3].appliedToRuleId', message: 'must name an earlier tax of the same list (no rule 5 before it)' },
    ]);
  });

  test('a rule without a ruleId is numbered by its list position: appliedToRuleId may name it, an explicit id may not take it', () => {
    const file = demoFile();
    file.taxPeriods = [{ effectiveDate: FROM, taxes: [
      { amount: '5', basis: 'perRoom', period: 'perNight', type: 'percent' },
      { amount: '1', basis: 'perRoom', period: 'perNight', type: 'sum', appliedToRuleId: 1 },
    ] }];
    expect(loadCatalog({ 'NYCDC.json': file }).ok).toBe(true);
    file.taxPeriods[0]?.taxes.push({ amount: '1', basis: 'perRoom', period: 'perNight', type: 'flat', ruleId: 2 });
    expect(errorsOf({ 'NYCDC.json': file }).map((e) => e.field)).toEqual(['taxPeriods[0].taxes[2].ruleId']);
  });

  test('a service charge has no appliedToRuleId and no sum type (format)', () => {
    const file = demoFile();
    (file.serviceChargePeriods?.[0]?.charges[0] as Record<string, unknown>).appliedToRuleId = 1;
    (file.serviceChargePeriods?.[0]?.charges[0] as Record<string, unknown>).type = 'sum';
    expect(errorsOf({ 'NYCDC.json': file }).map((e) => `${e.field}: ${e.message}`)).toEqual([
      'serviceChargePeriods[0].charges[0].appliedToRuleId: is not a field of the catalog format',
      'serviceChargePeriods[0].charges[0].type: must be one of percent, flat',
    ]);
  });

  test('a derived rate plan is sold for every room type of its base plan, with the base rates and its discount', () => {
    const file = demoFile();
    file.ratePlans = file.ratePlans.filter((p) => p.ratePlanCode !== 'AAA');
    file.rates = file.rates.filter((r) => r.ratePlanCode !== 'AAA');
    const rac = file.ratePlans.find((p) => p.ratePlanCode === 'RAC') as CatalogRatePlan;
    file.ratePlans.push({ ...structuredClone(rac), ratePlanCode: 'AAA', ratePlanOrder: 9, derivedFrom: { ratePlanCode: 'RAC', discount: { type: 'percentOff', amount: 10 } } });
    const loaded = loadCatalog({ 'NYCDC.json': file });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    const property = loaded.catalog.properties.get('NYCDC');
    const racRooms = file.rates.filter((r) => r.ratePlanCode === 'RAC').map((r) => r.roomTypeCode);
    expect(property?.products.filter((p) => p.ratePlan.ratePlanCode === 'AAA').map((p) => p.roomType.roomTypeCode)).toEqual(racRooms);
    const derived = property?.productByCodes.get('KNG/AAA');
    expect(derived?.bookingCode).toBe('KNGAAA');
    expect(derived?.rateProduct.product.rates).toEqual(property?.productByCodes.get('KNG/RAC')?.rateProduct.product.rates);
    expect(derived?.rateProduct.product.discount).toEqual({ type: 'percentOff', amount: 10 });
  });

  test('refuses a derived plan on an unknown, a derived or its own plan, rates of its own, and an amount finer than the currency', () => {
    const file = demoFile();
    const plan = (code: string) => file.ratePlans.find((p) => p.ratePlanCode === code) as CatalogRatePlan;
    const at = (code: string) => file.ratePlans.findIndex((p) => p.ratePlanCode === code);
    plan('AAA').derivedFrom = { ratePlanCode: 'RAC', discount: { type: 'amountOff', amount: '10.005' } };
    plan('GOV').derivedFrom = { ratePlanCode: 'AAA', discount: { type: 'percentOff', amount: 20 } };
    plan('COR').derivedFrom = { ratePlanCode: 'COR', discount: { type: 'percentOff', amount: 12 } };
    plan('BBF').derivedFrom = { ratePlanCode: 'XXX', discount: { type: 'percentAdd', amount: 5 } };
    file.rates = file.rates.filter((r) => !['GOV', 'COR', 'BBF'].includes(r.ratePlanCode));
    const aaaRates = file.rates.findIndex((r) => r.ratePlanCode === 'AAA');
    expect(errorsOf({ 'NYCDC.json': file })).toEqual(expect.arrayContaining([
      { file: 'NYCDC.json', field: `ratePlans[${at('AAA')}].derivedFrom.discount.amount`, message: '10.005 is finer than the currency allows (2 decimal place(s))' },
      { file: 'NYCDC.json', field: `ratePlans[${at('GOV')}].derivedFrom.ratePlanCode`, message: 'AAA is itself derived; derive from a plan with rates of its own' },
      { file: 'NYCDC.json', field: `ratePlans[${at('COR')}].derivedFrom.ratePlanCode`, message: 'a rate plan cannot be derived from itself' },
      { file: 'NYCDC.json', field: `ratePlans[${at('BBF')}].derivedFrom.ratePlanCode`, message: 'unknown rate plan XXX' },
      { file: 'NYCDC.json', field: `rates[${aaaRates}].ratePlanCode`, message: "AAA is derived from RAC: its rates are RAC's with its discount, not rates of its own" },
    ]));
  });

  test("the README's example file loads, with its derived plan", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const json = /```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
    const loaded = loadCatalog({ 'SMLDC.json': JSON.parse(json ?? 'null') as unknown });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    expect(loaded.catalog.properties.get('SMLDC')?.products.map((p) => p.bookingCode)).toEqual(['DBLRAC', 'DBLSEN']);
  });

  test('a file that is not an object, and an empty catalog, are refused', () => {
    expect(errorsOf({ 'x.json': [] })).toEqual([{ file: 'x.json', field: '', message: 'must be a JSON object (one property)' }]);
    expect(errorsOf({})[0]?.message).toBe('the catalog has no property file');
  });
});
