import { EventEmitter } from 'node:events';
import type { Cluster } from 'node:cluster';
import { expect, test } from 'vitest';
import { tokenAttemptKeys } from '../auth/token-attempt-limiter.js';
import { serveLimitCounters, workerLimitCounters, type LimitCounters, type PrimaryChannel } from './cluster-limits.js';

const OPTIONS = { tokenFailureWindowSeconds: 60, shopMaxCost: 1000, shopConcurrency: 2, writeRoomNightsInFlight: 100 };

/** A primary and `n` workers joined by in-memory channels that deliver like IPC (later, in order). */
function fakeCluster(n: number, options = OPTIONS, slow?: { answerDelayMs: number; timeoutMs: number }) {
  const cluster = new EventEmitter();
  const counters = serveLimitCounters(cluster as unknown as Cluster, options);
  const workers = Array.from({ length: n }, (_, i) => {
    const channel = new EventEmitter() as EventEmitter & PrimaryChannel;
    let connected = true;
    const deliver = (fn: () => void) => (slow ? setTimeout(fn, slow.answerDelayMs) : setImmediate(fn));
    const worker = { id: i + 1, isConnected: () => connected, send: (message: unknown) => deliver(() => channel.emit('message', message)) };
    const toPrimary: unknown[] = [];
    channel.send = (message, callback) => {
      if (!connected) throw new Error('channel closed');
      toPrimary.push(message);
      setImmediate(() => {
        cluster.emit('message', worker, message);
        callback(null);
      });
      return true;
    };
    return {
      limits: slow ? workerLimitCounters(channel, options, slow.timeoutMs) : workerLimitCounters(channel, options),
      /** Every message this worker sent its primary. */
      toPrimary,
      exit() {
        connected = false;
        cluster.emit('exit', worker);
      },
    };
  });
  return { counters, workers };
}

const keys = (address: string, clientId = 'partner-a') => tokenAttemptKeys(clientId, address, { pair: 3, address: 6 });

/** A failed token attempt through `limits`: the wait it was given. */
async function failedAttempt(limits: LimitCounters, address: string, clientId?: string): Promise<number> {
  const wait = await limits.tokenAttempts.begin(keys(address, clientId), new Date());
  if (wait === 0) limits.tokenAttempts.end(keys(address, clientId), new Date(), 'failure');
  return wait;
}

