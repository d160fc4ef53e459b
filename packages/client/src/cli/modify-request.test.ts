/** modifyRequestOf and checkChanges: what each option of `modify` changes in the request built from a read, and nothing else. */
import type { DcReservationStay } from '@direct-connect/validation';
import { describe, expect, test } from 'vitest';
import { modifyFromRead } from '../modify-from-read.js';
import { checkChanges, modifyRequestOf } from './modify-request.js';
import { UsageError } from './usage-error.js';

/** A stay as the service returns it (the fields modifyFromRead carries back). */
const STAY = {
  confNumber: '1182481373', gnrNumber: 8077655635, propCode: 'NYCDC', resStatus: 'confirmed',
  arrivalDate: '2026-03-10', departureDate: '2026-03-13', numAdults: 2, numChildren: 2, childAges: [4, 9],
  bookingCode: 'KNGPRO',
  roomType: { roomTypeCode: 'KNG', smokingRoom: false },
  ratePlan: { ratePlanCode: 'PRO', promoCode: 'SPRING', advancePurchase: false },
  guest: {
    name: { firstName: 'Ada', lastName: 'Lovelace', title: 'Countess' },
    addresses: [{ addressType: 'home', addressLine1: '12 St James Square', city: 'London', country: 'GB' }, { addressType: 'business', country: 'FR' }],
    emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }, { emailAddress: 'ada@work.example', emailType: 'business' }],
    phones: [{ phoneType: 'mobile', phoneNumber: '+442071234567' }],
    honorsNumber: '123456',
  },
  guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: 'XXXXXXXXXXXX4444', cardCode: 'VI', cardExpireDate: '1230', cardHolderName: 'Ada Lovelace' } },
  comments: ['Quiet room', 'High floor'],
} as unknown as DcReservationStay;

/** The request that changes nothing: the read sent back. */
const SAME = modifyFromRead(STAY);
const room = (values: Parameters<typeof modifyRequestOf>[1]) => modifyRequestOf(STAY, values).roomStays[0];

describe('dates', () => {
  test('--arrive alone moves the stay, keeping its three nights', () => {
    expect(room({ arrive: '2026-03-20' })).toEqual({ ...SAME.roomStays[0], arrivalDate: '2026-03-20', departureDate: '2026-03-23' });
  });
  test('--nights counts from the new or the stored arrival; --depart sets the departure only', () => {
    expect(room({ nights: '1' })).toMatchObject({ arrivalDate: '2026-03-10', departureDate: '2026-03-11' });
    expect(room({ arrive: '2026-03-20', nights: '2' })).toMatchObject({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' });
    expect(room({ depart: '2026-03-15' })).toMatchObject({ arrivalDate: '2026-03-10', departureDate: '2026-03-15' });
  });
});

describe('occupancy', () => {
  test('--adults changes the adults only', () => {
    expect(room({ adults: '1' })).toEqual({ ...SAME.roomStays[0], numAdults: 1 });
  });
  test('--children of another count drops the stored ages (default ages); the same count keeps them; --ages alone counts them', () => {
    expect(room({ children: '1' })).not.toHaveProperty('childAges');
    expect(room({ children: '1' })).toMatchObject({ numChildren: 1 });
    expect(room({ children: '0' })).not.toHaveProperty('childAges');
    expect(room({ children: '2' })).toMatchObject({ numChildren: 2, childAges: [4, 9] });
    expect(room({ ages: '3,5,7' })).toMatchObject({ numChildren: 3, childAges: [3, 5, 7] });
  });
});

test('--offer: the booking code alone names the room and plan; the old plan\'s promo code and advance purchase flag go', () => {
  const changed = room({ offer: 'KNGRAC' });
  expect(changed).toMatchObject({ bookingCode: 'KNGRAC' });
  for (const field of ['roomTypeCode', 'ratePlanCode', 'promoCode', 'advancePurchase']) expect(changed).not.toHaveProperty(field);
  expect(SAME.roomStays[0]).toMatchObject({ roomTypeCode: 'KNG', ratePlanCode: 'PRO', promoCode: 'SPRING' });
});

test('--promo is the promo code of the new plan of --offer; without --offer it is a usage error', () => {
  expect(room({ offer: 'KNGAAA', promo: 'AAA' })).toMatchObject({ bookingCode: 'KNGAAA', promoCode: 'AAA' });
  expect(() => room({ promo: 'AAA' })).toThrow(UsageError);
  expect(() => room({ promo: 'AAA' })).toThrow('--promo goes with --offer');
});

describe('guest', () => {
  test('the same name: --email replaces the first email address, --city the first address\'s city; the rest is kept', () => {
    const { guest } = modifyRequestOf(STAY, { first: 'Ada', email: 'ada@lovelace.example', city: 'Paris' });
    expect(guest).toEqual({
      ...STAY.guest,
      emails: [{ emailAddress: 'ada@lovelace.example', emailType: 'home' }, { emailAddress: 'ada@work.example', emailType: 'business' }],
      addresses: [{ addressType: 'home', addressLine1: '12 St James Square', city: 'Paris', country: 'GB' }, { addressType: 'business', country: 'FR' }],
    });
  });
  test('another name is another guest: only the name, --email and a home address of the stored (or given) country', () => {
    expect(modifyRequestOf(STAY, { last: 'King' }).guest).toEqual({ name: { firstName: 'Ada', lastName: 'King' }, addresses: [{ addressType: 'home', country: 'GB' }] });
    expect(modifyRequestOf(STAY, { first: 'Grace', last: 'Hopper', email: 'grace@example.com', country: 'US', city: 'Arlington' }).guest).toEqual({
      name: { firstName: 'Grace', lastName: 'Hopper' },
      addresses: [{ addressType: 'home', country: 'US', city: 'Arlington' }],
      emails: [{ emailAddress: 'grace@example.com', emailType: 'home' }],
    });
  });
});

test('--comment replaces the comments; the rest of the request is the read sent back', () => {
  expect(modifyRequestOf(STAY, { comment: 'Late arrival' })).toEqual({ ...SAME, comments: ['Late arrival'] });
});

test('--card replaces the card on file (holder: the guest unless --holder); --guarantee the method; neither keeps the masked card', () => {
  expect(modifyRequestOf(STAY, { card: '8111555566667777', 'card-code': 'MC', expire: '0631', cvv: '123' }).guarantee).toEqual({
    guarMethodCode: 'CC', paymentCard: { cardNumber: '8111555566667777', cardCode: 'MC', cardExpireDate: '0631', cvv: '123', cardHolderName: 'Ada Lovelace' },
  });
  expect(modifyRequestOf(STAY, { guarantee: 'DP' }).guarantee).toEqual({ ...SAME.guarantee, guarMethodCode: 'DP' });
  expect(modifyRequestOf(STAY, { adults: '1' }).guarantee).toEqual(SAME.guarantee);
});

test('checkChanges: usage errors before anything is sent', () => {
  expect(() => checkChanges({})).toThrow(UsageError);
  expect(() => checkChanges({})).toThrow(/^modify needs at least one change/);
  expect(() => checkChanges({ nights: '2', depart: '2026-03-12' })).toThrow('--nights and --depart both set the departure: give one of them');
  expect(() => checkChanges({ children: 'two' })).toThrow('--children two: expected a whole number');
  expect(() => checkChanges({ holder: 'Ada' })).toThrow('--holder describes a new card: give --card with it (without --card the card on file is kept)');
  expect(() => checkChanges({ comment: 'x' })).not.toThrow();
  expect(() => modifyRequestOf(STAY, {})).toThrow(UsageError);
});
