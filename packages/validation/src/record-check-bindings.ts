/**
 * Build-time table (the generator and tests use it; the package's run time does not): which
 * record schema carries which record check of `cross-field-rules.ts`, by the check's exported name.
 */
import { RoomStaySchema } from './schema/reservation-request.js';
import { REQUEST_SOURCE_SCHEMAS } from './schemas.js';

/** Record schema object → name of its record check in `cross-field-rules.ts`. */
export const RECORD_CHECK_NAMES: ReadonlyMap<object, string> = new Map<object, string>([
  [REQUEST_SOURCE_SCHEMAS.ShopRequest, 'shopRequestHolds'],
  [REQUEST_SOURCE_SCHEMAS.PropertyShopRequest, 'stayHolds'],
  [RoomStaySchema, 'stayHolds'],
  [REQUEST_SOURCE_SCHEMAS.DcReservationCreate, 'reservationHolds'],
  [REQUEST_SOURCE_SCHEMAS.DcReservationModify, 'reservationHolds'],
]);
