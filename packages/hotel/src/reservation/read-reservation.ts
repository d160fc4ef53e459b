/** Reads: only committed reservations are visible (a held create is not; a held modify reads as before). */
import type { PartnerContext } from '../partner.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import type { Refusal, ReservationState } from './reservation-record.js';
import { notFound, visibleTo } from './reservation-access.js';

/** Result of a read. */
export type ReadResult<Value> = { ok: true; value: Value } | { ok: false; refusal: Refusal };

/**
 * Every stay of the reservation (GET /dcres/{confNumber}), or notFound. The stays are the state's
 * own objects, not a copy: the state is the caller's read of the store, and a copy of 9 stays of
 * 90 nights with rate overrides (1.4 MB of JSON) took longer than reading and serializing them.
 */
export function retrieveReservation(state: ReservationState, partner?: PartnerContext): ReadResult<ReservationStay[]> {
  const record = state.reservation?.record;
  if (!record || !visibleTo(record, partner)) return { ok: false, refusal: notFound('reservation') };
  return { ok: true, value: [...record.stays] };
}

/**
 * One stay (GET /dcres/{confNumber}/gnr/{gnrNumber}), or notFound. Only that stay is copied: a
 * stay of a long stay with rate overrides is about 160 KB of JSON, and the reservation has up to 9.
 */
export function readStay(state: ReservationState, gnrNumber: number, partner?: PartnerContext): ReadResult<ReservationStay> {
  const record = state.reservation?.record;
  if (!record || !visibleTo(record, partner)) return { ok: false, refusal: notFound('reservation') };
  const stay = record.stays.find((s) => s.gnrNumber === gnrNumber);
  return stay ? { ok: true, value: structuredClone(stay) } : { ok: false, refusal: notFound('stay') };
}
