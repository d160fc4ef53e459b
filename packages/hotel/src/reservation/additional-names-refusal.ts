/**
 * additionalNames belong to the whole reservation: at most its total guests minus 1 (the spec's
 * rule on DcReservation.additionalNames). A create carries every room stay and validation counts
 * them; a modify carries one stay, so the count is made here, against every stay of the
 * reservation as it will be after the change.
 */
import type { RoomStay } from '../wire/requests.js';
import { childrenOf } from '../wire/room-children.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import type { Refusal } from './reservation-record.js';

/**
 * The refusal (`tooManyAdditionalNames`, naming `additionalNames`) of a modify whose names
 * outnumber the reservation's guests minus 1, or (naming the stay's occupancy) of one that lowers
 * the guests below what another stay's stored names need, else undefined. `names` are the names the stay will
 * hold (those sent, else the stored ones: the completed request's); the guests are `room`'s (the
 * modified stay's new occupancy) plus the stored guests of every other stay of `stays`, cancelled
 * ones included (their names were counted with them and a cancel keeps them, so a stay read and
 * sent back after another room's cancel is still accepted).
 */
export function additionalNamesRefusal(
  stays: readonly ReservationStay[], gnrNumber: number, room: RoomStay, names: readonly unknown[] | undefined,
): Refusal | undefined {
  const newGuests = room.numAdults + (childrenOf(room) ?? 0);
  let guests = newGuests;
  for (const stay of stays) if (stay.gnrNumber !== gnrNumber) guests += stay.numAdults + stay.numChildren;
  const most = `${guests} guest${guests === 1 ? '' : 's'}: at most ${guests - 1} additional names`;
  if (names !== undefined && names.length > guests - 1) {
    return { code: 'tooManyAdditionalNames', message: `additionalNames has ${names.length} names but the reservation's rooms hold ${most}`, fields: ['additionalNames'] };
  }
  // Fewer guests must not leave another stay holding more names than the reservation allows:
  // that stay, read and sent back as it is, would then be refused.
  const old = stays.find((stay) => stay.gnrNumber === gnrNumber);
  if (old && newGuests < old.numAdults + old.numChildren) {
    const over = stays.find((stay) => stay.gnrNumber !== gnrNumber && (stay.additionalNames?.length ?? 0) > guests - 1);
    if (over) {
      return {
        code: 'tooManyAdditionalNames',
        message: `stay ${over.gnrNumber} holds ${over.additionalNames?.length} additionalNames but the reservation's rooms would hold ${most}: remove names from that stay first`,
        fields: ['roomStays[0].numAdults', 'roomStays[0].numChildren'],
      };
    }
  }
  return undefined;
}
