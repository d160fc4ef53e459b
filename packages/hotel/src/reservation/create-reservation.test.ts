import { describe, expect, test, vi } from 'vitest';
import { demoCatalogFiles } from '../catalog/demo-catalog.js';
import { loadCatalog } from '../catalog/load-catalog.js';
import { catalogInventoryView } from '../inventory/inventory-view.js';
import { shopProperties } from '../shop/shop.js';
import { FROM, NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import { createReservation } from './create-reservation.js';
import type { CreateInput } from './create-reservation.js';

const inventory = catalogInventoryView(testCatalog);

function create(request: ReservationRequest, overrides: Partial<CreateInput> = {}) {
  return createReservation({ catalog: testCatalog, request, inventory, partner: { partnerId: 'p1', holdAuthorized: true }, now: NOW, confNumber: 'C100', gnrNumbers: request.roomStays.map((_, i) => 500 + i), ...overrides });
}

function refusalOf(result: ReturnType<typeof create>) {
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

describe('create', () => {
  test('one confNumber, one gnrNumber per room, sold deltas for every room-night (all rooms of a type summed)', () => {
    const result = create(reservationRequest({ roomStays: [roomStay(), roomStay(), roomStay({ roomTypeCode: 'QQN' })] }));
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.value.map((s) => [s.confNumber, s.gnrNumber, s.resStatus, s.numRooms])).toEqual([
      ['C100', 500, 'confirmed', 1],
      ['C100', 501, 'confirmed', 1],
      ['C100', 502, 'confirmed', 1],
    ]);
    expect(result.change.deltas).toEqual([
      { propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-12-10', held: 0, sold: 2 },
      { propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-12-11', held: 0, sold: 2 },
      { propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-12-12', held: 0, sold: 2 },
      { propCode: 'NYCDC', roomTypeCode: 'QQN', date: '2026-12-10', held: 0, sold: 1 },
      { propCode: 'NYCDC', roomTypeCode: 'QQN', date: '2026-12-11', held: 0, sold: 1 },
      { propCode: 'NYCDC', roomTypeCode: 'QQN', date: '2026-12-12', held: 0, sold: 1 },
    ]);
    expect(result.change.reservation?.record).toMatchObject({ confNumber: 'C100', propCode: 'NYCDC', partnerId: 'p1', createdAt: NOW });
    // written only if no reservation has the confNumber yet (confirmation numbers are random)
    expect(result.change.reservation?.expectedVersion).toBe(0);
    expect(result.change.putHold).toBeUndefined();
  });

  test('is priced with the same engine as the shop: cost equals the room rate of the same product and stay', () => {
    const result = create(reservationRequest());
    if (!result.ok) throw new Error(result.refusal.message);
    const [shop] = shopProperties({ catalog: testCatalog, request: { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2, props: [{ propCode: 'NYCDC' }] }, inventory, now: NOW });
    const rate = shop?.roomRates?.find((r) => r.bookingCode === 'KNGRAC');
    const cost = result.value[0]?.cost;
    expect(cost).toMatchObject({ amountBeforeTax: rate?.amountBeforeTax, amountAfterTax: rate?.amountAfterTax, totalTaxes: rate?.totalTaxes, averageRate: rate?.averageRate, currencyCode: 'USD' });
  });

  test('the stay carries its plan, room, guarantee terms, masked card without cvv, and commission', () => {
    const result = create(reservationRequest({ externalResId: 'EXT-1', comments: ['late arrival'] }));
    if (!result.ok) throw new Error(result.refusal.message);
    const stay = result.value[0];
    expect(stay).toMatchObject({
      bookingCode: 'KNGRAC', externalResId: 'EXT-1', comments: ['late arrival'], adultAge: 18, ageBasedPricing: true, childAges: [],
      ratePlan: { ratePlanCode: 'RAC', ratePlanName: 'Best Flexible Rate', advancePurchase: false },
      roomType: { roomTypeCode: 'KNG', roomOccupancy: 3 },
      guarantee: { guarMethodCode: 'CC', guarMethodDesc: 'Credit card', cxlPolicyCode: 'CXL1D', cxlPolicyLocalDeadline: '2026-12-09T18:00', cxlPolicyDeadline: '2026-12-09T23:00:00Z' },
      commission: { type: 'percent', payTo: 'travelAgent' },
    });
    expect(stay?.guarantee.paymentCard?.cardNumber).toBe('XXXXXXXXXXXXXXXX1111');
    expect(JSON.stringify(result)).not.toContain('"cvv"');
    expect(JSON.stringify(result)).not.toContain('411111111111111C');
    expect(stay?.commission?.amount).toBe(Math.ceil((stay?.cost.amountBeforeTax ?? 0) * 10) / 100);
  });

  test('a deposit plan gives the deposit amount due at booking (property-local date)', () => {
    const result = create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN' })] }));
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.value[0]?.guarantee.deposit).toEqual({ amount: result.value[0]?.cost.amountAfterTax, dueDate: '2026-11-20', currencyCode: 'USD' });
  });

  test('books by bookingCode', () => {
    const result = create(reservationRequest({ roomStays: [{ arrivalDate: '2026-12-10', departureDate: '2026-12-11', numAdults: 1, bookingCode: 'QQNGOV' }] }));
    expect(result.ok && result.value[0]?.ratePlan.ratePlanCode).toBe('GOV');
  });

  test('a held create reserves held inventory, writes no reservation and keeps the record pending', () => {
    const result = create(reservationRequest(), { hold: { sessionId: 'S1', expiresAt: '2026-11-20T12:15:00Z' } });
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.change.reservation).toBeUndefined();
    expect(result.change.deltas.map((d) => [d.date, d.held, d.sold])).toEqual([['2026-12-10', 1, 0], ['2026-12-11', 1, 0], ['2026-12-12', 1, 0]]);
    expect(result.change.putHold).toMatchObject({ sessionId: 'S1', confNumber: 'C100', kind: 'create', expiresAt: '2026-11-20T12:15:00Z' });
    expect(result.change.putHold?.confirmDeltas.map((d) => [d.held, d.sold])).toEqual([[-1, 1], [-1, 1], [-1, 1]]);
    expect(result.change.putHold?.releaseDeltas.map((d) => [d.held, d.sold])).toEqual([[-1, 0], [-1, 0], [-1, 0]]);
  });

  test('all or nothing: the last free room of a night cannot go to two rooms', () => {
    const store = testStore();
    const nights = ['2026-12-10', '2026-12-11', '2026-12-12'];
    for (const date of nights) {
      const row = store.counts.get(`NYCDC|ADA|${date}`);
      if (row) row.sold = date === '2026-12-11' ? 5 : 0;
    }
    const request = reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'ADA' }), roomStay({ roomTypeCode: 'ADA' })] });
    const refusal = refusalOf(create(request, { inventory: store.view() }));
    expect(refusal).toMatchObject({ code: 'noAvailability', fields: ['roomStays[0]', 'roomStays[1]'] });
    expect(refusal.message).toContain('2026-12-11');
  });

  test('a short night names the room stays that take it, not every room stay', () => {
    const store = testStore();
    const row = store.counts.get('NYCDC|ADA|2026-12-11');
    if (row) row.sold = row.total;
    const request = reservationRequest({
      roomStays: [
        roomStay(),
        roomStay({ roomTypeCode: 'ADA', arrivalDate: '2026-12-12', departureDate: '2026-12-13' }),
        roomStay({ roomTypeCode: 'ADA', arrivalDate: '2026-12-10', departureDate: '2026-12-12' }),
      ],
    });
    const refusal = refusalOf(create(request, { inventory: store.view() }));
    expect(refusal).toMatchObject({ code: 'noAvailability', fields: ['roomStays[2]'] });
    expect(refusal.message).toContain('room type ADA has 0 room(s) free on 2026-12-11');
  });

  test('returns plain JSON (a structured clone round trip changes nothing)', () => {
    const result = create(reservationRequest());
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('create refusals', () => {
  test('unknown property, closed property', () => {
    expect(refusalOf(create(reservationRequest({ propCode: 'NOPE' })))).toMatchObject({ code: 'unknownProperty', fields: ['propCode'] });
    const files = demoCatalogFiles({ from: FROM, days: 30 });
    (files['NYCDC.json'] as { status?: string }).status = 'closed';
    const loaded = loadCatalog(files);
    if (!loaded.ok) throw new Error('catalog');
    expect(refusalOf(create(reservationRequest(), { catalog: loaded.catalog })).code).toBe('propertyClosed');
  });

  test('unknown room type, rate plan and bookingCode name the field', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'XXX' })] })))).toMatchObject({ code: 'unknownRoomType', fields: ['roomStays[0].roomTypeCode'] });
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ ratePlanCode: 'XXX' })] })))).toMatchObject({ code: 'unknownRatePlan', fields: ['roomStays[1].ratePlanCode'] });
    expect(refusalOf(create(reservationRequest({ roomStays: [{ ...roomStay(), roomTypeCode: undefined, ratePlanCode: undefined, bookingCode: 'ZZZZZZ' }] })))).toMatchObject({ code: 'unknownBookingCode', fields: ['roomStays[0].bookingCode'] });
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ bookingCode: 'QQNRAC' })] })))).toMatchObject({ code: 'unknownBookingCode' });
  });

  test('a promo plan needs its promo code; a corporate plan a client account it is negotiated for', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'AAA' })] })))).toMatchObject({ code: 'ratePlanNotEligible', fields: ['roomStays[0].promoCode'] });
    expect(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'AAA', promoCode: 'AAA' })] })).ok).toBe(true);
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'COR' })] })))).toMatchObject({ code: 'ratePlanNotEligible', fields: ['clientAccounts'] });
    expect(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'COR' })], clientAccounts: [{ clientId: '7654321', clientType: 'corporate' }] })).ok).toBe(true);
  });

  test('a client account the property knows is booked only as the type it is: a corporate id sent as a travel agent opens nothing', () => {
    // the corporate plan through its client id sent as a travel agent's
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'COR' })], clientAccounts: [{ clientId: '1234567', clientType: 'travelAgent' }] })))).toMatchObject({
      code: 'ratePlanNotEligible', fields: ['clientAccounts[0].clientType'], message: expect.stringContaining('corporate account'),
    });
    // a public plan with the corporate id as its travel agent (the plan pays travel agents a commission)
    expect(refusalOf(create(reservationRequest({ clientAccounts: [{ clientId: '1234567', clientType: 'travelAgent' }] })))).toMatchObject({ fields: ['clientAccounts[0].clientType'] });
    // the travel agent as a corporation, second in the list
    expect(refusalOf(create(reservationRequest({ clientAccounts: [{ clientId: '7654321', clientType: 'corporate' }, { clientId: '55501234', clientType: 'corporate' }] })))).toMatchObject({ fields: ['clientAccounts[1].clientType'] });
    // as the type they are, and ids the property does not know, as before
    expect(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'COR' })], clientAccounts: [{ clientId: '1234567', clientType: 'corporate' }, { clientId: '55501234', clientType: 'travelAgent' }] })).ok).toBe(true);
    expect(create(reservationRequest({ clientAccounts: [{ clientId: '999', clientType: 'travelAgent' }] })).ok).toBe(true);
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'COR' })], clientAccounts: [{ clientId: '999', clientType: 'corporate' }] })))).toMatchObject({ fields: ['clientAccounts'] });
  });

  test('booking window: advance purchase too late, arrival in the past', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN', arrivalDate: '2026-11-22', departureDate: '2026-11-23' })] })))).toMatchObject({ code: 'bookingWindow' });
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ arrivalDate: '2026-11-19', departureDate: '2026-11-21' })] })))).toMatchObject({ code: 'bookingWindow', fields: ['roomStays[0].arrivalDate'] });
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ advancePurchase: true })] })))).toMatchObject({ code: 'ratePlanNotEligible', fields: ['roomStays[0].advancePurchase'] });
  });

  test('advancePurchase false on an advance purchase plan is refused, never booked prepaid in its place', () => {
    const apn = (advancePurchase?: boolean) => create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN', ...(advancePurchase === undefined ? {} : { advancePurchase }) })], guarantee: { guarMethodCode: 'CC' } }));
    expect(refusalOf(apn(false))).toEqual({
      code: 'ratePlanNotEligible', fields: ['roomStays[0].advancePurchase'],
      message: 'rate plan APN is an advance purchase plan (prepaid, booked ahead): book another plan, or leave advancePurchase out',
    });
    expect(apn(true).ok && apn(undefined).ok).toBe(true);
    expect(create(reservationRequest({ roomStays: [roomStay({ advancePurchase: false })] })).ok).toBe(true);
  });

  test('a promo code the booked plan is not booked with is refused naming promoCode, never dropped', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ promoCode: 'ZZZ' })] })))).toMatchObject({
      code: 'ratePlanNotEligible',
      fields: ['roomStays[0].promoCode'],
      message: expect.stringContaining('RAC takes no promo code, not ZZZ'),
    });
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ ratePlanCode: 'AAA', promoCode: 'AAA' }), roomStay({ promoCode: 'AAA' })] })))).toMatchObject({ fields: ['roomStays[2].promoCode'] });
    const promo = create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'AAA', promoCode: 'AAA' })] }));
    expect(promo.ok && promo.value[0]?.ratePlan.promoCode).toBe('AAA');
  });

  test('a smoking preference the room type is not is refused naming smokingRoom, never dropped', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ smokingRoom: true })] })))).toMatchObject({
      code: 'ratePlanNotEligible',
      fields: ['roomStays[1].smokingRoom'],
      message: expect.stringContaining('KNG is a non-smoking room'),
    });
    expect(create(reservationRequest({ roomStays: [roomStay({ smokingRoom: false })] })).ok).toBe(true);
  });

  test('occupancy exceeded', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'ADA', numAdults: 2, numChildren: 1 })] })))).toMatchObject({ code: 'occupancyExceeded' });
  });

  test('ages sent without numChildren are the children: counted for occupancy, stored as numChildren', () => {
    const agesOnly = roomStay({ roomTypeCode: 'ADA', numAdults: 2, childAges: [5] });
    expect(refusalOf(create(reservationRequest({ roomStays: [agesOnly] })))).toMatchObject({
      code: 'occupancyExceeded', fields: ['roomStays[0].numAdults', 'roomStays[0].numChildren'],
    });
    const result = create(reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'KNG', numAdults: 2, childAges: [5] })] }));
    const counted = create(reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'KNG', numAdults: 2, numChildren: 1, childAges: [5] })] }));
    expect(result.ok && result.value[0]).toMatchObject({ numChildren: 1, childAges: [5] });
    expect(result.ok && result.value).toEqual(counted.ok && counted.value);
  });

  test('dates without rates cannot be priced; dates after the catalog window have no inventory', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ arrivalDate: '2026-11-28', departureDate: '2026-12-02' })] }))).code).toBe('notPriced');
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ arrivalDate: '2027-03-30', departureDate: '2027-04-02' })] }))).code).toBe('noAvailability');
  });

  test('a stay pricing refuses for one of its fields names that field', () => {
    const stay = roomStay();
    const request = reservationRequest({ roomStays: [roomStay(), { ...stay, rateOverrides: [{ amount: 100, effectiveDate: stay.arrivalDate }, { amount: -1, effectiveDate: '2026-12-11' }] }] });
    expect(refusalOf(create(request, { partner: { partnerId: 'p1', rateOverridesAllowed: true } }))).toMatchObject({
      code: 'notPriced', fields: ['roomStays[1].rateOverrides[1].amount'],
    });
  });

  test('a room type or rate plan code sent with a bookingCode is its other half: books when they agree', () => {
    const stay = { arrivalDate: '2026-12-10', departureDate: '2026-12-11', numAdults: 1 };
    for (const codes of [{ roomTypeCode: 'QQN', bookingCode: 'QQNGOV' }, { ratePlanCode: 'GOV', bookingCode: 'QQNGOV' }]) {
      const result = create(reservationRequest({ roomStays: [{ ...stay, ...codes }] }));
      expect(result.ok && [result.value[0]?.roomType.roomTypeCode, result.value[0]?.ratePlan.ratePlanCode]).toEqual(['QQN', 'GOV']);
    }
    const refusals = [
      [{ roomTypeCode: 'KNG', bookingCode: 'QQNGOV' }, 'unknownBookingCode', 'bookingCode QQNGOV does not match KNG / GOV (KNGGOV)', ['roomStays[0].bookingCode']],
      [{ roomTypeCode: 'KNG', bookingCode: 'ZZZZZZ' }, 'unknownBookingCode', 'bookingCode ZZZZZZ is not offered by NYCDC', ['roomStays[0].bookingCode']],
      [{ roomTypeCode: 'KNG' }, 'unknownRatePlan', 'send ratePlanCode with roomTypeCode, or a bookingCode alone', ['roomStays[0].ratePlanCode']],
      [{ ratePlanCode: 'RAC' }, 'unknownRoomType', 'send roomTypeCode with ratePlanCode, or a bookingCode alone', ['roomStays[0].roomTypeCode']],
    ] as const;
    for (const [codes, code, message, fields] of refusals) {
      expect(refusalOf(create(reservationRequest({ roomStays: [{ ...stay, ...codes }] })))).toEqual({ code, message, fields });
    }
  });

  test('a card that expired before the property\'s local today is refused, naming its expiry; nothing is booked', () => {
    const request = (cardExpireDate: string) => reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate } } });
    expect(refusalOf(create(request('1026')))).toEqual({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.paymentCard.cardExpireDate'], message: 'the card expired at the end of 10/2026: send a card valid on 2026-11-20' });
    expect(create(request('1126')).ok).toBe(true);
  });

  test('a gdsChainCode other than the property\'s is an unknown property, as in the shop', () => {
    const refusal = refusalOf(create(reservationRequest({ gdsChainCode: 'XX', primaryGdsCode: '1A' })));
    expect(refusal).toEqual({ code: 'unknownProperty', message: 'property NYCDC is in chain DC, not XX', fields: ['gdsChainCode'] });
    const [shop] = shopProperties({ catalog: testCatalog, request: { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2, props: [{ propCode: 'NYCDC', gdsChainCode: 'XX' }] }, inventory, now: NOW });
    expect(shop?.statusCode).toBe(392);
    const own = create(reservationRequest({ gdsChainCode: 'DC', primaryGdsCode: '1A' }));
    expect(own.ok && own.value[0]?.gdsChainCode).toBe('DC');
  });

  test('cribs and rollaway beds together are at most the guests the room type takes', () => {
    // NYCDC KNG takes 3 guests and offers rollaway beds (and cribs at no charge).
    const three = create(reservationRequest({ roomStays: [roomStay({ numCribs: 1, numRollAways: 2 })] }));
    expect(three.ok).toBe(true);
    for (const [numCribs, numRollAways, fields] of [
      [0, 4, ['roomStays[1].numRollAways']],
      [4, 0, ['roomStays[1].numCribs']],
      [2, 2, ['roomStays[1].numCribs', 'roomStays[1].numRollAways']],
      [0, 1e21, ['roomStays[1].numRollAways']],
    ] as const) {
      const refusal = refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ numCribs, numRollAways })] })));
      expect(refusal).toEqual({ code: 'occupancyExceeded', fields, message: 'room type KNG takes at most 3 guests, so at most 3 cribs and rollaway beds' });
    }
  });

  test('a crib or rollaway bed the room type does not offer names that count, in the partner\'s terms', () => {
    // NYCDC QQN takes cribs but no rollaway bed; TYODC TWN a rollaway bed but no crib.
    const rollaway = refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ roomTypeCode: 'QQN', numCribs: 1, numRollAways: 1 })] })));
    expect(rollaway).toMatchObject({ code: 'notPriced', fields: ['roomStays[1].numRollAways'], message: 'room type QQN at rate plan RAC offers no rollaway beds for this stay' });
    const crib = refusalOf(create(reservationRequest({ propCode: 'TYODC', roomStays: [roomStay({ roomTypeCode: 'TWN', numCribs: 1, numRollAways: 1 })] })));
    expect(crib).toMatchObject({ code: 'notPriced', fields: ['roomStays[0].numCribs'], message: 'room type TWN at rate plan RAC offers no cribs for this stay' });
    expect(create(reservationRequest({ propCode: 'TYODC', roomStays: [roomStay({ roomTypeCode: 'TWN', numRollAways: 1 })] })).ok).toBe(true);
  });

  test('a stay the rate table cannot price for its guests is refused in the partner\'s terms, naming the occupancy, never the catalog\'s entries', () => {
    // a catalog whose KNG at RAC (3 guests) has no extraPersonRate on its nights: 3 adults have no rate
    const files = demoCatalogFiles({ from: FROM, days: 30 });
    const nyc = files['NYCDC.json'] as { rates: { roomTypeCode: string; ratePlanCode: string; rates: { extraPersonRate?: string; childRates?: string[] }[] }[] };
    for (const table of nyc.rates) if (table.roomTypeCode === 'KNG' && table.ratePlanCode === 'RAC') for (const rate of table.rates) delete rate.extraPersonRate;
    const loaded = loadCatalog(files);
    if (!loaded.ok) throw new Error('catalog');
    const refused = refusalOf(create(reservationRequest({ roomStays: [roomStay(), roomStay({ numAdults: 3 })] }), { catalog: loaded.catalog }));
    expect(refused).toMatchObject({ code: 'notPriced', fields: ['roomStays[1].numAdults'], message: 'room type KNG at rate plan RAC is not sold for 3 adult(s) on 2026-12-10: book another room type or rate plan' });
    expect(refused.message).not.toMatch(/rates\[|rate\dPerson|extraPersonRate/);
    const withChildren = refusalOf(create(reservationRequest({ roomStays: [roomStay({ numAdults: 2, numChildren: 1, childAges: [18] })] }), { catalog: loaded.catalog }));
    expect(withChildren).toMatchObject({ fields: ['roomStays[0].numAdults', 'roomStays[0].numChildren', 'roomStays[0].childAges'], message: expect.stringContaining('2 adult(s) and 1 child(ren) aged 18') });
  });

  test('a rate override is an amount of the property currency below the bound, dated before the departure', () => {
    const allowed = { partner: { partnerId: 'p1', rateOverridesAllowed: true } };
    const stay = roomStay(); // 2026-12-10 to 2026-12-13, NYCDC in USD
    const refused = (amount: number, effectiveDate = stay.arrivalDate) => refusalOf(create(reservationRequest({ roomStays: [{ ...stay, rateOverrides: [{ amount: 150, effectiveDate: stay.arrivalDate }, { amount, effectiveDate }] }] }), allowed));
    for (const amount of [1.7976931348623157e308, 1e300, 1e9]) {
      expect(refused(amount)).toMatchObject({ code: 'notPriced', fields: ['roomStays[0].rateOverrides[1].amount'], message: 'roomStays[0].rateOverrides[1].amount must be below 1000000000 USD' });
    }
    for (const amount of [100.123, 1e-7, 5e-324]) {
      expect(refused(amount)).toMatchObject({ code: 'notPriced', fields: ['roomStays[0].rateOverrides[1].amount'] });
    }
    expect(refused(100, '2026-12-13')).toMatchObject({ code: 'notPriced', fields: ['roomStays[0].rateOverrides[1].effectiveDate'] });
    // KWD has 3 decimals, JPY none
    const kwd = create(reservationRequest({ propCode: 'KWIDC', roomStays: [roomStay({ roomTypeCode: 'DLX', rateOverrides: [{ amount: 99.125, effectiveDate: stay.arrivalDate }] })] }), allowed);
    expect(kwd.ok && kwd.value[0]?.cost.rateDetails?.[0]?.roomRate).toBe(99.125);
    expect(refusalOf(create(reservationRequest({ propCode: 'TYODC', roomStays: [roomStay({ roomTypeCode: 'STD', numAdults: 1, rateOverrides: [{ amount: 9000.5, effectiveDate: stay.arrivalDate }] })] }), allowed)).fields).toEqual(['roomStays[0].rateOverrides[0].amount']);
    const fine = create(reservationRequest({ roomStays: [{ ...stay, rateOverrides: [{ amount: 999999999.99, effectiveDate: '2026-12-01' }, { amount: 0, effectiveDate: '2026-12-12' }] }] }), allowed);
    expect(fine.ok && fine.value[0]?.cost.rateDetails?.map((d) => d.roomRate)).toEqual([999999999.99, 999999999.99, 0]);
  });

  test('two rate overrides that apply from the same night are refused, naming the second', () => {
    const allowed = { partner: { partnerId: 'p1', rateOverridesAllowed: true } };
    const stay = roomStay(); // 2026-12-10 to 2026-12-13
    const booked = (rateOverrides: Array<{ amount: number; effectiveDate: string }>) => create(reservationRequest({ roomStays: [{ ...stay, rateOverrides }] }), allowed);
    // one night twice: 100 or 150?
    expect(refusalOf(booked([{ amount: 100, effectiveDate: '2026-12-11' }, { amount: 150, effectiveDate: '2026-12-11' }]))).toMatchObject({
      code: 'notPriced', fields: ['roomStays[0].rateOverrides[1].effectiveDate'],
      message: 'roomStays[0].rateOverrides[1].effectiveDate 2026-12-11 applies from 2026-12-11, as roomStays[0].rateOverrides[0] does: send one amount per night',
    });
    // dated before the arrival, and on it: both apply from the arrival
    expect(refusalOf(booked([{ amount: 100, effectiveDate: '2026-12-10' }, { amount: 90, effectiveDate: '2026-12-11' }, { amount: 150, effectiveDate: '2026-12-01' }]))).toMatchObject({
      code: 'notPriced', fields: ['roomStays[0].rateOverrides[2].effectiveDate'],
    });
    // one amount per night, in any order, is priced as sent
    const fine = booked([{ amount: 120, effectiveDate: '2026-12-12' }, { amount: 100, effectiveDate: '2026-12-01' }]);
    expect(fine.ok && fine.value[0]?.cost.rateDetails?.map((d) => d.roomRate)).toEqual([100, 100, 120]);
  });

  test('a deposit the request states must be the rate plan\'s: else it is refused, never replaced', () => {
    const request = (deposit?: { amount: number; dueDate?: string }, roomStays = [roomStay({ ratePlanCode: 'BBF' })]) =>
      reservationRequest({ roomStays, guarantee: { ...reservationRequest().guarantee, ...(deposit ? { deposit } : {}) } });
    const plain = create(request());
    const due = plain.ok ? plain.value[0]?.guarantee.deposit : undefined;
    expect(due).toMatchObject({ currencyCode: 'USD' });
    const { amount, dueDate } = due as { amount: number; dueDate: string };
    // the plan's own figures, with or without the date: booked as sent
    for (const sent of [{ amount }, { amount, dueDate }]) {
      const booked = create(request(sent));
      expect(booked.ok && booked.value[0]?.guarantee.deposit).toEqual(due);
    }
    expect(refusalOf(create(request({ amount: 1, dueDate: '2030-01-01' })))).toMatchObject({
      code: 'guaranteeMethodNotAccepted', fields: ['guarantee.deposit.amount'],
      message: `the deposit of roomStays[0], room type KNG at rate plan BBF, is ${amount} USD due ${dueDate}, not 1: send that amount, or leave guarantee.deposit out`,
    });
    expect(refusalOf(create(request({ amount, dueDate: '2030-01-01' })))).toMatchObject({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.deposit.dueDate'] });
    // a plan without deposit; and the room stay whose deposit differs is the one named
    expect(refusalOf(create(request({ amount: 0 }, [roomStay()])))).toMatchObject({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.deposit'] });
    expect(refusalOf(create(request({ amount }, [roomStay({ ratePlanCode: 'BBF' }), roomStay({ ratePlanCode: 'BBF', roomTypeCode: 'STE' })]))).message).toMatch(/^the deposit of roomStays\[1\], room type STE at rate plan BBF, is /);
  });

  test('no inventory', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'STE', arrivalDate: '2027-01-30', departureDate: '2027-02-01' })] })))).toMatchObject({ code: 'noAvailability' });
  });

  test('a guarantee method the plan does not accept', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN' })], guarantee: { guarMethodCode: 'CB' } })))).toMatchObject({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.guarMethodCode'] });
  });

  test('rate overrides only for channels allowed to send them', () => {
    const request = reservationRequest({ roomStays: [roomStay({ rateOverrides: [{ amount: 100, effectiveDate: '2026-12-10' }] })] });
    expect(refusalOf(create(request))).toMatchObject({ code: 'rateOverrideNotAllowed', fields: ['roomStays[0].rateOverrides'] });
    const allowed = create(request, { partner: { rateOverridesAllowed: true } });
    expect(allowed.ok && allowed.value[0]?.cost.amountBeforeTax).toBe(300);
  });

  test('more than 9 rooms', () => {
    expect(refusalOf(create(reservationRequest({ roomStays: Array.from({ length: 10 }, () => roomStay()) })))).toMatchObject({ code: 'tooManyRooms' });
  });

  test('hold by a channel not authorized for holds', () => {
    expect(refusalOf(create(reservationRequest(), { partner: { partnerId: 'p2' }, hold: { sessionId: 'S', expiresAt: '2026-11-20T12:15:00Z' } })).code).toBe('holdNotAuthorized');
  });

  test('gnrNumbers must match the rooms (a caller bug throws)', () => {
    expect(() => create(reservationRequest(), { gnrNumbers: [] })).toThrow(RangeError);
  });
});

