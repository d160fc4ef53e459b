/**
 * The Content-Type of every JSON reply: `application/json; charset=utf-8`. JSON is UTF-8 (RFC
 * 8259, section 8.1); the parameter says so to clients and tools that fall back to another
 * charset when none is named. Pass {@link JSON_HEADERS} as `c.json`'s headers (Hono's own
 * default has no charset), or spread it first when a reply adds headers of its own.
 */

/** The media type of the API's JSON bodies, with their charset. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The headers record of a JSON reply. */
export const JSON_HEADERS: Readonly<Record<'Content-Type', string>> = { 'Content-Type': JSON_CONTENT_TYPE };
