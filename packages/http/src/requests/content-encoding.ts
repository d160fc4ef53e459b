/**
 * Request bodies are read as sent: a body with a Content-Encoding other than `identity` (gzip,
 * deflate, br) is refused with 400 naming the header, before it is read, rather than parsed as
 * JSON and refused as "not JSON" (README, "Decisions").
 */
import type { Context } from 'hono';

/** The header a compressed body is refused for. */
export const CONTENT_ENCODING = 'Content-Encoding';

/** True when the request declares a content coding other than `identity` (any case, any list). */
export function isEncodedBody(c: Context): boolean {
  const header = c.req.header('content-encoding');
  if (header === undefined) return false;
  return header.split(',').some((coding) => {
    const name = coding.trim().toLowerCase();
    return name !== '' && name !== 'identity';
  });
}
