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
 * outnumber the reservation's guests minus 1, else undefined. `names` are the names the stay will
 * hold (those sent, else the stored ones: the completed request's); the guests are `room`'s (the
 * modified stay's new occupancy) plus the stored guests of every other stay of `stays`, cancelled
 * ones included (their names were counted with them and a cancel keeps them, so a stay read and
 * sent back after another room's cancel is still accepted).
 */
export function additionalNamesRefusal(
  stays: readonly ReservationStay[], gnrNumber: number, room: RoomStay, names: readonly unknown[] | undefined,
): Refusal | undefined {
  if (names === undefined || names.length === 0) return undefined;
  let guests = room.numAdults + (childrenOf(room) ?? 0);
  for (const stay of stays) if (stay.gnrNumber !== gnrNumber) guests += stay.numAdults + stay.numChildren;
  if (names.length <= guests - 1) return undefined;
  return {
    code: 'tooManyAdditionalNames',
    message: `additionalNames has ${names.length} names but the reservation's rooms hold ${guests} guest${guests === 1 ? '' : 's'}: at most ${guests - 1} additional names`,
    fields: ['additionalNames'],
  };
}
