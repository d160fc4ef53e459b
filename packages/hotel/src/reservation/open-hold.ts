/** Checks on acting on an open hold: the right session, and not expired. */
import type { HoldRecord, Refusal } from './reservation-record.js';

/**
 * The field a session refusal names: the Svc-Crs-SessionId header, the part of the request at
 * fault when a session names no open hold, another one, an expired one, or is missing.
 */
export const SESSION_FIELD = 'Svc-Crs-SessionId';

/** Whether the hold has expired at `now` (both ISO date-times): expiry is at expiresAt itself. */
export function holdExpiredAt(hold: HoldRecord, now: string): boolean {
  return Date.parse(now) >= Date.parse(hold.expiresAt);
}

/** Why `sessionId` may not act on `hold` at `now`, or undefined when it may. */
export function openHoldRefusal(hold: HoldRecord, sessionId: string, now: string): Refusal | undefined {
  if (hold.sessionId !== sessionId) return { code: 'sessionMismatch', message: `session ${sessionId} does not hold reservation ${hold.confNumber}`, fields: [SESSION_FIELD] };
  if (holdExpiredAt(hold, now)) return { code: 'holdExpired', message: `the hold of session ${sessionId} expired at ${hold.expiresAt}`, fields: [SESSION_FIELD] };
  return undefined;
}
