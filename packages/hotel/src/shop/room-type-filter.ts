/** Room type filters of the shop: occupancy and roomAmenities (all of them must hold). */
import type { CatalogRoomType } from '../catalog/catalog-file.js';
import type { RoomAmenity } from '../wire/requests.js';

/** Whether a room type has a shop RoomAmenity (spec filter values mapped to catalog fields). */
export function hasAmenity(roomType: CatalogRoomType, amenity: RoomAmenity): boolean {
  switch (amenity) {
    case 'accessibleRoom':
      return roomType.adaAccessibleRoom === true;
    case 'smoking':
      return roomType.smokingRoom === true;
    case 'nonSmoking':
      return roomType.smokingRoom !== true;
    case 'cribs':
      return roomType.cribsAllowed === true;
    case 'rollawayBed':
      return roomType.extraBedPermitted === true;
  }
}

/** Whether the room type takes the guests (adults + children per room) and has every amenity asked. */
export function roomTypeFits(roomType: CatalogRoomType, guests: number, amenities: readonly RoomAmenity[] = []): boolean {
  return guests <= roomType.roomOccupancy && amenities.every((a) => hasAmenity(roomType, a));
}
