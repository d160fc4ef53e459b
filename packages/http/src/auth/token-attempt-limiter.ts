/**
 * Failed token attempts, counted per key in a fixed window held in this process's memory. The
 * token route counts per (client id, source address) and per source address, never per client id
 * alone (DESIGN section 6): nobody who knows a client id can lock its owner out from another
 * address. Once a key reaches its limit, every attempt on that key (even with the right secret)
 * is answered 429 until its window ends. With several processes each counts its own attempts, so
 * the effective limit is per process (README, "Decisions").
 */

/** Options of {@link tokenAttemptLimiter}. */
export interface TokenAttemptLimiterOptions {
  windowSeconds: number;
  /** Keys remembered at most; the oldest are forgotten first (bounded memory under attack). */
  maxKeys?: number;
}

/** A counter and the failures it allows within one window. */
export interface AttemptKey {
  key: string;
  limit: number;
}

/** Counts failures and tells when a key must wait. */
export interface TokenAttemptLimiter {
  /** Seconds to wait when any of the keys is blocked at `now`; 0 when none is. */
  retryAfter(keys: readonly AttemptKey[], now: Date): number;
  recordFailure(keys: readonly AttemptKey[], now: Date): void;
  /** Forgets a key's failures (a successful attempt). */
  reset(key: string): void;
}

/** The keys of a token attempt: (client id, source address) and source address. */
export function tokenAttemptKeys(clientId: string, address: string, limits: { pair: number; address: number }): [AttemptKey, AttemptKey] {
  return [
    { key: `pair:${address}\n${clientId}`, limit: limits.pair },
    { key: `address:${address}`, limit: limits.address },
  ];
}

interface Window {
  startedAt: number;
  failures: number;
}

/** Creates an in-memory limiter. */
export function tokenAttemptLimiter(options: TokenAttemptLimiterOptions): TokenAttemptLimiter {
  const windowMs = options.windowSeconds * 1000;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, Window>();
  const current = (key: string, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    if (window && nowMs - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    retryAfter(keys, now) {
      const nowMs = now.getTime();
      let wait = 0;
      for (const { key, limit } of keys) {
        const window = current(key, nowMs);
        if (window && window.failures >= limit) {
          wait = Math.max(wait, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
        }
      }
      return wait;
    },
    recordFailure(keys, now) {
      const nowMs = now.getTime();
      for (const { key } of keys) {
        const window = current(key, nowMs);
        if (window) window.failures += 1;
        else windows.set(key, { startedAt: nowMs, failures: 1 });
      }
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value as string;
        windows.delete(oldest);
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
