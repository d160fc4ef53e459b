/**
 * Failed token attempts, counted per client id and per client address in a fixed window held in
 * this process's memory. Once either key reaches the limit, every attempt on that key (even with
 * the right secret) is answered 429 until its window ends. With several processes each counts
 * its own attempts, so the effective limit is per process (README, "Decisions").
 */

/** Options of {@link tokenAttemptLimiter}. */
export interface TokenAttemptLimiterOptions {
  /** Failures allowed per key within one window. */
  limit: number;
  windowSeconds: number;
  /** Keys remembered at most; the oldest are forgotten first (bounded memory under attack). */
  maxKeys?: number;
}

/** Counts failures and tells when a key must wait. */
export interface TokenAttemptLimiter {
  /** Seconds to wait when any of the keys is blocked at `now`; 0 when none is. */
  retryAfter(keys: readonly string[], now: Date): number;
  recordFailure(keys: readonly string[], now: Date): void;
  /** Forgets a key's failures (a successful attempt of that client id). */
  reset(key: string): void;
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
      for (const key of keys) {
        const window = current(key, nowMs);
        if (window && window.failures >= options.limit) {
          wait = Math.max(wait, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
        }
      }
      return wait;
    },
    recordFailure(keys, now) {
      const nowMs = now.getTime();
      for (const key of keys) {
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
