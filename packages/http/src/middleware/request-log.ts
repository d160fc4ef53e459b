/** One pino line per request: id, method, path (no query string), status, duration, caller. */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.js';

/** Logs each request after its response is ready; bodies and headers are never logged. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
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
