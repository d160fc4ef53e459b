import { readFile } from 'node:fs/promises';
import currencyCodes from 'currency-codes';
import { expect, test } from 'vitest';
import { currencyMinorUnits, minorUnitsOf } from './currency-minor-units.js';
import { generatedSources, NO_MINOR_UNIT_CODES } from './generated-sources.js';

test('the committed files of src/generated/ are what the data packages make (regenerate: node --import tsx packages/pricing/scripts/generate.ts)', async () => {
  for (const [path, text] of Object.entries(generatedSources())) {
    expect(await readFile(new URL(`./${path}`, import.meta.url), 'utf8'), path).toBe(text);
  }
});

test('currencyMinorUnits gives the digits of every code currency-codes lists with a minor unit, and undefined for any other', () => {
  expect(currencyCodes.data.length).toBeGreaterThan(150);
  for (const { code, digits } of currencyCodes.data) expect(currencyMinorUnits(code), code).toBe(NO_MINOR_UNIT_CODES.includes(code) ? undefined : digits);
  // every code the list leaves out is one currency-codes has (a typo would refuse nothing)
  for (const code of NO_MINOR_UNIT_CODES) expect(currencyCodes.code(code), code).toBeDefined();
  expect([currencyMinorUnits('JPY'), currencyMinorUnits('USD'), currencyMinorUnits('KWD'), currencyMinorUnits('CLF')]).toEqual([0, 2, 3, 4]);
  for (const code of ['', 'usd', 'XYZ', 'USD ', 'JPY USD', 'constructor']) expect(currencyMinorUnits(code), code).toBeUndefined();
});

test('a code ISO 4217 lists without a minor unit (XXX, XAU, ...) is refused with its own reason, not priced in whole units', () => {
  for (const code of ['XXX', 'XAU', 'XTS', 'XDR', 'XSU', 'XUA']) {
    expect(currencyMinorUnits(code), code).toBeUndefined();
    expect(() => minorUnitsOf(code), code).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'currencyCode', message: `currencyCode: "${code}" has no minor unit in ISO 4217 (a metal, fund, testing or no-currency code): no price can be in it` }));
  }
  expect(() => minorUnitsOf('XYZ')).toThrow('currencyCode: "XYZ" is not an ISO 4217 currency code');
  // XAF, XOF and XPF are real currencies with 0 decimals, XCD one with 2
  expect(['XAF', 'XOF', 'XPF', 'XCD'].map(currencyMinorUnits)).toEqual([0, 0, 0, 2]);
});
