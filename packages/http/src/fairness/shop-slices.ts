/**
 * A big shop yields to other requests (DESIGN section 6): a multi-property shop reads its
 * inventory, is assembled and is serialized one property at a time, and between properties the
 * event loop serves whatever else arrived (`setImmediate`: after pending I/O). Each property's
 * PropDcShop depends on that property alone, so the reply is the same as one call over every
 * property. Measured in `pnpm bench http` (http-fairness): the store's inventory read of 30
 * properties at once blocked the loop longer than assembling them.
 */
import type { Catalog, InventoryCount, PropDcShop, ShopRequest } from '@direct-connect/hotel';
import { inventoryRowsFor } from '../domain/inventory-read.js';
import type { ReservationStore } from '../domain/reservation-store.js';

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The inventory rows of a shop's properties, read one property at a time (yielding between reads), in request order. */
export async function inventoryInSlices(store: ReservationStore, catalog: Catalog, request: ShopRequest): Promise<readonly InventoryCount[]> {
  if (request.props.length <= 1) return inventoryRowsFor(store, catalog, request.props.map((p) => p.propCode), [request]);
  const rows: InventoryCount[] = [];
  for (const [i, { propCode }] of request.props.entries()) {
    if (i > 0) await yieldToOthers();
    rows.push(...(await inventoryRowsFor(store, catalog, [propCode], [request])));
  }
  return rows;
}

/** The JSON text of `replies` (an array), serialized one element at a time, yielding between them. */
export async function jsonInSlices(replies: readonly unknown[]): Promise<Uint8Array<ArrayBuffer>> {
  const parts: string[] = [];
  for (const [i, reply] of replies.entries()) {
    if (i > 0) await yieldToOthers();
    parts.push(JSON.stringify(reply));
  }
  return Buffer.from(`[${parts.join(',')}]`);
}

/** The properties of `request` shopped one by one with `shop`, yielding between them; in request order. */
export async function shopInSlices(request: ShopRequest, shop: (slice: ShopRequest) => PropDcShop[]): Promise<PropDcShop[]> {
  if (request.props.length <= 1) return shop(request);
  const results: PropDcShop[] = [];
  for (const [i, prop] of request.props.entries()) {
    if (i > 0) await yieldToOthers();
    results.push(...shop({ ...request, props: [prop] }));
  }
  return results;
}
