/**
 * `@direct-connect/validation`: schemas of every payload of the direct-connect API, validators
 * that return the spec's ErrorDetail, the wire types and the OpenAPI 3.1 document, all from one
 * definition. The validators are plain modules generated at build time: nothing is compiled from
 * strings when the package is imported or run.
 */
export {
  validateShopRequest, validatePropertyShopRequest, validateReservation, validateCancelRequest,
  validateConfirmRequest, validateTokenRequest, validateResponse, type ReservationOptions, type ShopOptions, type Channel,
} from './validators.js';
export { errorDetail, notification, type ErrorDetail, type Notification, type Validated } from './error-detail.js';
export { NOTIFICATION_CODES, ERROR_DETAIL_CODES, type NotificationCode } from './notification-codes.js';
export { tokenRequestError } from './token-error.js';
export { REQUEST_SCHEMAS, RESPONSE_SCHEMAS, type JsonSchema } from './generated/json-schemas.generated.js';
export type { RequestKind, ResponseKind } from './schemas.js';
export { NUMBER_FORMATS, STRING_FORMATS } from './formats.js';
export { openApiDocument } from './openapi.js';
export { LIMITS } from './schema/limits.js';
export * from './schema/enums.js';
export type * from './wire-types.js';
