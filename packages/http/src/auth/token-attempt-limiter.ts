/**
 * Failed token attempts, counted per key in a fixed window held in this process's memory. The
 * token route counts per (client id, source address) and per source address, never per client id
 * alone (DESIGN section 6): nobody who knows a client id can lock its owner out from another
 * address. Once a key reaches its limit, every attempt on that key (even with the right secret)
 * is answered 429 until its window ends. With WORKERS=N the primary process keeps the one limiter
 * of the machine and the workers ask it (fairness/cluster-limits.ts).
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

/** Counts attempts and failures, and tells when a key must wait. */
export interface TokenAttemptLimiter {
  /**
   * Begins an attempt on `keys`: seconds to wait when any key is blocked at `now`, 0 when the
   * attempt may go on. A key is blocked when its failures in the window, plus its attempts still
   * in flight, reach its limit: attempts decided later count as failures until they are, so that
   * a burst sent at once cannot try more secrets than the limit allows. Blocked only by attempts
   * in flight, the wait is {@link IN_FLIGHT_RETRY_AFTER_SECONDS}. An attempt that may go on must
   * be ended with {@link TokenAttemptLimiter.end}.
   */
  begin(keys: readonly AttemptKey[], now: Date): number | Promise<number>;
  /** Ends an attempt begun with 0: a failure counts on every key; a success forgets the failures of `keys[0]` (the (client id, address) pair). */
  end(keys: readonly AttemptKey[], now: Date, outcome: 'success' | 'failure'): void;
}

/** A {@link TokenAttemptLimiter} that answers at once. */
export interface LocalTokenAttemptLimiter extends TokenAttemptLimiter {
  begin(keys: readonly AttemptKey[], now: Date): number;
}

/** Retry-After of an attempt refused because earlier ones of its key are still being decided (about an scrypt each). */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

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
export function tokenAttemptLimiter(options: TokenAttemptLimiterOptions): LocalTokenAttemptLimiter {
  const windowMs = options.windowSeconds * 1000;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, Window>();
  const inFlight = new Map<string, number>();
  const current = (key: string, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    if (window && nowMs - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const recordFailure = (key: string, nowMs: number) => {
    const window = current(key, nowMs);
    if (window) window.failures += 1;
    else windows.set(key, { startedAt: nowMs, failures: 1 });
  };
  return {
    begin(keys, now) {
      const nowMs = now.getTime();
      let wait = 0;
      for (const { key, limit } of keys) {
        const window = current(key, nowMs);
        const failures = window?.failures ?? 0;
        if (window && failures >= limit) wait = Math.max(wait, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
        else if (failures + (inFlight.get(key) ?? 0) >= limit) wait = Math.max(wait, IN_FLIGHT_RETRY_AFTER_SECONDS);
      }
      if (wait === 0) for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      return wait;
    },
    end(keys, now, outcome) {
      const nowMs = now.getTime();
      for (const { key } of keys) {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left <= 0) inFlight.delete(key);
        else inFlight.set(key, left);
        if (outcome === 'failure') recordFailure(key, nowMs);
      }
      if (outcome === 'success' && keys[0] !== undefined) windows.delete(keys[0].key);
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value as string;
        windows.delete(oldest);
      }
    },
  };
}
