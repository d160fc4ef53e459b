/** outcomeOf: every status the spec and the service answer, as its typed outcome; retryAfterSeconds. */
import { describe, expect, test } from 'vitest';
import { outcomeOf, retryAfterSeconds, type Reply } from './exchange.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const ERROR_DETAIL = { code: 400, context: 'reservation.create', message: '1 problem', notifications: [{ code: 'INVALID_DATE', fields: ['roomStays[0].arrivalDate'], message: 'no date' }] };

/** A reply of `status` with `body` (JSON text unless a string) and `headers`. */
function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Reply {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status, headers: new Headers(headers), text, body: parsed };
}

describe('outcomeOf', () => {
  test('2xx: the body as the value; 204 (confirm, release): undefined; a 200 that is not JSON: unexpected', () => {
    expect(outcomeOf(reply(200, [{ confNumber: '1' }]), NOW)).toMatchObject({ ok: true, status: 200, value: [{ confNumber: '1' }] });
    expect(outcomeOf(reply(204), NOW)).toMatchObject({ ok: true, status: 204, value: undefined });
    expect(outcomeOf(reply(200, '<html>'), NOW)).toMatchObject({ ok: false, kind: 'unexpected', status: 200, text: '<html>' });
  });

  test('400: an ErrorDetail is invalid (from the service), a token error tokenRequestRefused, anything else unexpected', () => {
    expect(outcomeOf(reply(400, ERROR_DETAIL), NOW)).toEqual({ ok: false, kind: 'invalid', status: 400, error: ERROR_DETAIL, local: false });
    const tokenError = { error: 'invalid_request', error_description: 'client_secret is required' };
    expect(outcomeOf(reply(400, tokenError), NOW)).toEqual({ ok: false, kind: 'tokenRequestRefused', status: 400, tokenError });
    expect(outcomeOf(reply(400, 'bad'), NOW)).toMatchObject({ ok: false, kind: 'unexpected', status: 400, text: 'bad' });
  });

  test('401: the fault of a refused token, the invalid_client of the token endpoint, or nothing', () => {
    const fault = { fault: { code: 900901, message: 'Invalid Credentials', description: 'expired' } };
    expect(outcomeOf(reply(401, fault), NOW)).toEqual({ ok: false, kind: 'unauthorized', status: 401, fault });
    const tokenError = { error: 'invalid_client', error_description: 'wrong secret' };
    expect(outcomeOf(reply(401, tokenError), NOW)).toEqual({ ok: false, kind: 'unauthorized', status: 401, tokenError });
    expect(outcomeOf(reply(401), NOW)).toEqual({ ok: false, kind: 'unauthorized', status: 401 });
  });

  test('403 and 404: no body (spec "no content")', () => {
    expect(outcomeOf(reply(403), NOW)).toEqual({ ok: false, kind: 'forbidden', status: 403 });
    expect(outcomeOf(reply(404), NOW)).toEqual({ ok: false, kind: 'notFound', status: 404 });
  });

  test('413 and 5xx: the ErrorDetail when one came', () => {
    const tooLarge = { ...ERROR_DETAIL, code: 413 };
    expect(outcomeOf(reply(413, tooLarge), NOW)).toEqual({ ok: false, kind: 'tooLarge', status: 413, error: tooLarge });
    expect(outcomeOf(reply(500, { ...ERROR_DETAIL, code: 500 }), NOW)).toMatchObject({ ok: false, kind: 'serverError', status: 500, error: { code: 500 } });
    expect(outcomeOf(reply(502, 'Bad Gateway'), NOW)).toEqual({ ok: false, kind: 'serverError', status: 502, error: undefined });
  });

  test('429 and 503: Retry-After in seconds, from a number or an HTTP date', () => {
    expect(outcomeOf(reply(429, ERROR_DETAIL, { 'retry-after': '60' }), NOW)).toEqual({ ok: false, kind: 'rateLimited', status: 429, retryAfter: 60, body: ERROR_DETAIL });
    expect(outcomeOf(reply(503, undefined, { 'retry-after': 'Sun, 01 Mar 2026 12:00:30 GMT' }), NOW)).toEqual({ ok: false, kind: 'unavailable', status: 503, retryAfter: 30, body: undefined });
  });

  test('any other status: unexpected, kept as it came', () => {
    expect(outcomeOf(reply(409, { conflict: true }), NOW)).toEqual({ ok: false, kind: 'unexpected', status: 409, body: { conflict: true }, text: '{"conflict":true}' });
  });
});

test('retryAfterSeconds: absent, empty, unreadable, past dates', () => {
  expect(retryAfterSeconds(new Headers(), NOW)).toBeUndefined();
  expect(retryAfterSeconds(new Headers({ 'retry-after': ' ' }), NOW)).toBeUndefined();
  expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), NOW)).toBeUndefined();
  expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Mar 2026 11:00:00 GMT' }), NOW)).toBe(0);
  expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Mar 2026 12:00:00 GMT' }), NOW + 500)).toBe(0);
});
