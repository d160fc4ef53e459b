/**
 * What every call of the client answers: the value of a success, or one typed refusal per kind of
 * answer the spec and the service give. No HTTP status is ever thrown.
 */
import type { ErrorDetail, Fault, TokenError } from '@direct-connect/validation';

/** A success: the parsed body (or `undefined` for a 204), the status and the reply's headers. */
export interface Success<T> {
  ok: true;
  status: number;
  value: T;
  headers: Headers;
}

/**
 * 400 (or a request the client refused itself, `local: true`, with the very ErrorDetail the
 * service would have sent), 413 (body too large) and 500 all carry an ErrorDetail.
 */
export interface Invalid {
  ok: false;
  kind: 'invalid';
  status: 400;
  error: ErrorDetail;
  /** True when the client refused the request without sending it. */
  local: boolean;
}

/** 401: the access token was refused twice (fault), or the token endpoint refused the credentials. */
export interface Unauthorized {
  ok: false;
  kind: 'unauthorized';
  status: 401;
  /** Body of a refused access token (`fault.code` 900901). */
  fault?: Fault;
  /** Body of the token endpoint (`error: 'invalid_client'`). */
  tokenError?: TokenError;
}

/** 400 from the token endpoint: `error: 'invalid_request'`, naming the parameter. */
export interface TokenRequestRefused {
  ok: false;
  kind: 'tokenRequestRefused';
  status: 400;
  tokenError: TokenError;
}

/** 403: the credential may not call this endpoint (no body). */
export interface Forbidden {
  ok: false;
  kind: 'forbidden';
  status: 403;
}

/** 404: no such reservation, stay or property for this partner (no body). */
export interface NotFound {
  ok: false;
  kind: 'notFound';
  status: 404;
}

/** 429 or 503: try again after `retryAfter` seconds (when the service said). */
export interface TryLater {
  ok: false;
  kind: 'rateLimited' | 'unavailable';
  status: 429 | 503;
  /** Seconds from the Retry-After header; undefined when absent or unreadable. */
  retryAfter: number | undefined;
  /** The body, when it was JSON (ErrorDetail or the token endpoint's error). */
  body: unknown;
}

/** 413 or 500: the ErrorDetail the service sent. */
export interface ServiceError {
  ok: false;
  kind: 'tooLarge' | 'serverError';
  status: number;
  error: ErrorDetail | undefined;
}

/** Any other status, or a success whose body is not what the operation answers (reply-shape.ts): kept as it came. */
export interface Unexpected {
  ok: false;
  kind: 'unexpected';
  status: number;
  body: unknown;
  text: string;
}

/**
 * No answer: the connection failed, the time limit passed, or the reply was not readable. A write
 * that ends so may or may not have been applied (README, "Network failures").
 */
export interface NetworkFailure {
  ok: false;
  kind: 'network';
  status: 0;
  message: string;
  cause: unknown;
}

/** Every refusal. */
export type Failure =
  | Invalid | Unauthorized | TokenRequestRefused | Forbidden | NotFound | TryLater | ServiceError | Unexpected | NetworkFailure;

/** The answer of every call. */
export type Outcome<T> = Success<T> | Failure;
