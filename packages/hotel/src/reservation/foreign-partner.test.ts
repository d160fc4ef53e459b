/**
 * Attacks of one partner on another's reservations and holds: every answer must be the answer to
 * a reservation or hold that does not exist, and nothing may be consumed.
 */
import { describe, expect, test } from 'vitest';
import type { MemoryStore } from '../testing/memory-store.js';
import { NOW, reservationRequest, testCatalog, testStore } from '../testing/reservation-fixtures.js';
import { cancelStay, cancellationNumberNeeded } from './cancel-stay.js';
import { createReservation } from './create-reservation.js';
import { confirmHold, releaseHold } from './hold-actions.js';
import { modifyStay } from './modify-stay.js';

const owner = { partnerId: 'p1', holdAuthorized: true };
const attacker = { partnerId: 'p2', holdAuthorized: true };
const LATER = '2026-11-20T12:05:00Z';

function heldBy(store: MemoryStore, confNumber: string, sessionId: string): void {
  const result = createReservation({ catalog: testCatalog, request: reservationRequest(), inventory: store.view(), partner: owner, now: NOW, confNumber, gnrNumbers: [10], hold: { sessionId, expiresAt: '2026-11-20T12:15:00Z' } });
  if (!result.ok || !store.apply(result.change).ok) throw new Error('setup failed');
}

describe('another partner\'s hold answers exactly like no hold', () => {
  test.each([['confirm', confirmHold], ['release', releaseHold]] as const)('%s with the right session of a foreign hold = no hold at all', (_name, action) => {
    const store = testStore();
    heldBy(store, 'C1', 'S1');
    const foreign = action({ state: store.state('C1'), sessionId: 'S1', now: LATER, partner: attacker });
    const absent = action({ state: store.state('C9'), sessionId: 'S1', now: LATER, partner: attacker });
    expect(foreign).toEqual(absent);
    expect(store.holds.size).toBe(1);
  });

  test('a modify of a held reservation of another partner is notFound, not holdOpen; with its session, no hold at all', () => {
    const store = testStore();
    heldBy(store, 'C1', 'S1');
    const state = store.state('C1');
    const modifyOf = (s: typeof state, sessionId?: string) => modifyStay({ catalog: testCatalog, state: s, gnrNumber: 10, request: reservationRequest(), inventory: store.view(), partner: attacker, now: LATER, ...(sessionId ? { sessionId } : {}) });
    const foreign = modifyOf(state);
    const withSession = modifyOf(state, 'S1');
    expect(foreign.ok ? undefined : foreign.refusal.code).toBe('notFound');
    expect(foreign).toEqual(modifyOf(store.state('C9')));
    expect(withSession.ok ? undefined : withSession.refusal.code).toBe('holdMissing');
    expect(withSession).toEqual(modifyOf(store.state('C9'), 'S1'));
    expect(withSession).toEqual(confirmHold({ state, sessionId: 'S1', now: LATER, partner: attacker }));
    expect(store.holds.size).toBe(1);
  });
});

describe('a foreign cancel consumes nothing', () => {
  test('no cancellation number is needed for another partner\'s stay, an unknown one, or a cancelled one', () => {
    const store = testStore();
    const booked = createReservation({ catalog: testCatalog, request: reservationRequest(), inventory: store.view(), partner: owner, now: NOW, confNumber: 'C1', gnrNumbers: [10] });
    if (!booked.ok) throw new Error('setup failed');
    store.apply(booked.change);
    expect(cancellationNumberNeeded(store.state('C1'), 10, attacker)).toBe(false);
    expect(cancellationNumberNeeded(store.state('C2'), 10, attacker)).toBe(false);
    expect(cancellationNumberNeeded(store.state('C1'), 11, owner)).toBe(false);
    expect(cancellationNumberNeeded(store.state('C1'), 10, owner)).toBe(true);
    const cancelled = cancelStay({ state: store.state('C1'), gnrNumber: 10, partner: owner, now: LATER, cxlNumber: 'X1' });
    if (!cancelled.ok) throw new Error('cancel failed');
    store.apply(cancelled.change);
    expect(cancellationNumberNeeded(store.state('C1'), 10, owner)).toBe(false);
  });
});

describe('holds per partner are bounded', () => {
  const hold = { sessionId: 'S1', expiresAt: '2026-11-20T12:15:00Z' };
  const create = (store: MemoryStore, quota: { open: number; limit: number }) =>
    createReservation({ catalog: testCatalog, request: reservationRequest(), inventory: store.view(), partner: owner, now: NOW, confNumber: 'C1', gnrNumbers: [10], hold, holdQuota: quota });

  test('a held create at the limit is refused with holdQuotaExceeded naming the limit; below it, accepted', () => {
    const refused = create(testStore(), { open: 20, limit: 20 });
    expect(refused.ok ? undefined : refused.refusal).toMatchObject({ code: 'holdQuotaExceeded', message: expect.stringContaining('(20)'), fields: ['Svc-Inventory-Hold'] });
    expect(create(testStore(), { open: 19, limit: 20 }).ok).toBe(true);
  });

  test('a create without hold is never refused by the quota', () => {
    const store = testStore();
    const result = createReservation({ catalog: testCatalog, request: reservationRequest(), inventory: store.view(), partner: owner, now: NOW, confNumber: 'C1', gnrNumbers: [10], holdQuota: { open: 99, limit: 20 } });
    expect(result.ok).toBe(true);
  });

  test('a held modify opening a new hold is refused at the limit; replacing its own open hold is not', () => {
    const store = testStore();
    const booked = createReservation({ catalog: testCatalog, request: reservationRequest(), inventory: store.view(), partner: owner, now: NOW, confNumber: 'C1', gnrNumbers: [10] });
    if (!booked.ok) throw new Error('setup failed');
    store.apply(booked.change);
    const full = { open: 20, limit: 20 };
    const refused = modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request: reservationRequest(), inventory: store.view(), partner: owner, now: LATER, hold, holdQuota: full });
    expect(refused.ok ? undefined : refused.refusal.code).toBe('holdQuotaExceeded');
    const opened = modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request: reservationRequest(), inventory: store.view(), partner: owner, now: LATER, hold, holdQuota: { open: 0, limit: 20 } });
    if (!opened.ok) throw new Error(opened.refusal.code);
    store.apply(opened.change);
    const replaced = modifyStay({ catalog: testCatalog, state: store.state('C1'), gnrNumber: 10, request: reservationRequest(), inventory: store.view(), partner: owner, now: LATER, sessionId: 'S1', hold: { ...hold, sessionId: 'S2' }, holdQuota: full });
    expect(replaced.ok).toBe(true);
  });
});
