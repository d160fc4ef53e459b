/**
 * A stay that has begun (its arrival is before the property's local today; the guest is in the
 * house, or has left): what a re-pricing modify may still change. The nights already stayed are
 * history: they keep their room, rate plan, guests and price. What lies ahead may change: the
 * departure (a stay extended, or cut short to no earlier than today), and, as for any stay, the
 * data that does not price it (names, contact data, comments, the card). A room move or a change
 * of rate for the rest of a stay is the front desk's (it splits the folio), not a channel's.
 */
import { dateOfDay, dayNumber } from '../calendar/nights.js';
import type { RoomStay } from '../wire/requests.js';
import type { ReservationStay, WireStayRateDetail } from '../wire/reservation-stay.js';
import type { Refusal } from './reservation-record.js';
import { sameJson } from './same-json.js';

/** Whether `stay` began before the property-local date `today`. */
export function stayBegun(stay: Pick<ReservationStay, 'arrivalDate'>, today: string): boolean {
  return stay.arrivalDate < today;
}

/**
 * The refusal of a re-pricing modify of the begun stay `old` asking for `roomStay` as the room
 * type and rate plan `product`, or undefined when it changes only what lies ahead.
 */
export function inHouseChangeRefusal(old: ReservationStay, roomStay: RoomStay, product: { roomTypeCode?: string; ratePlanCode?: string }, today: string): Refusal | undefined {
  const path = 'roomStays[0]';
  if (old.departureDate < today) {
    return { code: 'fieldNotModifiable', message: `stay ${old.gnrNumber} ended on ${old.departureDate}: a stay that is over cannot be priced again`, fields: [`${path}.departureDate`] };
  }
  const fields: string[] = [];
  if (roomStay.arrivalDate !== old.arrivalDate) fields.push(`${path}.arrivalDate`);
  if (product.roomTypeCode !== old.roomType.roomTypeCode) fields.push(`${path}.roomTypeCode`);
  if (product.ratePlanCode !== old.ratePlan.ratePlanCode) fields.push(`${path}.ratePlanCode`);
  if (roomStay.numAdults !== old.numAdults) fields.push(`${path}.numAdults`);
  if ((roomStay.numChildren ?? 0) !== old.numChildren || !sameJson(roomStay.childAges ?? [], old.childAges ?? [])) fields.push(`${path}.numChildren`);
  if ((roomStay.numCribs ?? 0) !== (old.numCribs ?? 0)) fields.push(`${path}.numCribs`);
  if ((roomStay.numRollAways ?? 0) !== (old.numRollAways ?? 0)) fields.push(`${path}.numRollAways`);
  if (fields.length > 0) {
    return {
      code: 'fieldNotModifiable',
      message: `stay ${old.gnrNumber} began on ${old.arrivalDate} (the guest is in house): only its departure date and guest details can change; the property moves a room or changes a rate at the front desk`,
      fields,
    };
  }
  if (roomStay.departureDate < today) {
    return { code: 'bookingWindow', message: `departure ${roomStay.departureDate} is before the property's local today (${today}): a stay can be cut short to today at the earliest`, fields: [`${path}.departureDate`] };
  }
  return undefined;
}

/** The rate detail in force on `date` (the last one dated on or before it), without its date. */
function detailInForce(details: readonly WireStayRateDetail[], date: string): Omit<WireStayRateDetail, 'effectiveDate'> | undefined {
  let found: WireStayRateDetail | undefined;
  for (const detail of details) if (detail.effectiveDate <= date) found = detail;
  if (!found) return undefined;
  const { effectiveDate: _, ...rest } = found;
  return rest;
}

/**
 * The refusal of a begun stay priced again (`priced`) whose nights before `today` would no longer
 * be priced as `old` booked them (a stay booked with rate overrides extended without them, a
 * catalog changed since), or undefined.
 */
export function stayedNightsRepricedRefusal(old: ReservationStay, priced: ReservationStay, today: string, overridesSent: boolean): Refusal | undefined {
  const oldDetails = old.cost.rateDetails ?? [];
  const newDetails = priced.cost.rateDetails ?? [];
  for (let day = dayNumber(old.arrivalDate), end = Math.min(dayNumber(today), dayNumber(old.departureDate)); day < end; day++) {
    const date = dateOfDay(day);
    if (!sameJson(detailInForce(oldDetails, date), detailInForce(newDetails, date))) {
      return {
        code: 'fieldNotModifiable',
        message: `the night of ${date} was stayed at its booked rate and cannot be priced again${overridesSent ? ': send rateOverrides that keep the booked rates of the nights stayed' : ': send the rateOverrides the stay was booked with'}`,
        fields: ['roomStays[0].rateOverrides'],
      };
    }
  }
  return undefined;
}
