import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rateProduct, stayRequest } from './arbitraries/index.js';
import type { DepositPolicy } from './deposit-amount.js';
import { bigintCalculator } from './bigint-calculator.js';
import { numberCalculator } from './number-calculator.js';
import { jsonNumber, tableFiguresOf } from './present-priced-stay.js';
import { decimalAmountOf } from './decimal-amount.js';
import { chargeDetailJsonOf, chargeDetailsJsonOf, jsonNumberText, rateTablesJsonOf, tableJsonOf } from './present-priced-stay-json.js';
import { priceStayAsJson, priceStayAsNumbers } from './price-stay.js';
import type { PriceOptions, PricedRateDetailNumbers } from './types.js';

const options: fc.Arbitrary<PriceOptions> = fc.record({ displayRateType: fc.constantFrom('average', 'highest') }, { requiredKeys: [] });
const deposit: fc.Arbitrary<DepositPolicy | undefined> = fc.constantFrom(undefined, { type: 'none' }, { type: 'firstNight' }, { type: 'percent', amount: '33.5' }, { type: 'flat', amount: 75 });

/** The shop's spec RateDetail of a rate detail, its members in the spec's order (as hotel's wireRateDetail picks them). */
function shopRateDetail(d: PricedRateDetailNumbers) {
  return {
    effectiveDate: d.effectiveDate,
    rate1Person: d.rate1Person,
    rate2Person: d.rate2Person,
    rate3Person: d.rate3Person,
    rate4Person: d.rate4Person,
    extraPersonRate: d.extraPersonRate,
    extraChildRate: d.extraChildRate,
    childRates: d.childRates,
    cribRate: d.cribRate,
    rollawayRate: d.rollawayRate,
    chargeDetails: d.chargeDetails,
  };
}

describe('priceStayAsJson: the priced stay for the shop JSON reply', () => {
  test('has the numbers of priceStayAsNumbers, and its totals, charge totals and rate details are their JSON text byte for byte', () => {
    let priced = 0;
    fc.assert(
      fc.property(rateProduct(), stayRequest(), options, deposit, (product, stay, o, policy) => {
        const asOptions = { ...o, ...(policy ? { deposit: policy } : {}) };
        const numbers = priceStayAsNumbers(product, stay, asOptions);
        const json = priceStayAsJson(product, stay, asOptions);
        expect(json.ok).toBe(numbers.ok);
        if (!numbers.ok || !json.ok) {
          expect(json).toEqual(numbers);
          return;
        }
        priced++;
        const { rateDetailsJson, chargeTotalsJson, totalsJson, cribRate, rollawayRate, ...rest } = json.value;
        const { rateDetails, chargeTotals, ...expected } = numbers.value;
        expect(rest).toEqual(expected);
        for (const [key, text] of Object.entries(totalsJson)) expect(text, key).toBe(String(expected[key as keyof typeof totalsJson]));
        expect(chargeTotalsJson).toBe(JSON.stringify(chargeTotals));
        expect(rateDetailsJson.join('')).toBe(JSON.stringify(rateDetails.map(shopRateDetail)));
        expect(cribRate).toBe(rateDetails[0]?.cribRate);
        expect(rollawayRate).toBe(rateDetails[0]?.rollawayRate);
      }),
      { numRuns: 2000 },
    );
    expect(priced).toBeGreaterThan(500);
  });
});

describe('chargeDetailJsonOf', () => {
  test('splits the entry at its total, even when a name looks like a total', () => {
    const detail = {
      category: 'CITYTAX', categoryType: 'tax' as const, sequence: 2, amount: '1.5', amountType: 'flat' as const,
      basis: 'perRoom' as const, period: 'perNight' as const, ruleId: 2, name: 'odd ,"total":0, name',
    };
    const json = chargeDetailJsonOf(detail, 1.5);
    expect(json.beforeTotal).toBe('{"category":"CITYTAX","categoryType":"tax","sequence":2,"total":');
    expect(`${json.beforeTotal}12.25${json.afterTotal}`).toBe(
      '{"category":"CITYTAX","categoryType":"tax","sequence":2,"total":12.25,"amount":1.5,"amountType":"flat","basis":"perRoom","period":"perNight","ruleId":2,"name":"odd ,\\"total\\":0, name"}',
    );
  });
});

