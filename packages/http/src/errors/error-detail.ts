/**
 * ErrorDetail bodies the adapter itself produces (not input validation, which the validation
 * package reports): unreadable or oversized bodies, bad headers and unexpected faults, with the
 * validation package's builders and notification codes.
 */
import { ERROR_DETAIL_CODES, errorDetail, notification, type ErrorDetail } from '@direct-connect/validation';
import { CONTENT_ENCODING } from '../requests/content-encoding.js';

/** Largest request body accepted (DESIGN section 6): 64 KiB; larger ones get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The session header of the spec's hold table. */
export const SESSION_HEADER = 'Svc-Crs-SessionId';
/** The hold header of the spec's hold table. */
export const HOLD_HEADER = 'Svc-Inventory-Hold';

/** 400: the body is not JSON. */
export function bodyNotJson(expected: string): ErrorDetail {
  return errorDetail([notification('BODY_NOT_JSON', [], `The body is not JSON: send ${expected} with Content-Type: application/json.`)], 'request body');
}

/**
 * 400: the body is not UTF-8 (a Latin-1 or UTF-16 body); `field` names the first string holding
 * such bytes when the body is JSON around them.
 */
export function bodyNotUtf8(field: string | undefined, expected: string): ErrorDetail {
  return field === undefined
    ? errorDetail([notification('BODY_NOT_JSON', [], `The body is not UTF-8 JSON: send ${expected} as JSON encoded in UTF-8.`)], 'request body')
    : errorDetail([notification('MALFORMED_UNICODE', [field], `${field} holds bytes that are not UTF-8: send the body encoded in UTF-8.`)], 'request body');
}

/** 400: an object of the body names `field` twice (which one was meant is not JSON's to say). */
export function memberSentTwice(field: string): ErrorDetail {
  return errorDetail([notification('BODY_NOT_JSON', [field], `${field} is sent twice in one object: send each member once.`)], 'request body');
}

/** 400: a string of the body holds U+0000, which PostgreSQL (text, jsonb) cannot store. */
export function nulCharacterInBody(field: string): ErrorDetail {
  return errorDetail([notification('PATTERN_MISMATCH', [field], `${field} must not contain the NUL character (U+0000).`)], 'request body');
}

/** 413: the body is larger than {@link MAX_BODY_BYTES}. */
export function bodyTooLarge(): ErrorDetail {
  return errorDetail([notification('BODY_TOO_LARGE', [], `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`)], 'request body', ERROR_DETAIL_CODES.bodyTooLarge);
}

/** 400: Svc-Crs-SessionId missing (SESSION_REQUIRED) or not a uuid (HEADER_INVALID). */
export function sessionHeaderInvalid(present: boolean): ErrorDetail {
  return errorDetail(
    [
      present
        ? notification('HEADER_INVALID', [SESSION_HEADER], `${SESSION_HEADER} must be the uuid returned when the hold was made.`)
        : notification('SESSION_REQUIRED', [SESSION_HEADER], `Send the ${SESSION_HEADER} header returned when the hold was made.`),
    ],
    'request headers',
  );
}

/** Why a compressed body is refused, as both refusals below say it. */
const BODY_ENCODED_MESSAGE = `Request bodies are read uncompressed: send the body without ${CONTENT_ENCODING} (or with identity).`;

/** 400: the body is compressed (a Content-Encoding other than identity). */
export function bodyEncoded(): ErrorDetail {
  return errorDetail([notification('HEADER_INVALID', [CONTENT_ENCODING], BODY_ENCODED_MESSAGE)], 'request headers');
}

/** 400 of the token endpoint (OAuth's invalid_request): the body is compressed. */
export const TOKEN_BODY_ENCODED = { error: 'invalid_request', error_description: BODY_ENCODED_MESSAGE } as const;

/** 400: Svc-Inventory-Hold is not a boolean. */
export function holdHeaderInvalid(): ErrorDetail {
  return errorDetail([notification('HEADER_INVALID', [HOLD_HEADER], `${HOLD_HEADER} must be true or false.`)], 'request headers');
}

/** 500: an unexpected fault; says nothing about internals, only the request id to quote. */
export function internalError(requestId: string): ErrorDetail {
  return errorDetail(
    [notification('INTERNAL_ERROR', [], `The request could not be completed; quote request id ${requestId} when reporting it.`)],
    'server',
    ERROR_DETAIL_CODES.internalError,
  );
}
