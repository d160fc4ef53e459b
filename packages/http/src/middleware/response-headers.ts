/**
 * Security headers and `X-Request-Id` on every reply, and the request id for the log and error
 * bodies (`c.get('requestId')`); the browser-only headers on the docs pages.
 *
 * Served by @hono/node-server, the headers go straight onto Node's response (`c.env.outgoing`)
 * before the handler runs, and Node merges them into the reply's head. Set through Hono instead
 * (as hono/secure-headers and hono/request-id do), any header beyond Content-Type makes Hono and
 * node-server build a web `Headers` object per reply and copy it back out: hono/secure-headers
 * and hono/request-id each cost /health 20 to 30 % of its throughput (packages/http/README.md,
 * "Request path").
 * Without Node's response (`app.request` in tests, an embedder's own fetch server) the same
 * headers are set on the reply through Hono.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';

/**
 * On every reply: the security headers of hono/secure-headers' defaults that still mean something
 * to a JSON API or to whatever renders one of its replies by mistake (OWASP REST Security Cheat
 * Sheet, "Security headers"): no content sniffing, HTTPS only, never framed, no referrer, not
 * readable by or opening other origins. The reliability suites check these on every reply.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/**
 * The rest of hono/secure-headers' defaults, which only a browser acts on, and only for a page it
 * renders or a file it downloads (process isolation, DNS prefetching, Internet Explorer's
 * download and XSS-filter switches, Flash and PDF cross-domain policies): sent on the pages of
 * /docs and the document they load (api-docs.ts), not on the JSON API. On every reply they cost
 * `/health` about 10 µs of its 60 of server CPU per request (packages/http/README.md, "Request
 * path").
 */
export const BROWSER_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** A caller's X-Request-Id is kept when it is a plain token (hono/request-id's rule). */
const REUSABLE_ID = /^[\w=-]{1,255}$/;

/** The reply's request id: the caller's X-Request-Id when it is a plain token of at most 255 characters, else `newId()`. */
export function requestIdFor(given: string | string[] | undefined, newId: () => string): string {
  return typeof given === 'string' && REUSABLE_ID.test(given) ? given : newId();
}

/** Node's request and response, when the app is served by @hono/node-server. */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/**
 * Node's request and response of `c` when served by @hono/node-server and the head is not yet
 * sent: headers set on `outgoing` are merged into the reply, the handler's own taking precedence.
 */
export function nodeExchangeOf(c: Context): Required<NodeBindings> | undefined {
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
  return incoming !== undefined && outgoing !== undefined && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? { incoming, outgoing } : undefined;
}

/**
 * Sets {@link SECURITY_HEADERS} and `X-Request-Id` on every reply; the id is the caller's
 * X-Request-Id when it is a plain token of at most 255 characters, else `newId()`.
 */
export function responseHeaders(newId: () => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const node = nodeExchangeOf(c);
    if (node !== undefined) {
      const { incoming, outgoing } = node;
      const id = requestIdFor(incoming.headers['x-request-id'], newId);
      c.set('requestId', id);
      for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
      outgoing.setHeader('X-Request-Id', id);
      return next();
    }
    const id = requestIdFor(c.req.header('x-request-id'), newId);
    c.set('requestId', id);
    await next();
    for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value);
    c.res.headers.set('X-Request-Id', id);
  };
}

/** Sets {@link BROWSER_HEADERS} on the reply (Node's response before the handler, else the reply after it). */
export function browserHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const node = nodeExchangeOf(c);
    if (node !== undefined) {
      for (const [name, value] of BROWSER_HEADERS) node.outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of BROWSER_HEADERS) c.res.headers.set(name, value);
  };
}
