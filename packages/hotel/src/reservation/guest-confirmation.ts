/**
 * The guest confirmation a request asks for (`sendConfirmation: true`, with its `languageCode`):
 * hotel decides that one is owed and what it is about; the adapter sends it through its
 * {@link GuestConfirmations} port once the change is stored. Hotel sends nothing itself (no I/O).
 *
 * A create or a modify made at once owes it with its reply; a held one when the hold is
 * confirmed (or committed by an update), since until then nothing is booked; a release owes none.
 * A cancel owes it when its own request asks. The notice names the reservation, its stays and
 * the language, never the guest: the port reads the reservation from its store if it needs the
 * guest's address.
 */
import type { ReservationRecord } from './reservation-record.js';

/** What happened to the reservation the guest is told about. */
export type GuestConfirmationEvent = 'created' | 'modified' | 'cancelled';

/** A confirmation to send to the guest of `confNumber`. */
export interface GuestConfirmation {
  event: GuestConfirmationEvent;
  confNumber: string;
  propCode: string;
  /** The stays the event touched (every stay of a create; the one of a modify or cancel). */
  gnrNumbers: number[];
  /** The request's `languageCode` (two letters, as the spec writes them), when sent. */
  languageCode?: string;
}

/** The port an embedding system implements to send confirmations (mail, the property's system). */
export interface GuestConfirmations {
  /** Called once the change is stored; a failure here does not undo the change. */
  send(confirmation: GuestConfirmation): void | Promise<void>;
}

/** What a request says about a confirmation: its `sendConfirmation` and `languageCode`. */
export interface ConfirmationAsked {
  sendConfirmation?: boolean;
  languageCode?: string;
}

/** The confirmation a request asks for about `record`'s stays `gnrNumbers`, or undefined when it asks for none. */
export function guestConfirmationOf(asked: ConfirmationAsked, event: GuestConfirmationEvent, record: Pick<ReservationRecord, 'confNumber' | 'propCode'>, gnrNumbers: number[]): GuestConfirmation | undefined {
  if (asked.sendConfirmation !== true) return undefined;
  return { event, confNumber: record.confNumber, propCode: record.propCode, gnrNumbers, ...(asked.languageCode !== undefined ? { languageCode: asked.languageCode } : {}) };
}

/** What a hold's pending record keeps of the confirmation its request asked for, to be sent on confirm. */
export function confirmationOnConfirm(asked: ConfirmationAsked, event: 'created' | 'modified', gnrNumbers: number[]): ReservationRecord['confirmationOnConfirm'] {
  if (asked.sendConfirmation !== true) return undefined;
  return { event, gnrNumbers, ...(asked.languageCode !== undefined ? { languageCode: asked.languageCode } : {}) };
}
