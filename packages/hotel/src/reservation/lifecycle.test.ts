import { validateReservation } from '@direct-connect/validation';
import { describe, expect, test } from 'vitest';
import type { MemoryStore } from '../testing/memory-store.js';
import { NOW, reservationRequest, roomStay, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { cancelStay } from './cancel-stay.js';
import { createReservation } from './create-reservation.js';
import { confirmHold, expireHold, releaseHold } from './hold-actions.js';
import type { HoldRequest } from './hold-transition.js';
import { modifyStay } from './modify-stay.js';
import type { ModifyInput } from './modify-stay.js';
import { modifyRequestOfStay } from './modify-request-of-stay.js';
import { readStay, retrieveReservation } from './read-reservation.js';
import type { Transition } from './reservation-record.js';

const partner = { partnerId: 'p1', holdAuthorized: true };
const LATER = '2026-11-20T12:05:00Z';
const hold = (sessionId: string): HoldRequest => ({ sessionId, expiresAt: '2026-11-20T12:15:00Z' });

function applied<T>(store: MemoryStore, result: Transition<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  const outcome = store.apply(result.change);
  if (!outcome.ok) throw new Error(`store refused: ${outcome.reason}`);
  return result.value;
}

function booked(store: MemoryStore, request: ReservationRequest = reservationRequest(), options: { hold?: HoldRequest } = {}) {
  return applied(store, createReservation({ catalog: testCatalog, request, inventory: store.view(), partner, now: NOW, confNumber: 'C1', gnrNumbers: request.roomStays.map((_, i) => 10 + i), ...options }));
}

function modify(store: MemoryStore, request: ReservationRequest, overrides: Partial<ModifyInput> = {}) {
  return modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request, inventory: store.view(), partner, now: LATER, ...overrides });
}

function counts(store: MemoryStore, roomTypeCode: string, date: string) {
  const row = store.counts.get(`NYCDC|${roomTypeCode}|${date}`);
  return { held: row?.held, sold: row?.sold };
}

function refusalOf(result: { ok: boolean; refusal?: { code: string; fields?: string[] } }) {
  return result.ok ? undefined : result.refusal;
}

function refusalCode(result: { ok: boolean; refusal?: { code: string } }): string | undefined {
  return result.ok ? undefined : result.refusal?.code;
}

describe('read', () => {
  test('retrieve returns every stay, read one stay by gnrNumber', () => {
    const store = testStore();
    booked(store, reservationRequest({ roomStays: [roomStay(), roomStay({ roomTypeCode: 'QQN' })] }));
    const all = retrieveReservation(store.state('C1'), partner);
    expect(all.ok && all.value.map((s) => s.gnrNumber)).toEqual([10, 11]);
    const one = readStay(store.state('C1'), 11, partner);
    expect(one.ok && one.value.roomType.roomTypeCode).toBe('QQN');
  });

  test('unknown reservation, unknown gnrNumber and another partner\'s reservation are notFound', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(retrieveReservation(store.state('C9'), partner))).toBe('notFound');
    expect(refusalCode(readStay(store.state('C1'), 99, partner))).toBe('notFound');
    expect(refusalCode(readStay(store.state('C1'), 10, { partnerId: 'other' }))).toBe('notFound');
  });

  test('a held create is invisible to reads until confirmed', () => {
    const store = testStore();
    booked(store, reservationRequest(), { hold: hold('S1') });
    expect(refusalCode(retrieveReservation(store.state('C1'), partner))).toBe('notFound');
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner }));
    expect(retrieveReservation(store.state('C1'), partner).ok).toBe(true);
  });
});

