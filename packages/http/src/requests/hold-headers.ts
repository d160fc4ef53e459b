/** The hold headers of the spec's hold table: Svc-Inventory-Hold (boolean) and Svc-Crs-SessionId (uuid). */
import type { Context } from 'hono';
import { HOLD_HEADER, holdHeaderInvalid, SESSION_HEADER, sessionHeaderInvalid } from '../errors/error-detail.js';
import { JSON_HEADERS } from './json-reply.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Svc-Inventory-Hold: absent or `false` is no hold, `true` a hold (any case); anything else a 400 response. */
export function holdRequested(c: Context): boolean | Response {
  const value = c.req.header(HOLD_HEADER)?.trim().toLowerCase();
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return c.json(holdHeaderInvalid(), 400, JSON_HEADERS);
}

/**
 * Svc-Crs-SessionId, lower-cased: undefined when absent and not `required`; a 400 response when
 * required and absent, or present and not a uuid.
 */
export function sessionIdOf(c: Context, required: boolean): string | undefined | Response {
  const value = c.req.header(SESSION_HEADER)?.trim();
  if (value === undefined || value === '') return required ? c.json(sessionHeaderInvalid(false), 400, JSON_HEADERS) : undefined;
  return UUID.test(value) ? value.toLowerCase() : c.json(sessionHeaderInvalid(true), 400, JSON_HEADERS);
}
