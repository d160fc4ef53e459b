/**
 * `pnpm bench pricing` (DESIGN section 8): the reference stay (packages/pricing/examples: 7
 * nights, a rate change after night 3, 2 adults + 2 children in two age ranges, a percent tax, a
 * per-guest flat tax, a `sum` tax, a percent service charge in tax calc, a perStay fee) priced by
 * `priceStay`, by the plain-number baseline and by the naive decimal.js baseline, in one run.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { priceStay, type RateProduct, type StayRequest } from '@direct-connect/pricing';
import { priceStayDecimal } from '../baselines/pricing-decimal.js';
import { priceStayNumber } from '../baselines/pricing-number.js';
import { hzOf, runCases, type Suite } from '../suite.js';

const examples = new URL('../../packages/pricing/examples/', import.meta.url);
const product = JSON.parse(readFileSync(new URL('product.json', examples), 'utf8')) as RateProduct;
const stay = JSON.parse(readFileSync(new URL('stay.json', examples), 'utf8')) as StayRequest;

const suite: Suite = {
  async run() {
    // All three must price the reference stay, and the engine must agree with the decimal.js one.
    const engine = priceStay(product, stay);
    const naive = priceStayDecimal(product, stay);
    if (!engine.ok || !naive.ok || !priceStayNumber(product, stay).ok) throw new Error('the reference stay must be priceable by every case');
    // Equal as JSON values: key order and absent figures (undefined in the engine's rate details) aside.
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(engine.value)), JSON.parse(JSON.stringify(naive.value)))) throw new Error('priceStay and the decimal.js baseline disagree');

    const cases = await runCases({
      priceStay: () => priceStay(product, stay),
      'plain numbers baseline': () => priceStayNumber(product, stay),
      'naive decimal.js baseline': () => priceStayDecimal(product, stay),
    });
    const engineHz = hzOf(cases, 'priceStay');
    return {
      cases,
      ratios: {
        'priceStay / plain numbers (goal >= 0.25)': engineHz / hzOf(cases, 'plain numbers baseline'),
        'priceStay / naive decimal.js (goal >= 20)': engineHz / hzOf(cases, 'naive decimal.js baseline'),
      },
    };
  },
};

export default suite;
