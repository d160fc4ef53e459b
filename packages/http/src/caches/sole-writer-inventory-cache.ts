/**
 * An inventory read cache for a store this process alone writes (the embedded PGlite store, whose
 * data directory is locked to one process). Every inventory write passes through this wrapper, so
 * it knows exactly when a cached read goes stale: no TTL, no stale answer after a write returns.
 * It must not wrap a PostgreSQL store other processes write to.
 */
import { LRUCache } from 'lru-cache';
import type { InventoryCount, Store } from '../store/store.js';

/** Size of a {@link soleWriterInventoryCache}. */
export interface SoleWriterInventoryCacheOptions {
  /** Most distinct inventory reads kept (least recently used dropped first); 0 disables the cache. */
  size: number;
}

interface CachedRead {
  rows: readonly InventoryCount[];
  /** The generation of each property of the read (same order) and of the whole store, when read. */
  generations: number[];
  storeGeneration: number;
}

/**
 * `store` with `inventory` and `inventoryMany` answered from memory until a write touches one of
 * the properties read. Writes bump the generation of the properties of their deltas when they
 * finish; a sweep that released holds or a seed bumps the whole store. A read that overlaps any
 * write is answered by the store and not kept, so a read never caches what a write in flight is
 * changing. Cached rows are frozen and shared between callers.
 */
export function soleWriterInventoryCache<Record, Pending>(store: Store<Record, Pending>, options: SoleWriterInventoryCacheOptions): Store<Record, Pending> {
  if (options.size === 0) return store;
  const cache = new LRUCache<string, CachedRead>({ max: options.size });
  const propertyGenerations = new Map<string, number>();
  let storeGeneration = 0;
  /** Writes in flight, and a counter bumped when any write starts or ends. */
  let writing = 0;
  let writeEpoch = 0;

  const generationOf = (propCode: string) => propertyGenerations.get(propCode) ?? 0;
  const fresh = (read: CachedRead, propCodes: readonly string[]) =>
    read.storeGeneration === storeGeneration && propCodes.every((code, i) => read.generations[i] === generationOf(code));

  async function write<T>(run: () => Promise<T>, touched: (result: T | undefined) => readonly string[] | 'all'): Promise<T> {
    writing++;
    writeEpoch++;
    let result: T | undefined;
    try {
      result = await run();
      return result;
    } finally {
      writing--;
      writeEpoch++;
      const props = touched(result);
      if (props === 'all') storeGeneration++;
      else for (const code of props) propertyGenerations.set(code, generationOf(code) + 1);
    }
  }

  async function read(propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]): Promise<InventoryCount[]> {
    const key = JSON.stringify([propCodes, from, to, roomTypeCodes ?? null]);
    const hit = cache.get(key);
    if (hit !== undefined && fresh(hit, propCodes)) return hit.rows as InventoryCount[];
    const quiet = writing === 0;
    const epoch = writeEpoch;
    const generations = propCodes.map(generationOf);
    const generationAtStart = storeGeneration;
    const rows = await store.inventoryMany(propCodes, from, to, roomTypeCodes);
    if (quiet && writing === 0 && writeEpoch === epoch) {
      for (const row of rows) Object.freeze(row);
      cache.set(key, { rows: Object.freeze(rows), generations, storeGeneration: generationAtStart });
    }
    return rows;
  }

  return {
    ...store,
    inventory: (propCode, from, to, roomTypeCodes) => read([propCode], from, to, roomTypeCodes),
    inventoryMany: read,
    seedInventory: (rows) => write(() => store.seedInventory(rows), () => 'all'),
    apply: (change) => write(() => store.apply(change), () => [...new Set(change.deltas.map((d) => d.propCode))]),
    sweepExpiredHolds: (now, limit) => write(() => store.sweepExpiredHolds(now, limit), (released) => (released === 0 ? [] : 'all')),
  };
}
