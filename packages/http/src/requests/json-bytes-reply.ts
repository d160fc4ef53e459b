/**
 * The 200 reply of a shop: a JSON body the route already holds as bytes (hotel writes a shop as
 * JSON text, `caches/json-bytes.ts` makes it bytes). Its status, head and body are those of
 * `c.body(bytes, 200, JSON_HEADERS)`, byte for byte.
 *
 * Served by @hono/node-server, the bytes are written straight onto Node's response: Content-Type
 * set beside the headers the middleware set there (response-headers.ts, no-store.ts), and
 * `end(bytes)`, from which Node counts Content-Length, as node-server does for `c.body`. Hono is
 * then handed node-server's already-sent marker, whose status (200) the request log reads. Through
 * Hono's `c.body`, each shop reply made a Response, waited on it in node-server's response path
 * and had Node merge the head's headers in `writeHead`: with 10 connections of varied single
 * shops, the service spent 8 to 17 % more CPU per shop (three A/B runs, median 10 %;
 * packages/http/README.md, "Request path").
 *
 * node-server honours its marker only when the marker is a standard Response: one made after
 * node-server replaced the global `Response` with its own (a process that served with node-server
 * before it loaded this module) would make node-server write a second head. Then, and without
 * Node's response (`app.request`, an embedder's own fetch server), the reply goes through `c.body`.
 */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { nodeExchangeOf } from '../middleware/response-headers.js';
import { JSON_CONTENT_TYPE, JSON_HEADERS } from './json-reply.js';

/** Whether node-server takes {@link RESPONSE_ALREADY_SENT} as "already sent" (it is not one of node-server's own Responses). */
const markerHonoured = (): boolean => !(RESPONSE_ALREADY_SENT instanceof Response);

/** Sends `body` (JSON, UTF-8) as a 200 reply with `Content-Type: application/json; charset=utf-8`. */
export function jsonBytesReply(c: Context, body: Uint8Array<ArrayBuffer>): Response {
  const node = nodeExchangeOf(c);
  if (node === undefined || !markerHonoured()) return c.body(body, 200, JSON_HEADERS);
  node.outgoing.setHeader('Content-Type', JSON_CONTENT_TYPE);
  node.outgoing.end(body);
  return RESPONSE_ALREADY_SENT;
}