describe('create: the work of a big reservation', () => {
  test('returns the stays of the record it stores, without a second copy, and none of them shares an object with the catalog', () => {
    const clone = vi.spyOn(globalThis, 'structuredClone');
    try {
      const result = create(reservationRequest({ roomStays: [roomStay(), roomStay(), roomStay({ roomTypeCode: 'QQN' })] }));
      if (!result.ok) throw new Error(result.refusal.message);
      const stored = result.change.reservation?.record.stays;
      expect(stored).toBeDefined();
      result.value.forEach((stay, i) => expect(stay).toBe(stored?.[i]));
      // Copies of the request's small parts (guest and the like) only, never of a whole stay or of the stays.
      for (const [value] of clone.mock.calls) expect(Array.isArray(value) || (typeof value === 'object' && value !== null && 'cost' in value)).toBe(false);
      const property = testCatalog.properties.get('NYCDC');
      const catalogRanges = structuredClone(property?.file.childAgeRanges);
      const kng = property?.roomTypes.get('KNG');
      const catalogDesc = structuredClone(kng?.roomTypeDesc);
      expect(catalogRanges?.length).toBeGreaterThan(0);
      expect(catalogDesc?.length).toBeGreaterThan(0);
      result.value[0]?.childAgeRanges?.push({ startChildAge: 1, endChildAge: 1 });
      result.value[0]?.roomType.roomTypeDesc?.push('changed by the caller');
      expect(property?.file.childAgeRanges).toEqual(catalogRanges);
      expect(kng?.roomTypeDesc).toEqual(catalogDesc);
    } finally {
      clone.mockRestore();
    }
  });
});
