/**
 * The counters behind the failed-token-attempt limit and the shops- and writes-in-flight bounds, kept once
 * per machine. With WORKERS=N the primary process keeps them and every worker asks it over the
 * cluster's IPC channel, so the limits are the configured ones for the machine, not N times
 * looser. The store is not used for this: a shop would pay two durable writes to be admitted,
 * against an IPC round trip to a process that does nothing else (RELIABILITY.md, "Limits across
 * processes", has both measured).
 *
 * What a worker holds at the primary (attempts in flight, admitted shops) is given back when it
 * exits, its attempts counted as failures. A worker whose primary does not answer within
 * `PRIMARY_ANSWER_TIMEOUT_MS` decides with its own counters, as a single process would.
 *
 * Shop slots are kept by the worker (a lease): a shop the primary admitted leaves its slot with
 * the worker when it finishes, and the worker's next shop of that partner takes it without asking.
 * The primary counts kept slots as in flight, so the machine never has more than
 * SHOP_CONCURRENCY shops of a partner in flight; before it refuses a shop it calls the partner's
 * idle slots back from every worker (waiting up to `RECALL_TIMEOUT_MS`) and decides again, so a shop is
 * refused only when the partner's shops in flight really are at the bound. Why: the round trip
 * per shop (admit, reply, done) was most of WORKERS=2's extra CPU per shop.
 * Measured: see packages/http/README.md, "Every core: WORKERS".
 */
import type { Cluster, Worker } from 'node:cluster';
import type { Config } from '../config.js';
import { tokenAttemptLimiter, type AttemptKey, type AttemptOutcome, type LocalTokenAttemptLimiter, type TokenAttemptLimiter } from '../auth/token-attempt-limiter.js';
import { admittedOnce, type GateAdmission, type GateRefusal, type LocalPartnerGate, type PartnerGate } from './partner-gate.js';
import { shopGate } from './shop-fairness.js';
import { writeGate } from './write-bounds.js';

/** The counters one app uses. */
export interface LimitCounters {
  tokenAttempts: TokenAttemptLimiter;
  shopGate: PartnerGate;
  writeGate: PartnerGate;
}

/** The settings the counters need. */
export interface LimitCounterOptions {
  tokenFailureWindowSeconds: number;
  shopMaxCost: number;
  shopConcurrency: number;
  writeRoomNightsInFlight: number;
}

/** How long a worker waits for its primary before deciding alone. */
export const PRIMARY_ANSWER_TIMEOUT_MS = 2000;
/** How long the primary waits for workers to give idle shop slots back before it decides without them. */
export const RECALL_TIMEOUT_MS = 250;

/** The options of a config. */
export function limitCounterOptionsOf(config: Pick<Config, keyof LimitCounterOptions>): LimitCounterOptions {
  const { tokenFailureWindowSeconds, shopMaxCost, shopConcurrency, writeRoomNightsInFlight } = config;
  return { tokenFailureWindowSeconds, shopMaxCost, shopConcurrency, writeRoomNightsInFlight };
}

/** Counters in this process's memory: one process serving, or the primary of WORKERS=N. */
export function localLimitCounters(options: LimitCounterOptions): { tokenAttempts: LocalTokenAttemptLimiter; shopGate: LocalPartnerGate; writeGate: LocalPartnerGate } {
  return {
    tokenAttempts: tokenAttemptLimiter({ windowSeconds: options.tokenFailureWindowSeconds }),
    shopGate: shopGate({ maxCost: options.shopMaxCost, maxConcurrentPerPartner: options.shopConcurrency }),
    writeGate: writeGate({ maxRoomNightsInFlight: options.writeRoomNightsInFlight }),
  };
}

/** A worker's question or notice to its primary. */
type LimitRequest =
  | { dcLimits: 'begin'; id: number; keys: AttemptKey[]; now: number }
  | { dcLimits: 'end'; keys: AttemptKey[]; now: number; outcome: AttemptOutcome }
  | { dcLimits: 'admit'; id: number; gate: GateName; partnerId: string; cost: number }
  | { dcLimits: 'done'; id: number }
  /** The idle shop slots (admission ids) a worker gives back to recall `id`. */
  | { dcLimits: 'returned'; id: number; slots: number[] };

