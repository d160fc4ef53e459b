/**
 * The parts of a stay that are the partner's data rather than the product or its price: guest,
 * names, accounts, comments, requests, card, references. A modify that changes no pricing input
 * replaces only these (the booked price is kept).
 */
import type { ReservationRequest, RoomStay } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { storedPaymentCard } from './payment-card-mask.js';

/** Fields of a stay that {@link withRequestData} sets from the request (each absent when the request has none). */
const DATA_FIELDS = ['externalResId', 'gdsChainCode', 'primaryGdsCode', 'secondaryGdsCode', 'additionalNames', 'clientAccounts', 'travelPartners', 'comments', 'requests'] as const;

/**
 * `stay` with its data fields taken from `request` (and `roomStay`'s groupNumber): fields the
 * request does not carry are absent from the result. Returns a new stay; `stay` is not changed.
 */
export function withRequestData(stay: ReservationStay, request: ReservationRequest, roomStay: RoomStay): ReservationStay {
  const next: ReservationStay = { ...stay, guest: structuredClone(request.guest), ratePlan: { ...stay.ratePlan }, guarantee: { ...stay.guarantee } };
  for (const field of DATA_FIELDS) delete next[field];
  delete next.ratePlan.groupNumber;
  delete next.guarantee.paymentCard;
  if (request.externalResId !== undefined) next.externalResId = request.externalResId;
  if (request.gdsChainCode !== undefined) next.gdsChainCode = request.gdsChainCode;
  if (request.primaryGdsCode !== undefined) next.primaryGdsCode = request.primaryGdsCode;
  if (request.secondaryGdsCode !== undefined) next.secondaryGdsCode = request.secondaryGdsCode;
  if (request.additionalNames !== undefined) next.additionalNames = structuredClone(request.additionalNames);
  if (request.clientAccounts !== undefined) next.clientAccounts = structuredClone(request.clientAccounts);
  if (request.travelPartners !== undefined) next.travelPartners = structuredClone(request.travelPartners);
  if (request.comments !== undefined) next.comments = [...request.comments];
  if (request.requests !== undefined) next.requests = structuredClone(request.requests);
  if (roomStay.groupNumber !== undefined) next.ratePlan.groupNumber = roomStay.groupNumber;
  if (request.guarantee.paymentCard) next.guarantee.paymentCard = storedPaymentCard(request.guarantee.paymentCard);
  return next;
}
