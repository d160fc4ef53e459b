import { describe, expect, test } from 'vitest';
import type { MemoryStore } from '../testing/memory-store.js';
import { NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import { createReservation } from './create-reservation.js';
import { modifyStay } from './modify-stay.js';
import type { Transition } from './reservation-record.js';

const partner = { partnerId: 'p1', rateOverridesAllowed: true };
/** Noon of 2026-12-11 in New York: NYCDC's local today is 2026-12-11. */
const IN_HOUSE = '2026-12-11T17:00:00Z';

function applied<T>(store: MemoryStore, result: Transition<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  const outcome = store.apply(result.change);
  if (!outcome.ok) throw new Error(`store refused: ${outcome.reason}`);
  return result.value;
}

function bookedStay(store: MemoryStore, request: ReservationRequest) {
  const [stay] = applied(store, createReservation({ catalog: testCatalog, request, inventory: store.view(), partner, now: NOW, confNumber: 'C1', gnrNumbers: [10] }));
  return structuredClone(stay!);
}

function modify(store: MemoryStore, overrides: Parameters<typeof roomStay>[0], now = IN_HOUSE, request: Partial<ReservationRequest> = {}) {
  return modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request: reservationRequest({ roomStays: [roomStay(overrides)], ...request }), inventory: store.view(), partner, now });
}

const sold = (store: MemoryStore, date: string) => store.counts.get(`NYCDC|KNG|${date}`)?.sold;

describe('a re-pricing modify of a stay that has begun (arrival before the local today)', () => {
  test('extends the stay: the nights stayed keep their price, the new nights are sold and priced', () => {
    const store = testStore();
    const old = bookedStay(store, reservationRequest());
    const before = sold(store, '2026-12-13');
    const result = modify(store, { departureDate: '2026-12-15' });
    const stay = applied(store, result);
    expect(stay).toMatchObject({ arrivalDate: '2026-12-10', departureDate: '2026-12-15', resStatus: 'confirmed', lastResModifyDate: IN_HOUSE });
    expect(stay.cost.rateDetails[0]).toEqual(old.cost.rateDetails[0]);
    expect(sold(store, '2026-12-13')).toBe((before ?? 0) + 1);
    expect(sold(store, '2026-12-14')).toBeGreaterThan(0);
  });

  test('cuts the stay short to today at the earliest: the nights from today on are given back', () => {
    const store = testStore();
    bookedStay(store, reservationRequest());
    const before = sold(store, '2026-12-12');
    expect(applied(store, modify(store, { departureDate: '2026-12-11' })).departureDate).toBe('2026-12-11');
    expect(sold(store, '2026-12-12')).toBe((before ?? 0) - 1);
  });

  test('a departure before today is refused naming it, and nothing changes', () => {
    const store = testStore();
    bookedStay(store, reservationRequest({ roomStays: [roomStay({ arrivalDate: '2026-12-05', departureDate: '2026-12-13' })] }));
    const result = modify(store, { arrivalDate: '2026-12-05', departureDate: '2026-12-08' });
    expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'bookingWindow', fields: ['roomStays[0].departureDate'] });
  });

  test('the room type, rate plan, arrival or guests of the nights stayed cannot change: refused naming them', () => {
    const store = testStore();
    bookedStay(store, reservationRequest());
    const cases: [Parameters<typeof roomStay>[0], string[]][] = [
      [{ roomTypeCode: 'QQN', departureDate: '2026-12-14' }, ['roomStays[0].roomTypeCode']],
      [{ ratePlanCode: 'BBF' }, ['roomStays[0].ratePlanCode']],
      [{ arrivalDate: '2026-12-11' }, ['roomStays[0].arrivalDate']],
      [{ numAdults: 1 }, ['roomStays[0].numAdults']],
      [{ numChildren: 1, childAges: [4] }, ['roomStays[0].numChildren']],
    ];
    for (const [overrides, fields] of cases) {
      const result = modify(store, overrides);
      expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'fieldNotModifiable', fields });
      expect(result.ok ? '' : result.refusal.message).toContain('began on 2026-12-10');
    }
  });

  test('a stay booked with rate overrides keeps them for the nights stayed', () => {
    const store = testStore();
    const overrides = [{ amount: 150, effectiveDate: '2026-12-10' }];
    bookedStay(store, reservationRequest({ roomStays: [roomStay({ rateOverrides: overrides })] }));
    const without = modify(store, { departureDate: '2026-12-14' });
    expect(without.ok ? undefined : without.refusal).toMatchObject({ code: 'fieldNotModifiable', fields: ['roomStays[0].rateOverrides'] });
    expect(without.ok ? '' : without.refusal.message).toContain('night of 2026-12-10');
    const kept = applied(store, modify(store, { departureDate: '2026-12-14', rateOverrides: overrides }));
    expect(kept.cost.rateDetails[0]?.roomRate).toBe(150);
    expect(kept.departureDate).toBe('2026-12-14');
  });

  test('a stay that is over cannot be priced again; before it begins, the booking window applies as before', () => {
    const store = testStore();
    bookedStay(store, reservationRequest());
    const over = modify(store, { departureDate: '2026-12-14' }, '2026-12-14T17:00:00Z');
    expect(over.ok ? undefined : over.refusal).toMatchObject({ code: 'fieldNotModifiable', fields: ['roomStays[0].departureDate'] });
    const moved = modify(store, { arrivalDate: '2026-12-09' }, '2026-12-09T17:00:00Z');
    expect(moved.ok).toBe(true);
  });
});