/** The primary's call for a partner's idle shop slots. */
type LimitRecall = { dcLimits: 'recall'; id: number; partnerId: string };

/** The partner gates a worker asks its primary to admit through. */
type GateName = 'shopGate' | 'writeGate';

/** The primary's answer to `begin` (seconds to wait) or `admit`. */
type LimitReply = { dcLimits: 'reply'; id: number; value: number | { ok: true } | { ok: false; refusal: GateRefusal } };

const isLimitMessage = (message: unknown): message is LimitRequest | LimitReply | LimitRecall =>
  typeof message === 'object' && message !== null && typeof (message as { dcLimits?: unknown }).dcLimits === 'string';

/** The key of a set of attempt keys, for the count of a worker's attempts in flight. */
const keysId = (keys: readonly AttemptKey[]) => JSON.stringify(keys);

/**
 * Serves the machine's counters to the workers of `cluster` (call it in the primary before
 * forking). Returns the counters (tests, figures).
 */
export function serveLimitCounters(cluster: Cluster, options: LimitCounterOptions): ReturnType<typeof localLimitCounters> {
  const counters = localLimitCounters(options);
  /** What each worker holds: attempts in flight per set of keys, admitted shops (and kept shop slots) and writes by id. */
  const held = new Map<number, { worker: Worker; attempts: Map<string, { keys: AttemptKey[]; count: number }>; shops: Map<number, () => void> }>();
  const holdings = (worker: Worker) => {
    let h = held.get(worker.id);
    if (h === undefined) held.set(worker.id, (h = { worker, attempts: new Map(), shops: new Map() }));
    return h;
  };
  /** Recalls waiting for workers' idle slots: how many answers are missing, and what runs once they are in. */
  const recalls = new Map<number, { missing: number; then: () => void }>();
  /** What waits for the recall in progress of each partner (shops refused meanwhile wait for the same one). */
  const recalling = new Map<string, (() => void)[]>();
  let lastRecall = 0;
  /** Calls `partnerId`'s idle shop slots back from every worker, then runs `then` (at the latest after RECALL_TIMEOUT_MS). */
  const recall = (partnerId: string, then: () => void) => {
    const waiting = recalling.get(partnerId);
    if (waiting !== undefined) return void waiting.push(then);
    const workers = [...held.values()].filter((h) => h.shops.size > 0 && h.worker.isConnected());
    if (workers.length === 0) return then();
    const id = ++lastRecall;
    const thens = [then];
    recalling.set(partnerId, thens);
    const finish = () => {
      if (!recalls.delete(id)) return;
      recalling.delete(partnerId);
      for (const next of thens) next();
    };
    recalls.set(id, { missing: workers.length, then: finish });
    setTimeout(finish, RECALL_TIMEOUT_MS).unref();
    for (const h of workers) h.worker.send({ dcLimits: 'recall', id, partnerId } satisfies LimitRecall);
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isLimitMessage(message) || message.dcLimits === 'reply' || message.dcLimits === 'recall') return;
    const mine = holdings(worker);
    const reply = (id: number, value: LimitReply['value']) => {
      if (worker.isConnected()) worker.send({ dcLimits: 'reply', id, value } satisfies LimitReply);
    };
    switch (message.dcLimits) {
      case 'begin': {
        const wait = counters.tokenAttempts.begin(message.keys, new Date(message.now));
        if (wait === 0) {
          const entry = mine.attempts.get(keysId(message.keys)) ?? { keys: message.keys, count: 0 };
          entry.count++;
          mine.attempts.set(keysId(message.keys), entry);
        }
        reply(message.id, wait);
        return;
      }
      case 'end': {
        const entry = mine.attempts.get(keysId(message.keys));
        if (entry === undefined) return; // not begun here (the worker decided alone)
        if (--entry.count === 0) mine.attempts.delete(keysId(message.keys));
        counters.tokenAttempts.end(message.keys, new Date(message.now), message.outcome);
        return;
      }
      case 'admit': {
        const { id, partnerId, cost } = message;
        const gate = counters[message.gate === 'writeGate' ? 'writeGate' : 'shopGate'];
        const decide = (again: boolean) => {
          const admitted = gate.admit(partnerId, cost);
          if (admitted.ok) mine.shops.set(id, admitted.done);
          // A shop refused while workers keep slots of its partner: call the idle ones back, then decide again.
          if (!admitted.ok && !again && message.gate === 'shopGate' && gate.inFlight(partnerId) > 0) return recall(partnerId, () => decide(true));
          reply(id, admitted.ok ? { ok: true } : { ok: false, refusal: admitted.refusal });
        };
        decide(false);
        return;
      }
      case 'done':
        mine.shops.get(message.id)?.();
        mine.shops.delete(message.id);
        return;
      case 'returned': {
        for (const slot of message.slots) {
          mine.shops.get(slot)?.();
          mine.shops.delete(slot);
        }
        const waiting = recalls.get(message.id);
        if (waiting !== undefined && --waiting.missing === 0) waiting.then();
      }
    }
  });
  cluster.on('exit', (worker) => {
    const mine = held.get(worker.id);
    held.delete(worker.id);
    if (mine === undefined) return;
    for (const done of mine.shops.values()) done();
    const now = new Date();
    for (const { keys, count } of mine.attempts.values()) for (let i = 0; i < count; i++) counters.tokenAttempts.end(keys, now, 'failure');
  });
  return counters;
}

