/**
 * Modify one stay (PUT /dcres/{confNumber}/gnr/{gnrNumber}): the request carries the complete
 * reservation data of that stay; the stay is re-priced and inventory moves by the net change per
 * room-night. With the hold header, only what the change needs is held and the stay reads as
 * before until confirm. With the session header of an open hold and no hold header, the held
 * change is committed with this request's data (spec hold table, last row).
 */
import type { Catalog, Property } from '../catalog/catalog.js';
import type { InventoryView } from '../inventory/inventory.js';
import type { PartnerContext } from '../partner.js';
import type { ReservationRequest, RoomStay } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { additionalNamesRefusal } from './additional-names-refusal.js';
import { availabilityRefusal } from './availability-check.js';
import { advancePurchaseRefusal, buildStay, smokingRoomRefusal } from './build-stay.js';
import { completedModifyRequest } from './completed-modify-request.js';
import type { HoldQuota } from './hold-quota.js';
import { holdQuotaRefusal } from './hold-quota.js';
import { confirmationOnConfirm, guestConfirmationOf } from './guest-confirmation.js';
import { inHouseChangeRefusal, stayBegun, stayedNightsRepricedRefusal } from './in-house-stay.js';
import type { HoldRequest } from './hold-transition.js';
import { committedChange, heldChange } from './hold-transition.js';
import { depositRefusal } from './deposit-refusal.js';
import { expiredCardRefusal } from './expired-card-refusal.js';
import { openHoldRefusal, SESSION_FIELD } from './open-hold.js';
import { requestedProduct } from './requested-product.js';
import { noOpenHold, notFound, visibleTo } from './reservation-access.js';
import type { Refusal, ReservationRecord, ReservationState, Transition } from './reservation-record.js';
import { netRoomNights, roomNightsOf } from './room-nights.js';
import { sameJson } from './same-json.js';
import { withRequestData } from './stay-request-data.js';

/** Input of {@link modifyStay}. */
export interface ModifyInput {
  catalog: Catalog;
  /** The stored reservation and its open hold, if any. */
  state: ReservationState;
  gnrNumber: number;
  /** An already-validated DcReservation with exactly one room stay. */
  request: ReservationRequest;
  inventory: InventoryView;
  partner?: PartnerContext;
  now: string;
  /** The Svc-Crs-SessionId header, when sent: acts on the open hold of that session. */
  sessionId?: string;
  /** Present when Svc-Inventory-Hold is true: the new hold (a new session id) and its expiry. */
  hold?: HoldRequest;
  /** The partner's open holds and its limit; a new hold beyond it is refused (holdQuotaExceeded). */
  holdQuota?: HoldQuota;
}

function refused(refusal: Refusal): { ok: false; refusal: Refusal } {
  return { ok: false, refusal };
}

/** Fields of the request that differ from the stay although they cannot change. */
function unmodifiableFields(property: Property, old: ReservationStay, request: ReservationRequest, roomStay: RoomStay): string[] {
  const fields: string[] = [];
  if (request.propCode !== old.propCode) fields.push('propCode');
  if (request.gdsChainCode !== old.gdsChainCode) fields.push('gdsChainCode');
  if (request.primaryGdsCode !== old.primaryGdsCode) fields.push('primaryGdsCode');
  if (old.ratePlan.advancePurchase === true) {
    // A prepaid, non-refundable advance purchase stay keeps its dates, room, plan and guests.
    const { roomTypeCode, ratePlanCode } = requestedProduct(property, roomStay);
    if (roomStay.arrivalDate !== old.arrivalDate) fields.push('roomStays[0].arrivalDate');
    if (roomStay.departureDate !== old.departureDate) fields.push('roomStays[0].departureDate');
    if (roomTypeCode !== old.roomType.roomTypeCode) fields.push('roomStays[0].roomTypeCode');
    if (ratePlanCode !== old.ratePlan.ratePlanCode) fields.push('roomStays[0].ratePlanCode');
    if (roomStay.numAdults !== old.numAdults) fields.push('roomStays[0].numAdults');
    if ((roomStay.numChildren ?? 0) !== old.numChildren) fields.push('roomStays[0].numChildren');
  }
  return fields;
}

/**
 * Whether the (completed) request asks for the stay exactly as booked: same product, dates,
 * guests, extras, guarantee method, promo code and client accounts, and no rate overrides. Such
 * a modify keeps the booked price (README, "Modify after read").
 */
