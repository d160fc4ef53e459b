/**
 * ErrorDetail bodies the adapter itself produces (not input validation, which the validation
 * package reports): unreadable bodies, oversized bodies, header problems and unexpected faults.
 * `code` is the HTTP status; `context` says which part of the request was at fault.
 */

/** One problem found (spec ErrorDetail.notifications[]). */
export interface Notification {
  code?: string;
  fields?: string[];
  message: string;
  otaErrorCode?: number;
}

/** The spec's ErrorDetail. */
export interface ErrorDetail {
  code: number;
  context: string;
  message: string;
  notifications?: Notification[];
}

/** Notification codes of the adapter's own refusals (listed in the README). */
export const ADAPTER_CODES = {
  bodyNotJson: 'BODY_NOT_JSON',
  bodyTooLarge: 'BODY_TOO_LARGE',
  headerInvalid: 'HEADER_INVALID',
  sessionRequired: 'SESSION_REQUIRED',
  sessionUnknown: 'SESSION_UNKNOWN',
  internal: 'INTERNAL_ERROR',
} as const;

/** Largest request body accepted (DESIGN section 6): 64 KiB; larger ones get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** ErrorDetail with a single notification. */
export function errorDetail(code: number, context: string, message: string, notification: Notification): ErrorDetail {
  return { code, context, message, notifications: [notification] };
}

/** 400: the body is not JSON (or not the JSON value the endpoint takes). */
export function bodyNotJson(expected: string): ErrorDetail {
  return errorDetail(400, 'request body', 'The request body could not be read.', {
    code: ADAPTER_CODES.bodyNotJson,
    message: `Send ${expected} with Content-Type: application/json.`,
  });
}

/** 413: the body is larger than {@link MAX_BODY_BYTES}. */
export function bodyTooLarge(): ErrorDetail {
  return errorDetail(413, 'request body', 'The request body is too large.', {
    code: ADAPTER_CODES.bodyTooLarge,
    message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`,
  });
}

/** 400: a header has a value the endpoint cannot use. */
export function headerInvalid(header: string, message: string, code: string = ADAPTER_CODES.headerInvalid): ErrorDetail {
  return errorDetail(400, 'request headers', `The ${header} header is not valid.`, { code, fields: [header], message });
}

/** 500: an unexpected fault; says nothing about internals, only the request id to quote. */
export function internalError(requestId: string): ErrorDetail {
  return errorDetail(500, 'server', 'The request could not be completed.', {
    code: ADAPTER_CODES.internal,
    message: `An unexpected error occurred; quote request id ${requestId} when reporting it.`,
  });
}
