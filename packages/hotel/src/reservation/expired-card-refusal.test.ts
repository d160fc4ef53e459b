import { describe, expect, test } from 'vitest';
import { expiredCardRefusal } from './expired-card-refusal.js';

const card = (cardExpireDate: string, cardNumber = '8111222233334444') => ({ cardNumber, cardExpireDate });
const EXPIRED = { code: 'guaranteeMethodNotAccepted', fields: ['guarantee.paymentCard.cardExpireDate'] };

describe('an expired card guarantees nothing', () => {
  test('a card is good through the last day of its month, in the property\'s calendar', () => {
    expect(expiredCardRefusal(card('1126'), '2026-11-30')).toBeUndefined();
    expect(expiredCardRefusal(card('1126'), '2026-12-01')).toEqual({ ...EXPIRED, message: 'the card expired at the end of 11/2026: send a card valid on 2026-12-01' });
    expect(expiredCardRefusal(card('0120'), '2026-11-20')).toMatchObject(EXPIRED);
    expect(expiredCardRefusal(card('0127'), '2026-12-31')).toBeUndefined();
    expect(expiredCardRefusal(card('0199'), '2026-11-20')).toBeUndefined();
  });

  test('no card or no expiry is not refused', () => {
    expect(expiredCardRefusal(undefined, '2026-11-20')).toBeUndefined();
    expect(expiredCardRefusal({ cardNumber: '8111222233334444' }, '2026-11-20')).toBeUndefined();
  });

  test('a stay\'s stored card sent back as read is kept; a new card, or a new expiry, is checked', () => {
    const stored = { cardNumber: 'XXXXXXXXXXXX4444', cardExpireDate: '1126' };
    expect(expiredCardRefusal(card('1126', 'XXXXXXXXXXXX4444'), '2027-01-05', stored)).toBeUndefined();
    expect(expiredCardRefusal({ cardExpireDate: '1126' }, '2027-01-05', stored)).toBeUndefined();
    expect(expiredCardRefusal(card('1126'), '2027-01-05', stored)).toMatchObject(EXPIRED);
    expect(expiredCardRefusal(card('1226', 'XXXXXXXXXXXX4444'), '2027-01-05', stored)).toMatchObject(EXPIRED);
  });
});
