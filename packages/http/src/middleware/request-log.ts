/** One pino line per request: id, method, path (no query string), status, duration, caller, source address. */
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.js';
import { logSafeText } from '../logging/log-safe-text.js';

/**
 * Logs each request after its response is ready; bodies and headers are never logged.
 * `sourceAddress` tells the request's source address.
 *
 * The lines go through a child logger without the redaction paths of logger.ts: a request line
 * holds only the fields below, none of them a secret, and pino's redaction of the 60 wildcard
 * paths cost about 100 µs per line, more than the rest of a GET /health (packages/http/README.md,
 * "Request path").
 */
export function requestLog(logger: Logger, sourceAddress: (c: Context) => string): MiddlewareHandler<AppEnv> {
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    await next();
    lines.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        // The token route's client id, also of a refused attempt: who is flooding it.
        clientId: c.get('principal')?.clientId ?? c.get('tokenClientId'),
        // The socket peer, or the X-Forwarded-For entry of a TRUSTED_PROXIES peer: the address the
        // token attempt limits count (auth/source-address.ts), bounded and escaped like a client id.
        addr: logSafeText(sourceAddress(c)),
      },
      'request',
    );
  };
}
