/**
 * The request `direct-connect modify` sends: the stay as read, carried back whole by the client's
 * `modifyFromRead` (so nothing stored is dropped), with only the options given applied.
 *
 * - `--arrive` alone moves the stay and keeps its number of nights; `--nights` or `--depart` (not
 *   both) sets the departure, counted from the new or the stored arrival.
 * - `--children` without `--ages` prices each child at the default age (spec, child-based
 *   pricing rule 2) unless the count is the stored one; `--ages` alone counts the children.
 * - `--offer` (a shop's bookingCode) names the new room type and rate plan; the old plan's
 *   promoCode and advancePurchase flag are not sent with it, `--promo` (only with `--offer`) is
 *   the new plan's promo code.
 * - `--first` / `--last` that give another name are another guest: the stored guest's emails,
 *   phones, loyalty number and address lines are not carried to that person (the service's rule
 *   for a guest it completes itself); the new guest has the name, `--email`, and an address of
 *   `--country` (else the stored country) and `--city`. The same name keeps the guest and changes
 *   only what is given: `--email` the first email address, `--country` / `--city` the first address.
 * - `--comment` replaces the stay's comments with that one.
 * - `--card` with `--card-code`, `--expire`, `--cvv`, `--holder` replaces the card on file;
 *   without `--card` the stored card is kept. `--guarantee` changes the guarantee method.
 */
import type { Address, DcReservation, DcReservationStay, Guest, PaymentCard, RoomStay } from '@direct-connect/validation';
import { modifyFromRead, type StayChanges } from '../modify-from-read.js';
import { addDays, agesOf, daysBetween, wholeNumber } from './option-values.js';
import { UsageError } from './usage-error.js';

/** The options of `modify` that change the stay (`--hold` and `--session` only say how it is sent). */
export const CHANGE_OPTIONS = [
  'arrive', 'depart', 'nights', 'adults', 'children', 'ages', 'offer', 'promo',
  'first', 'last', 'email', 'country', 'city', 'comment',
  'guarantee', 'card', 'card-code', 'expire', 'cvv', 'holder',
] as const;

/** One change option of `modify`. */
export type ChangeOption = (typeof CHANGE_OPTIONS)[number];

/** The values of the change options, as parsed (undefined when not given). */
export type ChangeValues = Partial<Record<ChangeOption, string | undefined>>;

/** The card options that describe a new card, and only with `--card`. */
const CARD_DETAILS = ['card-code', 'expire', 'cvv', 'holder'] as const;

/**
 * Checks the change options before anything is sent: at least one is given, `--nights` and
 * `--depart` are not both given, counts are whole numbers, card details come with `--card`.
 * Throws a {@link UsageError} saying what is wrong.
 */
export function checkChanges(values: ChangeValues): void {
  if (!CHANGE_OPTIONS.some((name) => values[name] !== undefined)) {
    throw new UsageError('modify needs at least one change (--arrive, --nights or --depart, --adults, --children, --ages, --offer, --first, --last, --email, --country, --city, --comment, --guarantee, --card): nothing would change');
  }
  if (values.nights !== undefined && values.depart !== undefined) throw new UsageError('--nights and --depart both set the departure: give one of them');
  if (values.promo !== undefined && values.offer === undefined) throw new UsageError('--promo goes with --offer (the promo code of the new rate plan); the booked plan keeps its own');
  for (const name of ['nights', 'adults', 'children'] as const) wholeNumber(name, values[name]);
  if (values.card === undefined) {
    const detail = CARD_DETAILS.find((name) => values[name] !== undefined);
    if (detail !== undefined) throw new UsageError(`--${detail} describes a new card: give --card with it (without --card the card on file is kept)`);
  }
}

/** The new arrival and departure dates, from --arrive, --nights or --depart and the stored stay. */
function datesOf(stay: DcReservationStay, values: ChangeValues): Partial<RoomStay> {
  const arrivalDate = values.arrive ?? stay.arrivalDate!;
  const nights = wholeNumber('nights', values.nights);
  let departureDate = values.depart;
  if (departureDate === undefined && nights !== undefined) departureDate = addDays(arrivalDate, nights);
  if (departureDate === undefined && values.arrive !== undefined) {
    const kept = daysBetween(stay.arrivalDate!, stay.departureDate!);
    departureDate = kept === undefined ? stay.departureDate! : addDays(arrivalDate, kept);
  }
  return { ...(values.arrive !== undefined ? { arrivalDate } : {}), ...(departureDate !== undefined ? { departureDate } : {}) };
}

