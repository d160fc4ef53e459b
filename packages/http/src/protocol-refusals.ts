/**
 * Replies to the requests refused below the Hono app, framed and headed like the app's own
 * refusals: `Content-Length: 0` (not an empty chunked body), {@link SECURITY_HEADERS} and an
 * `X-Request-Id`. Two kinds reach the service's code: a request node-server cannot make a web
 * Request of (a target that is no path, such as `*`; a backslash in the path; a Host header
 * that is no host), 400; and an `Expect` other than `100-continue`, 417 (node:http's
 * `checkExpectation`). A `100-continue` with a Content-Length over the body limit gets its 413
 * without the `100 Continue` that would invite the body. What node:http refuses itself (a malformed request line or header,
 * HTTP/1.1 without Host, headers over 16 KiB) never reaches it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { internalError } from './errors/error-detail.js';
import { requestIdFor, SECURITY_HEADERS } from './middleware/response-headers.js';
import { JSON_CONTENT_TYPE } from './requests/json-reply.js';

const SECURITY_RECORD: Readonly<Record<string, string>> = Object.fromEntries(SECURITY_HEADERS);

/**
 * node-server's `errorHandler`: 400 without content for a request it could not build (its
 * `RequestError`); any other fault the fetch handler threw is logged and answered 500 with the
 * ErrorDetail of the app's own faults.
 */
export function requestErrorReply(newId: () => string, logger: Logger): (error: unknown) => Response {
  return (error) => {
    const id = newId();
    if (error instanceof Error && error.name === 'RequestError') {
      return new Response(null, { status: 400, headers: { ...SECURITY_RECORD, 'X-Request-Id': id, 'Content-Length': '0' } });
    }
    logger.error({ reqId: id, err: error }, 'unexpected fault');
    return new Response(JSON.stringify(internalError(id)), { status: 500, headers: { ...SECURITY_RECORD, 'X-Request-Id': id, 'Content-Type': JSON_CONTENT_TYPE } });
  };
}

/** node:http's `checkExpectation` listener: 417 without content, with the API's headers. */
export function expectationFailed(newId: () => string): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    const id = requestIdFor(incoming.headers['x-request-id'], newId);
    outgoing.writeHead(417, [...SECURITY_HEADERS.flat(), 'X-Request-Id', id, 'Content-Length', '0']);
    outgoing.end();
  };
}

/**
 * node:http's `checkContinue` listener: a request that says `Expect: 100-continue` is invited to
 * send its body (`100 Continue`) only when its Content-Length is within `maxBytes`; a larger one
 * goes straight to `handler` uninvited, whose body limit answers 413 from the Content-Length and
 * closes the connection, so the client is spared sending a body that would be refused.
 */
export function continueWithinBodyLimit(maxBytes: number, handler: (incoming: IncomingMessage, outgoing: ServerResponse) => void): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    if (!(Number(incoming.headers['content-length']) > maxBytes)) outgoing.writeContinue();
    handler(incoming, outgoing);
  };
}
