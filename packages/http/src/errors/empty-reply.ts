/**
 * The refusals answered without content (403, 404 and 405): an empty body framed by
 * `Content-Length: 0`. Without the header, node:http frames a reply whose length it does not
 * know as `Transfer-Encoding: chunked`, and a client reads a zero-length chunked body rather
 * than a reply with no content. A 204 is not one of these: it carries no length at all (RFC
 * 9110, section 8.6), which `c.body(null, 204)` already gives.
 */
import type { Context } from 'hono';

/** The statuses answered without content. */
export type EmptyStatus = 403 | 404 | 405;

const NO_CONTENT_LENGTH = { 'Content-Length': '0' } as const;

/** `status` with an empty body and `Content-Length: 0`, and `headers` (a 405's `Allow`). */
export function emptyReply(c: Context, status: EmptyStatus, headers?: Readonly<Record<string, string>>): Response {
  return c.body(null, status, headers === undefined ? NO_CONTENT_LENGTH : { ...headers, ...NO_CONTENT_LENGTH });
}
