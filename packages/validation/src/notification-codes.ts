/**
 * Every notification code this API emits, with its OpenTravel (OTA ERR) code where one fits.
 *
 * OTA numbers come from public OpenTravel ERR code lists as republished by integrators
 * (15 Invalid date, 61 Invalid currency code, 138 Child numbers/occupancy
 * mismatch, 181 Invalid country code, 241 Expiration date is invalid, 249 Invalid rate code,
 * 320 Invalid value, 321 Required field missing, 322 No availability, 363 Invalid number of nights,
 * 400 Invalid property code, 402 Invalid room type code, 404 Invalid start date-end date combination,
 * 95 Booking already cancelled, 448 System error). They were checked against those third-party
 * copies, not against the OpenTravel publication itself.
 */
export const NOTIFICATION_CODES = {
  // Field rules (schema keywords)
  REQUIRED: { ota: 321, meaning: 'a required field is missing' },
  WRONG_TYPE: { ota: 320, meaning: 'the value has the wrong JSON type' },
  TOO_SHORT: { ota: 320, meaning: 'a string is shorter than its minimum length' },
  TOO_LONG: { ota: 320, meaning: 'a string is longer than its maximum length' },
  PATTERN_MISMATCH: { ota: 320, meaning: 'a string does not match its pattern' },
  NOT_ALLOWED_VALUE: { ota: 320, meaning: 'a value is not one of the enumeration' },
  BELOW_MINIMUM: { ota: 320, meaning: 'a number is below its minimum' },
  ABOVE_MAXIMUM: { ota: 320, meaning: 'a number is above its maximum' },
  TOO_MANY_DECIMALS: { ota: 320, meaning: 'a number has more decimal places than its amount allows' },
  TOO_FEW_ITEMS: { ota: 320, meaning: 'an array has fewer items than allowed' },
  TOO_MANY_ITEMS: { ota: 320, meaning: 'an array has more items than allowed' },
  DUPLICATE_ITEM: { ota: 320, meaning: 'an array that must hold unique items repeats one' },
  UNKNOWN_KEY: { ota: 320, meaning: 'a map key does not match the key pattern' },
  MALFORMED_UNICODE: { ota: 320, meaning: 'a string holds a lone UTF-16 surrogate (not well-formed Unicode)' },
  INVALID_DATE: { ota: 15, meaning: 'not a real calendar date YYYY-MM-DD' },
  INVALID_DATE_TIME: { ota: 15, meaning: 'not a real RFC 3339 date-time (or local YYYY-MM-DDThh:mm)' },
  INVALID_UUID: { ota: 320, meaning: 'not a UUID' },
  UNKNOWN_CURRENCY: { ota: 61, meaning: 'not an ISO 4217 currency code' },
  UNKNOWN_COUNTRY: { ota: 181, meaning: 'not an ISO 3166-1 alpha-2 country code' },
  INVALID_CARD_EXPIRY: { ota: 241, meaning: 'card expiry is not MMYY with a month 01-12' },
  // Cross-field rules (DESIGN section 4)
  DEPARTURE_NOT_AFTER_ARRIVAL: { ota: 404, meaning: 'departureDate is not after arrivalDate' },
  STAY_TOO_LONG: { ota: 363, meaning: 'length of stay is over 90 nights' },
  CHILD_AGES_MISMATCH: { ota: 138, meaning: 'childAges does not have numChildren items' },
  NO_GUESTS: { ota: 320, meaning: 'a room has no adult and no child' },
  RATE_QUALIFIER_RANGE: { ota: 320, meaning: 'minRateQualifier is above maxRateQualifier' },
  DUPLICATE_CLIENT_TYPE: { ota: 320, meaning: 'two client accounts of the same clientType' },
  TOO_MANY_ADDITIONAL_NAMES: { ota: 320, meaning: 'more additionalNames than total guests minus 1' },
  BOOKING_CODE_MISMATCH: { ota: 320, meaning: 'bookingCode is not the first 3 characters of roomTypeCode and of ratePlanCode' },
  GDS_CODE_REQUIRED: { ota: 321, meaning: 'a GDS request lacks gdsChainCode or primaryGdsCode' },
  // Request level, built by the HTTP adapter (same names as its ADAPTER_CODES)
  BODY_NOT_JSON: { ota: 320, meaning: 'the body is not JSON, or not the JSON value the endpoint takes' },
  BODY_TOO_LARGE: { ota: undefined, meaning: 'the body is over 64 KiB (sent with 413)' },
  HEADER_INVALID: { ota: 320, meaning: 'a header (Svc-Crs-SessionId, Svc-Inventory-Hold) has an unusable value' },
  SESSION_REQUIRED: { ota: 321, meaning: 'Svc-Crs-SessionId is required (confirm, release)' },
  SESSION_UNKNOWN: { ota: undefined, meaning: 'Svc-Crs-SessionId names no held change of this reservation' },
  // Domain refusals (built by the HTTP adapter / hotel package)
  NO_AVAILABILITY: { ota: 322, meaning: 'no inventory for a room and night of the request' },
  UNKNOWN_PROPERTY: { ota: 400, meaning: 'propCode names no property' },
  UNKNOWN_ROOM_TYPE: { ota: 402, meaning: 'roomTypeCode names no room type of the property' },
  UNKNOWN_RATE_PLAN: { ota: 249, meaning: 'ratePlanCode names no rate plan of the property' },
  RATE_NOT_AVAILABLE: { ota: 322, meaning: 'the room type is not sold under that rate plan for the stay' },
  OCCUPANCY_EXCEEDED: { ota: 320, meaning: 'more guests than the room type holds' },
  UNKNOWN_PROMO_CODE: { ota: 320, meaning: 'promoCode matches no rate plan' },
  UNKNOWN_CLIENT_ID: { ota: 320, meaning: 'clientId is not known for the property' },
  FIELD_NOT_MODIFIABLE: { ota: undefined, meaning: 'a modify changes a field that cannot be modified' },
  RESERVATION_CANCELLED: { ota: 95, meaning: 'the stay is cancelled and cannot change' },
  HOLD_SESSION_EXPIRED: { ota: undefined, meaning: 'the hold expired; its inventory was released' },
  PROPERTY_CLOSED: { ota: undefined, meaning: 'the property is closed for booking' },
  GUARANTEE_NOT_ACCEPTED: { ota: undefined, meaning: 'the rate plan does not accept that guarMethodCode' },
  RATE_OVERRIDE_NOT_ALLOWED: { ota: undefined, meaning: 'rateOverrides from a partner whose credential may not override rates' },
  TOO_MANY_ROOMS: { ota: undefined, meaning: 'a create with more than 9 room stays, or a modify with other than 1' },
  CARD_NUMBER_MISMATCH: { ota: undefined, meaning: 'a modify sent a masked card number that is not the stored card\'s' },
  HOLD_OPEN: { ota: undefined, meaning: 'an update without the open hold\'s Svc-Crs-SessionId, or a cancel while a hold is open' },
  HOLD_QUOTA_EXCEEDED: { ota: undefined, meaning: 'the partner already has as many open holds as it may, or its holds would take more rooms of the property on a night than it may' },
  CONCURRENT_CHANGE: { ota: undefined, meaning: 'the reservation kept changing under this request; read it and try again' },
  // Bounds and faults (built by the HTTP adapter)
  SHOP_TOO_LARGE: { ota: undefined, meaning: 'the shop is over the bound on properties x nights x rates (sent with 429 and Retry-After); split it' },
  TOO_MANY_SHOPS: { ota: undefined, meaning: 'the partner has as many shops in flight as it may (sent with 429 and Retry-After)' },
  TOO_MANY_WRITES: { ota: undefined, meaning: 'the partner has as many room-nights of writes in flight as it may (sent with 429 and Retry-After)' },
  INTERNAL_ERROR: { ota: 448, meaning: 'unexpected fault (sent with 500); no internals disclosed' },
  STORE_UNAVAILABLE: { ota: 448, meaning: 'the store is unavailable or full (sent with 503 and Retry-After)' },
} as const satisfies Record<string, { ota: number | undefined; meaning: string }>;

/** A stable notification code. */
export type NotificationCode = keyof typeof NOTIFICATION_CODES;

/**
 * Values of ErrorDetail.code: the HTTP status the ErrorDetail travels with.
 * 400 for every invalid input and every domain refusal, 413 for an oversized body, 429 when a
 * bound on a partner's work is reached, 500 for unexpected faults, 503 when the store is unavailable.
 */
export const ERROR_DETAIL_CODES = { invalidRequest: 400, bodyTooLarge: 413, tooManyRequests: 429, internalError: 500, serviceUnavailable: 503 } as const;
