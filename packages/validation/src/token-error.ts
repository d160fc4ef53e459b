/** Maps a refused token request to the OAuth-style body of the token endpoint. */
import type { ErrorDetail } from './error-detail.js';
import type { TokenError } from './wire-types.js';

/**
 * The `invalid_request` body for a token request that {@link validateTokenRequest} refused:
 * `error_description` names the missing or invalid parameter(s).
 */
export function tokenRequestError(detail: ErrorDetail): TokenError {
  const fields = [...new Set((detail.notifications ?? []).flatMap((n) => n.fields ?? []).filter((f) => f !== ''))];
  const description = fields.length > 0
    ? (detail.notifications ?? []).map((n) => n.message).join('; ')
    : 'the body must be a JSON object with client_id and client_secret';
  return { error: 'invalid_request', error_description: description };
}