describe('modify', () => {
  test('moves inventory by the net change per night and re-prices', () => {
    const store = testStore();
    const [before] = booked(store);
    const stay = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ arrivalDate: '2026-12-11', departureDate: '2026-12-15' })] })));
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    expect(counts(store, 'KNG', '2026-12-11')).toEqual({ held: 0, sold: 1 });
    expect(counts(store, 'KNG', '2026-12-14')).toEqual({ held: 0, sold: 1 });
    expect(counts(store, 'KNG', '2026-12-15')).toEqual({ held: 0, sold: 0 });
    expect(stay).toMatchObject({ arrivalDate: '2026-12-11', departureDate: '2026-12-15', resCreateDate: NOW, lastResModifyDate: LATER, gnrNumber: 10, confNumber: 'C1' });
    expect(stay.cost.amountBeforeTax).not.toBe(before?.cost.amountBeforeTax);
    const read = readStay(store.state('C1'), 10, partner);
    expect(read.ok && read.value.arrivalDate).toBe('2026-12-11');
  });

  test('writes with the version it read (optimistic concurrency)', () => {
    const store = testStore();
    booked(store);
    const result = modify(store, reservationRequest({ roomStays: [roomStay({ numAdults: 1 })] }));
    expect(result.ok && result.change.reservation?.expectedVersion).toBe(1);
    expect(result.ok && result.change.deltas).toEqual([]);
  });

  test('fields that cannot change are refused, naming them', () => {
    const store = testStore();
    booked(store);
    const result = modify(store, reservationRequest({ propCode: 'LAXDC', primaryGdsCode: '1A' }));
    expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'fieldNotModifiable', fields: ['propCode', 'primaryGdsCode'] });
  });

  test('an advance purchase stay keeps its dates, room, plan and guests', () => {
    const store = testStore();
    booked(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN' })] }));
    const result = modify(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN', departureDate: '2026-12-14', roomTypeCode: 'QQN' })] }));
    expect(result.ok ? undefined : result.refusal).toMatchObject({ code: 'fieldNotModifiable', fields: ['roomStays[0].departureDate', 'roomStays[0].roomTypeCode'] });
    const guestOnly = modify(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN' })], comments: ['quiet room'] }));
    expect(guestOnly.ok).toBe(true);
  });

  test('a cancelled stay, an unknown stay, a stay of another partner cannot be modified', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(modify(store, reservationRequest(), { gnrNumber: 77 }))).toBe('notFound');
    expect(refusalCode(modify(store, reservationRequest(), { partner: { partnerId: 'other' } }))).toBe('notFound');
    applied(store, cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X1' }));
    const cancelled = modify(store, reservationRequest());
    // the path's stay is what the partner must change: named, with its cancellation number
    expect(cancelled.ok ? undefined : cancelled.refusal).toEqual({
      code: 'stayCancelled', fields: ['gnrNumber'],
      message: 'stay 10 is cancelled (cxlNumber X1): a cancelled stay cannot be modified; book a new reservation',
    });
  });

  test('a modify may carry back the deposit its read returned; another deposit is refused', () => {
    const store = testStore();
    const [stay] = booked(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'BBF' })] }));
    const read = (stay as ReservationStay).guarantee.deposit as { amount: number; dueDate: string };
    const withDeposit = (deposit: { amount: number; dueDate?: string }, departureDate?: string) => reservationRequest({
      roomStays: [roomStay({ ratePlanCode: 'BBF', ...(departureDate ? { departureDate } : {}) })],
      guarantee: { ...reservationRequest().guarantee, deposit },
    });
    // as read, on a stay priced again: the plan's deposit of the new stay is stored
    const longer = modify(store, withDeposit({ amount: read.amount, dueDate: read.dueDate }, '2026-12-14'));
    expect(longer.ok && longer.value.guarantee.deposit?.amount).toBeGreaterThan(0);
    expect(refusalOf(modify(store, withDeposit({ amount: 1 }, '2026-12-14')))).toMatchObject({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.deposit.amount'] });
    // only the data changes: the stored deposit is kept, another one is refused
    expect(refusalOf(modify(store, withDeposit({ amount: read.amount, dueDate: '2030-01-01' })))).toMatchObject({ code: 'guaranteeMethodNotAccepted', fields: ['guarantee.deposit.dueDate'] });
    expect(modify(store, withDeposit({ amount: read.amount })).ok).toBe(true);
  });

  test('a modify needing rooms that are not free is refused and moves nothing', () => {
    const store = testStore();
    booked(store);
    const row = store.counts.get('NYCDC|STE|2026-12-11');
    if (row) row.sold = row.total;
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'STE' })] })))).toBe('noAvailability');
    expect(counts(store, 'KNG', '2026-12-11')).toEqual({ held: 0, sold: 1 });
  });

  test('a smoking preference the booked room type is not is refused, also when nothing else changes', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ smokingRoom: true })] })))).toBe('ratePlanNotEligible');
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ smokingRoom: true, departureDate: '2026-12-14' })] })))).toBe('ratePlanNotEligible');
    expect(modify(store, reservationRequest({ roomStays: [roomStay({ smokingRoom: false })] })).ok).toBe(true);
  });

  test('advancePurchase: the booked plan\'s value carried back asks nothing; another one must be the plan\'s, also when nothing else changes', () => {
    const store = testStore();
    booked(store);
    // a RAC stay: advancePurchase true asks for a plan it is not, with or without another change
    expect(refusalOf(modify(store, reservationRequest({ roomStays: [roomStay({ advancePurchase: true })] })))).toMatchObject({ code: 'ratePlanNotEligible', fields: ['roomStays[0].advancePurchase'] });
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ advancePurchase: true, departureDate: '2026-12-14' })] })))).toBe('ratePlanNotEligible');
    // the read's false, sent back while moving to APN, is no preference
    const moved = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'APN', advancePurchase: false })], guarantee: { guarMethodCode: 'CC' } })));
    expect([moved.ratePlan.ratePlanCode, moved.ratePlan.advancePurchase]).toEqual(['APN', true]);
  });

  test('smokingRoom carried back from the read while the room type changes is no preference; another value is', () => {
    const store = testStore();
    const tokyo = (overrides: Parameters<typeof roomStay>[0]) => reservationRequest({ propCode: 'TYODC', roomStays: [roomStay({ roomTypeCode: 'STD', numAdults: 1, ...overrides })] });
    booked(store, tokyo({}));
    // The read said smokingRoom false (STD); the partner moves to SMK, a smoking room, and sends the read's value back.
    const moved = applied(store, modify(store, tokyo({ roomTypeCode: 'SMK', smokingRoom: false })));
    expect([moved.roomType.roomTypeCode, moved.roomType.smokingRoom]).toEqual(['SMK', true]);
    // Now in SMK: non-smoking asked for is refused, staying or not; back to STD with the read's true is a move.
    expect(refusalOf(modify(store, tokyo({ roomTypeCode: 'SMK', smokingRoom: false, departureDate: '2026-12-14' })))).toMatchObject({ code: 'ratePlanNotEligible', fields: ['roomStays[0].smokingRoom'] });
    expect(refusalCode(modify(store, tokyo({ roomTypeCode: 'SMK', smokingRoom: false })))).toBe('ratePlanNotEligible');
    expect(modify(store, tokyo({ roomTypeCode: 'STD', smokingRoom: false })).ok).toBe(true);
    expect(modify(store, tokyo({ roomTypeCode: 'STD', smokingRoom: true })).ok).toBe(true);
  });

  test('the booked plan\'s promo code carried back while the plan changes is no request; another code must be the new plan\'s', () => {
    const store = testStore();
    booked(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'AAA', promoCode: 'AAA' })] }));
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'RAC', promoCode: 'ZZZ' })] })))).toBe('ratePlanNotEligible');
    const moved = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ ratePlanCode: 'RAC', promoCode: 'AAA' })] })));
    expect([moved.ratePlan.ratePlanCode, moved.ratePlan.promoCode]).toEqual(['RAC', undefined]);
  });

  test('a modify carries exactly one room stay', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay(), roomStay()] })))).toBe('tooManyRooms');
  });
});

