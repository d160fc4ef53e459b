/**
 * Runs a hotel transition against the store: read the reservation's state, compute the change,
 * apply it atomically. A version conflict (another request changed the reservation in between)
 * or rooms sold out meanwhile (another request took the last ones after this one read the
 * inventory) re-reads and recomputes, a few times, before giving up: decided again on what the
 * store holds now, a sold-out night is hotel's refusal, which names the room stays that need it.
 */
import type { Context } from 'hono';
import type { ReservationState, Transition } from '@direct-connect/hotel';
import { refusalResponse, storeRefusalResponse } from '../errors/refusal-response.js';
import { reservationStateOf, storeChangeOf, type ReservationStore, type StoreHoldQuota } from './reservation-store.js';

/**
 * Attempts before a conflicting reservation is reported to the caller (CONCURRENT_CHANGE). Each
 * lost version race means another write of the reservation was made, so retrying at once always
 * makes progress; the bound only caps the work one request may do. Within a process writes of
 * one reservation take turns (fairness/reservation-turns.ts); across processes they race, and a
 * write may lose to each of the other process's queued writes in turn. Measured (2026-11-26,
 * WORKERS=2, the built bundle, 9 updates at once of the 9 stays of one reservation, 60 rounds):
 * with 3 attempts 9 of 540 updates were refused, with 3 attempts and a random backoff of up to
 * 5 ms x attempt 19 of 540 (the loser waits while the other queue moves on), with 10 attempts
 * none.
 */
export const CONFLICT_ATTEMPTS = 10;

/** The transition's value once applied, or the response that refuses the request. */
export type Applied<Value> = { ok: true; value: Value } | { ok: false; response: Response };

/**
 * Applies `transition(state)` for the reservation `confNumber` (or a new one when no state is
 * needed); the store refusing with `conflict` or `soldOut` triggers a retry on fresh state (the
 * transition reads the inventory it decides on itself). A hold the
 * change opens is bounded by `holdQuota`, checked by the store atomically with taking it. With
 * `viewer` (the caller's partner id) another partner's reservation reads as absent
 * (reservationStateOf).
 */
export async function applyTransition<Value>(
  c: Context,
  store: ReservationStore,
  confNumber: string | undefined,
  transition: (state: ReservationState) => Transition<Value> | Promise<Transition<Value>>,
  holdQuota?: StoreHoldQuota,
  viewer?: string,
): Promise<Applied<Value>> {
  for (let attempt = 1; ; attempt++) {
    const state = confNumber === undefined ? {} : await reservationStateOf(store, confNumber, viewer);
    const result = await transition(state);
    if (!result.ok) return { ok: false, response: refusalResponse(c, result.refusal) };
    const applied = await store.apply(storeChangeOf(result.change, holdQuota));
    if (applied.ok) return { ok: true, value: result.value };
    const decideAgain = applied.reason === 'conflict' || applied.reason === 'soldOut';
    if (!decideAgain || attempt >= CONFLICT_ATTEMPTS) return { ok: false, response: storeRefusalResponse(c, applied) };
  }
}
