import { describe, expect, test, vi } from 'vitest';
import { NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import { createReservation } from './create-reservation.js';
import { readStay, retrieveReservation } from './read-reservation.js';

const partner = { partnerId: 'p1' };

function bookedThreeRooms() {
  const store = testStore();
  const request = reservationRequest({ roomStays: [roomStay(), roomStay(), roomStay({ roomTypeCode: 'QQN' })] });
  const created = createReservation({ catalog: testCatalog, request, inventory: store.view(), partner, now: NOW, confNumber: 'C1', gnrNumbers: [10, 11, 12] });
  if (!created.ok) throw new Error(created.refusal.message);
  expect(store.apply(created.change).ok).toBe(true);
  return store.state('C1');
}

describe('reads', () => {
  test('readStay copies the stay it returns, and only that one', () => {
    const state = bookedThreeRooms();
    const wanted = state.reservation?.record.stays[1];
    const clone = vi.spyOn(globalThis, 'structuredClone');
    try {
      const read = readStay(state, 11, partner);
      if (!read.ok) throw new Error(read.refusal.message);
      expect(read.value).toEqual(wanted);
      expect(read.value).not.toBe(wanted);
      expect(clone.mock.calls.map(([value]) => value)).toEqual([wanted]);
      expect(clone.mock.calls[0]?.[0]).toBe(wanted);
    } finally {
      clone.mockRestore();
    }
  });

  test('retrieveReservation returns the state\'s stays in order, copying none of them', () => {
    const state = bookedThreeRooms();
    const clone = vi.spyOn(globalThis, 'structuredClone');
    try {
      const read = retrieveReservation(state, partner);
      if (!read.ok) throw new Error(read.refusal.message);
      expect(read.value).not.toBe(state.reservation?.record.stays);
      read.value.forEach((stay, i) => expect(stay).toBe(state.reservation?.record.stays[i]));
      expect(read.value).toHaveLength(3);
      expect(clone).not.toHaveBeenCalled();
    } finally {
      clone.mockRestore();
    }
  });

  test('readStay refuses as retrieve does: another partner\'s reservation, then an unknown stay', () => {
    const state = bookedThreeRooms();
    const foreign = readStay(state, 11, { partnerId: 'p2' });
    const retrieved = retrieveReservation(state, { partnerId: 'p2' });
    expect(foreign.ok || retrieved.ok).toBe(false);
    if (!foreign.ok && !retrieved.ok) expect(foreign.refusal).toEqual(retrieved.refusal);
    const unknown = readStay(state, 99, partner);
    expect(unknown.ok ? undefined : unknown.refusal.code).toBe('notFound');
    expect(unknown.ok ? undefined : unknown.refusal.message).not.toEqual(foreign.ok ? undefined : foreign.refusal.message);
  });
});