describe('chargeDetailsJsonOf', () => {
  const a = { beforeTotal: '{"ruleId":1,"total":', afterTotal: ',"amount":5}' };
  const b = { beforeTotal: '{"ruleId":2,"total":', afterTotal: ',"amount":7}' };
  const c = { beforeTotal: '{"ruleId":3,"total":', afterTotal: ',"amount":9}' };
  const texts = chargeDetailsJsonOf([a, b, c]);

  test('writes the text between the totals of consecutive versions once per version', () => {
    expect(texts.open).toEqual([',"chargeDetails":[{"ruleId":1,"total":', ',"chargeDetails":[{"ruleId":2,"total":', ',"chargeDetails":[{"ruleId":3,"total":']);
    expect(texts.next).toEqual([',"amount":5},{"ruleId":2,"total":', ',"amount":7},{"ruleId":3,"total":', '']);
    expect(texts.between).toEqual([',{"ruleId":1,"total":', ',{"ruleId":2,"total":', ',{"ruleId":3,"total":']);
    expect(texts.close).toEqual([',"amount":5}]}', ',"amount":7}]}', ',"amount":9}]}']);
  });

  test('joined with totals, gives the chargeDetails of any versions in order, consecutive or not', () => {
    const all = `${texts.open[0]}1${texts.next[0]}2${texts.next[1]}3${texts.close[2]}`;
    expect(JSON.parse(`{"x":0${all}`)).toEqual({ x: 0, chargeDetails: [{ ruleId: 1, total: 1, amount: 5 }, { ruleId: 2, total: 2, amount: 7 }, { ruleId: 3, total: 3, amount: 9 }] });
    const skipping = `${texts.open[0]}1${a.afterTotal}${texts.between[2]}3${texts.close[2]}`;
    expect(JSON.parse(`{"x":0${skipping}`)).toEqual({ x: 0, chargeDetails: [{ ruleId: 1, total: 1, amount: 5 }, { ruleId: 3, total: 3, amount: 9 }] });
  });
});

describe('jsonNumberText', () => {
  test('is String(jsonNumber(…)) for any integer minor units and currency digits', () => {
    const minor = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: 999_999_999_999_000, max: 1_000_000_000_001_000 }),
      fc.constantFrom(0, -0, 1, -1, 5, -5, 10, 100, 1e15 - 1, -(1e15 - 1), 1e15, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 6 }), (m, digits) => {
        expect(jsonNumberText(numberCalculator, m, digits)).toBe(String(jsonNumber(numberCalculator, m, digits)));
        expect(jsonNumberText(bigintCalculator, BigInt(m), digits)).toBe(String(jsonNumber(bigintCalculator, BigInt(m), digits)));
      }),
      { numRuns: 5_000 },
    );
    for (let m = -20_000; m <= 20_000; m++) for (const digits of [2, 3]) expect(jsonNumberText(numberCalculator, m, digits)).toBe(String(m / 10 ** digits));
  });
});

describe('tableJsonOf', () => {
  test('writes the table members, and the runs of them a period reads as one text', () => {
    const a = (text: string) => decimalAmountOf(text, 'x');
    const rate = { day: 0, effectiveDate: '2026-01-01', persons: [a('100'), a('120.5'), undefined, undefined], extraPerson: a('20'), extraChild: undefined, childRates: [a('0'), a('15')], crib: undefined, rollaway: a('25') };
    const json = tableJsonOf(tableFiguresOf(rate, true, 2));
    expect(json.persons).toBe(',"rate1Person":100,"rate2Person":120.5,"extraPersonRate":20');
    expect(json.childRates).toBe(',"childRates":[0,15]');
    expect(json.beds).toBe(',"rollawayRate":25');
    expect(json.shown).toBe(',"rate1Person":100,"rate2Person":120.5,"extraPersonRate":20,"childRates":[0,15],"rollawayRate":25');
    expect(json.tail).toBe(',"childRates":[0,15],"rollawayRate":25');
  });
});

describe('rateTablesJsonOf', () => {
  test('each member of the rate entries\' tables, in rate entry order', () => {
    const a = { persons: ',"rate1Person":100', childRates: '', beds: ',"cribRate":0', shown: ',"rate1Person":100,"cribRate":0', tail: ',"cribRate":0', cribRate: 0, rollawayRate: undefined };
    const b = { persons: ',"rate1Person":120', childRates: ',"childRates":[5]', beds: '', shown: ',"rate1Person":120,"childRates":[5]', tail: ',"childRates":[5]', cribRate: undefined, rollawayRate: 25 };
    expect(rateTablesJsonOf([a, b])).toEqual({
      persons: [',"rate1Person":100', ',"rate1Person":120'],
      childRates: ['', ',"childRates":[5]'],
      beds: [',"cribRate":0', ''],
      shown: [',"rate1Person":100,"cribRate":0', ',"rate1Person":120,"childRates":[5]'],
      tail: [',"cribRate":0', ',"childRates":[5]'],
      cribRate: [0, undefined],
      rollawayRate: [undefined, 25],
    });
  });
});
