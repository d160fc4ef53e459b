import { readFile } from 'node:fs/promises';
import currencyCodes from 'currency-codes';
import { expect, test } from 'vitest';
import { currencyMinorUnits } from './currency-minor-units.js';
import { generatedSources } from './generated-sources.js';

test('the committed files of src/generated/ are what the data packages make (regenerate: node --import tsx packages/pricing/scripts/generate.ts)', async () => {
  for (const [path, text] of Object.entries(generatedSources())) {
    expect(await readFile(new URL(`./${path}`, import.meta.url), 'utf8'), path).toBe(text);
  }
});

test('currencyMinorUnits gives the digits of every code currency-codes lists, and undefined for any other', () => {
  expect(currencyCodes.data.length).toBeGreaterThan(150);
  for (const { code, digits } of currencyCodes.data) expect(currencyMinorUnits(code), code).toBe(digits);
  expect([currencyMinorUnits('JPY'), currencyMinorUnits('USD'), currencyMinorUnits('KWD'), currencyMinorUnits('CLF')]).toEqual([0, 2, 3, 4]);
  for (const code of ['', 'usd', 'XYZ', 'USD ', 'JPY USD', 'constructor']) expect(currencyMinorUnits(code), code).toBeUndefined();
});
