/**
 * POST /dcshop/props (up to 30 properties) and POST /dcshop/props/{propCode}: validate, read the
 * store's inventory of the requested nights, let the hotel package assemble PropDcShop.
 */
import type { Handler } from 'hono';
import { shopProperties, shopProperty, type Catalog, type PriceStayFunction, type PropertyShopRequest, type ShopRequest } from '@direct-connect/hotel';
import { validatePropertyShopRequest, validateShopRequest } from '@direct-connect/validation';
import type { AppEnv } from '../app-env.js';
import type { Clock } from '../app.js';
import { inventoryViewFor } from '../inventory-read.js';
import { readJsonBody } from '../json-body.js';
import { partnerContextOf } from '../partner-context.js';
import type { ReservationStore } from '../reservation-store.js';

/** What the shop routes need. */
export interface ShopRouteDeps {
  store: ReservationStore;
  catalog: Catalog;
  clock: Clock;
  /** How each stay is priced (the rate cache); default hotel's own `priceStay`. */
  priceStay?: PriceStayFunction;
}

/** POST /dcshop/props: 200 array of PropDcShop in request order; 400 ErrorDetail. */
export function multiShopRoute(deps: ShopRouteDeps): Handler<AppEnv> {
  return async (c) => {
    const body = await readJsonBody(c, 'a shop request');
    if (!body.ok) return body.response;
    const validated = validateShopRequest(body.value);
    if (!validated.ok) return c.json(validated.error, 400);
    const request = validated.value as ShopRequest;
    const inventory = await inventoryViewFor(deps.store, deps.catalog, request.props.map((p) => p.propCode), [request]);
    const partner = partnerContextOf(c.get('principal'));
    const now = deps.clock.now().toISOString();
    return c.json(shopProperties({ catalog: deps.catalog, request, inventory, partner, now, priceStay: deps.priceStay }));
  };
}

/** POST /dcshop/props/{propCode}: 200 one PropDcShop; 404 without body for an unknown property. */
export function propertyShopRoute(deps: ShopRouteDeps): Handler<AppEnv> {
  return async (c) => {
    const propCode = c.req.param('propCode') ?? '';
    if (!deps.catalog.properties.has(propCode)) return c.body(null, 404);
    const body = await readJsonBody(c, 'a property shop request');
    if (!body.ok) return body.response;
    const validated = validatePropertyShopRequest(body.value);
    if (!validated.ok) return c.json(validated.error, 400);
    const request = validated.value as PropertyShopRequest;
    const inventory = await inventoryViewFor(deps.store, deps.catalog, [propCode], [request]);
    const partner = partnerContextOf(c.get('principal'));
    const now = deps.clock.now().toISOString();
    const result = shopProperty({ catalog: deps.catalog, propCode, request, inventory, partner, now, priceStay: deps.priceStay });
    return result ? c.json(result) : c.body(null, 404);
  };
}
