/**
 * `pnpm bench pricing` (DESIGN section 8): the reference stay (packages/pricing/examples: 7
 * nights, a rate change after night 3, 2 adults + 2 children in two age ranges, a percent tax, a
 * per-guest flat tax, a `sum` tax, a percent service charge in tax calc, a perStay fee) priced by
 * `priceStay` on a prepared product, by the lean float baseline (product parsed into numbers
 * once) and by the decimal.js baseline (every amount a Decimal, nothing prepared), in one run.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { prepareRateProduct, priceStay, type RateProduct, type StayRequest } from '@direct-connect/pricing';
import { priceStayDecimal } from '../baselines/pricing-decimal.js';
import { prepareFloat, priceStayFloat } from '../baselines/pricing-float.js';
import { hzOf, interleavedRatio, runCases, type Suite } from '../suite.js';

const examples = new URL('../../packages/pricing/examples/', import.meta.url);
const product = JSON.parse(readFileSync(new URL('product.json', examples), 'utf8')) as RateProduct;
const stay = JSON.parse(readFileSync(new URL('stay.json', examples), 'utf8')) as StayRequest;

const ENGINE = 'priceStay, prepared product';
const FLOAT = 'lean float baseline';
const DECIMAL = 'decimal.js baseline';

const suite: Suite = {
  async run() {
    const prepared = prepareRateProduct(product);
    const floats = prepareFloat(product);
    // All three price the reference stay to the same output (the float one happens to get
    // every cent right on this stay; it does not in general).
    const engine = priceStay(prepared, stay);
    const same = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
    if (!engine.ok || !same(engine, priceStayDecimal(product, stay))) throw new Error('priceStay and the decimal.js baseline disagree on the reference stay');
    if (!same(engine, priceStayFloat(floats, stay))) throw new Error('priceStay and the lean float baseline disagree on the reference stay');

    const cases = await runCases({
      [ENGINE]: () => priceStay(prepared, stay),
      [FLOAT]: () => priceStayFloat(floats, stay),
      [DECIMAL]: () => priceStayDecimal(product, stay),
    });
    const engineHz = hzOf(cases, ENGINE);
    return {
      cases,
      ratios: {
        'priceStay / lean float (goal >= 1.5)': engineHz / hzOf(cases, FLOAT),
        'interleaved median: priceStay / lean float (goal >= 1.5)': interleavedRatio(() => priceStay(prepared, stay), () => priceStayFloat(floats, stay)),
        'priceStay / decimal.js (goal >= 15)': engineHz / hzOf(cases, DECIMAL),
      },
    };
  },
};

export default suite;
