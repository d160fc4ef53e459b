/** Who may see a reservation: the partner that created it (others get notFound, existence not revealed). */
import type { PartnerContext } from '../partner.js';
import { SESSION_FIELD } from './open-hold.js';
import type { Refusal, ReservationRecord } from './reservation-record.js';

/** Whether `partner` may see `record`: records without a partner, callers without an id, or the same partner. */
export function visibleTo(record: ReservationRecord, partner: PartnerContext | undefined): boolean {
  return record.partnerId === undefined || partner?.partnerId === undefined || record.partnerId === partner.partnerId;
}

/** The notFound refusal of reads, modifies, cancels and hold actions. */
export function notFound(what: string): Refusal {
  return { code: 'notFound', message: `${what} not found` };
}

/**
 * The refusal of a request naming a session that is no open hold of the caller's: never made,
 * confirmed, released, expired and swept, or another partner's (answered alike, so a foreign
 * hold's existence is not revealed).
 */
export function noOpenHold(sessionId: string): Refusal {
  return { code: 'holdMissing', message: `no open hold for session ${sessionId}`, fields: [SESSION_FIELD] };
}
