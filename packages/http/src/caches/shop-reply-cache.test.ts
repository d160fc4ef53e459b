import { demoCatalog, inventoryViewOf, shopProperties, type InventoryCount, type PartnerContext, type ShopRequest } from '@direct-connect/hotel';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shopReplyCache, type ShopReadSet } from './shop-reply-cache.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 120 });
const PROP_CODES = [...catalog.properties.keys()];

function day(offset: number): string {
  return new Date(Date.UTC(2026, 11, 1 + offset)).toISOString().slice(0, 10);
}

/** Every inventory row of `propCodes` for the nights of the stay, with `available(i)` rooms for the i-th row. */
function rowsOf(propCodes: readonly string[], arrival: number, nights: number, available: (i: number) => number): InventoryCount[] {
  const rows: InventoryCount[] = [];
  for (const propCode of propCodes) {
    for (const roomTypeCode of catalog.properties.get(propCode)!.roomTypes.keys()) {
      for (let n = 0; n < nights; n++) rows.push({ propCode, roomTypeCode, date: day(arrival + n), total: 9, held: 9 - available(rows.length), sold: 0 });
    }
  }
  return rows;
}

// A walk through shop inputs, one field changed a step: the near misses (the same request with
// another clock, partner or inventory) that a wrong key would answer from the cache.
const FIELDS = {
  propCodes: fc.constantFrom(['NYCDC'], ['TYODC', 'PARDC'], PROP_CODES),
  nights: fc.constantFrom(1, 4),
  displayRateType: fc.constantFrom('average' as const, 'highest' as const),
  // around the 7-day advance-purchase window and the arrival itself, at UTC hours that are
  // another date at some property: each property's own midnight opens and closes them
  daysBefore: fc.constantFrom(-1, 0, 6, 7, 8),
  hour: fc.constantFrom(2, 12, 22),
  counts: fc.constantFrom([9], [0, 9], [1, 2]),
};
type ShopCase = { [K in keyof typeof FIELDS]: (typeof FIELDS)[K] extends fc.Arbitrary<infer T> ? T : never };
const shopWalk = fc
  .tuple(
    fc.record(FIELDS),
    fc.array(fc.oneof(...Object.entries(FIELDS).map(([field, values]) => values.map((value) => ({ [field]: value }) as Partial<ShopCase>))), { maxLength: 25 }),
  )
  .map(([start, changes]) => changes.reduce<ShopCase[]>((walk, change) => [...walk, { ...walk[walk.length - 1]!, ...change }], [start]));

function readsOf(c: ShopCase) {
  const arrival = 30;
  const request: ShopRequest = { arrivalDate: day(arrival), departureDate: day(arrival + c.nights), numAdults: 2, props: c.propCodes.map((propCode) => ({ propCode })) };
  const now = `${day(arrival - c.daysBefore)}T${String(c.hour).padStart(2, '0')}:00:00Z`;
  const partner: PartnerContext = { partnerId: 'p1', displayRateType: c.displayRateType };
  const inventory = rowsOf(c.propCodes, arrival, c.nights, (i) => c.counts[i % c.counts.length]!);
  return { request, now, partner, inventory };
}

const shopOf = (reads: { request: ShopRequest; now: string; partner: PartnerContext; inventory: readonly InventoryCount[] }) => () =>
  shopProperties({ catalog, request: reads.request, now: reads.now, partner: reads.partner, inventory: inventoryViewOf(reads.inventory) });

const readSet = (reads: { request: ShopRequest; now: string; partner: PartnerContext; inventory: readonly InventoryCount[] }): ShopReadSet => ({
  ...reads,
  propCodes: reads.request.props.map((p) => p.propCode),
});