test('shops in flight are bounded for the machine: 8 shops at once over 2 workers admit exactly SHOP_CONCURRENCY', async () => {
  const { counters, workers } = fakeCluster(2);
  const admissions = await Promise.all(Array.from({ length: 8 }, (_, i) => workers[i % 2]!.limits.shopGate.admit('801', 10)));
  expect(admissions.filter((a) => a.ok)).toHaveLength(2);
  expect(admissions.filter((a) => !a.ok).map((a) => !a.ok && a.refusal.body.notifications?.[0]?.code)).toEqual(Array.from({ length: 6 }, () => 'TOO_MANY_SHOPS'));
  expect(counters.shopGate.inFlight('801')).toBe(2);
  // Another partner is not held back; a finished shop frees its slot for either worker.
  expect((await workers[1]!.limits.shopGate.admit('802', 10)).ok).toBe(true);
  const first = admissions.find((a) => a.ok);
  if (first?.ok) first.done();
  await new Promise((resolve) => setImmediate(resolve));
  expect((await workers[0]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
});

/** Lets the fake IPC deliver what is on its way (a few turns of the event loop). */
const delivered = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

test("a worker keeps a finished shop's slot for its partner's next shop: one question to the primary for many shops", async () => {
  const { counters, workers } = fakeCluster(2);
  for (let i = 0; i < 20; i++) {
    const admission = await workers[0]!.limits.shopGate.admit('801', 10);
    expect(admission.ok).toBe(true);
    if (admission.ok) admission.done();
  }
  expect(workers[0]!.toPrimary.filter((m) => (m as { dcLimits: string }).dcLimits === 'admit')).toHaveLength(1);
  expect(counters.shopGate.inFlight('801')).toBe(1); // the kept slot counts for the machine
  // A shop over SHOP_MAX_COST is refused on a kept slot too.
  const large = await workers[0]!.limits.shopGate.admit('801', 2000);
  expect(!large.ok && large.refusal.body.notifications?.[0]?.code).toBe('SHOP_TOO_LARGE');
});

test('slots kept idle by one worker are called back when another needs them; slots in use are not', async () => {
  const { counters, workers } = fakeCluster(2);
  // Worker 1 runs SHOP_CONCURRENCY (2) shops at once, then both finish: it keeps 2 idle slots.
  const first = await Promise.all([workers[0]!.limits.shopGate.admit('801', 10), workers[0]!.limits.shopGate.admit('801', 10)]);
  for (const a of first) if (a.ok) a.done();
  expect(counters.shopGate.inFlight('801')).toBe(2);
  // Worker 2's two shops at once are admitted: the idle slots come back from worker 1.
  const second = await Promise.all([workers[1]!.limits.shopGate.admit('801', 10), workers[1]!.limits.shopGate.admit('801', 10)]);
  expect(second.map((a) => a.ok)).toEqual([true, true]);
  expect(counters.shopGate.inFlight('801')).toBe(2);
  // They are in use: worker 1's next shop is refused, the machine has 2 in flight.
  const third = await workers[0]!.limits.shopGate.admit('801', 10);
  expect(!third.ok && third.refusal.body.notifications?.[0]?.code).toBe('TOO_MANY_SHOPS');
  for (const a of second) if (a.ok) a.done();
  expect((await workers[0]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
});

test('with slots kept and called back, shops in flight never exceed SHOP_CONCURRENCY for the machine, and none is lost', async () => {
  const { counters, workers } = fakeCluster(3, { ...OPTIONS, shopConcurrency: 3 });
  let seed = 5;
  const rnd = (k: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), Math.floor(seed / 65_536) % k);
  let busy = 0;
  let most = 0;
  let refused = 0;
  const shop = async (w: number) => {
    const admission = await workers[w]!.limits.shopGate.admit('801', 10);
    if (!admission.ok) return void refused++;
    most = Math.max(most, ++busy);
    for (let i = rnd(4); i > 0; i--) await new Promise((resolve) => setImmediate(resolve));
    busy--;
    admission.done();
  };
  await Promise.all(Array.from({ length: 300 }, async (_, i) => {
    for (let j = i % 7; j > 0; j--) await new Promise((resolve) => setImmediate(resolve));
    await shop(rnd(3));
  }));
  expect(most).toBe(3);
  expect(refused).toBeGreaterThan(0);
  expect(counters.shopGate.inFlight('801')).toBeLessThanOrEqual(3);
  // Every slot is still there: three shops at once over the three workers are admitted.
  await delivered();
  const last = await Promise.all([0, 1, 2].map((w) => workers[w]!.limits.shopGate.admit('801', 10)));
  expect(last.map((a) => a.ok)).toEqual([true, true, true]);
});

test('writes in flight are bounded for the machine, in room-nights: over 2 workers, and a worker that exits gives its writes back', async () => {
  const { counters, workers } = fakeCluster(2);
  // 6 writes of 30 room-nights at once over both workers, with a bound of 100: 3 fit (90).
  const admissions = await Promise.all(Array.from({ length: 6 }, (_, i) => workers[i % 2]!.limits.writeGate.admit('801', 30)));
  expect(admissions.filter((a) => a.ok)).toHaveLength(3);
  expect(admissions.filter((a) => !a.ok).map((a) => !a.ok && a.refusal.body.notifications?.[0]?.code)).toEqual(['TOO_MANY_WRITES', 'TOO_MANY_WRITES', 'TOO_MANY_WRITES']);
  expect(counters.writeGate.inFlight('801')).toBe(90);
  // The shop gate is another count: the partner's writes leave its shops alone.
  expect((await workers[0]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
  expect(counters.shopGate.inFlight('801')).toBe(1);
  // 10 more room-nights fit, 11 do not; another partner is not held back.
  expect((await workers[1]!.limits.writeGate.admit('801', 11)).ok).toBe(false);
  expect((await workers[1]!.limits.writeGate.admit('802', 100)).ok).toBe(true);
  workers[0]!.exit();
  const admittedByWorker1 = admissions.filter((a, i) => a.ok && i % 2 === 1).length;
  expect(counters.writeGate.inFlight('801')).toBe(30 * admittedByWorker1);
});

test('failed token attempts count for the machine: alternating workers, the pair is refused after TOKEN_FAILURE_LIMIT', async () => {
  const { workers } = fakeCluster(2);
  const waits = [];
  for (let i = 0; i < 5; i++) waits.push(await failedAttempt(workers[i % 2]!.limits, '127.0.0.2'));
  expect(waits.map((w) => w > 0)).toEqual([false, false, false, true, true]);
  expect(await failedAttempt(workers[0]!.limits, '127.0.0.5')).toBe(0); // the owner elsewhere
});

test('a burst of token attempts sent at once over both workers tries no more secrets than the limit', async () => {
  const { workers } = fakeCluster(2);
  const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => workers[i % 2]!.limits.tokenAttempts.begin(keys('127.0.0.3'), new Date())));
  expect(waits.filter((w) => w === 0)).toHaveLength(3);
});

test('a worker that exits gives back its shops, and its attempts in flight count as failures', async () => {
  const { counters, workers } = fakeCluster(2);
  expect((await workers[0]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
  expect((await workers[0]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
  for (let i = 0; i < 3; i++) expect(await workers[0]!.limits.tokenAttempts.begin(keys('127.0.0.4'), new Date())).toBe(0);
  workers[0]!.exit();
  expect(counters.shopGate.inFlight('801')).toBe(0);
  expect((await workers[1]!.limits.shopGate.admit('801', 10)).ok).toBe(true);
  expect(await workers[1]!.limits.tokenAttempts.begin(keys('127.0.0.4'), new Date())).toBeGreaterThan(1);
});

test('a worker whose primary does not answer decides with its own counters', async () => {
  const silent = new EventEmitter() as EventEmitter & PrimaryChannel;
  silent.send = () => true; // delivered nowhere
  const limits = workerLimitCounters(silent, OPTIONS, 20);
  const admissions = [];
  for (let i = 0; i < 3; i++) admissions.push(await limits.shopGate.admit('801', 10));
  expect(admissions.map((a) => a.ok)).toEqual([true, true, false]);
  expect(await limits.tokenAttempts.begin(keys('127.0.0.6'), new Date())).toBe(0);
  // And without an IPC channel at all (not a cluster worker), at once.
  const alone = workerLimitCounters(new EventEmitter() as EventEmitter & PrimaryChannel, OPTIONS);
  expect((await alone.shopGate.admit('801', 2000)).ok).toBe(false); // over SHOP_MAX_COST
});

test('a primary that answers too late: the attempts the worker decided alone are not counted as failures there', async () => {
  const { counters, workers } = fakeCluster(1, OPTIONS, { answerDelayMs: 30, timeoutMs: 5 });
  const worker = workers[0]!;
  // A partner's right secrets while the primary is slow: decided by the worker, each a success.
  for (let i = 0; i < 5; i++) {
    expect(await worker.limits.tokenAttempts.begin(keys('198.51.100.7'), new Date())).toBe(0);
    worker.limits.tokenAttempts.end(keys('198.51.100.7'), new Date(), 'success');
  }
  await new Promise((resolve) => setTimeout(resolve, 80));
  // The late answers came back: nothing is in flight, and no failure was recorded for the pair or the address.
  expect(counters.tokenAttempts.begin(keys('198.51.100.7'), new Date())).toBe(0);
  expect(counters.tokenAttempts.begin(keys('198.51.100.7', 'partner-b'), new Date())).toBe(0);
});
