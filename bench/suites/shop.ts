/**
 * `pnpm bench shop` (DESIGN section 8): a 30-property shop assembled in-process by the hotel
 * package, against pricing the same stays with `priceStay` alone, on the same prepared
 * products. Goal: the shop costs at most 1.3 x pricing its stays alone, i.e. shop ops/s /
 * priceStay-only ops/s >= 0.769 (one op = every stay of the shop): assembly (filters,
 * inventory, policies, deadlines, the wire's JSON numbers) adds at most 30 %.
 *
 * Both cases release what they produce when the operation ends: `priceStay`'s results die in its
 * loop, and the shop's reply is counted and dropped (the HTTP adapter serialises a reply and lets
 * it go). benchmark.js cases run in two alternating rounds and keep their best round; the
 * interleaved median alternates 100 ms slices of shop and priceStay, so both see the same load.
 */
import { priceStay, priceStayAsNumbers } from '@direct-connect/pricing';
import type { PreparedRateProduct, RateProduct, StayRequest } from '@direct-connect/pricing';
import { demoCatalogFiles, inventorySeeds, inventoryViewOf, loadCatalog, shopProperties } from '@direct-connect/hotel';
import type { CatalogPropertyFile, ShopRequest } from '@direct-connect/hotel';
import { hzOf, interleavedRatio, runCases } from '../suite.js';
import type { CaseResult, Suite } from '../suite.js';

const FROM = '2026-12-01';
const NOW = '2026-11-20T12:00:00Z';
const PROPERTIES = 30;

/** 30 properties cloned from the five demo ones, each with its room types doubled (about 1,200 products). */
function benchCatalog() {
  const demo = Object.values(demoCatalogFiles({ from: FROM, days: 120 }));
  const files: Record<string, CatalogPropertyFile> = {};
  for (let i = 0; i < PROPERTIES; i++) {
    const source = structuredClone(demo[i % demo.length] as CatalogPropertyFile);
    const propCode = `${source.propCode.slice(0, 3)}${String(i).padStart(2, '0')}`;
    const twins = source.roomTypes.map((rt, n) => ({ ...rt, roomTypeCode: `${rt.roomTypeCode.slice(0, 2)}${n}`, roomDisplayOrder: rt.roomDisplayOrder + 10 }));
    const codeOf = new Map(source.roomTypes.map((rt, n) => [rt.roomTypeCode, `${rt.roomTypeCode.slice(0, 2)}${n}`]));
    files[`${propCode}.json`] = {
      ...source,
      propCode,
      roomTypes: [...source.roomTypes, ...twins],
      rates: [...source.rates, ...source.rates.map((r) => ({ ...r, roomTypeCode: codeOf.get(r.roomTypeCode) as string }))],
    };
  }
  const loaded = loadCatalog(files);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors.slice(0, 3)));
  // The catalog prepares its products once at load: both cases price prepared products.
  return loaded.catalog;
}

const suite: Suite = {
  async run() {
    const catalog = benchCatalog();
    const inventory = inventoryViewOf(inventorySeeds(catalog, FROM, '2027-01-01').map((s) => ({ ...s, held: 0, sold: 0 })));
    const request: ShopRequest = {
      arrivalDate: '2026-12-10',
      departureDate: '2026-12-14',
      numAdults: 2,
      props: [...catalog.properties.keys()].map((propCode) => ({ propCode })),
      promoCode: 'AAA',
      ratePlanCandidates: ['rack', 'promotional', 'association', 'package', 'government'].map((c) => ({ ratePlanCategory: c as 'rack' })).concat([{ ratePlanCategory: 'corporate', ratePlanId: '1234567' } as never]),
    };
    const shop = () => shopProperties({ catalog, request, inventory, partner: { partnerId: 'bench' }, now: NOW });

    // The same stays the shop priced: every product it returned a room rate for.
    const stays: [RateProduct | PreparedRateProduct, StayRequest][] = [];
    const stay: StayRequest = { arrivalDate: request.arrivalDate, departureDate: request.departureDate, numAdults: request.numAdults };
    for (const result of shop()) {
      const property = catalog.properties.get(result.propCode);
      for (const rate of result.roomRates ?? []) {
        const product = property?.productByCodes.get(`${rate.roomTypeCode}/${rate.ratePlanCode}`);
        if (product) stays.push([product.rateProduct, stay]);
      }
    }
    console.log(`${PROPERTIES} properties, ${stays.length} stays priced per shop`);
    const priceOnly = () => {
      let n = 0;
      for (const [product, s] of stays) if (priceStay(product, s, { displayRateType: 'average' }).ok) n++;
      return n;
    };
    // What the shop itself prices with: the same engine, presented as JSON numbers (no deposit
    // policies here). Reported beside the goal so the assembly's own cost is visible too.
    const priceAsNumbersOnly = () => {
      let n = 0;
      for (const [product, s] of stays) if (priceStayAsNumbers(product, s, { displayRateType: 'average' }).ok) n++;
      return n;
    };
    const shopReleased = () => shop().length;

    const SHOP = 'shop 30 properties (hotel)';
    const PRICE = 'priceStay only, same stays';
    // Two alternating rounds, best of each case: the machine is shared (2 cores), so a burst of
    // load during one case would otherwise decide the ratio. Every case still comes from this run.
    const rounds: CaseResult[] = [];
    for (let round = 0; round < 2; round++) rounds.push(...(await runCases({ [SHOP]: shopReleased, [PRICE]: priceOnly }, { minTime: 0.5 })));
    const cases = [SHOP, PRICE].map((name) => rounds.filter((c) => c.name === name).reduce((best, c) => (c.hz > best.hz ? c : best)));
    return {
      cases,
      ratios: {
        'shop / priceStay only (goal >= 0.769: shop <= 1.3 x pricing)': hzOf(cases, SHOP) / hzOf(cases, PRICE),
        'interleaved median: shop / priceStay only (goal >= 0.769)': interleavedRatio(shopReleased, priceOnly, { rounds: 31, sliceMs: 100, batch: 1 }),
        'interleaved median: shop / priceStayAsNumbers only (what the shop prices with)': interleavedRatio(shopReleased, priceAsNumbersOnly, { rounds: 31, sliceMs: 100, batch: 1 }),
        staysPerShop: stays.length,
      },
    };
  },
};

export default suite;
