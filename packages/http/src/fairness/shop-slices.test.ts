import { describe, expect, test } from 'vitest';
import { demoCatalog, inventorySeeds, inventoryViewOf, shopProperties, shopPropertiesJson, type ShopRequest } from '@direct-connect/hotel';
import { jsonArrayOf, partnerTurns, shopInSlices } from './shop-slices.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 60 });
const inventory = inventoryViewOf(inventorySeeds(catalog, '2026-12-01', '2027-01-30').map((s) => ({ ...s, held: s.total % 3, sold: 0 })));
const now = '2026-11-20T12:00:00Z';

describe('a shop in slices', () => {
  test('gives exactly the reply of one call over every property, in request order (unknown and wrong-chain ones too)', async () => {
    const request: ShopRequest = {
      arrivalDate: '2026-12-10', departureDate: '2026-12-17', numAdults: 2,
      props: [{ propCode: 'PARDC' }, { propCode: 'NOPE' }, { propCode: 'NYCDC' }, { propCode: 'LAXDC', gdsChainCode: 'ZZ' }, { propCode: 'TYODC' }, { propCode: 'KWIDC' }],
    };
    const shop = (slice: ShopRequest) => shopProperties({ catalog, request: slice, inventory, now });
    expect(JSON.stringify(await shopInSlices(request, shop))).toBe(JSON.stringify(shop(request)));
    const shopJson = (slice: ShopRequest) => shopPropertiesJson({ catalog, request: slice, inventory, now });
    expect(Buffer.from(jsonArrayOf(await shopInSlices(request, shopJson))).toString()).toBe(JSON.stringify(shop(request)));
    expect(Buffer.from(jsonArrayOf([])).toString()).toBe('[]');
  });

  test('lets other work run between properties', async () => {
    const request: ShopRequest = { arrivalDate: '2026-12-10', departureDate: '2026-12-12', numAdults: 1, props: [{ propCode: 'PARDC' }, { propCode: 'NYCDC' }, { propCode: 'TYODC' }] };
    const order: string[] = [];
    const shopped = shopInSlices(request, (slice) => {
      order.push(slice.props[0]?.propCode ?? '');
      return shopProperties({ catalog, request: slice, inventory, now });
    });
    setImmediate(() => order.push('other request'));
    await shopped;
    expect(order.indexOf('other request')).toBeGreaterThan(0);
    expect(order.indexOf('other request')).toBeLessThan(order.length - 1);
  });
});

describe('partner turns', () => {
  test('the slices of one partner\'s concurrent shops run one at a time, in turn; another partner\'s run alongside', async () => {
    const turns = partnerTurns();
    const log: string[] = [];
    const slices = (partner: string, shop: string) => Promise.all([1, 2].map((n) => turns(partner)(() => log.push(`${partner}${shop}${n}`))));
    await Promise.all([slices('a', 'x'), slices('a', 'y'), slices('b', 'z')]);
    const ofA = log.filter((e) => e.startsWith('a'));
    expect(ofA).toEqual(['ax1', 'ax2', 'ay1', 'ay2']);
    // b's first slice does not wait for all of a's.
    expect(log.indexOf('bz1')).toBeLessThan(log.indexOf('ay2'));
  });

  test('a slice that throws still hands the turn on', async () => {
    const turn = partnerTurns()('a');
    await expect(turn(() => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await turn(() => 42)).toBe(42);
  });
});
