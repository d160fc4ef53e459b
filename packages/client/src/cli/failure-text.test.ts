/** The command line's text of a refusal: what the service said reaches the person, for every kind. */
import { describe, expect, test } from 'vitest';
import { failureText } from './failure-text.js';

describe('failureText', () => {
  test('a 429 prints the ErrorDetail the service sent with it (a shop too large is split, not retried)', () => {
    const body = { code: 429, message: 'this shop is over the cost bound: split it', notifications: [{ code: 'SHOP_TOO_LARGE', fields: ['props'], message: 'split the properties over several shops' }] };
    expect(failureText({ ok: false, kind: 'rateLimited', status: 429, retryAfter: 60, body })).toBe(
      'too many requests (429): retry after 60 s\n  this shop is over the cost bound: split it\n  props: split the properties over several shops [SHOP_TOO_LARGE]',
    );
  });

  test('a 429 of the token endpoint prints its error_description; a 503 without a body just the wait', () => {
    const body = { error: 'too_many_requests', error_description: 'Too many token requests; retry after 21 seconds.' };
    expect(failureText({ ok: false, kind: 'rateLimited', status: 429, retryAfter: 21, body })).toBe('too many requests (429): retry after 21 s\n  Too many token requests; retry after 21 seconds.');
    expect(failureText({ ok: false, kind: 'unavailable', status: 503, retryAfter: undefined, body: undefined })).toBe('service unavailable (503)');
  });

  test('a 5xx and a 413 say what they are, with or without an ErrorDetail', () => {
    expect(failureText({ ok: false, kind: 'serverError', status: 502, error: undefined })).toBe('server error (502): no detail (the body was not an ErrorDetail: a proxy in front of the service?)');
    expect(failureText({ ok: false, kind: 'serverError', status: 500, error: { code: 500, context: 'request', message: 'internal error, request id 42' } })).toBe('server error (500): internal error, request id 42');
    expect(failureText({ ok: false, kind: 'tooLarge', status: 413, error: { code: 413, context: 'request', message: 'body over 1 MiB' } })).toBe('request too large (413): body over 1 MiB');
  });
});
