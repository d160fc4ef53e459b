/**
 * How long a client may take to send a request before node:http answers 408 and closes the
 * connection: its headers within 10 s (`HEADERS_TIMEOUT_MS`), the whole request (headers and a
 * body of at most 64 KiB) within 30 s (`REQUEST_TIMEOUT_MS`). A slow client (slowloris: headers
 * or a body trickled a byte at a time) holds a socket no longer than that, not the 60 s and
 * 300 s of node:http's defaults. The time the service takes to answer does not count: a request
 * leaves node:http's watch once it has been received. Expired connections are looked for every
 * second (`CHECK_INTERVAL_MS`).
 */
import type { ServerOptions } from 'node:http';

/** Longest wait for a request's headers, from its first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Longest wait for a whole request, body included (64 KiB in 30 s is about 2 KiB/s). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often node:http looks for connections past those limits. */
export const CHECK_INTERVAL_MS = 1_000;

/** How long node:http waits for a request's headers and for the whole request, and how often it checks, in milliseconds. */
export interface ConnectionTimeouts {
  headersMs: number;
  requestMs: number;
  checkIntervalMs: number;
}

/** The service's limits. */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = { headersMs: HEADERS_TIMEOUT_MS, requestMs: REQUEST_TIMEOUT_MS, checkIntervalMs: CHECK_INTERVAL_MS };

/** node:http server options enforcing `timeouts`. */
export function connectionTimeouts(timeouts: ConnectionTimeouts = CONNECTION_TIMEOUTS): ServerOptions {
  return { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs };
}