describe('modify: additionalNames count against the guests of the whole reservation', () => {
  const name = (firstName: string) => ({ firstName, lastName: 'Babbage' });
  const THREE = [name('Charles'), name('Georgiana'), name('Herschel')];
  /** Two rooms of 2 adults (4 guests) with 3 additional names: 3 <= 4 - 1. */
  function twoRooms(store: MemoryStore) {
    booked(store, reservationRequest({ roomStays: [roomStay(), roomStay()], additionalNames: THREE }));
    const read = readStay(store.state('C1'), 10, partner);
    if (!read.ok) throw new Error(read.refusal.code);
    return read.value;
  }
  /** `request` as the service hands it over: through the modify validator. */
  function validated(request: ReservationRequest): ReservationRequest {
    const result = validateReservation(JSON.parse(JSON.stringify(request)), { operation: 'modify' });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }
  function refusal(result: Transition<unknown>) {
    return result.ok ? undefined : result.refusal;
  }
  const REFUSED = { code: 'tooManyAdditionalNames', fields: ['additionalNames'] };

  test('a stay of a 2-room reservation read and sent back with its 3 names is accepted and changes nothing', () => {
    const store = testStore();
    const stay = twoRooms(store);
    expect(stay.additionalNames).toEqual(THREE);
    const before = structuredClone(store.state('C1'));
    const result = modify(store, validated(modifyRequestOfStay(stay)));
    expect(result.ok && result.change).toEqual({ deltas: [] });
    expect(result.ok && result.value).toEqual(stay);
    expect(store.state('C1')).toEqual(before);
  });

  test('4 names on 4 guests are refused, naming additionalNames; nothing is stored and no inventory moves', () => {
    const store = testStore();
    const stay = twoRooms(store);
    const before = structuredClone(store.state('C1'));
    const request = validated({ ...modifyRequestOfStay(stay), additionalNames: [...THREE, name('Ada')] });
    expect(refusal(modify(store, request))).toMatchObject(REFUSED);
    expect(store.state('C1')).toEqual(before);
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 2 });
  });

  test('lowering a room to 1 adult with 3 stored names is refused (3 > 3 - 1); with 2 names sent it is accepted once the other room holds 2', () => {
    const store = testStore();
    const stay = twoRooms(store);
    const { additionalNames: _stored, ...withoutNames } = modifyRequestOfStay(stay);
    const oneAdult = (request: ReservationRequest): ReservationRequest => ({ ...request, roomStays: [{ ...request.roomStays[0] as ReservationRequest['roomStays'][0], numAdults: 1 }] });
    expect(refusal(modify(store, validated(oneAdult(withoutNames))))).toMatchObject({ ...REFUSED, message: expect.stringContaining('3 names but the reservation\'s rooms hold 3 guests: at most 2') });
    const twoNames = validated({ ...oneAdult(withoutNames), additionalNames: THREE.slice(0, 2) });
    // the other room still holds the 3 names booked with it: read and sent back, it would be refused
    expect(refusal(modify(store, twoNames))).toMatchObject({ code: 'tooManyAdditionalNames', fields: ['roomStays[0].numAdults', 'roomStays[0].numChildren'], message: expect.stringContaining('stay 11 holds 3 additionalNames') });
    const other = store.state('C1').reservation?.record.stays[1] as ReservationStay;
    applied(store, modify(store, validated({ ...modifyRequestOfStay(other), additionalNames: THREE.slice(0, 2) }), { gnrNumber: 11 }));
    const accepted = applied(store, modify(store, twoNames));
    expect([accepted.numAdults, accepted.additionalNames]).toEqual([1, THREE.slice(0, 2)]);
    // every stay, read and sent back, is still accepted
    for (const s of store.state('C1').reservation?.record.stays ?? []) expect(modify(store, validated(modifyRequestOfStay(s)), { gnrNumber: s.gnrNumber }).ok).toBe(true);
  });

  test('a held modify is refused the same, before any hold is put', () => {
    const store = testStore();
    const stay = twoRooms(store);
    const before = structuredClone(store.state('C1'));
    const request = modifyRequestOfStay(stay);
    const lowered = validated({ ...request, roomStays: [{ ...request.roomStays[0] as ReservationRequest['roomStays'][0], numAdults: 1, bookingCode: 'QQNRAC', roomTypeCode: 'QQN' }] });
    expect(refusal(modify(store, lowered, { hold: hold('S2') }))).toMatchObject(REFUSED);
    expect(store.holds.size).toBe(0);
    expect(store.state('C1')).toEqual(before);
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    // sent back unchanged under a hold, it is accepted
    expect(modify(store, validated(request), { hold: hold('S3') }).ok).toBe(true);
  });
});

