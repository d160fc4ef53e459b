/** The product a room stay of a request names, by its codes or by its bookingCode. */
import type { Property } from '../catalog/catalog.js';
import type { RoomStay } from '../wire/requests.js';

/** Room type and rate plan a room stay asks for (by codes, or by bookingCode). */
export function requestedProduct(property: Property, roomStay: RoomStay): { roomTypeCode?: string; ratePlanCode?: string } {
  const byBookingCode = roomStay.bookingCode === undefined ? undefined : property.productByBookingCode.get(roomStay.bookingCode);
  const roomTypeCode = roomStay.roomTypeCode ?? byBookingCode?.roomType.roomTypeCode;
  const ratePlanCode = roomStay.ratePlanCode ?? byBookingCode?.ratePlan.ratePlanCode;
  return { ...(roomTypeCode !== undefined ? { roomTypeCode } : {}), ...(ratePlanCode !== undefined ? { ratePlanCode } : {}) };
}
