import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runPriceCommand } from './price-command.js';

const examples = new URL('../examples/', import.meta.url);
const files: Record<string, string> = {
  'product.json': readFileSync(new URL('product.json', examples), 'utf8'),
  'stay.json': readFileSync(new URL('stay.json', examples), 'utf8'),
  'broken.json': '{ "currencyCode": "USD", ',
  'list.json': '[1, 2]',
  'badrate.json': JSON.stringify({ currencyCode: 'USD', adultAge: 18, ageBasedPricing: false, rates: [{ effectiveDate: '2026-06-01', rate2Person: 'abc' }] }),
  'late.json': JSON.stringify({ arrivalDate: '2026-05-01', departureDate: '2026-05-03', numAdults: 1 }),
  'baddate.json': JSON.stringify({ arrivalDate: '2026-06-31', departureDate: '2026-07-03', numAdults: 1 }),
};
const read = (path: string) => {
  const text = files[path];
  if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  return text;
};

describe('pnpm price', () => {
  test('prints nights, rates, each charge and the totals of the example', () => {
    const { code, stdout } = runPriceCommand(['product.json', 'stay.json'], read);
    expect(code).toBe(0);
    // one line per rate period: the perStay resort fee no longer splits the first one
    expect(stdout).toMatch(/^2026-06-01\s+3\s+224\.00\s+15\.00\s+-$/m);
    expect(stdout).toMatch(/^2026-06-01\s+2\s+Resort fee\s+fee\s+35 perRoom perStay\s+35\.00$/m);
    expect(stdout).toMatch(/^2026-06-04\s+4\s+257\.00/m);
    expect(stdout).toMatch(/^STATETAX\s+tax\s+8\.60$/m);
    expect(stdout).toMatch(/^amountAfterTax\s+2299\.35$/m);
  });

  test('bad usage and bad files: exit 2 and a message naming the file and the field', () => {
    expect(runPriceCommand(['product.json'], read)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^usage:/) });
    expect(runPriceCommand(['missing.json', 'stay.json'], read)).toMatchObject({ code: 2, stderr: 'missing.json: cannot read the file (ENOENT)\n' });
    expect(runPriceCommand(['broken.json', 'stay.json'], read).stderr).toMatch(/^broken\.json: not valid JSON/);
    expect(runPriceCommand(['list.json', 'stay.json'], read).stderr).toBe('list.json: must hold a JSON object\n');
    expect(runPriceCommand(['product.json', 'product.json'], read).stderr).toBe('product.json: missing arrivalDate, departureDate, numAdults\n');
    expect(runPriceCommand(['badrate.json', 'stay.json'], read).stderr).toMatch(/^badrate\.json: rates\[0\]\.rate2Person: must be a non-negative decimal/);
    expect(runPriceCommand(['product.json', 'baddate.json'], read)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^baddate\.json: .*arrivalDate/) });
  });

  test('an unavailable stay: exit 1 with the reason', () => {
    expect(runPriceCommand(['product.json', 'late.json'], read)).toMatchObject({ code: 1, stderr: expect.stringContaining('noRateForNight') });
  });
});