describe('shop reply cache', () => {
  test('any sequence of shops, clocks, partners and inventory states: a cached reply is the text of a fresh shop', () => {
    fc.assert(
      fc.property(shopWalk, (walk) => {
        const cache = shopReplyCache(catalog, { maxBytes: 4 * 1024 * 1024 });
        for (const reads of walk.map(readsOf)) {
          expect(Buffer.from(cache.body(readSet(reads), shopOf(reads))).toString('utf8')).toBe(JSON.stringify(shopOf(reads)()));
        }
      }),
      { numRuns: 40 },
    );
  });

  test('a repeated shop is served without shopping; new counts, another partner or another local date shop afresh', () => {
    const cache = shopReplyCache(catalog, { maxBytes: 4 * 1024 * 1024 });
    let shops = 0;
    const serve = (reads: Parameters<typeof shopOf>[0]) => cache.body(readSet(reads), () => (shops++, shopOf(reads)()));
    const request: ShopRequest = { arrivalDate: day(30), departureDate: day(32), numAdults: 2, props: [{ propCode: 'NYCDC' }] };
    const base = { request, now: `${day(10)}T12:00:00Z`, partner: { partnerId: 'p1', displayRateType: 'average' as const }, inventory: rowsOf(['NYCDC'], 30, 2, () => 5) };
    const first = serve(base);
    expect(serve({ ...base, inventory: rowsOf(['NYCDC'], 30, 2, () => 5) })).toBe(first);
    expect(serve({ ...base, now: `${day(10)}T20:00:00Z` })).toBe(first);
    expect(shops).toBe(1);
    const fewer = serve({ ...base, inventory: rowsOf(['NYCDC'], 30, 2, (i) => (i === 0 ? 1 : 5)) });
    expect(fewer).not.toBe(first);
    serve({ ...base, partner: { partnerId: 'p1', displayRateType: 'highest' } });
    // 05:00Z the next day is still the 10th in New York, 06:00Z the 11th (EST, UTC-5)
    serve({ ...base, now: `${day(11)}T04:59:00Z` });
    expect(shops).toBe(3);
    serve({ ...base, now: `${day(11)}T05:00:00Z` });
    expect(shops).toBe(4);
  });

  test('bounded in bytes: old replies are dropped and shopped again; a reply larger than the cache is served, not kept', () => {
    const one = { request: { arrivalDate: day(30), departureDate: day(32), numAdults: 2, props: [{ propCode: 'NYCDC' }] }, now: `${day(10)}T12:00:00Z`, partner: {}, inventory: rowsOf(['NYCDC'], 30, 2, () => 5) };
    const size = Buffer.byteLength(JSON.stringify(shopOf(one)()));
    let shops = 0;
    const tiny = shopReplyCache(catalog, { maxBytes: Math.floor(size / 2) });
    tiny.body(readSet(one), () => (shops++, shopOf(one)()));
    tiny.body(readSet(one), () => (shops++, shopOf(one)()));
    expect(shops).toBe(2);
    const two = shopReplyCache(catalog, { maxBytes: Math.floor(1.5 * size) });
    const other = { ...one, request: { ...one.request, numAdults: 1 } };
    for (const reads of [one, other, one, other, one]) two.body(readSet(reads), () => (shops++, shopOf(reads)()));
    expect(shops).toBe(2 + 5);
  });

  test('maxBytes 0: every reply is shopped', () => {
    const cache = shopReplyCache(catalog, { maxBytes: 0 });
    const reads = { request: { arrivalDate: day(30), departureDate: day(31), numAdults: 1, props: [{ propCode: 'PARDC' }] }, now: `${day(1)}T00:00:00Z`, partner: {}, inventory: rowsOf(['PARDC'], 30, 1, () => 3) };
    let shops = 0;
    cache.body(readSet(reads), () => (shops++, shopOf(reads)()));
    cache.body(readSet(reads), () => (shops++, shopOf(reads)()));
    expect(shops).toBe(2);
  });

  test('bodyOfJson: the text is sent as UTF-8 and cached under the same key as body', () => {
    const reads = { request: { arrivalDate: day(30), departureDate: day(31), numAdults: 1, props: [{ propCode: 'PARDC' }] }, now: `${day(1)}T00:00:00Z`, partner: {}, inventory: rowsOf(['PARDC'], 30, 1, () => 3) };
    for (const maxBytes of [0, 1024 * 1024]) {
      const cache = shopReplyCache(catalog, { maxBytes });
      let shops = 0;
      const text = JSON.stringify(shopOf(reads)());
      const body = cache.bodyOfJson(readSet(reads), () => (shops++, text));
      expect(Buffer.from(body).toString('utf8')).toBe(text);
      expect(Buffer.from(cache.body(readSet(reads), () => (shops++, shopOf(reads)()))).toString('utf8')).toBe(text);
      expect(shops).toBe(maxBytes === 0 ? 2 : 1);
    }
  });
});
