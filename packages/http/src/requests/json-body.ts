/** Reads a request body as JSON; an unreadable body becomes a 400 ErrorDetail response. */
import type { Context } from 'hono';
import type { ErrorDetail } from '@direct-connect/validation';
import { bodyEncoded, bodyNotJson, bodyNotUtf8, memberSentTwice, nulCharacterInBody } from '../errors/error-detail.js';
import { isEncodedBody } from './content-encoding.js';
import { JSON_HEADERS } from './json-reply.js';
import { repeatedMemberPath } from './repeated-members.js';

/** The parsed body, or the 400 response to send. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Parses the body as UTF-8 JSON whatever the Content-Type says (README, "Decisions"); a
 * compressed body is refused unread.
 * @param expected names the body in the error ("a reservation", "a cancel request").
 * @param optional an empty body reads as `{}` (confirm's body is optional).
 */
export async function readJsonBody(c: Context, expected: string, optional = false): Promise<JsonBody> {
  if (isEncodedBody(c)) return { ok: false, response: c.json(bodyEncoded(), 400, JSON_HEADERS) };
  // Read outside the try: an oversized body must surface as the body limit's 413, not a 400.
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return { ok: false, response: c.json(notUtf8(bytes, expected), 400, JSON_HEADERS) };
  }
  if (optional && text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: c.json(bodyNotJson(expected), 400, JSON_HEADERS) };
  }
  const repeated = repeatedMemberPath(text);
  if (repeated !== undefined) return { ok: false, response: c.json(memberSentTwice(repeated), 400, JSON_HEADERS) };
  const nul = text.includes('\\u0000') || text.includes('\u0000') ? nulPathOf(value) : undefined;
  return nul === undefined ? { ok: true, value } : { ok: false, response: c.json(nulCharacterInBody(nul), 400, JSON_HEADERS) };
}

/**
 * Bodies are UTF-8 (RFC 8259 section 8.1), whatever charset the Content-Type names: bytes that
 * are not are refused, never read as U+FFFD in place of a guest's letter. A BOM is skipped.
 */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * 400 for a body that is not UTF-8, naming the first string or key holding such bytes when the
 * body is JSON once they are replaced by U+FFFD (a Latin-1 "René"), else the body as a whole.
 */
function notUtf8(bytes: Uint8Array, expected: string): ErrorDetail {
  let field: string | undefined;
  try {
    field = pathOf(JSON.parse(new TextDecoder('utf-8').decode(bytes)), (text) => text.includes('\uFFFD'));
  } catch {
    // Not JSON either: the body as a whole is named.
  }
  return bodyNotUtf8(field, expected);
}

/** Path of the first string or key holding U+0000, which PostgreSQL text and jsonb cannot store (a 500 otherwise). */
function nulPathOf(value: unknown): string | undefined {
  return pathOf(value, (text) => text.includes('\u0000'));
}

/**
 * Path (`guest.name.firstName`, `comments[0]`, `(body)` for a string body) of the first string
 * or key that `bad` holds for; undefined when none does. Iterative: bodies may nest thousands of
 * levels deep.
 */
function pathOf(value: unknown, bad: (text: string) => boolean): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (bad(node)) return path === '' ? '(body)' : path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      const childPath = Array.isArray(node) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      if (bad(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return undefined;
}
