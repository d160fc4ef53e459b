/**
 * The rate cache: a bounded LRU memo of the pricing package's `priceStayAsNumbers`, injected into the
 * hotel shop. The catalog is immutable for the life of a process, so a priced stay is a pure
 * function of (rate product, stay request, price options); only that is cached. Availability is
 * never cached: the shop reads it from the store on every request.
 */
import type { PriceStayFunction } from '@direct-connect/hotel';
import { priceStayAsNumbers, type PriceOptions, type RateProduct, type StayRequest } from '@direct-connect/pricing';
import { LRUCache } from 'lru-cache';

/** Size and lifetime of a {@link rateCache}. */
export interface RateCacheOptions {
  /** Most priced stays kept (least recently used dropped first); 0 disables the cache. */
  size: number;
  /** Seconds an entry is kept; 0 keeps it until it is the least recently used. */
  ttlSeconds: number;
  /** The function memoised; default the pricing package's `priceStayAsNumbers`. */
  price?: PriceStayFunction;
}

/** A memoised pricing function and a view of its size (tests, logs). */
export interface RateCache {
  priceStay: PriceStayFunction;
  /** Entries held now; never more than the configured size. */
  size(): number;
}

type PriceResult = ReturnType<PriceStayFunction>;

/**
 * The stay as a key: every StayRequest field the pricing reads, in a fixed order, so two requests
 * asking the same thing share an entry whatever their property order.
 */
function stayKey(stay: StayRequest): string {
  return JSON.stringify([
    stay.arrivalDate,
    stay.departureDate,
    stay.numAdults,
    stay.numChildren ?? 0,
    stay.childAges ?? null,
    stay.numCribs ?? 0,
    stay.numRollAways ?? 0,
    stay.rateOverrides?.map((o) => [o.effectiveDate, o.amount]) ?? null,
  ]);
}

/**
 * A bounded LRU memo of the shop's pricing function, keyed by product identity (one number per RateProduct
 * object, held weakly), the canonical stay key and the display rate type. With `size` 0 it is
 * `price` itself. Cached results are shared between requests: callers must not mutate them
 * (hotel never mutates input).
 */
export function rateCache(options: RateCacheOptions): RateCache {
  const price = options.price ?? priceStayAsNumbers;
  if (options.size === 0) return { priceStay: price, size: () => 0 };
  const cache = new LRUCache<string, PriceResult>({ max: options.size, ...(options.ttlSeconds > 0 ? { ttl: options.ttlSeconds * 1000 } : {}) });
  const productIds = new WeakMap<RateProduct, number>();
  let nextId = 0;
  const productId = (product: RateProduct): number => {
    let id = productIds.get(product);
    if (id === undefined) {
      id = nextId++;
      productIds.set(product, id);
    }
    return id;
  };
  const memo: PriceStayFunction = (product: RateProduct, stay: StayRequest, priceOptions: PriceOptions = {}) => {
    const key = `${productId(product)}|${priceOptions.displayRateType ?? 'average'}|${stayKey(stay)}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const result = price(product, stay, priceOptions);
    cache.set(key, result);
    return result;
  };
  return { priceStay: memo, size: () => cache.size };
}