describe('held modify', () => {
  test('holds only what the change needs; the stay reads as before; confirm commits and returns the freed nights', () => {
    const store = testStore();
    booked(store);
    const change = modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-14' })] }), { hold: hold('S2') });
    applied(store, change);
    expect(counts(store, 'KNG', '2026-12-13')).toEqual({ held: 1, sold: 0 });
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 1 });
    const read = readStay(store.state('C1'), 10, partner);
    expect(read.ok && read.value.departureDate).toBe('2026-12-13');
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner, request: { externalResId: 'EXT9' } }));
    expect(counts(store, 'KNG', '2026-12-13')).toEqual({ held: 0, sold: 1 });
    const after = readStay(store.state('C1'), 10, partner);
    expect(after.ok && [after.value.departureDate, after.value.externalResId]).toEqual(['2026-12-14', 'EXT9']);
    expect(store.holds.size).toBe(0);
  });

  test('the confirm body\'s primaryGdsCode is stored on every stay; another channel\'s is refused and the hold stays open', () => {
    const store = testStore();
    booked(store, reservationRequest({ roomStays: [roomStay(), roomStay()] }), { hold: hold('S1') });
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner, request: { primaryGdsCode: '1A' } }));
    const stays = retrieveReservation(store.state('C1'), partner);
    expect(stays.ok && stays.value.map((s) => s.primaryGdsCode)).toEqual(['1A', '1A']);

    applied(store, modify(store, reservationRequest({ primaryGdsCode: '1A', roomStays: [roomStay({ departureDate: '2026-12-14' })] }), { hold: hold('S2') }));
    const other = confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner, request: { primaryGdsCode: '1B' } });
    expect(other.ok ? undefined : other.refusal).toMatchObject({ code: 'fieldNotModifiable', fields: ['primaryGdsCode'] });
    expect(store.holds.size).toBe(1);
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner, request: { primaryGdsCode: '1A' } }));
    const read = readStay(store.state('C1'), 10, partner);
    expect(read.ok && [read.value.departureDate, read.value.primaryGdsCode]).toEqual(['2026-12-14', '1A']);
  });

  test('a shortened stay holds nothing and frees its nights only on confirm', () => {
    const store = testStore();
    booked(store);
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ departureDate: '2026-12-12' })] }), { hold: hold('S2') }));
    expect(counts(store, 'KNG', '2026-12-12')).toEqual({ held: 0, sold: 1 });
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner }));
    expect(counts(store, 'KNG', '2026-12-12')).toEqual({ held: 0, sold: 0 });
  });

  test('release drops the held change: rooms returned, the stay unchanged', () => {
    const store = testStore();
    booked(store);
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'QQN' })] }), { hold: hold('S2') }));
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 1, sold: 0 });
    applied(store, releaseHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner }));
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 1 });
    const read = readStay(store.state('C1'), 10, partner);
    expect(read.ok && read.value.roomType.roomTypeCode).toBe('KNG');
  });

  test('an update with the session header and no hold header commits the held change with its data', () => {
    const store = testStore();
    booked(store);
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'QQN' })] }), { hold: hold('S2') }));
    const stay = applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'STE' })] }), { sessionId: 'S2' }));
    expect(stay.roomType.roomTypeCode).toBe('STE');
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    expect(counts(store, 'STE', '2026-12-10')).toEqual({ held: 0, sold: 1 });
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    expect(store.holds.size).toBe(0);
  });

  test('an update with the session header and the hold header replaces the hold with a new session', () => {
    const store = testStore();
    booked(store, reservationRequest(), { hold: hold('S1') });
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'QQN' })] }), { sessionId: 'S1', hold: hold('S3') }));
    expect([...store.holds.keys()]).toEqual(['S3']);
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 0 });
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 1, sold: 0 });
    expect(refusalCode(retrieveReservation(store.state('C1'), partner))).toBe('notFound');
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S3', now: LATER, partner }));
    expect(counts(store, 'QQN', '2026-12-10')).toEqual({ held: 0, sold: 1 });
  });

  test('a hold that replaces an open one keeps its expiry: renewing it just before it expires does not pin the rooms for good', () => {
    const store = testStore();
    booked(store, reservationRequest(), { hold: hold('S1') });
    const renewAt = '2026-11-20T12:14:00Z';
    const renewed = modify(store, reservationRequest({ roomStays: [roomStay({ numAdults: 1 })] }), { sessionId: 'S1', hold: { sessionId: 'S2', expiresAt: '2026-11-20T12:29:00Z' }, now: renewAt });
    expect(renewed.ok && renewed.change.putHold?.expiresAt).toBe('2026-11-20T12:15:00Z');
    applied(store, renewed);
    expect(refusalCode(modify(store, reservationRequest(), { sessionId: 'S2', hold: hold('S3'), now: '2026-11-20T12:15:00Z' }))).toBe('holdExpired');
    expect(refusalCode(confirmHold({ state: store.state('C1'), sessionId: 'S2', now: '2026-11-20T12:15:00Z', partner }))).toBe('holdExpired');
    // A first hold of a modify takes the expiry it is given.
    const other = testStore();
    booked(other);
    const first = modify(other, reservationRequest({ roomStays: [roomStay({ numAdults: 1 })] }), { hold: { sessionId: 'S4', expiresAt: '2026-11-20T12:29:00Z' } });
    expect(first.ok && first.change.putHold?.expiresAt).toBe('2026-11-20T12:29:00Z');
  });

  test('refusals: an open hold without its session, a session without a hold, a wrong session, an expired hold, a channel without hold rights', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(modify(store, reservationRequest(), { sessionId: 'S9' }))).toBe('holdMissing');
    expect(refusalCode(modify(store, reservationRequest(), { hold: hold('S2'), partner: { partnerId: 'p1' } }))).toBe('holdNotAuthorized');
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ numAdults: 1 })] }), { hold: hold('S2') }));
    expect(refusalCode(modify(store, reservationRequest()))).toBe('holdOpen');
    expect(refusalCode(modify(store, reservationRequest(), { sessionId: 'S9' }))).toBe('sessionMismatch');
    expect(refusalCode(modify(store, reservationRequest(), { sessionId: 'S2', now: '2026-11-20T12:15:00Z' }))).toBe('holdExpired');
    expect(refusalCode(cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X' }))).toBe('holdOpen');
  });

  test('a refusal of the session names the Svc-Crs-SessionId header, on modify, confirm and release', () => {
    const store = testStore();
    booked(store);
    const fieldsOf = (result: Transition<unknown>) => (result.ok ? undefined : [result.refusal.code, result.refusal.fields]);
    const header = ['Svc-Crs-SessionId'];
    expect(fieldsOf(modify(store, reservationRequest(), { sessionId: 'S9' }))).toEqual(['holdMissing', header]);
    expect(fieldsOf(confirmHold({ state: store.state('C1'), sessionId: 'S9', now: LATER, partner }))).toEqual(['holdMissing', header]);
    applied(store, modify(store, reservationRequest({ roomStays: [roomStay({ numAdults: 1 })] }), { hold: hold('S2') }));
    expect(fieldsOf(modify(store, reservationRequest()))).toEqual(['holdOpen', header]);
    expect(fieldsOf(modify(store, reservationRequest(), { sessionId: 'S9' }))).toEqual(['sessionMismatch', header]);
    expect(fieldsOf(releaseHold({ state: store.state('C1'), sessionId: 'S9', now: LATER, partner }))).toEqual(['sessionMismatch', header]);
    expect(fieldsOf(confirmHold({ state: store.state('C1'), sessionId: 'S2', now: '2026-11-20T12:15:00Z', partner }))).toEqual(['holdExpired', header]);
    // a cancel refused for an open hold is not refused for anything it sent
    const cancel = cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X' });
    expect(cancel.ok ? undefined : cancel.refusal.fields).toBeUndefined();
  });
});

