/**
 * Modify after read (DESIGN section 5), written as the partner (and the attacker) does it: read a
 * stay, map it back into a modify, send it.
 */
import { validateReservation } from '@direct-connect/validation';
import { describe, expect, test } from 'vitest';
import type { MemoryStore } from '../testing/memory-store.js';
import { NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { createReservation } from './create-reservation.js';
import { modifyRequestOfStay } from './modify-request-of-stay.js';
import { modifyStay } from './modify-stay.js';
import { readStay } from './read-reservation.js';
import type { Transition } from './reservation-record.js';

const partner = { partnerId: 'p1', holdAuthorized: true };
/** Two days before arrival: inside every plan's booking window (APN needs 7 days). */
const LATE = '2026-12-08T12:00:00Z';

function applied<T>(store: MemoryStore, result: Transition<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  const outcome = store.apply(result.change);
  if (!outcome.ok) throw new Error(`store refused: ${outcome.reason}`);
  return result.value;
}

function read(store: MemoryStore, confNumber = 'C1'): ReservationStay {
  const result = readStay(store.state(confNumber), 10, partner);
  if (!result.ok) throw new Error(result.refusal.code);
  return result.value;
}

function book(store: MemoryStore, request: ReservationRequest, confNumber = 'C1'): ReservationStay {
  applied(store, createReservation({ catalog: testCatalog, request, inventory: store.view(), partner, now: NOW, confNumber, gnrNumbers: [10] }));
  return read(store, confNumber);
}

function modify(store: MemoryStore, request: ReservationRequest, now = LATE, confNumber = 'C1') {
  return modifyStay({ catalog: testCatalog, state: store.state(confNumber), gnrNumber: 10, request, inventory: store.view(), partner, now });
}

/**
 * `request` as the service hands it over: its JSON through the validator, whose cleaned copy holds
 * every property the schema names (one left out as undefined).
 */
function validated(request: ReservationRequest): ReservationRequest {
  const result = validateReservation(JSON.parse(JSON.stringify(request)), { operation: 'modify' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A request with every optional field a stay keeps, for one product of the demo catalog. */
function fullRequest(propCode: string, roomTypeCode: string, ratePlanCode: string, occupancy: number, guaranteeMethod: string): ReservationRequest {
  const plan = testCatalog.properties.get(propCode)?.ratePlans.get(ratePlanCode);
  const children = occupancy >= 3 ? 1 : 0;
  return reservationRequest({
    propCode,
    roomStays: [roomStay({
      roomTypeCode, ratePlanCode, numAdults: 2, numChildren: children, ...(children ? { childAges: [7] } : {}),
      ...(plan?.promoCode !== undefined ? { promoCode: plan.promoCode } : {}), groupNumber: 'G-1',
    })],
    ...(plan?.clientIdRequired ? { clientAccounts: [{ clientId: plan.clientIds?.[0] ?? '', clientType: 'corporate' as const }] } : {}),
    guarantee: { guarMethodCode: guaranteeMethod, paymentCard: { cardNumber: '8111222233334444', cardCode: 'VI', cardExpireDate: '1230', cvv: '123', cardHolderName: 'Ada Lovelace', secureCustomerAuthenticationInfo: { cavv: 'AAABBJkZUQAAAAAAAAAAAAAAAAA=', eCommerceIndicator: '05', threeDSVersion: '2.2.0' } } },
    comments: ['late arrival'],
    externalResId: 'EXT-1',
    additionalNames: [{ firstName: 'Charles', lastName: 'Babbage' }],
    travelPartners: [{ partnerNumber: 'FF123', partnerCode: 'AA', partnerType: 'air' }],
    requests: { requestText: 'quiet room', requestCodes: ['cribs'] },
    secondaryGdsCode: '1A',
  });
}

describe('a stay read and sent back unchanged is accepted and changes nothing', () => {
  const cases = [...testCatalog.properties.values()].flatMap((property) =>
    [...property.ratePlans.values()].map((plan) => {
      const product = property.products.find((p) => p.ratePlan.ratePlanCode === plan.ratePlanCode) ?? property.products[0];
      return { propCode: property.file.propCode, ratePlanCode: plan.ratePlanCode, roomTypeCode: product?.roomType.roomTypeCode ?? '', occupancy: product?.roomType.roomOccupancy ?? 2, method: plan.guarantee.guaranteeMethods[0] ?? 'CC' };
    }),
  );

  test('every demo property and rate plan is covered', () => {
    expect(new Set(cases.map((c) => c.propCode))).toEqual(new Set(['NYCDC', 'TYODC', 'KWIDC', 'PARDC', 'LAXDC']));
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  test.each(cases)('$propCode $ratePlanCode ($roomTypeCode): no write, no inventory move, the same stay', ({ propCode, roomTypeCode, ratePlanCode, occupancy, method }) => {
    const store = testStore();
    const before = book(store, fullRequest(propCode, roomTypeCode, ratePlanCode, occupancy, method));
    expect(before.guarantee.paymentCard?.cardNumber).toBe('XXXXXXXXXXXX4444');
    const result = modify(store, modifyRequestOfStay(before));
    if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message} (${result.refusal.fields?.join(', ')})`);
    expect(result.change).toEqual({ deltas: [] });
    expect(result.value).toEqual(before);
    applied(store, result);
    expect(read(store)).toEqual(before);
  });

  test.each(cases)('$propCode $ratePlanCode: a changed guest email keeps the booked price, the card and the rest', ({ propCode, roomTypeCode, ratePlanCode, occupancy, method }) => {
    const store = testStore();
    const before = book(store, fullRequest(propCode, roomTypeCode, ratePlanCode, occupancy, method));
    const request = modifyRequestOfStay(before);
    request.guest.emails = [{ emailAddress: 'ada@example.org', emailType: 'home' }];
    const after = applied(store, modify(store, request));
    expect(after).toEqual({ ...before, guest: request.guest, lastResModifyDate: LATE });
    expect(read(store)).toEqual(after);
  });
});

describe('nothing stored is dropped because a modify left it out', () => {
  test('a modify with only the required fields keeps card, comments, names, accounts, requests, references, children and extras', () => {
    const store = testStore();
    const before = book(store, fullRequest('NYCDC', 'QQN', 'COR', 4, 'CC'));
    const minimal: ReservationRequest = {
      propCode: 'NYCDC',
      roomStays: [{ arrivalDate: before.arrivalDate, departureDate: before.departureDate, numAdults: 2 }],
      guest: before.guest,
      guarantee: { guarMethodCode: 'CC' },
    };
    const result = modify(store, minimal);
    expect(result.ok && result.change).toEqual({ deltas: [] });
    expect(result.ok && result.value).toEqual(before);
  });

  test('a modify without the card keeps the stored card while other data changes', () => {
    const store = testStore();
    const before = book(store, reservationRequest());
    const after = applied(store, modify(store, reservationRequest({ guarantee: { guarMethodCode: 'CC' }, comments: ['new'] })));
    expect(after.guarantee.paymentCard).toEqual(before.guarantee.paymentCard);
    expect(after.comments).toEqual(['new']);
  });

  test('explicit empty values remove: [] for lists, {} for requests and the card, 0 for cribs, "" for the group number', () => {
    const store = testStore();
    book(store, reservationRequest({ roomStays: [roomStay({ numCribs: 1, groupNumber: 'G-1' })], comments: ['a'], additionalNames: [{ firstName: 'C', lastName: 'B' }], travelPartners: [{ partnerNumber: '1' }], requests: { requestText: 'x' } }));
    const after = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ numCribs: 0, groupNumber: '' })], comments: [], additionalNames: [], travelPartners: [], requests: {}, guarantee: { guarMethodCode: 'CC', paymentCard: {} } })));
    expect(after.comments).toBeUndefined();
    expect(after.additionalNames).toBeUndefined();
    expect(after.travelPartners).toBeUndefined();
    expect(after.requests).toBeUndefined();
    expect(after.guarantee.paymentCard).toBeUndefined();
    expect(after.numCribs).toBe(0);
    expect(after.ratePlan.groupNumber).toBeUndefined();
  });

  test('the validator\'s cleaned copies mean what their JSON means: left out keeps, {} removes', () => {
    const store = testStore();
    const before = book(store, fullRequest('NYCDC', 'QQN', 'COR', 4, 'CC'));
    const minimal = validated({
      propCode: 'NYCDC',
      roomStays: [{ arrivalDate: before.arrivalDate, departureDate: before.departureDate, numAdults: 2 }],
      guest: before.guest,
      guarantee: { guarMethodCode: 'CC' },
    });
    expect(Object.keys(minimal.roomStays[0] ?? {})).toContain('numChildren'); // present, undefined
    const kept = modify(store, minimal);
    expect(kept.ok && kept.change).toEqual({ deltas: [] });
    expect(kept.ok && kept.value).toEqual(before);
    // a masked card with some fields: the fields left out are kept from the stored card
    const masked = before.guarantee.paymentCard?.cardNumber ?? '';
    const card = applied(store, modify(store, validated(reservationRequest({
      roomStays: [roomStay({ arrivalDate: before.arrivalDate, departureDate: before.departureDate, roomTypeCode: 'QQN', ratePlanCode: 'COR' })],
      guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: masked, cardExpireDate: '1231' } },
    }))));
    expect(card.guarantee.paymentCard).toEqual({ ...before.guarantee.paymentCard, cardExpireDate: '1231' });
    const removed = applied(store, modify(store, validated(reservationRequest({
      roomStays: [roomStay({ arrivalDate: before.arrivalDate, departureDate: before.departureDate, roomTypeCode: 'QQN', ratePlanCode: 'COR' })],
      requests: {}, guarantee: { guarMethodCode: 'CC', paymentCard: {} },
    }))));
    expect(removed.requests).toBeUndefined();
    expect(removed.guarantee.paymentCard).toBeUndefined();
  });

  test('a modify naming the same guest keeps the emails, phones and loyalty number it leaves out; [] removes a list', () => {
    const store = testStore();
    const guest = {
      name: { firstName: 'Ada', lastName: 'Lovelace', title: 'Dr' },
      addresses: [{ addressType: 'home' as const, city: 'London', country: 'GB' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' as const }],
      phones: [{ phoneType: 'mobile' as const, phoneNumber: '+442071234567' }],
      honorsNumber: '123456789',
    };
    const before = book(store, reservationRequest({ guest }));
    const sameGuest = { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'business' as const }] };
    const kept = applied(store, modify(store, validated(reservationRequest({ guest: sameGuest, comments: ['new'] }))));
    expect(kept.guest).toEqual({ ...sameGuest, emails: before.guest.emails, phones: before.guest.phones, honorsNumber: '123456789' });
    const removed = applied(store, modify(store, validated(reservationRequest({ guest: { ...sameGuest, emails: [], phones: [], honorsNumber: '42' } }))));
    expect(removed.guest.emails ?? []).toEqual([]);
    expect(removed.guest.phones ?? []).toEqual([]);
    expect(removed.guest.honorsNumber).toBe('42');
    // another name is another guest: the guest sent replaces the stored one whole
    applied(store, modify(store, validated(reservationRequest({ guest }))));
    const other = { name: { firstName: 'Charles', lastName: 'Babbage' }, addresses: [{ addressType: 'home' as const }] };
    const replaced = applied(store, modify(store, validated(reservationRequest({ guest: other }))));
    expect(JSON.parse(JSON.stringify(replaced.guest))).toEqual(other);
  });

  test('a modify sending childAges without numChildren has those children', () => {
    const store = testStore();
    book(store, reservationRequest({ roomStays: [roomStay({ numChildren: 1, childAges: [4] })] }));
    const two = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ numAdults: 1, childAges: [4, 9] })] })));
    expect({ numChildren: two.numChildren, childAges: two.childAges }).toEqual({ numChildren: 2, childAges: [4, 9] });
  });

  test('a modify leaving out numChildren keeps the children and their ages; numChildren 0 removes them', () => {
    const store = testStore();
    book(store, reservationRequest({ roomStays: [roomStay({ numChildren: 1, childAges: [4] })] }));
    const kept = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-14' })] })));
    expect({ numChildren: kept.numChildren, childAges: kept.childAges }).toEqual({ numChildren: 1, childAges: [4] });
    const removed = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ numChildren: 0 })] })));
    expect(removed.numChildren).toBe(0);
    expect(removed.childAges ?? []).toEqual([]);
  });
});

describe('the card of a modify', () => {
  test('a masked number equal to the stored card keeps it, with the other fields sent', () => {
    const store = testStore();
    const before = book(store, reservationRequest());
    const after = applied(store, modify(store, reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: before.guarantee.paymentCard?.cardNumber ?? '', cardExpireDate: '0131' } } })));
    expect(after.guarantee.paymentCard).toEqual({ ...before.guarantee.paymentCard, cardExpireDate: '0131' });
  });

  test('a masked number of another card is refused naming guarantee.paymentCard.cardNumber, and nothing changes', () => {
    const store = testStore();
    book(store, reservationRequest());
    const result = modify(store, reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: 'XXXXXXXXXXXXXXXX9999' } } }));
    expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'cardNumberMismatch', fields: ['guarantee.paymentCard.cardNumber'] });
  });

  test('a masked number when no card is stored is refused', () => {
    const store = testStore();
    book(store, reservationRequest({ guarantee: { guarMethodCode: 'CC' } }));
    const result = modify(store, reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: 'XXXXXXXXXXXX4444' } } }));
    expect(result.ok ? undefined : result.refusal.code).toBe('cardNumberMismatch');
  });

  test('a full new number replaces the card, stored masked, without cvv and cavv', () => {
    const store = testStore();
    book(store, reservationRequest());
    const after = applied(store, modify(store, reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8000111122225555', cvv: '999', secureCustomerAuthenticationInfo: { cavv: 'AAAA', eCommerceIndicator: '05' } } } })));
    expect(after.guarantee.paymentCard).toEqual({ cardNumber: 'XXXXXXXXXXXX5555', secureCustomerAuthenticationInfo: { eCommerceIndicator: '05' } });
    expect(JSON.stringify(read(store))).not.toContain('AAAA');
  });
});

describe('a changed stay is re-priced as before', () => {
  test('new dates move inventory and re-price; the card and comments stay', () => {
    const store = testStore();
    const before = book(store, reservationRequest({ comments: ['keep me'] }));
    const request = modifyRequestOfStay(before);
    (request.roomStays[0] as { departureDate: string }).departureDate = '2026-12-15';
    const after = applied(store, modify(store, request, NOW));
    expect(after.cost.amountBeforeTax).not.toBe(before.cost.amountBeforeTax);
    expect(after.comments).toEqual(['keep me']);
    expect(after.guarantee.paymentCard).toEqual(before.guarantee.paymentCard);
  });
});
