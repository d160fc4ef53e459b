/**
 * The replies the spec gives "no content" with an error status (403, 404): an empty body framed
 * by `Content-Length: 0`. Without the header, node:http frames a reply whose length it does not
 * know as `Transfer-Encoding: chunked`, and a client reads a zero-length chunked body rather
 * than a reply with no content. A 204 is not one of these: it carries no length at all (RFC
 * 9110, section 8.6), which `c.body(null, 204)` already gives.
 */
import type { Context } from 'hono';

/** The statuses answered without content. */
export type EmptyStatus = 403 | 404;

const NO_CONTENT_LENGTH = { 'Content-Length': '0' } as const;

/** `status` with an empty body and `Content-Length: 0`. */
export function emptyReply(c: Context, status: EmptyStatus): Response {
  return c.body(null, status, NO_CONTENT_LENGTH);
}
