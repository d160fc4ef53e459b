/**
 * A create-and-cancel storm over real HTTP: workers create reservations (1 or 2 rooms, NYCDC
 * king rooms over a few overlapping stays) and cancel every other one, and remember every reply
 * that acknowledged something. Requests that fail without a reply (the adapter was killed) are
 * counted as in doubt: their outcome is whatever the store says afterwards.
 */
import type { Client, Outcome } from '@direct-connect/client';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { dayFromToday } from './adapter-environment.js';
import { outcomeText } from './oversell-scenarios.js';

/** A stay as a create reply returned it. */
export interface StayReply {
  confNumber: string;
  gnrNumber: number;
  [field: string]: unknown;
}

/** A reservation whose create got a 200, and the cxlNumbers of its acknowledged cancels. */
export interface AckedReservation {
  stays: StayReply[];
  cancelled: Map<number, string>;
}

/** What a storm saw. */
export interface StormRecord {
  acked: Map<string, AckedReservation>;
  /** Requests without a reply (connection refused or cut). */
  inDoubt: number;
  /** Replies by outcome (`200`, `400 NO_AVAILABILITY`, ...). */
  outcomes: Record<string, number>;
}

/** A running storm. */
export interface Storm {
  readonly record: StormRecord;
  /** Acknowledged creates so far. */
  creates(): number;
  /** Asks the workers to stop after their current request; resolves when they have. */
  stop(): Promise<StormRecord>;
  /** Resolves when every worker has done its iterations (or was stopped). */
  readonly done: Promise<StormRecord>;
}

/**
 * Starts `workers` workers of at most `iterations` create (+ cancel) rounds each. `clientFor(n)`
 * picks the adapter of the n-th request (undefined: skip, that adapter is down).
 */
export function createCancelStorm(clientFor: (n: number) => Client | undefined, workers: number, iterations: number): Storm {
  const record: StormRecord = { acked: new Map(), inDoubt: 0, outcomes: {} };
  let stopped = false;
  let n = 0;
  const count = (outcome: string) => (record.outcomes[outcome] = (record.outcomes[outcome] ?? 0) + 1);
  /** The outcome of `call` on the adapter of the next request; a call without an answer is in doubt. */
  const send = async <T>(call: (client: Client) => Promise<Outcome<T>>): Promise<Outcome<T> | undefined> => {
    const client = clientFor(n++);
    if (!client) return undefined;
    const outcome = await call(client);
    if (!outcome.ok && outcome.kind === 'network') record.inDoubt++;
    else count(outcomeText(outcome));
    return outcome;
  };
  const worker = async (w: number) => {
    for (let i = 0; i < iterations && !stopped; i++) {
      const offset = 50 + ((w * 7 + i) % 24);
      const stay = { arrivalDate: dayFromToday(offset), departureDate: dayFromToday(offset + 2), roomTypeCode: 'KNG' };
      const created = await send((client) => client.createReservation(reservationRequest(stay, 1 + ((w + i) % 2))));
      if (!created?.ok) continue;
      const stays = created.value as StayReply[];
      const reservation: AckedReservation = { stays, cancelled: new Map() };
      record.acked.set((stays[0] as StayReply).confNumber, reservation);
      if (i % 2 === 1 || stopped) continue;
      const target = stays[stays.length - 1] as StayReply;
      const cancelled = await send((client) => client.cancel(target.confNumber, target.gnrNumber));
      if (cancelled?.ok) reservation.cancelled.set(target.gnrNumber, cancelled.value.cxlNumber ?? '');
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => record);
  return {
    record,
    creates: () => record.acked.size,
    stop() {
      stopped = true;
      return done;
    },
    done,
  };
}

/** Resolves once `storm` has `creates` acknowledged creates (or is done). */
export async function whenCreates(storm: Storm, creates: number): Promise<void> {
  let finished = false;
  void storm.done.then(() => (finished = true));
  while (storm.creates() < creates && !finished) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Reads every acknowledged reservation back through `client` and lists the differences: a
 * missing reservation or stay, a stay that differs from its create reply (other than the
 * fields a cancel changes), an acknowledged cancel not applied or with another cxlNumber.
 */
export async function readBackDifferences(client: Client, record: StormRecord): Promise<string[]> {
  const differences: string[] = [];
  for (const [confNumber, reservation] of record.acked) {
    const reply = await client.retrieve(confNumber);
    if (!reply.ok) {
      differences.push(`${confNumber}: read ${outcomeText(reply)}`);
      continue;
    }
    const read = new Map((reply.value as StayReply[]).map((s) => [s.gnrNumber, s]));
    for (const created of reservation.stays) {
      const stay = read.get(created.gnrNumber);
      if (!stay) {
        differences.push(`${confNumber}/${created.gnrNumber}: stay missing`);
        continue;
      }
      const cxlNumber = reservation.cancelled.get(created.gnrNumber);
      if (cxlNumber !== undefined && (stay.resStatus !== 'cancelled' || stay.cxlNumber !== cxlNumber)) {
        differences.push(`${confNumber}/${created.gnrNumber}: cancel ${cxlNumber} acknowledged, read ${String(stay.resStatus)} ${String(stay.cxlNumber)}`);
      }
      // A cancel in doubt may have landed: those fields are the ones a cancel changes.
      const { resStatus: _s, cxlNumber: _c, lastResModifyDate: _m, ...sameAsCreated } = stay;
      const { resStatus: _s2, cxlNumber: _c2, lastResModifyDate: _m2, ...createdFields } = created;
      if (JSON.stringify(sortKeys(sameAsCreated)) !== JSON.stringify(sortKeys(createdFields))) {
        differences.push(`${confNumber}/${created.gnrNumber}: read differs from the create reply`);
      }
      if (cxlNumber === undefined && stay.resStatus === 'confirmed' && JSON.stringify(sortKeys(stay)) !== JSON.stringify(sortKeys(created))) {
        differences.push(`${confNumber}/${created.gnrNumber}: confirmed stay differs from the create reply`);
      }
    }
  }
  return differences;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
}
