/**
 * `Content-Length` on the reply to a HEAD request: the length the GET's content would have (RFC
 * 9110, sections 8.6 and 9.3.2). Hono answers HEAD by running the GET route and dropping the
 * body, and @hono/node-server counts a body's length only when it writes one, so without this a
 * HEAD reply said no length at all.
 *
 * Registered for GET on every path (Hono runs GET routes for HEAD): a POST, PUT or any other
 * method never runs it, and a GET passes straight on.
 */
import type { MiddlewareHandler } from 'hono';

/** Sets `Content-Length` on a HEAD reply that has content and no length yet: the byte length of that content. */
export function headContentLength(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    await next();
    const reply = c.res;
    if (reply.body === null || reply.headers.has('Content-Length')) return;
    const length = (await reply.clone().arrayBuffer()).byteLength;
    reply.headers.set('Content-Length', String(length));
  };
}
