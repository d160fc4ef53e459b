/** A hold made by `client.hold`: its stays, its session id, and the two ways to end it. */
import type { ConfirmRequest, DcReservationStay } from '@direct-connect/validation';
import type { Client } from './create-client.js';
import type { Outcome } from './outcome.js';

/** Names one stay: the reservation's confNumber and the stay's gnrNumber. */
export interface StayRef {
  confNumber: string;
  gnrNumber: number;
}

/** Inventory held unconfirmed, until `confirm()` or `release()` (or the service's hold expiry). */
export interface HeldReservation {
  confNumber: string;
  /** The Svc-Crs-SessionId of the hold. */
  sessionId: string;
  /** The held stays: one per room of a held create, the one stay of a held modify. */
  stays: DcReservationStay[];
  /** Commits the hold (204). */
  confirm(request?: ConfirmRequest): Promise<Outcome<undefined>>;
  /** Drops the hold: a held create makes no reservation, a held modify leaves the stay as it was (204). */
  release(): Promise<Outcome<undefined>>;
}

/** The HeldReservation of `confNumber` and `sessionId`, ended through `client`. */
export function heldReservation(client: Client, confNumber: string, sessionId: string, stays: DcReservationStay[]): HeldReservation {
  return {
    confNumber,
    sessionId,
    stays,
    confirm: (request) => client.confirm(confNumber, sessionId, request),
    release: () => client.release(confNumber, sessionId),
  };
}
