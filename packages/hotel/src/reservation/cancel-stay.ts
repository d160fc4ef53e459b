/**
 * Cancel one stay: status cancelled, a cxlNumber, its room-nights returned. Cancelling again
 * gives the same cxlNumber and changes nothing.
 */
import type { PartnerContext } from '../partner.js';
import { guestConfirmationOf, type ConfirmationAsked } from './guest-confirmation.js';
import { notFound, visibleTo } from './reservation-access.js';
import type { ReservationRecord, ReservationState, Transition } from './reservation-record.js';
import { deltasOf, roomNightsOf } from './room-nights.js';

/** Input of {@link cancelStay}. */
export interface CancelInput {
  state: ReservationState;
  gnrNumber: number;
  partner?: PartnerContext;
  now: string;
  /** A new cancellation number (from the store's sequence); unused when the stay is already cancelled. */
  cxlNumber: string;
  /** The cancel request's `sendConfirmation` and `languageCode`: a cancel made now owes the guest a confirmation when asked. */
  request?: ConfirmationAsked;
}

/**
 * Whether a cancel of this stay by `partner` would use a new cancellation number: only a visible
 * stay not yet cancelled does. The adapter draws a number only then, so a refused cancel of
 * another partner's stay consumes nothing and reveals nothing (DESIGN section 5).
 */
export function cancellationNumberNeeded(state: ReservationState, gnrNumber: number, partner?: PartnerContext): boolean {
  const record = state.reservation?.record;
  if (!record || !visibleTo(record, partner)) return false;
  const stay = record.stays.find((s) => s.gnrNumber === gnrNumber);
  return stay !== undefined && stay.resStatus !== 'cancelled' && !state.hold;
}

/**
 * Cancels a stay. Refusals: notFound (no reservation, not the partner's, no such stay) and
 * holdOpen (confirm or release the open hold first).
 */
export function cancelStay(input: CancelInput): Transition<{ cxlNumber: string }> {
  const { state, gnrNumber, partner, now, cxlNumber } = input;
  const stored = state.reservation;
  if (!stored || !visibleTo(stored.record, partner)) return { ok: false, refusal: notFound('reservation') };
  const index = stored.record.stays.findIndex((s) => s.gnrNumber === gnrNumber);
  const stay = stored.record.stays[index];
  if (!stay) return { ok: false, refusal: notFound('stay') };
  if (stay.resStatus === 'cancelled') return { ok: true, change: { deltas: [] }, value: { cxlNumber: stay.cxlNumber ?? '' } };
  if (state.hold) return { ok: false, refusal: { code: 'holdOpen', message: 'the reservation has an open hold: confirm or release it first' } };
  const cancelled = { ...stay, resStatus: 'cancelled' as const, cxlNumber, lastResModifyDate: now };
  const record: ReservationRecord = { ...stored.record, stays: stored.record.stays.map((s, i) => (i === index ? cancelled : s)) };
  const deltas = deltasOf(record.propCode, roomNightsOf([stay]), (rooms) => ({ held: 0, sold: -rooms }));
  const confirmation = guestConfirmationOf(input.request ?? {}, 'cancelled', record, [gnrNumber]);
  return { ok: true, change: { deltas, reservation: { confNumber: record.confNumber, record, expectedVersion: stored.version } }, value: { cxlNumber }, ...(confirmation ? { confirmation } : {}) };
}
