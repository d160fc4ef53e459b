/**
 * What the spec asks a partner to do before a modify: read the stay and send its data back. This
 * is that mapping, from a stay as reads return it to the DcReservation of a modify; sent back
 * unchanged, it changes nothing (DESIGN section 5, "modify after read").
 */
import type { ReservationRequest, RoomStay } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';

/** The modify request carrying `stay` unchanged (the card as read: masked, no cvv). */
export function modifyRequestOfStay(stay: ReservationStay): ReservationRequest {
  const roomStay: RoomStay = {
    arrivalDate: stay.arrivalDate,
    departureDate: stay.departureDate,
    numAdults: stay.numAdults,
    numChildren: stay.numChildren,
    roomTypeCode: stay.roomType.roomTypeCode,
    ratePlanCode: stay.ratePlan.ratePlanCode,
    bookingCode: stay.bookingCode,
  };
  if (stay.childAges !== undefined && stay.childAges.length > 0) roomStay.childAges = [...stay.childAges];
  if (stay.numCribs !== undefined) roomStay.numCribs = stay.numCribs;
  if (stay.numRollAways !== undefined) roomStay.numRollAways = stay.numRollAways;
  if (stay.ratePlan.promoCode !== undefined) roomStay.promoCode = stay.ratePlan.promoCode;
  if (stay.ratePlan.groupNumber !== undefined) roomStay.groupNumber = stay.ratePlan.groupNumber;
  const request: ReservationRequest = {
    propCode: stay.propCode,
    roomStays: [roomStay],
    guest: structuredClone(stay.guest),
    guarantee: { guarMethodCode: stay.guarantee.guarMethodCode },
  };
  if (stay.guarantee.paymentCard !== undefined) request.guarantee.paymentCard = structuredClone(stay.guarantee.paymentCard);
  if (stay.externalResId !== undefined) request.externalResId = stay.externalResId;
  if (stay.gdsChainCode !== undefined) request.gdsChainCode = stay.gdsChainCode;
  if (stay.primaryGdsCode !== undefined) request.primaryGdsCode = stay.primaryGdsCode;
  if (stay.secondaryGdsCode !== undefined) request.secondaryGdsCode = stay.secondaryGdsCode;
  if (stay.additionalNames !== undefined) request.additionalNames = structuredClone(stay.additionalNames);
  if (stay.clientAccounts !== undefined) request.clientAccounts = structuredClone(stay.clientAccounts);
  if (stay.travelPartners !== undefined) request.travelPartners = structuredClone(stay.travelPartners);
  if (stay.comments !== undefined) request.comments = [...stay.comments];
  if (stay.requests !== undefined) request.requests = structuredClone(stay.requests);
  return request;
}
