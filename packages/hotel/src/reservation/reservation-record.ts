/**
 * What the store keeps for a reservation and for a hold: plain JSON, no Dates, no bigint.
 * Shapes map one-to-one onto the HTTP package's storage contract (`Change`, `StoredHold`).
 */
import type { InventoryDelta } from '../inventory/inventory.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import type { GuestConfirmation } from './guest-confirmation.js';

/** A reservation: one confNumber, one stay per room (each the stay exactly as reads return it). */
export interface ReservationRecord {
  confNumber: string;
  propCode: string;
  /** The partner that created it; other partners get notFound. */
  partnerId?: string;
  /** ISO date-time of creation. */
  createdAt: string;
  /**
   * The create's `pseudoCityCode` (the GDS office or agency that booked), kept for audit; reads
   * do not return it (the spec's stay has no such field) and a modify does not change it.
   */
  pseudoCityCode?: string;
  /**
   * On a hold's pending record only: the confirmation its request asked for, sent when the hold
   * is confirmed (guest-confirmation.ts); never on a stored reservation.
   */
  confirmationOnConfirm?: { event: 'created' | 'modified'; gnrNumbers: number[]; languageCode?: string };
  stays: ReservationStay[];
}

/** An open hold on a new (`create`) or changed (`modify`) reservation. */
export interface HoldRecord {
  sessionId: string;
  confNumber: string;
  kind: 'create' | 'modify';
  /** The reservation as it becomes on confirm. */
  pending: ReservationRecord;
  /** Applied on confirm: held rooms become sold, rooms the change frees are returned. */
  confirmDeltas: InventoryDelta[];
  /** Applied on release or expiry: held rooms are returned. */
  releaseDeltas: InventoryDelta[];
  /** ISO date-time (UTC) after which the hold expires exactly like a release. */
  expiresAt: string;
}

/** What a transition reads: the stored reservation (with its version) and its open hold, if any. */
export interface ReservationState {
  reservation?: { record: ReservationRecord; version: number };
  hold?: HoldRecord;
}

/** One atomic change for the store: every part applied, or none. */
export interface ReservationChange {
  /** Signed held / sold changes, one per (propCode, roomTypeCode, date), in that order. */
  deltas: InventoryDelta[];
  /** Write this record; with expectedVersion, only if the stored version still matches. */
  reservation?: { confNumber: string; record: ReservationRecord; expectedVersion?: number };
  /** Open this hold (its sessionId is new). */
  putHold?: HoldRecord;
  /** Delete the hold of this session id (before putHold, when both are set). */
  deleteHold?: string;
}

/** Why a transition was refused. Nothing changes. `fields` are request paths like `roomStays[0].ratePlanCode`. */
export interface Refusal {
  code: RefusalCode;
  message: string;
  fields?: string[];
}

/** Every refusal a transition can give (see the README for the suggested HTTP status of each). */
export type RefusalCode =
  | 'notFound'
  | 'unknownProperty'
  | 'propertyClosed'
  | 'unknownRoomType'
  | 'unknownRatePlan'
  | 'unknownBookingCode'
  | 'ratePlanNotEligible'
  | 'bookingWindow'
  | 'occupancyExceeded'
  | 'notPriced'
  | 'noAvailability'
  | 'guaranteeMethodNotAccepted'
  | 'rateOverrideNotAllowed'
  | 'tooManyRooms'
  | 'tooManyAdditionalNames'
  | 'fieldNotModifiable'
  | 'stayCancelled'
  | 'holdNotAuthorized'
  | 'holdOpen'
  | 'holdMissing'
  | 'sessionMismatch'
  | 'holdExpired'
  | 'holdQuotaExceeded'
  | 'cardNumberMismatch';

/**
 * Result of a transition: the change to apply and the response (and the guest confirmation the
 * adapter sends once the change is stored, when one is owed), or a refusal.
 */
export type Transition<Value> = { ok: true; change: ReservationChange; value: Value; confirmation?: GuestConfirmation } | { ok: false; refusal: Refusal };
