/**
 * When a call tries again: an idempotent one (a GET, a shop, a token request) after a 429, a 503
 * or a network failure, a write only after a 429; a few times, after the service's Retry-After or
 * an exponential backoff with jitter, never longer than a bound (README, "Retries").
 */

/** How calls retry (README, "Retries"). */
export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  retries: number;
  /** First backoff when the service gives no Retry-After, doubled each retry (default 200 ms). */
  baseDelayMs: number;
  /**
   * Longest single wait (default 5000 ms). A Retry-After longer than this is not waited for: the
   * call answers at once with the 429 or 503 and its `retryAfter`.
   */
  maxDelayMs: number;
}

/** The defaults of {@link RetryOptions}. */
export const DEFAULT_RETRY: RetryOptions = { retries: 3, baseDelayMs: 200, maxDelayMs: 5000 };

/**
 * How long to wait before retry number `retry` (1 for the first), or undefined when the call
 * should not retry: retries used up, or a Retry-After beyond `maxDelayMs`. `random` is in [0, 1).
 */
export function retryDelayMs(retry: number, retryAfterSeconds: number | undefined, options: RetryOptions, random: number): number | undefined {
  if (retry > options.retries) return undefined;
  if (retryAfterSeconds !== undefined) {
    const wait = retryAfterSeconds * 1000;
    return wait <= options.maxDelayMs ? wait : undefined;
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  // half fixed, half jitter: callers that failed together do not come back together
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}
