import { describe, expect, test } from 'vitest';
import { demoCatalogFiles } from './demo-catalog.js';
import type { CatalogPropertyFile } from './catalog-file.js';
import { loadCatalog } from './load-catalog.js';

const FROM = '2026-12-01';

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

  test('refuses unsorted dated lists, unknown time zones, currencies and bad patterns, reporting all', () => {
    const file = demoFile() as unknown as Record<string, unknown> & CatalogPropertyFile;
    file.timeZone = 'Mars/Olympus';
    file.currencyCode = 'XYZ';
    (file.roomTypes[0] as { roomTypeCode: string }).roomTypeCode = 'kng';
    file.taxPeriods = [...file.taxPeriods].reverse();
    const fields = errorsOf({ 'NYCDC.json': file }).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['timeZone', 'currencyCode', 'roomTypes[0].roomTypeCode', 'taxPeriods[1].effectiveDate']));
  });

  test('refuses overlapping child age ranges and a range reaching adultAge', () => {
    const file = demoFile();
    file.childAgeRanges = [{ startChildAge: 0, endChildAge: 5 }, { startChildAge: 5, endChildAge: 10 }, { startChildAge: 11, endChildAge: 18 }];
    const fields = errorsOf({ 'NYCDC.json': file }).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['childAgeRanges[1].startChildAge', 'childAgeRanges[2].endChildAge']));
  });

  test('refuses a corporate plan requiring client ids without any, and a cancellation time that is not HH:mm', () => {
    const file = demoFile();
    const plan = file.ratePlans.find((p) => p.ratePlanCode === 'COR') as { clientIds?: string[]; cancellation: { localTime?: string } };
    delete plan.clientIds;
    plan.cancellation.localTime = '25:00';
    const index = file.ratePlans.findIndex((p) => p.ratePlanCode === 'COR');
    const fields = errorsOf({ 'NYCDC.json': file }).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining([`ratePlans[${index}].clientIds`, `ratePlans[${index}].cancellation.localTime`]));
  });

  test('refuses two products sharing a bookingCode', () => {
    const file = demoFile();
    file.roomTypes.push({ ...structuredClone(file.roomTypes[0] as CatalogPropertyFile['roomTypes'][number]), roomTypeCode: 'KNGX' });
    file.rates.push({ ...structuredClone(file.rates[0] as CatalogPropertyFile['rates'][number]), roomTypeCode: 'KNGX' });
    expect(errorsOf({ 'NYCDC.json': file }).some((e) => e.message.includes('bookingCode KNGRAC'))).toBe(true);
  });

  test('a file that is not an object, and an empty catalog, are refused', () => {
    expect(errorsOf({ 'x.json': [] })).toEqual([{ file: 'x.json', field: '', message: 'must be a JSON object (one property)' }]);
    expect(errorsOf({})[0]?.message).toBe('the catalog has no property file');
  });
});