function samePricingInputs(property: Property, old: ReservationStay, request: ReservationRequest, roomStay: RoomStay): boolean {
  const product = requestedProduct(property, roomStay);
  return (
    product.roomTypeCode === old.roomType.roomTypeCode &&
    product.ratePlanCode === old.ratePlan.ratePlanCode &&
    (roomStay.bookingCode === undefined || roomStay.bookingCode === old.bookingCode) &&
    roomStay.arrivalDate === old.arrivalDate &&
    roomStay.departureDate === old.departureDate &&
    roomStay.numAdults === old.numAdults &&
    (roomStay.numChildren ?? 0) === old.numChildren &&
    sameJson(roomStay.childAges ?? [], old.childAges ?? []) &&
    (roomStay.numCribs ?? 0) === (old.numCribs ?? 0) &&
    (roomStay.numRollAways ?? 0) === (old.numRollAways ?? 0) &&
    roomStay.rateOverrides === undefined &&
    roomStay.promoCode === old.ratePlan.promoCode &&
    request.guarantee.guarMethodCode === old.guarantee.guarMethodCode &&
    sameJson(request.clientAccounts ?? [], old.clientAccounts ?? [])
  );
}

/**
 * Modifies a stay. The request is first completed from the stored stay (nothing stored is dropped
 * because the request left it out; see completed-modify-request.ts); a request that changes no
 * pricing input keeps the booked price, and one that changes nothing at all writes nothing.
 * Refusals: notFound (also for another partner's reservation or hold, before any hold check, so
 * its existence is not revealed; with a session, holdMissing for both instead, as confirm answers), stayCancelled, fieldNotModifiable (naming the fields),
 * a change of what a stay that has begun has already used (in-house-stay.ts: its arrival, room,
 * plan, guests, the price of the nights stayed; a departure before today),
 * cardNumberMismatch, tooManyAdditionalNames (the names against every stay of the reservation,
 * see additional-names-refusal.ts), holdOpen / holdMissing / sessionMismatch / holdExpired / holdNotAuthorized /
 * holdQuotaExceeded, and every refusal of create for the new data (eligibility, occupancy,
 * pricing, noAvailability).
 *
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function modifyStay(input: ModifyInput): Transition<ReservationStay> {
  const { catalog, state, gnrNumber, request: sent, inventory, partner, now, sessionId, hold } = input;
  if (hold && partner?.holdAuthorized !== true) return refused({ code: 'holdNotAuthorized', message: 'this channel may not hold inventory' });
  const open = state.hold;
  const target: ReservationRecord | undefined = open ? open.pending : state.reservation?.record;
  // With a session, the request acts on a hold: a reservation that is not there (a held create
  // released or swept, never created) or not the caller's is a session naming no open hold, as
  // on confirm, not a 404 a partner would read as a wrong confNumber.
  if (!target || !visibleTo(target, partner)) return refused(sessionId !== undefined ? noOpenHold(sessionId) : notFound('reservation'));
  if (open) {
    if (sessionId === undefined) return refused({ code: 'holdOpen', message: 'the reservation has an open hold: send its Svc-Crs-SessionId', fields: [SESSION_FIELD] });
    const holdProblem = openHoldRefusal(open, sessionId, now);
    if (holdProblem) return refused(holdProblem);
  } else if (sessionId !== undefined) {
    return refused(noOpenHold(sessionId));
  }
  if (hold && !open) {
    const overQuota = holdQuotaRefusal(input.holdQuota);
    if (overQuota) return refused(overQuota);
  }
  const committed = open?.kind === 'create' ? undefined : state.reservation;
  if (open?.kind === 'modify' && !committed) return refused(notFound('reservation'));
  const index = target.stays.findIndex((s) => s.gnrNumber === gnrNumber);
  const old = target.stays[index];
  if (!old) return refused(notFound('stay'));
  // names the path parameter, as session refusals name their header: the stay it names is the fault
  if (old.resStatus === 'cancelled') {
    return refused({ code: 'stayCancelled', message: `stay ${gnrNumber} is cancelled (cxlNumber ${old.cxlNumber ?? 'none'}): a cancelled stay cannot be modified; book a new reservation`, fields: ['gnrNumber'] });
  }
  if (sent.roomStays.length !== 1) return refused({ code: 'tooManyRooms', message: 'a modify carries exactly one room stay', fields: ['roomStays'] });
  const property = catalog.properties.get(old.propCode);
  const completed = completedModifyRequest(sent, old, property);
  if (!completed.ok) return completed;
  const request = completed.request;
  const roomStay = request.roomStays[0] as RoomStay;
  if (!property) return refused({ code: 'unknownProperty', message: `property ${old.propCode} is no longer in the catalog`, fields: ['propCode'] });
  const expired = expiredCardRefusal(sent.guarantee.paymentCard, property.localDate(now), old.guarantee.paymentCard);
  if (expired) return refused(expired);
  const frozen = unmodifiableFields(property, old, request, roomStay);
  if (frozen.length > 0) return refused({ code: 'fieldNotModifiable', message: `these fields cannot be modified: ${frozen.join(', ')}; cancel and book again`, fields: frozen });
  const tooManyNames = additionalNamesRefusal(target.stays, gnrNumber, roomStay, request.additionalNames);
  if (tooManyNames) return refused(tooManyNames);

  let stay: ReservationStay;
  if (samePricingInputs(property, old, request, roomStay)) {
    const smoking = smokingRoomRefusal(old.roomType.roomTypeCode, old.roomType.smokingRoom === true, roomStay.smokingRoom, 'roomStays[0]');
    if (smoking) return refused(smoking);
    const advance = advancePurchaseRefusal(old.ratePlan.ratePlanCode, old.ratePlan.advancePurchase === true, roomStay.advancePurchase, 'roomStays[0]');
    if (advance) return refused(advance);
    stay = withRequestData({ ...old, lastResModifyDate: now }, request, roomStay);
    const deposit = depositRefusal(request.guarantee.deposit, stay, 'roomStays[0]', old);
    if (deposit) return refused(deposit);
    // Nothing changes at all (a stay read and sent back): nothing is written.
    // A confirmation asked for is still sent (a partner sending the stay back to have it sent again).
    if (!open && !hold && sameJson({ ...stay, lastResModifyDate: old.lastResModifyDate }, old)) {
      const again = guestConfirmationOf(sent, 'modified', target, [gnrNumber]);
      return { ok: true, change: { deltas: [] }, value: structuredClone(old), ...(again ? { confirmation: again } : {}) };
    }
  } else {
    if (property.file.status === 'closed') return refused({ code: 'propertyClosed', message: `property ${old.propCode} is closed for booking`, fields: ['propCode'] });
    // A stay that has begun changes only what lies ahead (in-house-stay.ts).
    const today = property.localDate(now);
    const begun = stayBegun(old, today);
    if (begun) {
      const inHouse = inHouseChangeRefusal(old, roomStay, requestedProduct(property, roomStay), today);
      if (inHouse) return refused(inHouse);
    }
    const built = buildStay(property, request, 0, { confNumber: target.confNumber, gnrNumber, createdAt: old.resCreateDate, now, begun }, partner);
    if (!built.ok) return built;
    const repriced = begun ? stayedNightsRepricedRefusal(old, built.stay, today, roomStay.rateOverrides !== undefined) : undefined;
    if (repriced) return refused(repriced);
    const deposit = depositRefusal(request.guarantee.deposit, built.stay, 'roomStays[0]', old);
    if (deposit) return refused(deposit);
    stay = built.stay;
  }
  const stays = target.stays.map((s, i) => (i === index ? stay : s));
  // A held change keeps the confirmation this request asks for until its confirm; a change made
  // now owes its own (and a commit by update, the one its held create asked for too).
  const { confirmationOnConfirm: heldAsked, ...kept } = target;
  const next: ReservationRecord = { ...kept, stays };
  const event = open?.kind === 'create' ? 'created' : 'modified';
  const touched = event === 'created' ? next.stays.map((s) => s.gnrNumber) : [gnrNumber];
  const later = hold ? (confirmationOnConfirm(sent, event, touched) ?? heldAsked) : undefined;
  if (later) next.confirmationOnConfirm = later;
  const net = netRoomNights(roomNightsOf(committed?.record.stays ?? []), roomNightsOf(stays));
  const released = open?.releaseDeltas ?? [];
  const shortfall = availabilityRefusal(target.propCode, net, inventory, released, ['roomStays[0]']);
  if (shortfall) return refused(shortfall);
  // A hold that replaces an open one keeps its expiry: renewed just before it expires, a hold
  // would otherwise pin its rooms for good (a new session, HOLD_TTL from now, every time).
  const newHold = hold && open && Date.parse(open.expiresAt) < Date.parse(hold.expiresAt) ? { ...hold, expiresAt: open.expiresAt } : hold;
  const change = newHold ? heldChange(next, net, open?.kind ?? 'modify', newHold, released, committed) : committedChange(next, net, committed?.version, released);
  if (open) change.deleteHold = open.sessionId;
  const confirmation = hold ? undefined : (guestConfirmationOf(sent, event, next, touched)
    ?? (heldAsked ? guestConfirmationOf({ sendConfirmation: true, ...(heldAsked.languageCode !== undefined ? { languageCode: heldAsked.languageCode } : {}) }, heldAsked.event, next, heldAsked.gnrNumbers) : undefined));
  return { ok: true, change, value: structuredClone(stay), ...(confirmation ? { confirmation } : {}) };
}
