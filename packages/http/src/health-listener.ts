/**
 * `GET /health` answered in Node's request listener, before @hono/node-server and Hono: the
 * load balancers' liveness check, the service's most frequent request and the benchmark's
 * hello-world case. The reply is the same as the Hono app's own `/health` (app.ts), which
 * embedders mounting `createApp().fetch` and `app.request` still get: status 200,
 * {@link SECURITY_HEADERS}, `X-Request-Id`, `Content-Type: application/json; charset=utf-8` and
 * `{"status":"ok"}` (health-listener.test.ts compares the two).
 *
 * Why here: through Hono, /health built a request and a context, ran the response-headers
 * middleware and the handler as a chain of promises, set each header on Node's response
 * (`setHeader`, validated and stored), then had Node merge those with Hono's own in `writeHead`.
 * Here the head is one `writeHead` with a flat array (Node validates and serialises it in one
 * pass) and the body a constant string (packages/http/README.md, "Request path", has the figures).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { requestIdFor, SECURITY_HEADERS } from './middleware/response-headers.js';
import { JSON_CONTENT_TYPE } from './requests/json-reply.js';

/** What `/health` answers. */
export const HEALTH_REPLY = { status: 'ok' } as const;

const HEALTH_BODY = JSON.stringify(HEALTH_REPLY);
/** Everything in the head but the request id, in the order Hono's route sends it; Node adds Date, Connection and Keep-Alive. */
const SECURITY_FIELDS = SECURITY_HEADERS.flat();
const CONTENT_FIELDS = ['Content-Type', JSON_CONTENT_TYPE, 'Content-Length', String(Buffer.byteLength(HEALTH_BODY))];

/** What `/health` answers while the service is stopping (503: a load balancer sends it nothing new). */
export const STOPPING_REPLY = { status: 'stopping' } as const;

const STOPPING_BODY = JSON.stringify(STOPPING_REPLY);
const STOPPING_FIELDS = ['Content-Type', JSON_CONTENT_TYPE, 'Content-Length', String(Buffer.byteLength(STOPPING_BODY))];

/**
 * Answers `GET /health` itself and hands every other request to `listener` (node-server's, for
 * the Hono app). Once `stopping()` is true, `/health` answers 503 {@link STOPPING_REPLY}.
 */
export function answeringHealthFirst(listener: RequestListener, newId: () => string, stopping: () => boolean = () => false): RequestListener {
  return (incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url === '/health') answerHealth(incoming, outgoing, newId, stopping());
    else listener(incoming, outgoing);
  };
}

function answerHealth(incoming: IncomingMessage, outgoing: ServerResponse, newId: () => string, stopping: boolean): void {
  const id = requestIdFor(incoming.headers['x-request-id'], newId);
  outgoing.writeHead(stopping ? 503 : 200, [...SECURITY_FIELDS, 'X-Request-Id', id, ...(stopping ? STOPPING_FIELDS : CONTENT_FIELDS)]);
  outgoing.end(stopping ? STOPPING_BODY : HEALTH_BODY);
}