/** The worker's end of the IPC channel: its `process`. */
export interface PrimaryChannel {
  send?: (message: unknown, callback: (error: Error | null) => void) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** Counters of a worker: the primary's, asked over `channel`; its own when the primary does not answer. */
export function workerLimitCounters(channel: PrimaryChannel, options: LimitCounterOptions, timeoutMs = PRIMARY_ANSWER_TIMEOUT_MS): LimitCounters {
  const local = localLimitCounters(options);
  const waiting = new Map<number, (value: LimitReply['value'] | undefined) => void>();
  /** Per set of keys, where each attempt in flight was begun: at the primary (true) or here. */
  const begunAtPrimary = new Map<string, boolean[]>();
  let lastId = 0;
  /** Keys of begun attempts whose answer came too late, by request id. */
  const lateKeys = new Map<number, AttemptKey[]>();
  const tell = (message: LimitRequest) => {
    try {
      channel.send?.(message, () => undefined);
    } catch {
      // The primary is gone: nothing to give back.
    }
  };
  /** Shop slots this worker keeps, per partner: the admission ids of its shops in flight and of the idle ones. */
  const slots = new Map<string, { idle: number[]; busy: number }>();
  const slotsOf = (partnerId: string) => {
    let kept = slots.get(partnerId);
    if (kept === undefined) slots.set(partnerId, (kept = { idle: [], busy: 0 }));
    return kept;
  };
  /** A shop on kept slot `id`: when it finishes, the slot stays here, idle, for the partner's next shop. */
  const onSlot = (partnerId: string, id: number): GateAdmission => {
    const kept = slotsOf(partnerId);
    kept.busy++;
    return admittedOnce(() => {
      kept.busy--;
      kept.idle.push(id);
    });
  };
  channel.on('message', (message) => {
    if (!isLimitMessage(message)) return;
    if (message.dcLimits === 'recall') {
      const kept = slots.get(message.partnerId);
      tell({ dcLimits: 'returned', id: message.id, slots: kept?.idle.splice(0) ?? [] });
      if (kept !== undefined && kept.busy === 0) slots.delete(message.partnerId);
      return;
    }
    if (message.dcLimits !== 'reply') return;
    const answer = waiting.get(message.id);
    waiting.delete(message.id);
    if (answer) answer(message.value);
    // An answer after the timeout: give back what the primary counted for this worker. The attempt
    // was decided, and counted, by this worker's own limiter: at the primary it only stops being in
    // flight. Ended as a failure, a partner's right secrets sent while the primary was slow (load,
    // a flood) counted as failures against its client id and its address, and locked them out.
    else if (message.value === 0) tell({ dcLimits: 'end', keys: lateKeys.get(message.id) ?? [], now: Date.now(), outcome: 'abandoned' });
    else if (typeof message.value === 'object' && message.value.ok) tell({ dcLimits: 'done', id: message.id });
    lateKeys.delete(message.id);
  });
  /** Asks the primary; undefined when it cannot be asked or does not answer in time. */
  const ask = (request: LimitRequest & { id: number }): Promise<LimitReply['value'] | undefined> =>
    new Promise((resolve) => {
      if (channel.send === undefined) return resolve(undefined);
      const timer = setTimeout(() => {
        if (!waiting.delete(request.id)) return;
        if (request.dcLimits === 'begin') lateKeys.set(request.id, request.keys);
        resolve(undefined);
      }, timeoutMs);
      timer.unref();
      waiting.set(request.id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      try {
        channel.send(request, (error) => {
          if (error && waiting.delete(request.id)) {
            clearTimeout(timer);
            resolve(undefined);
          }
        });
      } catch {
        waiting.delete(request.id);
        clearTimeout(timer);
        resolve(undefined);
      }
    });
  /** Admits through the primary's gate `gate`; through this worker's own when the primary does not answer. */
  const admitAtPrimary = async (gate: GateName, partnerId: string, cost: number): Promise<GateAdmission> => {
    const id = ++lastId;
    const answer = await ask({ dcLimits: 'admit', id, gate, partnerId, cost });
    if (answer === undefined || typeof answer === 'number') return local[gate].admit(partnerId, cost);
    if (!answer.ok) return answer;
    return admittedOnce(() => tell({ dcLimits: 'done', id }));
  };
  /** Admits a shop on an idle slot this worker keeps, else asks the primary for a slot to keep. */
  const admitShop = (partnerId: string, cost: number): GateAdmission | Promise<GateAdmission> => {
    const idle = slots.get(partnerId)?.idle;
    if (idle !== undefined && idle.length > 0) {
      // A kept slot was admitted for a shop of any cost within the bound: check this one's.
      if (cost > options.shopMaxCost) return local.shopGate.admit(partnerId, cost);
      return onSlot(partnerId, idle.pop() as number);
    }
    const id = ++lastId;
    return ask({ dcLimits: 'admit', id, gate: 'shopGate', partnerId, cost }).then((answer) => {
      if (answer === undefined || typeof answer === 'number') return local.shopGate.admit(partnerId, cost);
      return answer.ok ? onSlot(partnerId, id) : answer;
    });
  };
  return {
    tokenAttempts: {
      async begin(keys, now) {
        const id = ++lastId;
        const answer = await ask({ dcLimits: 'begin', id, keys: [...keys], now: now.getTime() });
        const atPrimary = typeof answer === 'number';
        const wait = atPrimary ? answer : local.tokenAttempts.begin(keys, now);
        if (wait === 0) {
          const list = begunAtPrimary.get(keysId(keys)) ?? [];
          list.push(atPrimary);
          begunAtPrimary.set(keysId(keys), list);
        }
        return wait;
      },
      end(keys, now, outcome) {
        const list = begunAtPrimary.get(keysId(keys));
        const atPrimary = list?.shift() ?? false;
        if (list?.length === 0) begunAtPrimary.delete(keysId(keys));
        if (atPrimary) tell({ dcLimits: 'end', keys: [...keys], now: now.getTime(), outcome });
        else local.tokenAttempts.end(keys, now, outcome);
      },
    },
    shopGate: { admit: admitShop },
    writeGate: { admit: (partnerId, cost) => admitAtPrimary('writeGate', partnerId, cost) },
  };
}
