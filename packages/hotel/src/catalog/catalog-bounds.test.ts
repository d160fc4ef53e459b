/**
 * Every number a catalog file carries is bounded the way a hotel's data is (README "Catalog",
 * decision "bounds of the catalog's numbers"): the bound itself loads, one past it is refused at
 * load naming the file, the field and the bound, and `catalog.schema.json` says the same.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { catalogJsonSchema } from './catalog-file.js';
import { demoCatalogFiles } from './demo-catalog.js';
import { loadCatalog } from './load-catalog.js';

/** A catalog file as JSON to edit (the tests reach deep into it). */
type File = any; // eslint-disable-line @typescript-eslint/no-explicit-any

function demoFile(): File {
  return structuredClone(demoCatalogFiles({ from: '2026-12-01', days: 30 })['NYCDC.json']);
}

const AMOUNT = 'must be a decimal number or decimal string such as "14.75", from 0 to below 100000000000';

/** A field of the demo NYCDC, a value at its bound, values past it, and the message each gets. */
const BOUNDS: ReadonlyArray<{ field: string; set: (f: File, v: unknown) => void; ok: unknown[]; refused: unknown[]; message: string }> = [
  { field: 'roomTypes[0].roomOccupancy', set: (f, v) => { f.roomTypes[0].roomOccupancy = v; }, ok: [99, 1], refused: [100, 1e300], message: 'must be at most 99' },
  { field: 'roomTypes[0].numBeds', set: (f, v) => { f.roomTypes[0].numBeds = v; }, ok: [99, 0], refused: [100], message: 'must be at most 99' },
  { field: 'roomTypes[0].roomDisplayOrder', set: (f, v) => { f.roomTypes[0].roomDisplayOrder = v; }, ok: [9999, 0], refused: [10000, 2 ** 53], message: 'must be at most 9999' },
  { field: 'roomTypes[0].roomDisplayOrder', set: (f, v) => { f.roomTypes[0].roomDisplayOrder = v; }, ok: [], refused: [-1], message: 'must be at least 0' },
  { field: 'roomTypes[0].inventory[0].rooms', set: (f, v) => { f.roomTypes[0].inventory[0].rooms = v; }, ok: [9999], refused: [10000, 1e21], message: 'must be at most 9999' },
  { field: 'ratePlans[0].ratePlanOrder', set: (f, v) => { f.ratePlans[0].ratePlanOrder = v; }, ok: [9999], refused: [10000], message: 'must be at most 9999' },
  { field: 'ratePlans[0].minDaysInAdvance', set: (f, v) => { f.ratePlans[0].minDaysInAdvance = v; }, ok: [365, 0], refused: [366], message: 'must be at most 365' },
  { field: 'childAgeRanges[2].endChildAge', set: (f, v) => { f.childAgeRanges[2].endChildAge = v; f.adultAge = 99; }, ok: [98], refused: [100, 1e9], message: 'must be at most 99' },
  { field: 'taxPeriods[0].taxes[0].ruleId', set: (f, v) => { f.taxPeriods[0].taxes[0].ruleId = v; }, ok: [2_147_483_647], refused: [2_147_483_648], message: 'must be at most 2147483647' },
  { field: 'clientAccounts[0].programAccountId', set: (f, v) => { f.clientAccounts[0].programAccountId = v; }, ok: [Number.MAX_SAFE_INTEGER], refused: [2 ** 53, 1e300], message: 'must be at most 9007199254740991' },
  { field: 'clientAccounts[0].clientName', set: (f, v) => { f.clientAccounts[0].clientName = v; }, ok: ['A'.repeat(60)], refused: ['A'.repeat(61)], message: 'must have at most 60 characters' },
  { field: 'rates[0].rates[0].rate1Person', set: (f, v) => { f.rates[0].rates[0].rate1Person = v; }, ok: [99_999_999_999.99, '99999999999.99'], refused: [1e11, '100000000000', 1e300, '1000000000000000000000'], message: AMOUNT },
  { field: 'taxPeriods[0].taxes[2].amount', set: (f, v) => { f.taxPeriods[0].taxes[2].amount = v; }, ok: [], refused: [1e11], message: AMOUNT },
];

describe.each(BOUNDS)('$field', ({ field, set, ok, refused, message }) => {
  test(`loads at its bound (${ok.map(String).join(', ') || 'none'}), refuses past it (${refused.map((v) => String(v).slice(0, 24)).join(', ')}) naming the field`, () => {
    for (const v of ok) {
      const file = demoFile();
      set(file, v);
      const result = loadCatalog({ 'NYCDC.json': file });
      expect(result.ok ? 'ok' : result.errors, String(v)).toBe('ok');
    }
    for (const v of refused) {
      const file = demoFile();
      set(file, v);
      const result = loadCatalog({ 'NYCDC.json': file });
      expect(result.ok ? [] : result.errors, String(v)).toEqual([{ file: 'NYCDC.json', field, message }]);
    }
  });

  test('catalog.schema.json refuses past the bound as the loader does', () => {
    const check = new Ajv2020({ strict: false }).compile(catalogJsonSchema());
    for (const v of refused) {
      const file = demoFile();
      set(file, v);
      expect(check(file), String(v)).toBe(false);
    }
  });
});

describe('percents', () => {
  const refusal = (file: File) => {
    const result = loadCatalog({ 'NYCDC.json': file });
    return result.ok ? 'ok' : result.errors;
  };

  test('a tax or service charge of type percent or sum is 0 to 100 % with at most 6 decimal places', () => {
    const file = demoFile();
    const percentTax = file.taxPeriods[0].taxes.findIndex((t: { type: string }) => t.type === 'percent');
    const sumTax = file.taxPeriods[0].taxes.findIndex((t: { type: string }) => t.type === 'sum');
    file.taxPeriods[0].taxes[percentTax].amount = 101;
    file.taxPeriods[0].taxes[sumTax].amount = '1.0000001';
    expect(refusal(file)).toEqual([
      { file: 'NYCDC.json', field: `taxPeriods[0].taxes[${percentTax}].amount`, message: '101 is above 100: a percent is from 0 to 100' },
      { file: 'NYCDC.json', field: `taxPeriods[0].taxes[${sumTax}].amount`, message: '1.0000001 has more than 6 decimal places: a percent has at most 6' },
    ]);
    file.taxPeriods[0].taxes[percentTax].amount = 100;
    file.taxPeriods[0].taxes[sumTax].amount = '33.333333';
    expect(refusal(file)).toBe('ok');
  });

  test('a percentAdd discount is 0 to 1000 %; a percentOff one has at most 6 decimal places', () => {
    const file = demoFile();
    const plan = file.ratePlans.findIndex((p: { derivedFrom?: unknown }) => p.derivedFrom !== undefined);
    file.ratePlans[plan].derivedFrom.discount = { type: 'percentAdd', amount: 1000.5 };
    expect(refusal(file)).toEqual([
      { file: 'NYCDC.json', field: `ratePlans[${plan}].derivedFrom.discount.amount`, message: '1000.5 is above 1000: a percentAdd discount is from 0 to 1000' },
    ]);
    file.ratePlans[plan].derivedFrom.discount = { type: 'percentAdd', amount: 1000 };
    expect(refusal(file)).toBe('ok');
    file.ratePlans[plan].derivedFrom.discount = { type: 'percentOff', amount: 1e-7 };
    expect(refusal(file)).toEqual([
      { file: 'NYCDC.json', field: `ratePlans[${plan}].derivedFrom.discount.amount`, message: '1e-7 has more than 6 decimal places: a percent has at most 6' },
    ]);
  });
});
