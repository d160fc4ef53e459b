/** Reads a request body as JSON; an unreadable body becomes a 400 ErrorDetail response. */
import type { Context } from 'hono';
import { bodyEncoded, bodyNotJson, nulCharacterInBody } from '../errors/error-detail.js';
import { isEncodedBody } from './content-encoding.js';
import { JSON_HEADERS } from './json-reply.js';

/** The parsed body, or the 400 response to send. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Parses the body as JSON whatever the Content-Type says (README, "Decisions"); a compressed
 * body is refused unread.
 * @param expected names the body in the error ("a reservation", "a cancel request").
 * @param optional an empty body reads as `{}` (confirm's body is optional).
 */
export async function readJsonBody(c: Context, expected: string, optional = false): Promise<JsonBody> {
  if (isEncodedBody(c)) return { ok: false, response: c.json(bodyEncoded(), 400, JSON_HEADERS) };
  // Read outside the try: an oversized body must surface as the body limit's 413, not a 400.
  const text = await c.req.text();
  if (optional && text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: c.json(bodyNotJson(expected), 400, JSON_HEADERS) };
  }
  const nul = text.includes('\\u0000') || text.includes('\u0000') ? nulPathOf(value) : undefined;
  return nul === undefined ? { ok: true, value } : { ok: false, response: c.json(nulCharacterInBody(nul), 400, JSON_HEADERS) };
}

/**
 * Path (`guest.name.firstName`, `comments[0]`) of the first string or key holding U+0000, which
 * PostgreSQL text and jsonb cannot store (it would fail the write with a 500); undefined when
 * none does. Iterative: bodies may nest thousands of levels deep.
 */
function nulPathOf(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path === '' ? '(body)' : path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      const childPath = Array.isArray(node) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000')) return childPath;
      stack.push([child, childPath]);
    }
  }
  return undefined;
}
