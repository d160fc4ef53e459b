import { describe, expect, test } from 'vitest';
import type { MemoryStore } from '../testing/memory-store.js';
import { NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import { cancelStay } from './cancel-stay.js';
import { createReservation } from './create-reservation.js';
import { confirmHold, releaseHold } from './hold-actions.js';
import { modifyStay } from './modify-stay.js';
import { modifyRequestOfStay } from './modify-request-of-stay.js';
import { readStay, retrieveReservation } from './read-reservation.js';
import type { Transition } from './reservation-record.js';

const partner = { partnerId: 'p1', holdAuthorized: true };
const LATER = '2026-11-20T12:05:00Z';
const hold = (sessionId: string) => ({ sessionId, expiresAt: '2026-11-20T12:15:00Z' });
const ASK = { sendConfirmation: true, languageCode: 'FR' } as const;

function applied<T>(store: MemoryStore, result: Transition<T>): Transition<T> & { ok: true } {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  const outcome = store.apply(result.change);
  if (!outcome.ok) throw new Error(`store refused: ${outcome.reason}`);
  return result;
}

function create(store: MemoryStore, request: ReservationRequest, held?: string) {
  return applied(store, createReservation({ catalog: testCatalog, request, inventory: store.view(), partner, now: NOW, confNumber: 'C1', gnrNumbers: request.roomStays.map((_, i) => 10 + i), ...(held ? { hold: hold(held) } : {}) }));
}

function modify(store: MemoryStore, request: ReservationRequest, extra: { sessionId?: string; hold?: string } = {}) {
  return applied(store, modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request, inventory: store.view(), partner, now: LATER, ...(extra.sessionId ? { sessionId: extra.sessionId } : {}), ...(extra.hold ? { hold: hold(extra.hold) } : {}) }));
}

const twoRooms = (extra: Partial<ReservationRequest> = {}) => reservationRequest({ roomStays: [roomStay(), roomStay({ roomTypeCode: 'QQN' })], ...extra });

describe('sendConfirmation and languageCode', () => {
  test('a create that asks owes a confirmation of every stay, in its language; one that does not, none', () => {
    expect(create(testStore(), twoRooms(ASK)).confirmation).toEqual({ event: 'created', confNumber: 'C1', propCode: 'NYCDC', gnrNumbers: [10, 11], languageCode: 'FR' });
    expect(create(testStore(), twoRooms({ sendConfirmation: true })).confirmation).toEqual({ event: 'created', confNumber: 'C1', propCode: 'NYCDC', gnrNumbers: [10, 11] });
    expect(create(testStore(), twoRooms({ sendConfirmation: false, languageCode: 'FR' })).confirmation).toBeUndefined();
    expect(create(testStore(), twoRooms()).confirmation).toBeUndefined();
  });

  test('a held create owes it on confirm, not before, and not on release; the stored reservation keeps no trace of it', () => {
    const store = testStore();
    expect(create(store, twoRooms(ASK), 'S1').confirmation).toBeUndefined();
    const confirmed = applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner }));
    expect(confirmed.confirmation).toEqual({ event: 'created', confNumber: 'C1', propCode: 'NYCDC', gnrNumbers: [10, 11], languageCode: 'FR' });
    expect(store.state('C1').reservation?.record).not.toHaveProperty('confirmationOnConfirm');
    const other = testStore();
    create(other, twoRooms(ASK), 'S2');
    expect(applied(other, releaseHold({ state: other.state('C1'), sessionId: 'S2', now: LATER, partner })).confirmation).toBeUndefined();
  });

  test('a commit by update of a held create owes the confirmation its create asked for', () => {
    const store = testStore();
    create(store, twoRooms(ASK), 'S1');
    const committed = modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-14' })] }), { sessionId: 'S1' });
    expect(committed.confirmation).toMatchObject({ event: 'created', gnrNumbers: [10, 11], languageCode: 'FR' });
    expect(store.state('C1').reservation?.record).not.toHaveProperty('confirmationOnConfirm');
  });

  test('a modify and a cancel that ask owe one about their stay; a stay sent back unchanged too (to send it again)', () => {
    const store = testStore();
    create(store, twoRooms());
    expect(modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-14' })], sendConfirmation: true, languageCode: 'DE' })).confirmation)
      .toEqual({ event: 'modified', confNumber: 'C1', propCode: 'NYCDC', gnrNumbers: [10], languageCode: 'DE' });
    const read = readStay(store.state('C1'), 10, partner);
    if (!read.ok) throw new Error(read.refusal.code);
    const again = modify(store, { ...modifyRequestOfStay(read.value), sendConfirmation: true });
    expect(again.change.reservation).toBeUndefined();
    expect(again.confirmation).toMatchObject({ event: 'modified', gnrNumbers: [10] });
    expect(modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-15' })] })).confirmation).toBeUndefined();
    const cancel = applied(store, cancelStay({ state: store.state('C1'), gnrNumber: 11, partner, now: LATER, cxlNumber: 'X1', request: { sendConfirmation: true, languageCode: 'EN' } }));
    expect(cancel.confirmation).toEqual({ event: 'cancelled', confNumber: 'C1', propCode: 'NYCDC', gnrNumbers: [11], languageCode: 'EN' });
    // a repeated cancel changes nothing and owes nothing
    expect(cancelStay({ state: store.state('C1'), gnrNumber: 11, partner, now: LATER, cxlNumber: 'X2', request: { sendConfirmation: true } })).not.toHaveProperty('confirmation');
  });

  test('pseudoCityCode is kept on the reservation for audit, never returned by reads, and a modify keeps the booking office', () => {
    const store = testStore();
    create(store, twoRooms({ pseudoCityCode: 'NYC1A' }));
    expect(store.state('C1').reservation?.record.pseudoCityCode).toBe('NYC1A');
    const all = retrieveReservation(store.state('C1'), partner);
    expect(JSON.stringify(all.ok && all.value)).not.toContain('NYC1A');
    modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-14' })], pseudoCityCode: 'LON2B' }));
    expect(store.state('C1').reservation?.record.pseudoCityCode).toBe('NYC1A');
  });
});
