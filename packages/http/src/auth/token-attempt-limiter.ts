/**
 * Token attempts, counted per key in a fixed window held in this process's memory. The token
 * route counts failures per (client id, source address) and per source address, never per client
 * id alone (DESIGN section 6): nobody who knows a client id can lock its owner out from another
 * address. It also counts the tokens issued per client id: only the holder of the secret moves
 * that count, and each token costs a scrypt (about 90 ms of CPU on the 2-core machine, on
 * libuv's threads beside the other partners' requests), so a partner asking for tokens without
 * pause would otherwise take the CPU from the others. Once a key reaches its limit, every
 * attempt on that key (even with the right secret) is answered 429 until its window ends. With WORKERS=N the primary process keeps the one limiter
 * of the machine and the workers ask it (fairness/cluster-limits.ts).
 */
import { addressNetwork } from './address-network.js';

/** Options of {@link tokenAttemptLimiter}. */
export interface TokenAttemptLimiterOptions {
  windowSeconds: number;
  /** Keys remembered at most; the oldest are forgotten first (bounded memory under attack). */
  maxKeys?: number;
}

/** A counter and the failures (or, with `counts: 'successes'`, the successes) it allows within one window. */
export interface AttemptKey {
  key: string;
  limit: number;
  /**
   * What the key counts: failures (the default), or successes. A successes key is not counted
   * while its attempts are in flight (anyone may send attempts for a client id; only decided
   * successes, which need the secret, count).
   */
  counts?: 'failures' | 'successes';
}

/**
 * Tokens issued per client id in one window (TOKEN_FAILURE_WINDOW, default 60 s) before 429: the
 * default of TOKEN_ISSUE_LIMIT, which a deployment whose client ids serve larger fleets raises.
 * The spec has a client request a new token only when its token has expired (TOKEN_TTL, 30
 * minutes), and a dozen at once (every process of a deployment starting) is served. The
 * command line (`@direct-connect/client`) keeps its token between commands (a private cache
 * file), so a script of commands asks once per token lifetime. Measured 2026-11-26 (`/tmp/s30-attack/ab.mjs token-right`: a second
 * partner shopping and booking one request at a time while the first asks for tokens with its
 * right secret, 8 at once, for 12 s, `WORKERS=1`, built bundle on SQLite, one run): without the
 * bound the other partner's shop p50 / p99 went from 5.0 / 34.7 ms to 19.0 / 531 ms and the
 * service used 6.96 s of CPU against 0.84 s; with a bound of 20 the flood's tokens were 20 a
 * minute (each a scrypt of ~90 ms) and the rest cheap 429s.
 */
export const TOKENS_ISSUED_PER_WINDOW = 60;

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
  /**
   * Ends an attempt begun with 0: a failure counts on every failures key, a success on every
   * successes key; a success also forgets the failures of `keys[0]` (the (client id, address) pair).
   */
  end(keys: readonly AttemptKey[], now: Date, outcome: AttemptOutcome): void;
}

/**
 * How an attempt ended: a success, a failure, or `abandoned`: counted elsewhere (a worker that
 * decided it alone because this limiter's answer came too late), so it only stops being in flight.
 */
export type AttemptOutcome = 'success' | 'failure' | 'abandoned';

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

/**
 * The keys of a token attempt: failures per (client id, source address) and per source address
 * (an IPv6 source as its /64, {@link addressNetwork}),
 * and tokens issued per client id (`limits.issued`, default {@link TOKENS_ISSUED_PER_WINDOW}).
 */
export function tokenAttemptKeys(clientId: string, source: string, limits: { pair: number; address: number; issued?: number }): [AttemptKey, AttemptKey, AttemptKey] {
  // An IPv6 source counts as its /64: a host given a /64 would otherwise try from a new address every time.
  const address = addressNetwork(source);
  return [
    { key: `pair:${address}\n${clientId}`, limit: limits.pair },
    { key: `address:${address}`, limit: limits.address },
    { key: `issued:${clientId}`, limit: limits.issued ?? TOKENS_ISSUED_PER_WINDOW, counts: 'successes' },
  ];
}

interface Window {
  startedAt: number;
  /** What the key counts (failures, or successes of a successes key) in this window. */
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
  const record = (key: string, nowMs: number) => {
    const window = current(key, nowMs);
    if (window) window.failures += 1;
    else windows.set(key, { startedAt: nowMs, failures: 1 });
  };
  return {
    begin(keys, now) {
      const nowMs = now.getTime();
      let wait = 0;
      let busy = false;
      for (const { key, limit, counts } of keys) {
        const window = current(key, nowMs);
        const failures = window?.failures ?? 0;
        if (window && failures >= limit) wait = Math.max(wait, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
        else if (counts !== 'successes' && failures + (inFlight.get(key) ?? 0) >= limit) busy = true;
      }
      if (wait > 0) return wait;
      if (busy) return ATTEMPTS_IN_FLIGHT;
      for (const { key, counts } of keys) if (counts !== 'successes') inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      return 0;
    },
    end(keys, now, outcome) {
      const nowMs = now.getTime();
      for (const { key, counts } of keys) {
        if (counts === 'successes') {
          if (outcome === 'success') record(key, nowMs);
          continue;
        }
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left <= 0) inFlight.delete(key);
        else inFlight.set(key, left);
        if (outcome === 'failure') record(key, nowMs);
      }
      if (outcome === 'success' && keys[0] !== undefined) windows.delete(keys[0].key);
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value as string;
        windows.delete(oldest);
      }
    },
  };
}
