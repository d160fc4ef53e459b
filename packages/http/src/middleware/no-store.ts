/** `Cache-Control: no-store` on every API reply: they carry reservations, guest details or tokens. */
import type { MiddlewareHandler } from 'hono';

/** Sets `Cache-Control: no-store` on the reply (unless the handler set its own). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
