import { describe, expect, test } from 'vitest';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { additionalNamesRefusal } from './additional-names-refusal.js';

/** The fields of a stored stay the rule reads. */
const names = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `N${i}`, lastName: 'B' }));
const stored = (gnrNumber: number, numAdults: number, numChildren = 0, resStatus = 'confirmed', additionalNames = 0) =>
  ({ gnrNumber, numAdults, numChildren, resStatus, ...(additionalNames > 0 ? { additionalNames: names(additionalNames) } : {}) }) as unknown as ReservationStay;
const room = (numAdults: number, more: { numChildren?: number; childAges?: number[] } = {}) =>
  ({ arrivalDate: '2026-12-10', departureDate: '2026-12-11', numAdults, ...more });

describe('additionalNames of a modify against the whole reservation', () => {
  const twoRooms = [stored(10, 2), stored(11, 2)];

  test('the modified stay counts with its new occupancy, every other stay with its stored one', () => {
    expect(additionalNamesRefusal(twoRooms, 10, room(2), names(3))).toBeUndefined();
    expect(additionalNamesRefusal(twoRooms, 10, room(2), names(4))).toEqual({
      code: 'tooManyAdditionalNames', fields: ['additionalNames'],
      message: 'additionalNames has 4 names but the reservation\'s rooms hold 4 guests: at most 3 additional names',
    });
    expect(additionalNamesRefusal(twoRooms, 10, room(1), names(3))?.message).toContain('hold 3 guests: at most 2');
    expect(additionalNamesRefusal(twoRooms, 10, room(3), names(4))).toBeUndefined();
  });

  test('children count, the ages standing for the count when only they are sent; stored children too', () => {
    expect(additionalNamesRefusal(twoRooms, 10, room(1, { numChildren: 1 }), names(3))).toBeUndefined();
    expect(additionalNamesRefusal(twoRooms, 10, room(1, { childAges: [5] }), names(3))).toBeUndefined();
    expect(additionalNamesRefusal([stored(10, 1), stored(11, 1, 1)], 10, room(1), names(2))).toBeUndefined();
    expect(additionalNamesRefusal([stored(10, 1), stored(11, 1, 1)], 10, room(1), names(3))?.code).toBe('tooManyAdditionalNames');
  });

  test('a cancelled stay counts: its names were counted with it and a cancel keeps them', () => {
    expect(additionalNamesRefusal([stored(10, 2), stored(11, 2, 0, 'cancelled')], 10, room(2), names(3))).toBeUndefined();
  });

  test('fewer guests may not leave another stay holding more names than the reservation allows', () => {
    // two rooms of 2 booked with 3 names, which both stays hold
    const booked = [stored(10, 2, 0, 'confirmed', 3), stored(11, 2, 0, 'confirmed', 3)];
    expect(additionalNamesRefusal(booked, 10, room(1), names(2))).toEqual({
      code: 'tooManyAdditionalNames', fields: ['roomStays[0].numAdults', 'roomStays[0].numChildren'],
      message: 'stay 11 holds 3 additionalNames but the reservation\'s rooms would hold 3 guests: at most 2 additional names: remove names from that stay first',
    });
    // once that stay holds 2, the room may take one guest fewer
    expect(additionalNamesRefusal([stored(10, 2, 0, 'confirmed', 3), stored(11, 2, 0, 'confirmed', 2)], 10, room(1), names(2))).toBeUndefined();
    // a change that does not lower the guests is not refused for names stored elsewhere
    expect(additionalNamesRefusal([stored(10, 1), stored(11, 2, 0, 'confirmed', 3)], 10, room(1), undefined)).toBeUndefined();
  });

  test('no names, or none left, are never refused', () => {
    expect(additionalNamesRefusal([stored(10, 1)], 10, room(1), undefined)).toBeUndefined();
    expect(additionalNamesRefusal([stored(10, 1)], 10, room(1), [])).toBeUndefined();
    expect(additionalNamesRefusal([stored(10, 1)], 10, room(1), names(1))?.message).toContain('hold 1 guest: at most 0');
  });
});
