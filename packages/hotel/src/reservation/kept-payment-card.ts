/**
 * The card of a modify (DESIGN section 5, "modify after read"): reads return the card masked, so
 * a partner that reads a stay and sends it back sends the mask. The stored card is only ever
 * masked, so "keeping" it means keeping the stored record of it.
 *
 * - no `paymentCard`: the stored card is kept;
 * - `paymentCard: {}` (an empty card): the stored card is removed (the explicit removal value);
 * - a masked number equal to the stored card's: the stored card, with the other fields sent
 *   replacing the stored ones (fields left out are kept);
 * - a masked number that is not the stored card's: refused, naming the field;
 * - a card without a number: its fields replace the stored card's, the rest is kept;
 * - a full card number: a new card, as sent.
 *
 * A property whose value is undefined counts as not sent (see sent-fields.ts).
 */
import type { PaymentCard } from '../wire/requests.js';
import type { StoredPaymentCard } from '../wire/reservation-stay.js';
import { isMaskedCardNumber } from './payment-card-mask.js';
import type { Refusal } from './reservation-record.js';
import { sendsNothing, sentFields } from './sent-fields.js';

/** Request path of the card number, named by the refusal. */
export const CARD_NUMBER_FIELD = 'guarantee.paymentCard.cardNumber';

/** The card the modified stay carries (undefined: none), or why the sent card is refused. */
export function keptPaymentCard(sent: PaymentCard | undefined, stored: StoredPaymentCard | undefined): { ok: true; card: PaymentCard | undefined } | { ok: false; refusal: Refusal } {
  if (sent === undefined) return { ok: true, card: stored };
  if (sendsNothing(sent)) return { ok: true, card: undefined };
  const number = sent.cardNumber;
  if (number !== undefined && !isMaskedCardNumber(number)) return { ok: true, card: sent };
  if (number !== undefined && number !== stored?.cardNumber) {
    const message = stored?.cardNumber === undefined
      ? 'a masked card number was sent but the stay has no stored card: send the full card number'
      : `the masked card number does not match the stored card (${stored.cardNumber}): send it as read, or the full number of a new card`;
    return { ok: false, refusal: { code: 'cardNumberMismatch', message, fields: [CARD_NUMBER_FIELD] } };
  }
  const merged: PaymentCard = { ...stored, ...sentFields(sent) };
  if (stored?.secureCustomerAuthenticationInfo !== undefined && sent.secureCustomerAuthenticationInfo !== undefined) {
    merged.secureCustomerAuthenticationInfo = { ...stored.secureCustomerAuthenticationInfo, ...sentFields(sent.secureCustomerAuthenticationInfo) };
  }
  return { ok: true, card: merged };
}
