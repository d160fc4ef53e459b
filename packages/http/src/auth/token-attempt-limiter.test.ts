import { expect, test } from 'vitest';
import { ATTEMPTS_IN_FLIGHT, beginTokenAttempt, IN_FLIGHT_RETRY_AFTER_SECONDS, tokenAttemptKeys, TOKENS_ISSUED_PER_WINDOW, tokenAttemptLimiter, type AttemptKey, type TokenAttemptLimiter } from './token-attempt-limiter.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1) + seconds * 1000);
const k = (key: string, limit = 2) => ({ key, limit });

/** One whole attempt: begun, then ended with `outcome` when it may go on. The wait it was given. */
function attempt(limiter: TokenAttemptLimiter, keys: AttemptKey[], seconds: number, outcome: 'success' | 'failure' = 'failure'): number {
  const wait = limiter.begin(keys, at(seconds)) as number;
  if (wait === 0) limiter.end(keys, at(seconds), outcome);
  return wait;
}

test('a key is blocked after its limit of failures until its window ends, and a success forgets it', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 10 });
  expect(attempt(limiter, [k('a')], 0)).toBe(0);
  expect(attempt(limiter, [k('a')], 2)).toBe(0);
  expect(limiter.begin([k('a'), k('x')], at(2))).toBe(8);
  expect(limiter.begin([k('a')], at(9.5))).toBe(1);
  expect(attempt(limiter, [k('a')], 10)).toBe(0); // a new window
  expect(attempt(limiter, [k('a')], 10, 'success')).toBe(0);
  expect(attempt(limiter, [k('a')], 11)).toBe(0);
  expect(attempt(limiter, [k('a')], 11)).toBe(0);
  expect(limiter.begin([k('a')], at(11))).toBe(10);
});

test('each key has its own limit; a success forgets the pair (the first key), not the address', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 10 });
  for (let i = 0; i < 2; i++) attempt(limiter, [k('pair', 5), k('address', 3)], 0);
  attempt(limiter, [k('pair', 5), k('address', 3)], 0, 'success');
  expect(limiter.begin([k('pair', 5)], at(1))).toBe(0);
  expect(attempt(limiter, [k('other-pair', 5), k('address', 3)], 1)).toBe(0);
  expect(limiter.begin([k('address', 3)], at(1))).toBe(9);
});

test('a burst sent at once tries no more than the limit: attempts in flight count until decided', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  const keys = [k('pair', 3), k('address', 10)];
  const waits = Array.from({ length: 10 }, () => limiter.begin(keys, at(0)));
  expect(waits).toEqual([0, 0, 0, ...Array.from({ length: 7 }, () => ATTEMPTS_IN_FLIGHT)]);
  // The three in flight succeed: the pair is free again.
  for (let i = 0; i < 3; i++) limiter.end(keys, at(0), 'success');
  expect(limiter.begin(keys, at(0))).toBe(0);
  limiter.end(keys, at(0), 'failure');
  // Three in flight that fail block the pair for the rest of the window.
  const burst = Array.from({ length: 3 }, () => limiter.begin(keys, at(1)));
  expect(burst).toEqual([0, 0, ATTEMPTS_IN_FLIGHT]);
  for (let i = 0; i < 2; i++) limiter.end(keys, at(1), 'failure');
  expect(limiter.begin(keys, at(1))).toBe(59); // the window began with the failure at 0
});

test('failures count per (client id, address) and address, never per client id alone; tokens issued per client id', () => {
  const all = tokenAttemptKeys('booker', '198.51.100.7', { pair: 5, address: 20 });
  const keys = all.filter((x) => x.counts !== 'successes').map((x) => x.key);
  expect(keys.every((key) => key.includes('198.51.100.7'))).toBe(true);
  expect(new Set(keys).size).toBe(2);
  expect(tokenAttemptKeys('booker', '198.51.100.8', { pair: 5, address: 20 }).filter((x) => x.counts !== 'successes').some((x) => keys.includes(x.key))).toBe(false);
  const issued = all.filter((x) => x.counts === 'successes');
  expect(issued).toEqual([{ key: 'issued:booker', limit: TOKENS_ISSUED_PER_WINDOW, counts: 'successes' }]);
  expect(tokenAttemptKeys('booker', '198.51.100.8', { pair: 5, address: 20, issued: 3 })[2]).toEqual({ key: 'issued:booker', limit: 3, counts: 'successes' });
});

