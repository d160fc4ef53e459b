/** A refused call as the command line prints it: the ErrorDetail's notifications with their field paths. */
import type { Failure } from '../outcome.js';

/** Lines that say why a call failed, for a person. */
export function failureText(failure: Failure): string {
  switch (failure.kind) {
    case 'invalid': {
      const head = `${failure.local ? 'refused before sending' : 'refused by the service (400)'}: ${failure.error.message}`;
      const lines = (failure.error.notifications ?? []).map((n) => {
        const where = (n.fields ?? []).map((f) => (f === '' ? '(body)' : f)).join(', ');
        return `  ${where || '(request)'}: ${n.message}${n.code ? ` [${n.code}]` : ''}`;
      });
      return [head, ...lines].join('\n');
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
