/**
 * The already-validated requests hotel works on: the validation package's wire types, inferred
 * from its schemas (the HTTP adapter validates before calling), so that hotel and validation
 * cannot disagree on a request's shape. Counts are numbers: the single-property shop's numeric
 * text arrives as integers in the validator's value.
 */
import type { ClientAccount, DcReservation, ShopRequest } from '@direct-connect/validation';

export type {
  Address, ConfirmRequest, Guarantee, Guest, Name, PaymentCard, PropertyShopRequest, RoomStay, ShopRequest,
} from '@direct-connect/validation';

/** Spec RoomAmenity (shop filter). */
export type RoomAmenity = NonNullable<ShopRequest['roomAmenities']>[number];

/** Spec client account of a reservation. */
export type ReservationClientAccount = ClientAccount;

/** Spec DcReservation (create and modify). */
export type ReservationRequest = DcReservation;
