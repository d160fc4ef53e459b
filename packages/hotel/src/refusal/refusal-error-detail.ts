/**
 * The failure convention of every package, and the mapping of refusals to the spec's ErrorDetail.
 *
 * Convention: an operation that can fail on its input answers `{ ok: true, value }` or
 * `{ ok: false, ... }` and never throws for it; what the `false` side carries is named for what
 * refused: validation's `error` (an ErrorDetail listing every problem), pricing's `reason` with
 * `message` (and `date` or `field`), hotel's `refusal` (`code`, `message`, `fields`). Throws are
 * kept for caller bugs and malformed configuration (catalog data, options), each documented with
 * `@throws`. The two functions here turn a pricing or hotel refusal into what the API sends.
 */
import type { PriceResult } from '@direct-connect/pricing';
import { errorDetail, notification, type ErrorDetail, type NotificationCode } from '@direct-connect/validation';
import type { Refusal, RefusalCode } from '../reservation/reservation-record.js';

/** Notification codes only hotel refusals carry (each one of validation's `NotificationCode`s). */
export type HotelNotificationCode = Extract<NotificationCode,
  | 'PROPERTY_CLOSED'
  | 'GUARANTEE_NOT_ACCEPTED'
  | 'RATE_OVERRIDE_NOT_ALLOWED'
  | 'TOO_MANY_ROOMS'
  | 'HOLD_OPEN'
  | 'HOLD_QUOTA_EXCEEDED'
  | 'CARD_NUMBER_MISMATCH'>;

/** Every notification code a refusal can carry: validation's, which lists the hotel's too. */
export type RefusalNotificationCode = NotificationCode;

/** Refusals answered without a body: 404 (missing or another partner's) and 403 (hold not authorized). */
export type BodilessRefusalCode = 'notFound' | 'holdNotAuthorized';

/** The notification code of each refusal answered 400 with an ErrorDetail. */
export const REFUSAL_NOTIFICATION_CODE: Readonly<Record<Exclude<RefusalCode, BodilessRefusalCode>, RefusalNotificationCode>> = {
  unknownProperty: 'UNKNOWN_PROPERTY',
  propertyClosed: 'PROPERTY_CLOSED',
  unknownRoomType: 'UNKNOWN_ROOM_TYPE',
  unknownRatePlan: 'UNKNOWN_RATE_PLAN',
  unknownBookingCode: 'UNKNOWN_ROOM_TYPE',
  ratePlanNotEligible: 'RATE_NOT_AVAILABLE',
  bookingWindow: 'RATE_NOT_AVAILABLE',
  occupancyExceeded: 'OCCUPANCY_EXCEEDED',
  notPriced: 'RATE_NOT_AVAILABLE',
  noAvailability: 'NO_AVAILABILITY',
  guaranteeMethodNotAccepted: 'GUARANTEE_NOT_ACCEPTED',
  rateOverrideNotAllowed: 'RATE_OVERRIDE_NOT_ALLOWED',
  tooManyRooms: 'TOO_MANY_ROOMS',
  tooManyAdditionalNames: 'TOO_MANY_ADDITIONAL_NAMES',
  fieldNotModifiable: 'FIELD_NOT_MODIFIABLE',
  stayCancelled: 'RESERVATION_CANCELLED',
  holdOpen: 'HOLD_OPEN',
  holdMissing: 'SESSION_UNKNOWN',
  sessionMismatch: 'SESSION_UNKNOWN',
  holdExpired: 'HOLD_SESSION_EXPIRED',
  holdQuotaExceeded: 'HOLD_QUOTA_EXCEEDED',
  cardNumberMismatch: 'CARD_NUMBER_MISMATCH',
};

/** A refusal of pricing's `priceStay`: the `ok: false` side of its result. */
export type PricingRefusal = Extract<PriceResult, { ok: false }>;

/** The notification code of each reason pricing's `priceStay` refuses a stay for. */
export const PRICING_NOTIFICATION_CODE: Readonly<Record<PricingRefusal['reason'], NotificationCode>> = {
  noRateForNight: 'RATE_NOT_AVAILABLE',
  occupancyExceeded: 'OCCUPANCY_EXCEEDED',
  lengthOfStayExceeded: 'STAY_TOO_LONG',
  departureNotAfterArrival: 'DEPARTURE_NOT_AFTER_ARRIVAL',
  extraBedNotOffered: 'RATE_NOT_AVAILABLE',
  invalidStay: 'NOT_ALLOWED_VALUE',
};

/** What the API answers for a refusal: 400 with an ErrorDetail, or 403 / 404 without a body. */
export type RefusalReply = { status: 400; errorDetail: ErrorDetail } | { status: 403 | 404; errorDetail?: undefined };

/**
 * What the API answers for a hotel refusal: `notFound` is a 404 and `holdNotAuthorized` a 403,
 * both without a body; every other refusal is a 400 ErrorDetail with one notification
 * ({@link REFUSAL_NOTIFICATION_CODE}), the refusal's message and fields.
 */
export function refusalReply(refusal: Refusal): RefusalReply {
  if (refusal.code === 'notFound') return { status: 404 };
  if (refusal.code === 'holdNotAuthorized') return { status: 403 };
  return { status: 400, errorDetail: errorDetail([notification(REFUSAL_NOTIFICATION_CODE[refusal.code], refusal.fields ?? [], refusal.message)]) };
}

/**
 * The ErrorDetail (400) of a stay pricing's `priceStay` refused: one notification
 * ({@link PRICING_NOTIFICATION_CODE}) with pricing's message. Its field is pricing's `field`
 * under `stayPath` (the request path of the stay, such as `roomStays[0]`), else `stayPath`.
 */
export function errorDetailOfPricingRefusal(refusal: PricingRefusal, stayPath = ''): ErrorDetail {
  const field = refusal.field === undefined ? stayPath : stayPath === '' ? refusal.field : `${stayPath}.${refusal.field}`;
  return errorDetail([notification(PRICING_NOTIFICATION_CODE[refusal.reason], field === '' ? [] : [field], refusal.message)]);
}
