/**
 * The request body limit. Hono's `bodyLimit` reads `c.req.raw.body` first, which makes
 * @hono/node-server build a web Request and a web stream of the body for every request, even a
 * GET; then `c.req.text()` can no longer take node-server's direct read. This middleware decides
 * from the headers when they settle it, and hands the other bodies to Hono's `bodyLimit`, which
 * counts them as they arrive.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.js';

/** Options of {@link bodyLimit}. */
export interface BodyLimitOptions {
  /** Largest body accepted, in bytes. */
  maxSize: number;
  /** The reply to a larger body. */
  onError: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * Refuses request bodies over `maxSize`: by their Content-Length when they declare one, while they
 * are read otherwise (chunked, or a Request handed to the app's fetch without the header). GET
 * and HEAD requests without either header carry no body (Fetch forbids one, RFC 9112 6.3).
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler<AppEnv> {
  const streamed = streamedBodyLimit(options);
  return async (c, next) => {
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      if (length !== undefined) {
        if (Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
        return next();
      }
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    }
    return streamed(c, next);
  };
}
