import { describe, expect, test } from 'vitest';
import { demoCatalog } from '@direct-connect/hotel';
import { shopCost, shopGate } from './shop-fairness.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 30 });

describe('shop cost and the shop gate', () => {
  test('cost = nights x the rate products of the requested catalog properties; unknown properties cost nothing', () => {
    const nyc = catalog.properties.get('NYCDC')?.products.length ?? 0;
    const par = catalog.properties.get('PARDC')?.products.length ?? 0;
    expect(nyc).toBeGreaterThan(0);
    expect(shopCost(catalog, ['NYCDC'], '2026-12-10', '2026-12-13')).toBe(3 * nyc);
    expect(shopCost(catalog, ['NYCDC', 'PARDC', 'NOPE'], '2026-12-10', '2026-12-20')).toBe(10 * (nyc + par));
    expect(shopCost(catalog, ['NYCDC'], '2026-12-10', '2026-12-10')).toBe(0);
  });

  test('a shop over the cost bound is refused with SHOP_TOO_LARGE naming the bound, whatever is in flight', () => {
    const gate = shopGate({ maxCost: 100, maxConcurrentPerPartner: 4 });
    const refused = gate.admit('p1', 101);
    expect(refused.ok ? undefined : refused.refusal).toMatchObject({ retryAfterSeconds: 60, body: { code: 429, notifications: [{ code: 'SHOP_TOO_LARGE', fields: ['props'], message: expect.stringContaining('at most 100') }] } });
    expect(gate.admit('p1', 100).ok).toBe(true);
  });

  test('attack: one partner beyond its concurrent shops gets TOO_MANY_SHOPS; another partner is not affected; done frees a slot once', () => {
    const gate = shopGate({ maxCost: 100, maxConcurrentPerPartner: 2 });
    const first = gate.admit('p1', 1);
    const second = gate.admit('p1', 1);
    const third = gate.admit('p1', 1);
    expect(third.ok ? undefined : third.refusal).toMatchObject({ retryAfterSeconds: 1, body: { notifications: [{ code: 'TOO_MANY_SHOPS' }] } });
    expect(gate.admit('p2', 1).ok).toBe(true);
    if (!first.ok || !second.ok) throw new Error('admitted expected');
    first.done();
    first.done();
    expect(gate.inFlight('p1')).toBe(1);
    expect(gate.admit('p1', 1).ok).toBe(true);
    expect(gate.admit('p1', 1).ok).toBe(false);
  });
});