test('tokens issued to a client id are bounded per window, and only successes count towards it', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  const from = (address: string): AttemptKey[] => tokenAttemptKeys('booker', address, { pair: 5, address: 20, issued: 3 });
  // Wrong secrets from other addresses, decided or still in flight, never stand in the owner's way.
  for (let i = 0; i < 4; i++) attempt(limiter, from(`203.0.113.${i}`), 0, 'failure');
  for (let i = 0; i < 4; i++) expect(limiter.begin(from(`203.0.113.${10 + i}`), at(0))).toBe(0);
  for (let i = 0; i < 3; i++) expect(attempt(limiter, from('198.51.100.7'), 1, 'success')).toBe(0);
  // The fourth token in the window is refused from any address, right secret or not, until the window ends.
  expect(limiter.begin(from('198.51.100.7'), at(2))).toBe(59);
  expect(limiter.begin(from('198.51.100.9'), at(30))).toBe(31);
  expect(attempt(limiter, from('198.51.100.7'), 61, 'success')).toBe(0);
  // Another client id is not touched.
  expect(limiter.begin(tokenAttemptKeys('other', '198.51.100.7', { pair: 5, address: 20, issued: 3 }), at(2))).toBe(0);
});

test('memory stays bounded: beyond maxKeys the oldest keys are forgotten', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60, maxKeys: 3 });
  for (const key of ['k1', 'k2', 'k3', 'k4']) attempt(limiter, [k(key, 1)], 0);
  expect(limiter.begin([k('k1', 1)], at(1))).toBe(0);
  expect(limiter.begin([k('k4', 1)], at(1))).toBe(59);
});

/** `n` whole attempts sent at once through {@link beginTokenAttempt}, each decided after a pause (its scrypt). */
async function burst(limiter: TokenAttemptLimiter, keys: AttemptKey[], n: number, outcome: 'success' | 'failure', options = {}) {
  return Promise.all(Array.from({ length: n }, async () => {
    const wait = await beginTokenAttempt(limiter, keys, () => at(0), options);
    if (wait > 0) return wait;
    await new Promise((resolve) => setTimeout(resolve, 5));
    limiter.end(keys, at(0), outcome);
    return 0;
  }));
}

test('a partner fetching 12 tokens at once with the right secret is served every one, a few at a time', async () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  expect(await burst(limiter, [k('pair', 3), k('address', 6)], 12, 'success')).toEqual(Array.from({ length: 12 }, () => 0));
});

test('an attacker\'s 12 wrong secrets at once: exactly the limit is tried, the rest wait for them and are refused for the window', async () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  const waits = await burst(limiter, [k('pair', 3), k('address', 6)], 12, 'failure');
  expect(waits.filter((w) => w === 0)).toHaveLength(3);
  expect(waits.filter((w) => w === 60)).toHaveLength(9);
});

test('attempts in flight that are never decided: the others give up after maxWaitMs with Retry-After 1', async () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  for (let i = 0; i < 2; i++) limiter.begin([k('pair')], at(0));
  expect(await beginTokenAttempt(limiter, [k('pair')], () => at(0), { maxWaitMs: 30 })).toBe(IN_FLIGHT_RETRY_AFTER_SECONDS);
});

test('an IPv6 source counts as its /64: a host given a /64 cannot try from a new address every time', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60 });
  const from = (address: string) => tokenAttemptKeys('booker', address, { pair: 3, address: 5 });
  for (let i = 1; i <= 3; i++) expect(attempt(limiter, from(`2001:db8:1:2::${i}`), 0)).toBe(0);
  expect(limiter.begin(from('2001:db8:1:2::99'), at(1))).toBe(59);
  expect(limiter.begin(tokenAttemptKeys('other', '2001:db8:1:2::abc', { pair: 3, address: 5 }), at(1))).toBe(0);
  expect(limiter.begin(from('2001:db8:1:3::1'), at(1))).toBe(0);
});
