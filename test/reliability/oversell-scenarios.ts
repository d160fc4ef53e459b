/**
 * The two races of "no oversell", over real HTTP against one or more adapter processes:
 * many concurrent creates for the last rooms, and the same rooms fought over by creates, holds,
 * confirms, releases, cancels and expiries interleaved. Requests are spread round-robin over the
 * clients (one per adapter process).
 */
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import type { ApiClient, Reply } from './api-client.js';

/** A stay of one room type at NYCDC. */
export interface RaceStay {
  arrivalDate: string;
  departureDate: string;
  roomTypeCode: string;
}

const HOLD = { 'Svc-Inventory-Hold': 'true' };

/** Notification codes of an ErrorDetail reply. */
export const codesOf = (reply: Reply): string[] =>
  ((reply.body as { notifications?: { code?: string }[] } | undefined)?.notifications ?? []).map((n) => n.code ?? '');

/** `status` or `status CODE` of a reply, for counting outcomes. */
export const outcomeOf = (reply: Reply): string => (reply.status === 400 ? `400 ${codesOf(reply).join(',')}` : String(reply.status));

/** Counts of each outcome. */
export function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}

/** Fires `contenders` creates of one room for `stay` at once; returns the replies in order. */
export async function lastRoomsRace(clients: readonly ApiClient[], token: string, stay: RaceStay, contenders: number): Promise<Reply[]> {
  return Promise.all(
    Array.from({ length: contenders }, (_, i) =>
      (clients[i % clients.length] as ApiClient).call('POST', '/dcres', { token, body: reservationRequest(stay) }),
    ),
  );
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
export async function holdLifecycleStorm(clients: readonly ApiClient[], token: string, stay: RaceStay, actors: number): Promise<ActorOutcome[]> {
  const body = reservationRequest(stay);
  return Promise.all(
    Array.from({ length: actors }, async (_, i): Promise<ActorOutcome> => {
      const client = clients[i % clients.length] as ApiClient;
      const other = clients[(i + 1) % clients.length] as ApiClient;
      const plan = ACTOR_PLANS[i % ACTOR_PLANS.length] as ActorPlan;
      const held = plan.startsWith('hold');
      // Sold out is retried a few times: rooms come back (cancels, releases, expiries) while others wait.
      const steps: string[] = [];
      let created: Reply | undefined;
      for (let attempt = 0; attempt < CREATE_ATTEMPTS && created?.status !== 200; attempt++) {
        await pause(((i + attempt) * 37) % 250);
        created = await client.call('POST', '/dcres', { token, body, headers: held ? HOLD : {} });
        steps.push(outcomeOf(created));
      }
      if (created?.status !== 200) return { plan, steps };
      const [stayReply] = created.body as { confNumber: string; gnrNumber: number }[];
      const { confNumber, gnrNumber } = stayReply as { confNumber: string; gnrNumber: number };
      const session = { 'Svc-Crs-SessionId': created.headers.get('svc-crs-sessionid') ?? '' };
      await pause((i * 53) % 150);
      switch (plan) {
        case 'create':
          return { plan, steps, kept: { confNumber, gnrNumber } };
        case 'create-cancel': {
          const cancelled = await other.call('POST', `/dcres/${confNumber}/gnr/${gnrNumber}/cancel`, { token, body: {} });
          return { plan, steps: [...steps, outcomeOf(cancelled)] };
        }
        case 'hold-confirm': {
          const confirmed = await other.call('POST', `/dcres/${confNumber}/confirm`, { token, headers: session });
          return { plan, steps: [...steps, outcomeOf(confirmed)], ...(confirmed.status === 204 ? { kept: { confNumber, gnrNumber } } : { gone: confNumber }) };
        }
        case 'hold-release': {
          const released = await other.call('POST', `/dcres/${confNumber}/release`, { token, headers: session });
          return { plan, steps: [...steps, outcomeOf(released)], gone: confNumber };
        }
        case 'hold-expire':
          return { plan, steps, gone: confNumber };
      }
    }),
  );
}
