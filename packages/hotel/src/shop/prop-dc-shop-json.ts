/**
 * A PropDcShop written as JSON text with its room rates already JSON text: the rest of the
 * object is serialized with `JSON.stringify` and the room rates are spliced in at their place
 * (after `roomTypes`, before `taxPeriods`), so the text is `JSON.stringify` of the whole object
 * with those room rates in it.
 *
 * Measured (2026-11-25): writing the room rates as text (this module, room-rate-json.ts and
 * pricing's present-priced-stay-json.ts) instead of building the objects and serializing them
 * made the served varied single-property shop's CPU
 * per request 0.XX x (see the commit message for the command and figures).
 */
import type { PropertyShopResult } from '../wire/prop-dc-shop.js';

/** `JSON.stringify(shop)` with `roomRatesJson` (each a RoomRate's JSON text) as its roomRates. */
export function propDcShopJson(shop: PropertyShopResult, roomRatesJson: readonly string[]): string {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  let seen = false;
  for (const [key, value] of Object.entries(shop)) {
    if (key === 'roomRates') seen = true;
    else if (seen) after[key] = value;
    else before[key] = value;
  }
  if (!seen) return JSON.stringify(shop);
  const head = JSON.stringify(before);
  const tail = JSON.stringify(after);
  return `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"roomRates":[${roomRatesJson.join(',')}]${tail === '{}' ? '}' : `,${tail.slice(1)}`}`;
}
