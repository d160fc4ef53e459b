/** One pino line per request: id, method, path (no query string), status, duration, caller. */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.js';

/**
 * Logs each request after its response is ready; bodies and headers are never logged.
 *
 * The lines go through a child logger without the redaction paths of logger.ts: a request line
 * holds only the fields below, none of them a secret, and pino's redaction of the 60 wildcard
 * paths cost about 100 µs per line, more than the rest of a GET /health (packages/http/README.md,
 * "Request path").
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
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
        clientId: c.get('principal')?.clientId,
      },
      'request',
    );
  };
}
