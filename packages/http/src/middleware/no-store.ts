/** `Cache-Control: no-store` on every API reply: they carry reservations, guest details or tokens. */
import type { MiddlewareHandler } from 'hono';
import { nodeExchangeOf } from './response-headers.js';

/**
 * Sets `Cache-Control: no-store` on the reply (unless the handler set its own): on Node's response
 * before the handler runs when served by @hono/node-server (see response-headers.ts for why),
 * else on the reply after it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    const node = nodeExchangeOf(c);
    if (node !== undefined) {
      node.outgoing.setHeader('Cache-Control', 'no-store');
      return next();
    }
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