describe('a modify and the card', () => {
  test('a stay whose card has lapsed since booking is still modified with it as read; a new expired card is refused', () => {
    const store = testStore();
    booked(store, reservationRequest({ guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1126' } } }));
    const DECEMBER = '2026-12-01T12:00:00Z';
    const read = readStay(store.state('C1'), 10, partner);
    if (!read.ok) throw new Error(read.refusal.code);
    const sentBack = modifyRequestOfStay(read.value);
    expect(modify(store, { ...sentBack, comments: ['late arrival'] }, { now: DECEMBER }).ok).toBe(true);
    const newCard = { ...sentBack, guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233335555', cardExpireDate: '1126' } } };
    expect(refusalCode(modify(store, newCard, { now: DECEMBER }))).toBe('guaranteeMethodNotAccepted');
  });
});

describe('a commit by update of a held create that is gone', () => {
  test('answers as confirm does (holdMissing), not notFound: released, swept or never made', () => {
    const store = testStore();
    booked(store, reservationRequest(), { hold: hold('S1') });
    applied(store, releaseHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner }));
    const update = modify(store, reservationRequest(), { sessionId: 'S1' });
    const confirm = confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner });
    expect(update).toEqual(confirm);
    expect(refusalCode(update)).toBe('holdMissing');
    expect(modify(store, reservationRequest(), { sessionId: 'S1', state: store.state('C9') })).toEqual(update);
    // without a session it is a read of a reservation that does not exist
    expect(refusalCode(modify(store, reservationRequest()))).toBe('notFound');
  });
});

