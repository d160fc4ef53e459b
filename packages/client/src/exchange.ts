/**
 * One HTTP exchange with the service over `fetch`, and the typed outcome of its reply. Knows the
 * spec's statuses and bodies; knows nothing of tokens or retries.
 */
import type { ErrorDetail, Fault, TokenError } from '@direct-connect/validation';
import type { NetworkFailure, Outcome } from './outcome.js';

/** The `fetch` the client calls: the global one, or any function of the same shape. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** One request as the client sends it. */
export interface ExchangeRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the base URL, starting with `/`. */
  path: string;
  /** Sent as JSON when defined. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** A reply as received: status, headers, text and its JSON (undefined when empty or not JSON). */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** Where and how requests go. */
export interface Transport {
  baseUrl: string;
  fetch: FetchFunction;
  /** Longest wait for a whole reply; beyond it the call is a network failure. */
  timeoutMs: number;
}

/** The parsed JSON of a reply's text, or undefined for an empty or non-JSON body. */
function jsonOf(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends `request`; a failure to get a whole reply (connection, time limit, reading) is a NetworkFailure, never a throw. */
export async function exchange(transport: Transport, request: ExchangeRequest): Promise<Reply | NetworkFailure> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const url = `${transport.baseUrl}${request.path}`;
  try {
    const response = await transport.fetch(url, { method: request.method, headers, body, signal: AbortSignal.timeout(transport.timeoutMs) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: jsonOf(text) };
  } catch (cause) {
    const reason = cause instanceof Error && cause.name === 'TimeoutError' ? `no reply within ${transport.timeoutMs} ms` : `${String(cause instanceof Error ? cause.message : cause)}${causeDetail(cause)}`;
    return networkFailure(`${request.method} ${url}: ${reason}`, cause);
  }
}

/**
 * What lies under a failed fetch, as ` (connect ECONNREFUSED 127.0.0.1:9)`: Node's fetch says only
 * "fetch failed" and keeps the reason (refused, reset, unknown host) in `cause`.
 */
function causeDetail(error: unknown): string {
  const inner = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  if (!(inner instanceof Error)) return '';
  const text = inner.message !== '' ? inner.message : String((inner as { code?: unknown }).code ?? '');
  return text === '' ? '' : ` (${text})`;
}

/** A NetworkFailure outcome. */
export function networkFailure(message: string, cause: unknown): NetworkFailure {
  return { ok: false, kind: 'network', status: 0, message, cause };
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date, from `nowMs`); undefined when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, nowMs: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);
const isErrorDetail = (body: unknown): body is ErrorDetail => isObject(body) && typeof body.code === 'number' && typeof body.message === 'string';
const isTokenError = (body: unknown): body is TokenError => isObject(body) && typeof body.error === 'string';
const isFault = (body: unknown): body is Fault => isObject(body) && isObject(body.fault);

/**
 * The outcome of a reply: 2xx the body as `T` (undefined for no content), and one refusal per
 * status of the spec (400 ErrorDetail or token error, 401 fault or token error, 403, 404, 413,
 * 429, 5xx). `nowMs` reads an HTTP-date Retry-After.
 */
export function outcomeOf<T>(reply: Reply, nowMs: number): Outcome<T> {
  const { status, headers, body, text } = reply;
  if (status >= 200 && status < 300) {
    if (text !== '' && body === undefined) return { ok: false, kind: 'unexpected', status, body, text };
    return { ok: true, status, value: body as T, headers };
  }
  switch (status) {
    case 400:
      if (isErrorDetail(body)) return { ok: false, kind: 'invalid', status, error: body, local: false };
      if (isTokenError(body)) return { ok: false, kind: 'tokenRequestRefused', status, tokenError: body };
      break;
    case 401:
      if (isFault(body)) return { ok: false, kind: 'unauthorized', status, fault: body };
      if (isTokenError(body)) return { ok: false, kind: 'unauthorized', status, tokenError: body };
      return { ok: false, kind: 'unauthorized', status };
    case 403:
      return { ok: false, kind: 'forbidden', status };
    case 404:
      return { ok: false, kind: 'notFound', status };
    case 413:
      return { ok: false, kind: 'tooLarge', status, error: isErrorDetail(body) ? body : undefined };
    case 429:
    case 503:
      return { ok: false, kind: status === 429 ? 'rateLimited' : 'unavailable', status, retryAfter: retryAfterSeconds(headers, nowMs), body };
  }
  if (status >= 500) return { ok: false, kind: 'serverError', status, error: isErrorDetail(body) ? body : undefined };
  return { ok: false, kind: 'unexpected', status, body, text };
}
