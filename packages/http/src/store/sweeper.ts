import type { Store } from './store.js';

/** Options of {@link startSweeper}. */
export interface SweeperOptions {
  /** Pause between sweeps. Default 1000 ms. */
  intervalMs?: number;
  /** The clock (injected in tests). Default `() => new Date()`. */
  now?: () => Date;
  /** Holds released per sweep; a full sweep is followed at once by another. Default 100. */
  limit?: number;
  /** Called after a sweep that released holds. */
  onSwept?: (released: number) => void;
  /** Called when a sweep fails; the sweeper keeps running. */
  onError?: (error: unknown) => void;
}

/**
 * Releases expired holds in the background: one sweep, then a pause, and so on; sweeps never
 * overlap, and the timer does not keep the process alive. Safe on every node at once (the store
 * claims holds with SKIP LOCKED). Returns `stop`, which resolves once a running sweep is over,
 * so the store can be closed right after it.
 */
export function startSweeper(store: Pick<Store, 'sweepExpiredHolds'>, options: SweeperOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 1000;
  const now = options.now ?? (() => new Date());
  const limit = options.limit ?? 100;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep();
    }, delay);
    timer.unref();
  };

  const sweep = async () => {
    let released = 0;
    try {
      released = await store.sweepExpiredHolds(now(), limit);
      if (released > 0) options.onSwept?.(released);
    } catch (error) {
      options.onError?.(error);
    }
    schedule(released >= limit ? 0 : intervalMs);
  };

  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
