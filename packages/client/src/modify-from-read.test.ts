import { describe, expect, test } from 'vitest';
import type { DcReservationStay } from '@direct-connect/validation';
import { modifyFromRead } from './modify-from-read.js';

const STAY: DcReservationStay = {
  confNumber: '10000001', gnrNumber: 1000001, propCode: 'NYCDC', resStatus: 'confirmed',
  arrivalDate: '2026-03-10', departureDate: '2026-03-12', numAdults: 2, numChildren: 1, childAges: [7], numCribs: 0, numRollAways: 1,
  bookingCode: 'KNGRAC',
  guest: { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'home', country: 'GB' }], emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }] },
  additionalNames: [{ firstName: 'Charles', lastName: 'Babbage' }],
  clientAccounts: [{ clientId: '1234567', clientType: 'corporate' }],
  comments: ['Quiet room'], externalResId: 'EXT-1', requests: { requestText: 'High floor', requestCodes: ['nonSmoking'] },
  gdsChainCode: 'DC', primaryGdsCode: '1A',
  ratePlan: { ratePlanCode: 'RAC', ratePlanName: 'Best Flexible Rate', promoCode: 'SUMMER', advancePurchase: false },
  roomType: { roomTypeCode: 'KNG', smokingRoom: false },
  guarantee: {
    guarMethodCode: 'CC', guarPolicyDesc: 'card', deposit: { amount: 100, dueDate: '2026-03-01', currencyCode: 'USD' },
    paymentCard: { cardNumber: 'XXXXXXXXXXXX4444', cardCode: 'VI', cardExpireDate: '1230', cardHolderName: 'Ada Lovelace' },
  },
  cost: { amountAfterTax: 683.66, currencyCode: 'USD' },
};

describe('modifyFromRead', () => {
  test('carries back everything the stay stores: room stay, guest, masked card, deposit, names, accounts, requests, codes', () => {
    expect(modifyFromRead(STAY)).toEqual({
      propCode: 'NYCDC',
      roomStays: [{
        arrivalDate: '2026-03-10', departureDate: '2026-03-12', numAdults: 2, numChildren: 1, childAges: [7], numCribs: 0, numRollAways: 1,
        roomTypeCode: 'KNG', ratePlanCode: 'RAC', bookingCode: 'KNGRAC', promoCode: 'SUMMER', advancePurchase: false, smokingRoom: false,
      }],
      guest: STAY.guest,
      guarantee: { guarMethodCode: 'CC', deposit: { amount: 100, dueDate: '2026-03-01' }, paymentCard: STAY.guarantee!.paymentCard },
      comments: ['Quiet room'], externalResId: 'EXT-1', clientAccounts: STAY.clientAccounts, additionalNames: STAY.additionalNames,
      requests: STAY.requests, gdsChainCode: 'DC', primaryGdsCode: '1A',
    });
  });

  test('changes replace top-level fields and room stay fields; the stay is not changed and shares nothing with the request', () => {
    const before = structuredClone(STAY);
    const request = modifyFromRead(STAY, { comments: ['Late arrival'], roomStay: { numAdults: 1, departureDate: '2026-03-13' } });
    expect(request.comments).toEqual(['Late arrival']);
    expect(request.roomStays[0]).toMatchObject({ numAdults: 1, departureDate: '2026-03-13', arrivalDate: '2026-03-10', roomTypeCode: 'KNG' });
    request.guest.name.firstName = 'Changed';
    expect(STAY).toEqual(before);
  });

  test('a change of room type or rate plan leaves the old product\'s codes and terms behind, and keeps the rest', () => {
    const room = (changes: Parameters<typeof modifyFromRead>[1]) => modifyFromRead(STAY, changes).roomStays[0];
    expect(room({ roomStay: { roomTypeCode: 'STE' } })).toMatchObject({ roomTypeCode: 'STE', ratePlanCode: 'RAC', promoCode: 'SUMMER', advancePurchase: false });
    expect(room({ roomStay: { roomTypeCode: 'STE' } })).not.toHaveProperty('bookingCode');
    expect(room({ roomStay: { roomTypeCode: 'STE' } })).not.toHaveProperty('smokingRoom');
    const otherPlan = room({ roomStay: { ratePlanCode: 'APN' } });
    expect(otherPlan).toMatchObject({ roomTypeCode: 'KNG', ratePlanCode: 'APN', smokingRoom: false });
    for (const gone of ['bookingCode', 'promoCode', 'advancePurchase']) expect(otherPlan).not.toHaveProperty(gone);
    const otherCode = room({ roomStay: { bookingCode: 'STEAPN' } });
    expect(otherCode).toMatchObject({ bookingCode: 'STEAPN', numAdults: 2 });
    for (const gone of ['roomTypeCode', 'ratePlanCode', 'promoCode', 'advancePurchase', 'smokingRoom']) expect(otherCode).not.toHaveProperty(gone);
    expect(room({ roomStay: { roomTypeCode: 'KNG', ratePlanCode: 'RAC', bookingCode: 'KNGRAC' } })).toEqual(modifyFromRead(STAY).roomStays[0]);
  });

  test('throws a TypeError naming what a stay that was not read lacks', () => {
    expect(() => modifyFromRead({ confNumber: '1' })).toThrow(/propCode, arrivalDate, departureDate, numAdults, guest, guarantee/);
  });
});
