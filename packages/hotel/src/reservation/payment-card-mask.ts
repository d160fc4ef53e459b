/** Card data as it may be stored and returned: number masked, cvv never kept. */
import type { PaymentCard } from '../wire/requests.js';
import type { StayPaymentCard } from '../wire/reservation-stay.js';

const VISIBLE_DIGITS = 4;

/** The card number with every character but the last 4 replaced by X. */
export function maskCardNumber(cardNumber: string): string {
  return 'X'.repeat(Math.max(cardNumber.length - VISIBLE_DIGITS, 0)) + cardNumber.slice(-VISIBLE_DIGITS);
}

/** The card without cvv and with its number masked. */
export function storedPaymentCard(card: PaymentCard): StayPaymentCard {
  const { cvv: _cvv, ...kept } = card;
  return kept.cardNumber === undefined ? kept : { ...kept, cardNumber: maskCardNumber(kept.cardNumber) };
}