/** The room stay fields that change: dates, occupancy and the offer. */
function roomStayChanges(stay: DcReservationStay, values: ChangeValues): Partial<RoomStay> {
  const numAdults = wholeNumber('adults', values.adults);
  const childAges = agesOf(values.ages);
  const numChildren = wholeNumber('children', values.children) ?? childAges?.length;
  return {
    ...datesOf(stay, values),
    ...(numAdults !== undefined ? { numAdults } : {}),
    ...(numChildren !== undefined ? { numChildren } : {}),
    ...(childAges !== undefined ? { childAges } : {}),
    ...(values.offer !== undefined ? { bookingCode: values.offer } : {}),
    ...(values.offer !== undefined && values.promo !== undefined ? { promoCode: values.promo } : {}),
  };
}

/** The first address with --country and --city applied (a new one of type home when there is none). */
function addressWith(address: Address | undefined, values: ChangeValues): Address {
  return {
    ...(address ?? { addressType: 'home' }),
    ...(values.country !== undefined ? { country: values.country } : {}),
    ...(values.city !== undefined ? { city: values.city } : {}),
  };
}

/** The guest with --first, --last, --email, --country and --city applied; undefined when none is given. */
function guestOf(stored: Guest, values: ChangeValues): Guest | undefined {
  if (values.first === undefined && values.last === undefined && values.email === undefined && values.country === undefined && values.city === undefined) return undefined;
  const name = { firstName: values.first ?? stored.name.firstName, lastName: values.last ?? stored.name.lastName };
  if (name.firstName !== stored.name.firstName || name.lastName !== stored.name.lastName) {
    const country = values.country ?? stored.addresses[0]?.country;
    return {
      name,
      addresses: [{ addressType: 'home', ...(country !== undefined ? { country } : {}), ...(values.city !== undefined ? { city: values.city } : {}) }],
      ...(values.email !== undefined ? { emails: [{ emailAddress: values.email, emailType: 'home' }] } : {}),
    };
  }
  const [first, ...otherEmails] = stored.emails ?? [];
  const [address, ...otherAddresses] = stored.addresses;
  return {
    ...stored,
    ...(values.email !== undefined ? { emails: [{ emailAddress: values.email, emailType: first?.emailType ?? 'home' }, ...otherEmails] } : {}),
    ...(values.country !== undefined || values.city !== undefined ? { addresses: [addressWith(address, values), ...otherAddresses] } : {}),
  };
}

/** The new card of --card and its details; undefined without --card (the card on file is kept). */
function cardOf(values: ChangeValues, guest: Guest): PaymentCard | undefined {
  if (values.card === undefined) return undefined;
  return {
    cardNumber: values.card,
    ...(values['card-code'] !== undefined ? { cardCode: values['card-code'] } : {}),
    ...(values.expire !== undefined ? { cardExpireDate: values.expire } : {}),
    ...(values.cvv !== undefined ? { cvv: values.cvv } : {}),
    cardHolderName: values.holder ?? `${guest.name.firstName} ${guest.name.lastName}`,
  };
}

/**
 * The complete modify request of `stay` (a stay as read) with the options in `values` applied.
 * Throws a {@link UsageError} for options that {@link checkChanges} refuses or a date that is no
 * date; what the values say is checked by the client's validation, as for every request.
 */
export function modifyRequestOf(stay: DcReservationStay, values: ChangeValues): DcReservation {
  checkChanges(values);
  const roomStay = roomStayChanges(stay, values);
  const guest = guestOf(stay.guest!, values);
  const changes: StayChanges = {
    roomStay,
    ...(guest !== undefined ? { guest } : {}),
    ...(values.comment !== undefined ? { comments: [values.comment] } : {}),
  };
  const request = modifyFromRead(stay, changes);
  const room = request.roomStays[0]!;
  if (roomStay.numChildren !== undefined && roomStay.childAges === undefined && roomStay.numChildren !== stay.numChildren) delete room.childAges;
  if (values.offer !== undefined) {
    delete room.roomTypeCode;
    delete room.ratePlanCode;
    delete room.advancePurchase;
    if (values.promo === undefined) delete room.promoCode;
  }
  const card = cardOf(values, request.guest);
  if (card !== undefined || values.guarantee !== undefined) {
    request.guarantee = {
      ...request.guarantee,
      ...(values.guarantee !== undefined ? { guarMethodCode: values.guarantee } : {}),
      ...(card !== undefined ? { paymentCard: card } : {}),
    };
  }
  return request;
}
