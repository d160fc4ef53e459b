/**
 * A refused call as the command line prints it: the ErrorDetail's notifications with their field
 * paths, and for the refusals about holds and concurrent changes what to do next.
 */
import type { ErrorDetail } from '@direct-connect/validation';
import type { Failure } from '../outcome.js';

/** What to do next, by notification code (the service's codes for holds and lost races, http README). */
const NEXT_STEP: ReadonlyMap<string | undefined, string> = new Map([
  ['HOLD_OPEN', 'the reservation has an open hold: confirm or release it with the session id its hold printed (modify --session <id> commits it with the change instead)'],
  ['SESSION_UNKNOWN', 'no open hold of this reservation has that session id (confirmed, released, expired, or never made): read the reservation to see where it stands'],
  ['HOLD_SESSION_EXPIRED', 'the hold expired and is released: read the reservation, then hold or change it again'],
  ['CONCURRENT_CHANGE', 'other requests kept changing the reservation and nothing of this one was applied: read it and send the change again'],
]);

/** The notification lines of an ErrorDetail (field paths, message, code), and what to do next. */
function notificationLines(error: ErrorDetail): string[] {
  const lines = (error.notifications ?? []).map((n) => {
    const where = (n.fields ?? []).map((f) => (f === '' ? '(body)' : f)).join(', ');
    return `  ${where || '(request)'}: ${n.message}${n.code ? ` [${n.code}]` : ''}`;
  });
  const steps = [...new Set((error.notifications ?? []).map((n) => NEXT_STEP.get(n.code)).filter((step) => step !== undefined))];
  return [...lines, ...steps.map((step) => `next: ${step}`)];
}

/** What a 429 or 503 body says: the ErrorDetail's message and notifications, or the token endpoint's description. */
function bodyLines(body: unknown): string[] {
  const value = body as Partial<ErrorDetail> & { error_description?: unknown } | undefined;
  if (typeof value?.message === 'string') return [`  ${value.message}`, ...notificationLines(value as ErrorDetail)];
  return typeof value?.error_description === 'string' ? [`  ${value.error_description}`] : [];
}

/** Lines that say why a call failed, for a person. */
export function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'invalid':
      return [`${failure.local ? 'refused before sending' : 'refused by the service (400)'}: ${failure.error.message}`, ...notificationLines(failure.error)].join('\n');
    case 'unauthorized':
      return failure.tokenError
        ? `credentials refused (401 ${failure.tokenError.error}): ${failure.tokenError.error_description}`
        : `access token refused (401${failure.fault ? ` ${failure.fault.fault.code}` : ''}): ${failure.fault?.fault.description ?? failure.fault?.fault.message ?? ''}`.trimEnd();
    case 'tokenRequestRefused':
      return `token request refused (400 ${failure.tokenError.error}): ${failure.tokenError.error_description}`;
    case 'forbidden':
      return 'forbidden (403): this credential may not call this endpoint';
    case 'notFound':
      return 'not found (404)';
    case 'rateLimited':
    case 'unavailable': {
      const head = `${failure.kind === 'rateLimited' ? 'too many requests (429)' : 'service unavailable (503)'}${failure.retryAfter === undefined ? '' : `: retry after ${failure.retryAfter} s`}`;
      return [head, ...bodyLines(failure.body)].join('\n');
    }
    case 'tooLarge':
      return `request too large (413): ${failure.error?.message ?? 'no detail'}`;
    case 'serverError':
      return `server error (${failure.status}): ${failure.error?.message ?? 'no detail (the body was not an ErrorDetail: a proxy in front of the service?)'}`;
    case 'unexpected':
      return `unexpected reply ${failure.status}: ${failure.text.slice(0, 200)}`;
    case 'network':
      return `no reply: ${failure.message}`;
  }
}
