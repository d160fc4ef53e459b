/**
 * POST /dcshop/props (up to 30 properties) and POST /dcshop/props/{propCode}: validate, read the
 * store's inventory of the requested nights, let the hotel package assemble PropDcShop (or take
 * the same reply from the shop reply cache). Shop work is bounded per request and per partner
 * (429 beyond), and a multi-property shop yields between properties (shop-fairness.ts,
 * shop-slices.ts).
 */
import type { Handler } from 'hono';
import { inventoryViewOf, shopPropertiesJson, shopPropertyJson, type Catalog, type PriceStayFunction, type PropertyShopRequest, type ShopRequest } from '@direct-connect/hotel';
import { validatePropertyShopRequest, validateShopRequest } from '@direct-connect/validation';
import type { AppEnv } from '../app-env.js';
import type { Clock } from '../ports.js';
import { inventoryRowsFor } from '../domain/inventory-read.js';
import { readJsonBody } from '../requests/json-body.js';
import { partnerContextOf } from '../requests/partner-context.js';
import type { ReservationStore } from '../domain/reservation-store.js';
import { shopReplyCache, type ShopReplyCache } from '../caches/shop-reply-cache.js';
import { shopCost, shopGate, withinShopBounds, type ShopGate } from '../fairness/shop-fairness.js';
import { inventoryInSlices, jsonArrayOf, partnerTurns, shopInSlices } from '../fairness/shop-slices.js';
import { emptyReply } from '../errors/empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';
import { jsonBytesReply } from '../requests/json-bytes-reply.js';

/** What the shop routes need. */
export interface ShopRouteDeps {
  store: ReservationStore;
  catalog: Catalog;
  clock: Clock;
  /** How each stay is priced (the rate cache); default hotel's own `priceStay`. */
  priceStay?: PriceStayFunction;
  /** Serialized replies (the shop reply cache); default none, every reply built afresh. */
  shopReplies?: ShopReplyCache;
  /** Bounds of shop work per request and per partner; default none. */
  shopGate?: ShopGate;
}

const unbounded: ShopGate = shopGate({ maxCost: Number.POSITIVE_INFINITY, maxConcurrentPerPartner: Number.POSITIVE_INFINITY });

/** POST /dcshop/props: 200 array of PropDcShop in request order; 400 ErrorDetail. */
export function multiShopRoute(deps: ShopRouteDeps): Handler<AppEnv> {
  const replies = deps.shopReplies ?? shopReplyCache(deps.catalog, { maxBytes: 0 });
  const gate = deps.shopGate ?? unbounded;
  const turns = partnerTurns();
  return async (c) => {
    const body = await readJsonBody(c, 'a shop request');
    if (!body.ok) return body.response;
    const validated = validateShopRequest(body.value, { channel: c.get('principal').channel });
    if (!validated.ok) return c.json(validated.error, 400, JSON_HEADERS);
    const request = validated.value as ShopRequest;
    const propCodes = request.props.map((p) => p.propCode);
    const cost = shopCost(deps.catalog, propCodes, request.arrivalDate, request.departureDate);
    return withinShopBounds(c, gate, String(c.get('principal').partnerId), cost, async () => {
      const turn = turns(String(c.get('principal').partnerId));
      const rows = await inventoryInSlices(deps.store, deps.catalog, request, turn);
      const partner = partnerContextOf(c.get('principal'));
      const now = deps.clock.now().toISOString();
      const inventory = inventoryViewOf(rows);
      // each PropDcShop written as JSON text by hotel, byte for byte the JSON of shopProperties' objects
      const reply = await replies.bodyAsync({ request, partner, now, propCodes, inventory: rows }, async () =>
        jsonArrayOf(await shopInSlices(request, (slice) => shopPropertiesJson({ catalog: deps.catalog, request: slice, inventory, partner, now, priceStay: deps.priceStay }), turn)),
      );
      return jsonBytesReply(c, reply);
    });
  };
}

/** POST /dcshop/props/{propCode}: 200 one PropDcShop; 404 without body for an unknown property. */
export function propertyShopRoute(deps: ShopRouteDeps): Handler<AppEnv> {
  const replies = deps.shopReplies ?? shopReplyCache(deps.catalog, { maxBytes: 0 });
  const gate = deps.shopGate ?? unbounded;
  return async (c) => {
    const propCode = c.req.param('propCode') ?? '';
    if (!deps.catalog.properties.has(propCode)) return emptyReply(c, 404);
    const body = await readJsonBody(c, 'a property shop request');
    if (!body.ok) return body.response;
    const validated = validatePropertyShopRequest(body.value);
    if (!validated.ok) return c.json(validated.error, 400, JSON_HEADERS);
    const request = validated.value as PropertyShopRequest;
    const cost = shopCost(deps.catalog, [propCode], request.arrivalDate, request.departureDate);
    return withinShopBounds(c, gate, String(c.get('principal').partnerId), cost, async () => {
      const rows = await inventoryRowsFor(deps.store, deps.catalog, [propCode], [request]);
      const partner = partnerContextOf(c.get('principal'));
      const now = deps.clock.now().toISOString();
      const reply = replies.bodyOfJson({ request: [propCode, request], partner, now, propCodes: [propCode], inventory: rows }, () => {
        // written as JSON text by hotel, byte for byte the JSON of shopProperty's object
        const shopped = shopPropertyJson({ catalog: deps.catalog, propCode, request, inventory: inventoryViewOf(rows), partner, now, priceStay: deps.priceStay });
        // the property is in the catalog (checked above), so the shop answers for it
        if (shopped === undefined) throw new Error(`shopProperty did not answer for catalog property ${propCode}`);
        return shopped;
      });
      return jsonBytesReply(c, reply);
    });
  };
}
