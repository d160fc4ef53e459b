/** Reads a request body as JSON; an unreadable body becomes a 400 ErrorDetail response. */
import type { Context } from 'hono';
import { bodyNotJson } from './error-detail.js';

/** The parsed body, or the 400 response to send. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Parses the body as JSON whatever the Content-Type says (README, "Decisions").
 * @param expected names the body in the error ("a reservation", "a cancel request").
 * @param optional an empty body reads as `{}` (confirm's body is optional).
 */
export async function readJsonBody(c: Context, expected: string, optional = false): Promise<JsonBody> {
  // Read outside the try: an oversized body must surface as the body limit's 413, not a 400.
  const text = await c.req.text();
  if (optional && text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: c.json(bodyNotJson(expected), 400) };
  }
}
