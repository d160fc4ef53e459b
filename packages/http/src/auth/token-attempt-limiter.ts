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
   * Begins an attempt on `keys`: 0 when it may go on (it then counts as in flight until
   * {@link TokenAttemptLimiter.end}); the seconds to wait when a key's failures in the window
   * reach its limit; -1 (`ATTEMPTS_IN_FLIGHT`) when its failures plus its attempts still in
   * flight do (those may yet fail), so that a burst sent at once cannot try more secrets than the
   * limit allows. The token route waits those out (up to 5 s).
   */
  begin(keys: readonly AttemptKey[], now: Date): number | Promise<number>;
  /** Ends an attempt begun with 0: a failure counts on every key; a success forgets the failures of `keys[0]` (the (client id, address) pair). */
  end(keys: readonly AttemptKey[], now: Date, outcome: 'success' | 'failure'): void;
}

/** A {@link TokenAttemptLimiter} that answers at once. */
export interface LocalTokenAttemptLimiter extends TokenAttemptLimiter {
  begin(keys: readonly AttemptKey[], now: Date): number;
}

/** What {@link TokenAttemptLimiter.begin} answers when only attempts still in flight stand in the way. */
export const ATTEMPTS_IN_FLIGHT = -1;

/** How long {@link beginTokenAttempt} waits for attempts in flight to be decided (each is about one scrypt). */
export const IN_FLIGHT_MAX_WAIT_MS = 5000;

/** Retry-After of an attempt that waited {@link IN_FLIGHT_MAX_WAIT_MS} for attempts in flight in vain. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * Begins an attempt, waiting (polling with backoff, at most `maxWaitMs`) while only attempts in
 * flight stand in the way: a partner fetching a dozen tokens at once is served a few at a time,
 * while an attacker's burst is held back until the first attempts fail, and then refused. 0 when
 * the attempt may go on, else the seconds to wait (Retry-After).
 */
export async function beginTokenAttempt(
  limiter: TokenAttemptLimiter,
  keys: readonly AttemptKey[],
  now: () => Date,
  { maxWaitMs = IN_FLIGHT_MAX_WAIT_MS, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<number> {
  let waited = 0;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    const answer = await limiter.begin(keys, now());
    if (answer !== ATTEMPTS_IN_FLIGHT) return answer;
    if (waited >= maxWaitMs) return IN_FLIGHT_RETRY_AFTER_SECONDS;
    await sleep(pause);
    waited += pause;
  }
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
      let busy = false;
      for (const { key, limit } of keys) {
        const window = current(key, nowMs);
        const failures = window?.failures ?? 0;
        if (window && failures >= limit) wait = Math.max(wait, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
        else if (failures + (inFlight.get(key) ?? 0) >= limit) busy = true;
      }
      if (wait > 0) return wait;
      if (busy) return ATTEMPTS_IN_FLIGHT;
      for (const { key } of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      return 0;
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
