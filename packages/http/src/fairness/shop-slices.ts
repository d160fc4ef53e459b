/**
 * A big shop yields to other requests (DESIGN section 6): a multi-property shop reads its
 * inventory one property at a time, then assembles each property and writes it as JSON text one
 * at a time, and before each slice the event loop serves whatever else arrived (`setImmediate`:
 * after pending I/O). The slices of one partner's shops take turns ({@link partnerTurns}):
 * however many big shops a partner has in flight, it runs at most one slice per turn of the loop,
 * so a small request waits for one slice, not one per shop. Each property's PropDcShop depends on that property alone, so the reply is the
 * same as one call over every property. Measured in `pnpm bench http` (http-fairness): the
 * store's inventory read of 30 properties at once blocked the loop longer than assembling them.
 */
import type { Catalog, InventoryCount, ShopRequest } from '@direct-connect/hotel';
import { inventoryRowsFor } from '../domain/inventory-read.js';
import type { ReservationStore } from '../domain/reservation-store.js';
import { utf8Bytes } from '../caches/json-bytes.js';

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs one slice of work when it is its turn, after yielding to other requests. */
export type Turn = <T>(work: () => T | Promise<T>) => Promise<T>;

/** A turn that only yields (no partner to take turns with). */
export const yieldingTurn: Turn = async (work) => {
  await yieldToOthers();
  return work();
};

/** Turns per partner: the slices of one partner's concurrent shops run one after the other, each after a yield. */
export function partnerTurns(): (partnerId: string) => Turn {
  const tails = new Map<string, Promise<void>>();
  return (partnerId) => async (work) => {
    const previous = tails.get(partnerId) ?? Promise.resolve();
    let done!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
    tails.set(partnerId, tail);
    await previous;
    try {
      await yieldToOthers();
      return await work();
    } finally {
      done();
      if (tails.get(partnerId) === tail) tails.delete(partnerId);
    }
  };
}

/** The inventory rows of a shop's properties, read one property a turn, in request order. */
export async function inventoryInSlices(store: ReservationStore, catalog: Catalog, request: ShopRequest, turn: Turn = yieldingTurn): Promise<readonly InventoryCount[]> {
  if (request.props.length <= 1) return inventoryRowsFor(store, catalog, request.props.map((p) => p.propCode), [request]);
  const rows: InventoryCount[] = [];
  for (const { propCode } of request.props) rows.push(...(await turn(() => inventoryRowsFor(store, catalog, [propCode], [request]))));
  return rows;
}

/**
 * The properties of `request` shopped one a turn with `shop` (one element per property of its
 * slice, each a PropDcShop or its JSON text); in request order.
 */
export async function shopInSlices<T>(request: ShopRequest, shop: (slice: ShopRequest) => T[], turn: Turn = yieldingTurn): Promise<T[]> {
  if (request.props.length <= 1) return shop(request);
  const results: T[] = [];
  for (const prop of request.props) results.push(...(await turn(() => shop({ ...request, props: [prop] }))));
  return results;
}

/** The JSON text (UTF-8) of an array whose elements are already JSON texts. */
export function jsonArrayOf(elements: readonly string[]): Uint8Array<ArrayBuffer> {
  return utf8Bytes(`[${elements.join(',')}]`);
}