describe('a held modify racing a write computed from the same read', () => {
  // Two requests read the reservation at once; the store applies one, then the other. The
  // second must be a conflict (the adapter reads again and decides afresh), never a write
  // computed from a reservation that has changed under it.
  function race(first: 'hold' | 'other', other: (store: MemoryStore) => Transition<unknown>) {
    const store = testStore();
    booked(store);
    const held = modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'QQN' })] }), { hold: hold('S2') });
    const write = other(store);
    if (!held.ok || !write.ok) throw new Error('both requests are accepted on their own');
    const [a, b] = first === 'hold' ? [held.change, write.change] : [write.change, held.change];
    expect(store.apply(a)).toEqual({ ok: true });
    expect(store.apply(b)).toEqual({ ok: false, reason: 'conflict' });
    return store;
  }
  const moved = (store: MemoryStore) => modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'STE' })] }));
  const cancelled = (store: MemoryStore) => cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X1' });

  test('a modify that read the stay before the hold was taken is a conflict, then holdOpen', () => {
    const store = race('hold', moved);
    expect(refusalCode(moved(store))).toBe('holdOpen');
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner }));
    expect([counts(store, 'KNG', '2026-12-10'), counts(store, 'QQN', '2026-12-10'), counts(store, 'STE', '2026-12-10')]).toEqual([{ held: 0, sold: 0 }, { held: 0, sold: 1 }, { held: 0, sold: 0 }]);
  });

  test('a hold computed before a modify was applied is a conflict', () => {
    const store = race('other', moved);
    expect(store.holds.size).toBe(0);
    expect([counts(store, 'KNG', '2026-12-10'), counts(store, 'QQN', '2026-12-10'), counts(store, 'STE', '2026-12-10')]).toEqual([{ held: 0, sold: 0 }, { held: 0, sold: 0 }, { held: 0, sold: 1 }]);
  });

  test('a cancel that read the stay before the hold was taken is a conflict, then holdOpen', () => {
    const store = race('hold', cancelled);
    expect(refusalCode(cancelled(store))).toBe('holdOpen');
  });

  test('a hold computed before a cancel was applied is a conflict: the cancelled stay is not brought back', () => {
    const store = race('other', cancelled);
    expect(refusalCode(modify(store, reservationRequest({ roomStays: [roomStay({ roomTypeCode: 'QQN' })] }), { hold: hold('S2') }))).toBe('stayCancelled');
    expect([counts(store, 'KNG', '2026-12-10'), counts(store, 'QQN', '2026-12-10')]).toEqual([{ held: 0, sold: 0 }, { held: 0, sold: 0 }]);
  });
});

