/**
 * The two races of "no oversell", over real HTTP against one or more adapter processes:
 * many concurrent creates for the last rooms, and the same rooms fought over by creates, holds,
 * confirms, releases, cancels and expiries interleaved. Requests are spread round-robin over the
 * clients (one per adapter process).
 */
import type { Client, Outcome } from '@direct-connect/client';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';

/** A stay of one room type at NYCDC. */
export interface RaceStay {
  arrivalDate: string;
  departureDate: string;
  roomTypeCode: string;
}

/** Notification codes of a 400 outcome's ErrorDetail. */
export const codesOf = (outcome: Outcome<unknown>): string[] =>
  (!outcome.ok && outcome.kind === 'invalid' ? outcome.error.notifications ?? [] : []).map((n) => n.code ?? '');

/** `status`, `400 CODE` or `network` of an outcome, for counting outcomes. */
export const outcomeText = (outcome: Outcome<unknown>): string =>
  !outcome.ok && outcome.kind === 'network' ? 'network' : outcome.status === 400 ? `400 ${codesOf(outcome).join(',')}` : String(outcome.status);

/** Steps that show a fault of the service: a 5xx, or no answer at all. */
export const faultsOf = (steps: readonly string[]): string[] => steps.filter((s) => s.startsWith('5') || s === 'network');

/** Counts of each outcome. */
export function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}

/** Fires `contenders` creates of one room for `stay` at once; returns the outcomes in order. */
export async function lastRoomsRace(clients: readonly Client[], stay: RaceStay, contenders: number): Promise<Outcome<unknown>[]> {
  return Promise.all(Array.from({ length: contenders }, (_, i) => (clients[i % clients.length] as Client).createReservation(reservationRequest(stay))));
}

/** What one actor of the storm did and how it ended. */
export interface ActorOutcome {
  plan: ActorPlan;
  steps: string[];
  /** The reservation it holds at the end, if any (for the read-back check). */
  kept?: { confNumber: string; gnrNumber: number };
  /** A reservation that must not be readable at the end (released, expired). */
  gone?: string;
}

/** The five lives of an actor. */
export const ACTOR_PLANS = ['create', 'create-cancel', 'hold-confirm', 'hold-release', 'hold-expire'] as const;
/** One of {@link ACTOR_PLANS}. */
export type ActorPlan = (typeof ACTOR_PLANS)[number];

/** Tries of an actor's create while the rooms are sold out. */
export const CREATE_ATTEMPTS = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `actors` concurrent actors on the rooms of `stay`: actor i follows ACTOR_PLANS[i % 5], pausing
 * a few milliseconds (deterministic per actor) between its steps and trying its create up to
 * CREATE_ATTEMPTS times while sold out, so rooms are taken, returned and taken again while
 * others race for them. Expiring holds are left alone; the adapters'
 * HOLD_TTL and sweeper return their rooms.
 */
export async function holdLifecycleStorm(clients: readonly Client[], stay: RaceStay, actors: number): Promise<ActorOutcome[]> {
  const body = reservationRequest(stay);
  return Promise.all(
    Array.from({ length: actors }, async (_, i): Promise<ActorOutcome> => {
      const client = clients[i % clients.length] as Client;
      const other = clients[(i + 1) % clients.length] as Client;
      const plan = ACTOR_PLANS[i % ACTOR_PLANS.length] as ActorPlan;
      const held = plan.startsWith('hold');
      // Sold out is retried a few times: rooms come back (cancels, releases, expiries) while others wait.
      const steps: string[] = [];
      let created: { confNumber: string; gnrNumber: number; sessionId: string } | undefined;
      for (let attempt = 0; attempt < CREATE_ATTEMPTS && !created; attempt++) {
        await pause(((i + attempt) * 37) % 250);
        const outcome = held ? await client.hold(body) : await client.createReservation(body);
        steps.push(outcomeText(outcome));
        if (!outcome.ok) continue;
        const [first] = Array.isArray(outcome.value) ? outcome.value : outcome.value.stays;
        created = { confNumber: first!.confNumber!, gnrNumber: first!.gnrNumber!, sessionId: Array.isArray(outcome.value) ? '' : outcome.value.sessionId };
      }
      if (!created) return { plan, steps };
      const { confNumber, gnrNumber, sessionId } = created;
      await pause((i * 53) % 150);
      switch (plan) {
        case 'create':
          return { plan, steps, kept: { confNumber, gnrNumber } };
        case 'create-cancel': {
          const cancelled = await other.cancel(confNumber, gnrNumber);
          return { plan, steps: [...steps, outcomeText(cancelled)] };
        }
        case 'hold-confirm': {
          const confirmed = await other.confirm(confNumber, sessionId);
          return { plan, steps: [...steps, outcomeText(confirmed)], ...(confirmed.ok ? { kept: { confNumber, gnrNumber } } : { gone: confNumber }) };
        }
        case 'hold-release': {
          const released = await other.release(confNumber, sessionId);
          return { plan, steps: [...steps, outcomeText(released)], gone: confNumber };
        }
        case 'hold-expire':
          return { plan, steps, gone: confNumber };
      }
    }),
  );
}

/**
 * Samples the inventory with `worstFree` (the lowest of free rooms, held and sold over every row,
 * in the store's own SQL) every 25 ms until `done` settles; returns the worst count seen.
 */
export async function watchInventory<T>(done: Promise<T>, worstFree: () => Promise<number>): Promise<{ result: T; samples: number; worstFree: number }> {
  let settled = false;
  let samples = 0;
  let worst = Number.POSITIVE_INFINITY;
  const watcher = (async () => {
    while (!settled) {
      worst = Math.min(worst, await worstFree());
      samples++;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const result = await done.finally(() => (settled = true));
  await watcher;
  return { result, samples, worstFree: worst };
}
