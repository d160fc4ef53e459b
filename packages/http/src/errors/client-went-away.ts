/**
 * A request whose connection closed before its body was read (the client went away, or node:http
 * cut it for taking too long: connection-timeouts.ts): node:http destroys the
 * request with its `aborted` error (code ECONNRESET), which reaches the app's error handler from
 * the body read. It is no fault of the service or its store (its ECONNRESET would otherwise read
 * as a lost database connection), and no reply can be delivered: it is logged as what it is and
 * answered 499, the status proxies log for a client that closed the request, which only the
 * request log sees.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Status of the request log line of a request its client abandoned (nothing is sent). */
export const CLIENT_CLOSED_REQUEST = 499;

/** Whether `error` is node:http's abort of the request of `c`, whose client has gone. */
export function clientWentAway(error: unknown, c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming === undefined || !incoming.destroyed) return false;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}
