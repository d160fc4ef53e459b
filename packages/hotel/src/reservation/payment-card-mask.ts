/**
 * Card data as it may be stored and returned: number masked, cvv never kept, and of the secure
 * customer authentication data the authentication cryptogram (`cavv`) never kept either: like
 * the cvv it proves a single payment and is of no use to anyone after authorization (README,
 * "Card data").
 */
import type { PaymentCard } from '../wire/requests.js';
import type { StoredPaymentCard } from '../wire/reservation-stay.js';

const VISIBLE_DIGITS = 4;

/** The card number with every character but the last 4 replaced by X. */
export function maskCardNumber(cardNumber: string): string {
  return 'X'.repeat(Math.max(cardNumber.length - VISIBLE_DIGITS, 0)) + cardNumber.slice(-VISIBLE_DIGITS);
}

/** Whether `cardNumber` is a masked number as reads return it (X for all but the last 4 digits). */
export function isMaskedCardNumber(cardNumber: string): boolean {
  return /^X+[0-9]{4}$/.test(cardNumber);
}

/** The card without cvv and cavv, with its number masked. */
export function storedPaymentCard(card: PaymentCard): StoredPaymentCard {
  const { cvv: _cvv, ...kept } = card;
  if (kept.secureCustomerAuthenticationInfo !== undefined) {
    const { cavv: _cavv, ...sca } = kept.secureCustomerAuthenticationInfo;
    kept.secureCustomerAuthenticationInfo = sca;
  }
  return kept.cardNumber === undefined ? kept : { ...kept, cardNumber: maskCardNumber(kept.cardNumber) };
}
