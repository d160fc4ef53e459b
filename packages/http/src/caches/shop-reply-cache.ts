/**
 * The shop reply cache: serialized shop replies, keyed by everything a shop reads. The catalog is
 * immutable for the life of a process, so a shop is a pure function of the validated request, the
 * partner's context, each property's local date (hotel reads the clock only as that: advance
 * purchase and arrivals in the past) and the available counts of the inventory rows read. The
 * counts are part of the key, so an answer is never staler than the inventory read for it, on
 * either store: nothing to invalidate, and safe with several processes on one PostgreSQL.
 */
import type { Catalog, InventoryCount, PartnerContext } from '@direct-connect/hotel';
import { LRUCache } from 'lru-cache';
import { utf8Bytes } from './json-bytes.js';

/** Size of a {@link shopReplyCache}. */
export interface ShopReplyCacheOptions {
  /** Most bytes of replies and keys kept (least recently used dropped first); 0 disables the cache. */
  maxBytes: number;
}

/** What a shop reads, besides the immutable catalog. */
export interface ShopReadSet {
  /** The route's own parameters (the single-property route's propCode) and the validated request. */
  request: unknown;
  partner: PartnerContext;
  /** The current instant, as `Date.prototype.toISOString` writes it (UTC). */
  now: string;
  /** The properties shopped (their local dates are part of the key). */
  propCodes: readonly string[];
  /** The inventory rows the shop's view is built from. */
  inventory: readonly InventoryCount[];
}

/** JSON bodies of shop replies. */
export interface ShopReplyCache {
  /** The JSON body (UTF-8) of the reply to `reads`, built with `shop` when not cached. Never mutate it. */
  body(reads: ShopReadSet, shop: () => unknown): Uint8Array<ArrayBuffer>;
  /** {@link ShopReplyCache.body} with a shop that writes its own reply as JSON text. */
  bodyOfJson(reads: ShopReadSet, shopJson: () => string): Uint8Array<ArrayBuffer>;
  /** {@link ShopReplyCache.body} with a shop that yields while it works and serializes its own reply (a big shop built in slices). */
  bodyAsync(reads: ShopReadSet, shop: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>>;
}

const encode = (reply: unknown): Uint8Array<ArrayBuffer> => utf8Bytes(JSON.stringify(reply));

/**
 * A shop reply cache over `catalog`, bounded in bytes (LRU). With `maxBytes` 0 every reply is
 * built and serialized afresh.
 */
export function shopReplyCache(catalog: Catalog, options: ShopReplyCacheOptions): ShopReplyCache {
  if (options.maxBytes === 0) return { body: (_reads, shop) => encode(shop()), bodyOfJson: (_reads, shopJson) => utf8Bytes(shopJson()), bodyAsync: (_reads, shop) => shop() };
  // Keys are UTF-16 in memory: two bytes a code unit.
  const sizeOf = (body: Uint8Array<ArrayBuffer>, key: string) => body.byteLength + 2 * key.length;
  const cache = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: options.maxBytes, sizeCalculation: sizeOf });
  // The store wrapper of the embedded store hands out the same frozen rows until they change.
  const countsOfRows = new WeakMap<readonly InventoryCount[], string>();
  const countsOf = (rows: readonly InventoryCount[]): string => {
    let counts = countsOfRows.get(rows);
    if (counts === undefined) {
      counts = rows.map((r) => `${r.propCode}/${r.roomTypeCode}/${r.date}=${r.total - r.held - r.sold}`).join(',');
      countsOfRows.set(rows, counts);
    }
    return counts;
  };
  // A local date changes on a whole minute (time zone offsets are whole minutes): one reading per
  // property and minute.
  const lastLocalDate = new Map<string, { minute: string; date: string }>();
  const localDate = (propCode: string, now: string): string | null => {
    const property = catalog.properties.get(propCode);
    if (property === undefined) return null;
    const minute = now.slice(0, 16);
    let last = lastLocalDate.get(propCode);
    if (last?.minute !== minute) {
      last = { minute, date: property.localDate(now) };
      lastLocalDate.set(propCode, last);
    }
    return last.date;
  };
  const keyOf = (reads: ShopReadSet): string => {
    const localDates = reads.propCodes.map((code) => localDate(code, reads.now));
    return `${JSON.stringify([reads.request, reads.partner, localDates])}\n${countsOf(reads.inventory)}`;
  };
  const kept = (key: string, body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => {
    // a reply larger than the whole cache is served, not kept
    if (sizeOf(body, key) <= options.maxBytes) cache.set(key, body);
    return body;
  };
  return {
    body(reads, shop) {
      const key = keyOf(reads);
      return cache.get(key) ?? kept(key, encode(shop()));
    },
    bodyOfJson(reads, shopJson) {
      const key = keyOf(reads);
      return cache.get(key) ?? kept(key, utf8Bytes(shopJson()));
    },
    async bodyAsync(reads, shop) {
      const key = keyOf(reads);
      return cache.get(key) ?? kept(key, await shop());
    },
  };
}
