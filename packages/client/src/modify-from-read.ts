/**
 * A complete modify request from a read stay, as the spec asks ("before a modify, a read of the
 * stay should be made so the modify request carries complete reservation data"): everything the
 * stay stores is carried back, the masked card included, and only the given changes differ.
 */
import type { DcReservation, DcReservationStay, Guarantee, RoomStay } from '@direct-connect/validation';

/** What a modify changes: any top-level field of the request, and fields of its one room stay. */
export type StayChanges = Partial<Omit<DcReservation, 'roomStays'>> & {
  /** Fields of the room stay that change (the others are carried from the read). */
  roomStay?: Partial<RoomStay>;
};

/** `value` under `key` when defined, else nothing (so an absent field stays absent, not `undefined`). */
function present<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * The room stay the read stay describes: dates, guests, extras, room type, rate plan and its codes.
 * What describes the booked product is carried only while `changes` keep it: the bookingCode while
 * neither the room type nor the rate plan changes, smokingRoom while the room type stays,
 * promoCode and advancePurchase while the rate plan stays, and the two codes while no other
 * bookingCode is asked for (each would otherwise ask the new product for the old one's terms).
 */
function roomStayOf(stay: DcReservationStay, changes: Partial<RoomStay>): RoomStay {
  const changed = (key: 'roomTypeCode' | 'ratePlanCode' | 'bookingCode', was: string | undefined) => changes[key] !== undefined && changes[key] !== was;
  const otherBookingCode = changed('bookingCode', stay.bookingCode);
  const otherRoomType = otherBookingCode || changed('roomTypeCode', stay.roomType?.roomTypeCode);
  const otherRatePlan = otherBookingCode || changed('ratePlanCode', stay.ratePlan?.ratePlanCode);
  const sameProduct = !otherRoomType && !otherRatePlan;
  return {
    arrivalDate: stay.arrivalDate!,
    departureDate: stay.departureDate!,
    numAdults: stay.numAdults!,
    ...present('numChildren', stay.numChildren),
    ...present('childAges', stay.childAges),
    ...present('numCribs', stay.numCribs),
    ...present('numRollAways', stay.numRollAways),
    ...present('roomTypeCode', otherBookingCode ? undefined : stay.roomType?.roomTypeCode),
    ...present('ratePlanCode', otherBookingCode ? undefined : stay.ratePlan?.ratePlanCode),
    ...present('bookingCode', sameProduct ? stay.bookingCode : undefined),
    ...present('promoCode', otherRatePlan ? undefined : stay.ratePlan?.promoCode),
    ...present('groupNumber', stay.ratePlan?.groupNumber),
    ...present('advancePurchase', otherRatePlan ? undefined : stay.ratePlan?.advancePurchase),
    ...present('smokingRoom', otherRoomType ? undefined : stay.roomType?.smokingRoom),
  };
}

/** The request guarantee of a stay's guarantee: method, deposit and the (masked) card as stored. */
function guaranteeOf(stay: DcReservationStay): Guarantee {
  const { guarMethodCode, deposit, paymentCard } = stay.guarantee!;
  return {
    guarMethodCode,
    ...present('deposit', deposit && { amount: deposit.amount, dueDate: deposit.dueDate }),
    ...present('paymentCard', paymentCard),
  };
}

/**
 * The modify request (`PUT /dcres/{confNumber}/gnr/{gnrNumber}`) that keeps everything `stay`
 * stores and applies `changes`: top-level fields replace the stay's, `changes.roomStay` fields
 * replace those of the one room stay. Does not change `stay`.
 * @throws TypeError when `stay` is not a read stay (no propCode, dates, numAdults, guest or
 * guarantee).
 */
export function modifyFromRead(stay: DcReservationStay, changes: StayChanges = {}): DcReservation {
  const missing = (['propCode', 'arrivalDate', 'departureDate', 'numAdults', 'guest', 'guarantee'] as const).filter((k) => stay[k] === undefined);
  if (missing.length > 0) throw new TypeError(`modifyFromRead: the stay has no ${missing.join(', ')}: pass a stay as read from the service`);
  const { roomStay, ...topLevel } = changes;
  const request: DcReservation = structuredClone({
    propCode: stay.propCode!,
    roomStays: [roomStayOf(stay, roomStay ?? {})],
    guest: stay.guest!,
    guarantee: guaranteeOf(stay),
    ...present('comments', stay.comments),
    ...present('externalResId', stay.externalResId),
    ...present('clientAccounts', stay.clientAccounts),
    ...present('additionalNames', stay.additionalNames),
    ...present('travelPartners', stay.travelPartners),
    ...present('requests', stay.requests),
    ...present('gdsChainCode', stay.gdsChainCode),
    ...present('primaryGdsCode', stay.primaryGdsCode),
    ...present('secondaryGdsCode', stay.secondaryGdsCode),
  } as DcReservation);
  return { ...request, ...structuredClone(topLevel), roomStays: [{ ...request.roomStays[0]!, ...structuredClone(roomStay) }] };
}
