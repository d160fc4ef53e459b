/**
 * A refused call as the command line prints it: the ErrorDetail's notifications with their field
 * paths, and for the refusals about holds and concurrent changes what to do next.
 */
import type { Failure } from '../outcome.js';

/** What to do next, by notification code (the service's codes for holds and lost races, http README). */
const NEXT_STEP: ReadonlyMap<string | undefined, string> = new Map([
  ['HOLD_OPEN', 'the reservation has an open hold: confirm or release it with the session id its hold printed (modify --session <id> commits it with the change instead)'],
  ['SESSION_UNKNOWN', 'no open hold of this reservation has that session id (confirmed, released, expired, or never made): read the reservation to see where it stands'],
  ['HOLD_SESSION_EXPIRED', 'the hold expired and is released: read the reservation, then hold or change it again'],
  ['CONCURRENT_CHANGE', 'other requests kept changing the reservation and nothing of this one was applied: read it and send the change again'],
]);

/** Lines that say why a call failed, for a person. */
export function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'invalid': {
      const head = `${failure.local ? 'refused before sending' : 'refused by the service (400)'}: ${failure.error.message}`;
      const lines = (failure.error.notifications ?? []).map((n) => {
        const where = (n.fields ?? []).map((f) => (f === '' ? '(body)' : f)).join(', ');
        return `  ${where || '(request)'}: ${n.message}${n.code ? ` [${n.code}]` : ''}`;
      });
      const steps = [...new Set((failure.error.notifications ?? []).map((n) => NEXT_STEP.get(n.code)).filter((step) => step !== undefined))];
      return [head, ...lines, ...steps.map((step) => `next: ${step}`)].join('\n');
    }
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
    case 'unavailable':
      return `${failure.kind === 'rateLimited' ? 'too many requests (429)' : 'service unavailable (503)'}${failure.retryAfter === undefined ? '' : `: retry after ${failure.retryAfter} s`}`;
    case 'tooLarge':
    case 'serverError':
      return `${failure.status}: ${failure.error?.message ?? 'no detail'}`;
    case 'unexpected':
      return `unexpected reply ${failure.status}: ${failure.text.slice(0, 200)}`;
    case 'network':
      return `no reply: ${failure.message}`;
  }
}
