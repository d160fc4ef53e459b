/**
 * Confirm, release and expire an open hold (spec hold table; DESIGN section 5: expiry is a release).
 */
import type { PartnerContext } from '../partner.js';
import type { ConfirmRequest } from '../wire/requests.js';
import { guestConfirmationOf } from './guest-confirmation.js';
import { NEW_RECORD } from './hold-transition.js';
import { holdExpiredAt, openHoldRefusal } from './open-hold.js';
import { noOpenHold, visibleTo } from './reservation-access.js';
import type { HoldRecord, Refusal, ReservationChange, ReservationState, Transition } from './reservation-record.js';

/** Input of {@link confirmHold} and {@link releaseHold}. */
export interface HoldActionInput {
  /** The stored reservation (for a held modify) and the open hold of the confNumber. */
  state: ReservationState;
  /** The Svc-Crs-SessionId header. */
  sessionId: string;
  now: string;
  partner?: PartnerContext;
  /**
   * Confirm only: the optional confirm body. Its externalResId is set on every stay, and so is its
   * primaryGdsCode; a primaryGdsCode other than the one the stays were booked with is refused
   * (`fieldNotModifiable`, the booking channel), leaving the hold open.
   */
  request?: ConfirmRequest;
}

function checkedHold(input: HoldActionInput, allowExpired: boolean): { ok: true; hold: HoldRecord } | { ok: false; refusal: Refusal } {
  const hold = input.state.hold;
  // Another partner's hold answers exactly as no hold at all: its existence is not revealed.
  if (!hold || !visibleTo(hold.pending, input.partner)) return { ok: false, refusal: noOpenHold(input.sessionId) };
  const problem = openHoldRefusal(hold, input.sessionId, input.now);
  if (problem && !(allowExpired && problem.code === 'holdExpired')) return { ok: false, refusal: problem };
  return { ok: true, hold };
}

/**
 * Commits a held create or modify: the pending record is written, with the confirm body's
 * `externalResId` and `primaryGdsCode` (for a modify, only if the
 * stored version is unchanged), held rooms become sold, rooms the change frees are returned.
 */
export function confirmHold(input: HoldActionInput): Transition<undefined> {
  const checked = checkedHold(input, false);
  if (!checked.ok) return checked;
  const { hold } = checked;
  const { externalResId, primaryGdsCode } = input.request ?? {};
  if (primaryGdsCode !== undefined && hold.pending.stays.some((s) => s.primaryGdsCode !== undefined && s.primaryGdsCode !== primaryGdsCode)) {
    return { ok: false, refusal: { code: 'fieldNotModifiable', message: 'primaryGdsCode is the booking channel and cannot be modified: send the one of the reservation, or none', fields: ['primaryGdsCode'] } };
  }
  const sent = { ...(externalResId !== undefined ? { externalResId } : {}), ...(primaryGdsCode !== undefined ? { primaryGdsCode } : {}) };
  // The confirmation the held request asked for is owed now, and is no part of the stored reservation.
  const { confirmationOnConfirm: asked, ...pending } = hold.pending;
  const record = Object.keys(sent).length === 0 ? pending : { ...pending, stays: pending.stays.map((s) => ({ ...s, ...sent })) };
  const confirmation = asked ? guestConfirmationOf({ sendConfirmation: true, ...(asked.languageCode !== undefined ? { languageCode: asked.languageCode } : {}) }, asked.event, record, asked.gnrNumbers) : undefined;
  const expectedVersion = hold.kind === 'modify' ? input.state.reservation?.version : NEW_RECORD;
  const change: ReservationChange = {
    deltas: hold.confirmDeltas,
    reservation: { confNumber: hold.confNumber, record, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
    deleteHold: hold.sessionId,
  };
  return { ok: true, change, value: undefined, ...(confirmation ? { confirmation } : {}) };
}

/** Drops a held create or modify: held rooms are returned, the reservation stays as it was (or never exists). */
export function releaseHold(input: HoldActionInput): Transition<undefined> {
  const checked = checkedHold(input, true);
  if (!checked.ok) return checked;
  return { ok: true, change: { deltas: checked.hold.releaseDeltas, deleteHold: checked.hold.sessionId }, value: undefined };
}

/** The change that expires `hold` at `now` (exactly a release), or undefined while it has not expired. */
export function expireHold(input: { hold: HoldRecord; now: string }): ReservationChange | undefined {
  if (!holdExpiredAt(input.hold, input.now)) return undefined;
  return { deltas: input.hold.releaseDeltas, deleteHold: input.hold.sessionId };
}
