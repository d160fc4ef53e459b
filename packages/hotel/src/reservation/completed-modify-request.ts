/**
 * Nothing stored is dropped because a modify left it out (DESIGN section 5): the request is
 * completed from the stored stay before it is applied. Removing data takes an explicit value, the
 * empty value of the field's type (README, "Modify after read"):
 *
 * | stored data | left out | removed by |
 * |---|---|---|
 * | comments, additionalNames, clientAccounts, travelPartners | kept | `[]` |
 * | requests | kept | `{}` |
 * | guarantee.paymentCard | kept (see kept-payment-card.ts) | `{}` |
 * | roomStays[0].numCribs, numRollAways | kept | `0` |
 * | roomStays[0].groupNumber | kept | `""` |
 * | numChildren (with childAges), when neither is sent | kept | `numChildren: 0` |
 * | childAges, when numChildren is sent unchanged | kept | |
 * | room type and rate plan (no roomTypeCode, ratePlanCode nor bookingCode sent) | kept | |
 * | promoCode, when the rate plan is kept | kept | |
 * | guest.emails, guest.phones, when the guest's first and last name are the stored ones | kept | `[]` |
 * | guest.honorsNumber, when the guest's first and last name are the stored ones | kept | cannot be removed, only replaced |
 * | externalResId, secondaryGdsCode | kept | cannot be removed, only replaced |
 * | gdsChainCode, primaryGdsCode | kept | cannot be modified (the booking channel) |
 *
 * What a read carries back asks for nothing once it describes the booked product, not the one
 * asked for: smokingRoom equal to the booked room type's, advancePurchase equal to the booked
 * plan's, and the booked plan's promoCode sent
 * with a plan that does not take it, are dropped (a client sends both from the stay it read,
 * whatever room type or plan it now asks for; only another value is a preference).
 *
 * A guest with another first or last name is another person: the guest sent replaces the stored
 * one whole, so that one guest's contact data and loyalty number never pass to another.
 *
 * A property whose value is undefined counts as left out (see sent-fields.ts).
 */
import type { Property } from '../catalog/catalog.js';
import type { Guest, ReservationRequest, RoomStay } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { keptPaymentCard } from './kept-payment-card.js';
import type { Refusal } from './reservation-record.js';
import { requestedProduct } from './requested-product.js';
import { sendsNothing } from './sent-fields.js';

/** Array fields removed by `[]`. */
const LIST_FIELDS = ['comments', 'additionalNames', 'clientAccounts', 'travelPartners'] as const;

function completedRoomStay(sent: RoomStay, old: ReservationStay, property: Property | undefined): RoomStay {
  const room: RoomStay = { ...sent };
  if (room.roomTypeCode === undefined && room.ratePlanCode === undefined && room.bookingCode === undefined) {
    room.roomTypeCode = old.roomType.roomTypeCode;
    room.ratePlanCode = old.ratePlan.ratePlanCode;
  }
  const samePlan = (room.ratePlanCode ?? room.bookingCode?.slice(3)) === old.ratePlan.ratePlanCode || room.bookingCode === old.bookingCode;
  if (room.promoCode === undefined && old.ratePlan.promoCode !== undefined && samePlan) room.promoCode = old.ratePlan.promoCode;
  const askedPlan = property?.ratePlans.get(requestedProduct(property, room).ratePlanCode ?? '');
  if (room.promoCode !== undefined && room.promoCode === old.ratePlan.promoCode && askedPlan?.promoCode !== room.promoCode) delete room.promoCode;
  if (room.smokingRoom === (old.roomType.smokingRoom === true)) delete room.smokingRoom;
  if (room.advancePurchase === (old.ratePlan.advancePurchase === true)) delete room.advancePurchase;
  if (room.numChildren === undefined && room.childAges !== undefined) {
    room.numChildren = room.childAges.length;
  } else if (room.numChildren === undefined) {
    room.numChildren = old.numChildren;
    if (room.childAges === undefined && old.childAges !== undefined) room.childAges = [...old.childAges];
  } else if (room.childAges === undefined && room.numChildren === old.numChildren && old.childAges !== undefined) {
    room.childAges = [...old.childAges];
  }
  if (room.numCribs === undefined && old.numCribs !== undefined) room.numCribs = old.numCribs;
  if (room.numRollAways === undefined && old.numRollAways !== undefined) room.numRollAways = old.numRollAways;
  if (room.numCribs === 0 && old.numCribs === undefined) delete room.numCribs;
  if (room.numRollAways === 0 && old.numRollAways === undefined) delete room.numRollAways;
  if (room.groupNumber === undefined && old.ratePlan.groupNumber !== undefined) room.groupNumber = old.ratePlan.groupNumber;
  if (room.groupNumber === '') delete room.groupNumber;
  return room;
}

/** The guest sent, with the emails, phones and loyalty number it leaves out kept when it is the stored guest. */
function completedGuest(sent: Guest, old: Guest): Guest {
  if (sent.name.firstName !== old.name.firstName || sent.name.lastName !== old.name.lastName) return sent;
  const guest: Guest = { ...sent };
  if (guest.emails === undefined && old.emails !== undefined) guest.emails = structuredClone(old.emails);
  if (guest.phones === undefined && old.phones !== undefined) guest.phones = structuredClone(old.phones);
  if (guest.honorsNumber === undefined && old.honorsNumber !== undefined) guest.honorsNumber = old.honorsNumber;
  return guest;
}

/**
 * The modify `request` completed from the stored stay `old`: what the request leaves out is
 * taken from the stay, explicit empty values remove. Refuses a masked card number that is not
 * the stored card's (`cardNumberMismatch`, naming `guarantee.paymentCard.cardNumber`). `property`
 * is the stay's property, whose rate plans say which promo codes the plan asked for takes.
 */
export function completedModifyRequest(request: ReservationRequest, old: ReservationStay, property: Property | undefined): { ok: true; request: ReservationRequest } | { ok: false; refusal: Refusal } {
  const card = keptPaymentCard(request.guarantee.paymentCard, old.guarantee.paymentCard);
  if (!card.ok) return card;
  const completed: ReservationRequest = {
    ...request,
    roomStays: request.roomStays.map((room) => completedRoomStay(room, old, property)),
    guest: completedGuest(request.guest, old.guest),
    guarantee: { ...request.guarantee },
  };
  if (card.card === undefined) delete completed.guarantee.paymentCard;
  else completed.guarantee.paymentCard = card.card;
  for (const field of LIST_FIELDS) {
    const sent = completed[field];
    if (sent === undefined && old[field] !== undefined) (completed as unknown as Record<string, unknown>)[field] = structuredClone(old[field]);
    else if (sent !== undefined && sent.length === 0) delete completed[field];
  }
  if (completed.requests === undefined && old.requests !== undefined) completed.requests = structuredClone(old.requests);
  else if (completed.requests !== undefined && sendsNothing(completed.requests)) delete completed.requests;
  if (completed.externalResId === undefined && old.externalResId !== undefined) completed.externalResId = old.externalResId;
  if (completed.secondaryGdsCode === undefined && old.secondaryGdsCode !== undefined) completed.secondaryGdsCode = old.secondaryGdsCode;
  if (completed.gdsChainCode === undefined && old.gdsChainCode !== undefined) completed.gdsChainCode = old.gdsChainCode;
  if (completed.primaryGdsCode === undefined && old.primaryGdsCode !== undefined) completed.primaryGdsCode = old.primaryGdsCode;
  return { ok: true, request: completed };
}