describe('cancel', () => {
  test('sets cancelled with the cxlNumber and returns the room-nights', () => {
    const store = testStore();
    booked(store);
    const reply = applied(store, cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X1' }));
    expect(reply).toEqual({ cxlNumber: 'X1' });
    expect(counts(store, 'KNG', '2026-12-11')).toEqual({ held: 0, sold: 0 });
    const read = readStay(store.state('C1'), 10, partner);
    expect(read.ok && [read.value.resStatus, read.value.cxlNumber, read.value.lastResModifyDate]).toEqual(['cancelled', 'X1', LATER]);
  });

  test('cancelling again gives the same cxlNumber and changes nothing', () => {
    const store = testStore();
    booked(store);
    applied(store, cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X1' }));
    const again = cancelStay({ state: store.state('C1'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X2' });
    expect(again.ok && again.value).toEqual({ cxlNumber: 'X1' });
    expect(again.ok && again.change).toEqual({ deltas: [] });
  });

  test('cancelling one stay of two keeps the other', () => {
    const store = testStore();
    booked(store, reservationRequest({ roomStays: [roomStay(), roomStay()] }));
    applied(store, cancelStay({ state: store.state('C1'), gnrNumber: 11, partner, now: LATER, cxlNumber: 'X1' }));
    expect(counts(store, 'KNG', '2026-12-11')).toEqual({ held: 0, sold: 1 });
  });

  test('unknown stay, unknown reservation, another partner: notFound', () => {
    const store = testStore();
    booked(store);
    expect(refusalCode(cancelStay({ state: store.state('C1'), gnrNumber: 99, partner, now: LATER, cxlNumber: 'X' }))).toBe('notFound');
    expect(refusalCode(cancelStay({ state: store.state('C2'), gnrNumber: 10, partner, now: LATER, cxlNumber: 'X' }))).toBe('notFound');
    expect(refusalCode(cancelStay({ state: store.state('C1'), gnrNumber: 10, partner: { partnerId: 'x' }, now: LATER, cxlNumber: 'X' }))).toBe('notFound');
  });
});

describe('confirm, release, expire a held create', () => {
  test('confirm turns held into sold and writes the reservation', () => {
    const store = testStore();
    booked(store, reservationRequest(), { hold: hold('S1') });
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 1, sold: 0 });
    applied(store, confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner }));
    expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 1 });
    expect(store.reservations.get('C1')?.version).toBe(1);
  });

  test('release and expiry return the held rooms and create nothing', () => {
    for (const end of ['release', 'expire'] as const) {
      const store = testStore();
      booked(store, reservationRequest(), { hold: hold('S1') });
      const state = store.state('C1');
      if (end === 'release') applied(store, releaseHold({ state, sessionId: 'S1', now: LATER, partner }));
      else {
        expect(expireHold({ hold: state.hold as NonNullable<typeof state.hold>, now: '2026-11-20T12:14:59Z' })).toBeUndefined();
        const change = expireHold({ hold: state.hold as NonNullable<typeof state.hold>, now: '2026-11-20T12:15:00Z' });
        expect(change && store.apply(change)).toEqual({ ok: true });
      }
      expect(counts(store, 'KNG', '2026-12-10')).toEqual({ held: 0, sold: 0 });
      expect(store.reservations.size).toBe(0);
      expect(store.holds.size).toBe(0);
    }
  });

  test('refusals: no hold, wrong session, expired (confirm only), another partner', () => {
    const store = testStore();
    expect(refusalCode(confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner }))).toBe('holdMissing');
    booked(store, reservationRequest(), { hold: hold('S1') });
    expect(refusalCode(confirmHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner }))).toBe('sessionMismatch');
    expect(refusalCode(releaseHold({ state: store.state('C1'), sessionId: 'S2', now: LATER, partner }))).toBe('sessionMismatch');
    expect(refusalCode(confirmHold({ state: store.state('C1'), sessionId: 'S1', now: '2026-11-20T12:20:00Z', partner }))).toBe('holdExpired');
    expect(refusalCode(confirmHold({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner: { partnerId: 'x' } }))).toBe('holdMissing');
    expect(releaseHold({ state: store.state('C1'), sessionId: 'S1', now: '2026-11-20T12:20:00Z', partner }).ok).toBe(true);
  });
});
