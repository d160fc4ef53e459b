/**
 * Create: one confNumber, one stay (gnrNumber) per room, 1 to 9 rooms, every room-night taken
 * all or nothing; sold at once, or held (invisible to reads) until confirm.
 */
import type { Catalog } from '../catalog/catalog.js';
import type { InventoryView } from '../inventory/inventory.js';
import type { PartnerContext } from '../partner.js';
import type { ReservationRequest } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { availabilityRefusal } from './availability-check.js';
import { buildStay } from './build-stay.js';
import { depositRefusal } from './deposit-refusal.js';
import { expiredCardRefusal } from './expired-card-refusal.js';
import type { HoldRequest } from './hold-transition.js';
import { committedChange, heldChange, NEW_RECORD } from './hold-transition.js';
import type { HoldQuota } from './hold-quota.js';
import { holdQuotaRefusal } from './hold-quota.js';
import { confirmationOnConfirm, guestConfirmationOf } from './guest-confirmation.js';
import type { ReservationRecord, Transition } from './reservation-record.js';
import { roomNightsOf } from './room-nights.js';

/** Spec limit: rooms per create request. */
export const MAX_ROOMS_PER_CREATE = 9;

/** Input of {@link createReservation}. */
export interface CreateInput {
  catalog: Catalog;
  /** An already-validated DcReservation. */
  request: ReservationRequest;
  inventory: InventoryView;
  partner?: PartnerContext;
  /** The current instant, ISO date-time: resCreateDate, booking windows, deposit due date. */
  now: string;
  /**
   * New confirmation number: the adapter draws it at random (unpredictable, README
   * "Confirmation numbers"); the record is written only if no reservation has it yet (a clash
   * is the store's `conflict`, and the caller draws again).
   */
  confNumber: string;
  /** One new gnrNumber per room stay, in order. */
  gnrNumbers: readonly number[];
  /** Present when the request asks to hold (Svc-Inventory-Hold: true). */
  hold?: HoldRequest;
  /** The partner's open holds and its limit; a hold beyond it is refused (holdQuotaExceeded). */
  holdQuota?: HoldQuota;
}

/**
 * The paths of the room stays that take a room of `roomTypeCode` on the night of `date`: the
 * stays a partner must change when that night is short (`roomStays[2]`, not all nine).
 */
function staysTaking(stays: readonly ReservationStay[], roomTypeCode: string, date: string): string[] {
  const paths: string[] = [];
  stays.forEach((stay, i) => {
    if (stay.roomType.roomTypeCode === roomTypeCode && stay.arrivalDate <= date && date < stay.departureDate) paths.push(`roomStays[${i}]`);
  });
  return paths;
}

/**
 * Creates a reservation. Returns the stays (one per room) and the change: the record write and
 * sold deltas, or, when held, a hold whose pending record becomes the reservation on confirm.
 * The stays returned are the objects of the change's record, not a copy (9 rooms of 90 nights with
 * rate overrides are 1.4 MB of JSON, and copying them was a third of the create's time): treat
 * them as read-only until the change is applied.
 *
 * @throws RangeError when `gnrNumbers` does not hold one number per room stay (a caller bug).
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function createReservation(input: CreateInput): Transition<ReservationStay[]> {
  const { catalog, request, inventory, partner, now, confNumber, gnrNumbers, hold } = input;
  if (hold && partner?.holdAuthorized !== true) return { ok: false, refusal: { code: 'holdNotAuthorized', message: 'this channel may not hold inventory' } };
  const overQuota = hold ? holdQuotaRefusal(input.holdQuota) : undefined;
  if (overQuota) return { ok: false, refusal: overQuota };
  const rooms = request.roomStays.length;
  if (rooms < 1 || rooms > MAX_ROOMS_PER_CREATE) {
    return { ok: false, refusal: { code: 'tooManyRooms', message: `a create books 1 to ${MAX_ROOMS_PER_CREATE} rooms; more needs a group booking`, fields: ['roomStays'] } };
  }
  if (gnrNumbers.length !== rooms) throw new RangeError(`createReservation needs ${rooms} gnrNumbers, got ${gnrNumbers.length}`);
  const property = catalog.properties.get(request.propCode);
  if (!property) return { ok: false, refusal: { code: 'unknownProperty', message: `property ${request.propCode} not found`, fields: ['propCode'] } };
  // The shop's rule (392 for a propCode and gdsChainCode that match no property): a property is
  // booked under its own chain, never recorded under another one.
  if (request.gdsChainCode !== undefined && request.gdsChainCode !== property.file.gdsChainCode) {
    const own = property.file.gdsChainCode === undefined ? 'has no GDS chain code' : `is in chain ${property.file.gdsChainCode}`;
    return { ok: false, refusal: { code: 'unknownProperty', message: `property ${request.propCode} ${own}, not ${request.gdsChainCode}`, fields: ['gdsChainCode'] } };
  }
  if (property.file.status === 'closed') return { ok: false, refusal: { code: 'propertyClosed', message: `property ${request.propCode} is closed for booking`, fields: ['propCode'] } };

  const expired = expiredCardRefusal(request.guarantee.paymentCard, property.localDate(now));
  if (expired) return { ok: false, refusal: expired };

  const stays: ReservationStay[] = [];
  for (let i = 0; i < rooms; i++) {
    const built = buildStay(property, request, i, { confNumber, gnrNumber: gnrNumbers[i] as number, createdAt: now, now }, partner);
    if (!built.ok) return built;
    const deposit = depositRefusal(request.guarantee.deposit, built.stay, `roomStays[${i}]`);
    if (deposit) return { ok: false, refusal: deposit };
    stays.push(built.stay);
  }
  const record: ReservationRecord = { confNumber, propCode: property.file.propCode, createdAt: now, stays };
  if (partner?.partnerId !== undefined) record.partnerId = partner.partnerId;
  if (request.pseudoCityCode !== undefined) record.pseudoCityCode = request.pseudoCityCode;
  const needed = roomNightsOf(stays);
  const shortfall = availabilityRefusal(record.propCode, needed, inventory, [], (roomTypeCode, date) => staysTaking(stays, roomTypeCode, date));
  if (shortfall) return { ok: false, refusal: shortfall };
  const gnrs = stays.map((s) => s.gnrNumber);
  if (hold) {
    const later = confirmationOnConfirm(request, 'created', gnrs);
    return { ok: true, change: heldChange(later ? { ...record, confirmationOnConfirm: later } : record, needed, 'create', hold), value: stays };
  }
  const confirmation = guestConfirmationOf(request, 'created', record, gnrs);
  return { ok: true, change: committedChange(record, needed, NEW_RECORD), value: stays, ...(confirmation ? { confirmation } : {}) };
}
