/**
 * A card that has expired does not guarantee a booking. The spec gives `cardExpireDate` (MMYY)
 * no rule beyond its shape; a card is good through the last day of its month, counted in the
 * property's local calendar, the one its booking dates are in. Only a card the request brings is
 * checked: the stored card of a stay, sent back as read (masked, same expiry), is kept as it is,
 * so a stay booked with a card that has lapsed since can still be read and modified.
 */
import type { PaymentCard } from '../wire/requests.js';
import type { StoredPaymentCard } from '../wire/reservation-stay.js';
import { isMaskedCardNumber } from './payment-card-mask.js';
import type { Refusal } from './reservation-record.js';

/** Request path of the card's expiry, named by the refusal. */
export const CARD_EXPIRY_FIELD = 'guarantee.paymentCard.cardExpireDate';

/**
 * The refusal (`guaranteeMethodNotAccepted`, naming the expiry) of a `card` whose MMYY month is
 * before the month of `localDate` (YYYY-MM-DD), or undefined. `stored` is a modified stay's card:
 * its own expiry, sent back with its masked number (or with none), is not a new card's.
 */
export function expiredCardRefusal(card: PaymentCard | undefined, localDate: string, stored?: StoredPaymentCard): Refusal | undefined {
  const expiry = card?.cardExpireDate;
  if (expiry === undefined || !/^[0-9]{4}$/.test(expiry)) return undefined;
  const sentBack = stored !== undefined && stored.cardExpireDate === expiry && (card?.cardNumber === undefined || isMaskedCardNumber(card.cardNumber));
  if (sentBack) return undefined;
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  const [thisYear, thisMonth] = [Number(localDate.slice(0, 4)), Number(localDate.slice(5, 7))];
  if (year * 12 + month >= thisYear * 12 + thisMonth) return undefined;
  return {
    code: 'guaranteeMethodNotAccepted',
    message: `the card expired at the end of ${expiry.slice(0, 2)}/${year}: send a card valid on ${localDate}`,
    fields: [CARD_EXPIRY_FIELD],
  };
}
