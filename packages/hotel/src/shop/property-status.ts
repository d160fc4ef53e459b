/**
 * Per-property statuses of a shop (spec PropDcShop statusCode / statusMessage). The spec leaves
 * the values open; these follow the OpenTravel error codes (OTA ERR list) partners already know,
 * with 0 for a property that returned rates. Documented in the package README.
 */
export const PROPERTY_STATUS = {
  /** Rates returned. */
  available: { statusCode: 0, statusMessage: 'Available' },
  /** The property code (and gdsChainCode, when sent) matches no property of the catalog. OTA 392. */
  unknownProperty: { statusCode: 392, statusMessage: 'Invalid hotel code' },
  /** The property is closed for booking. OTA 375. */
  closed: { statusCode: 375, statusMessage: 'Hotel not active' },
  /** No room type and rate plan passes every filter with a room free on every night. OTA 322. */
  noAvailability: { statusCode: 322, statusMessage: 'No availability' },
} as const;

/** One of {@link PROPERTY_STATUS}. */
export type PropertyStatus = (typeof PROPERTY_STATUS)[keyof typeof PROPERTY_STATUS];
