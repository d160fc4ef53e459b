import { expect, test } from 'vitest';
import { IN_FLIGHT_RETRY_AFTER_SECONDS, tokenAttemptKeys, tokenAttemptLimiter, type AttemptKey, type TokenAttemptLimiter } from './token-attempt-limiter.js';

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
  expect(waits).toEqual([0, 0, 0, ...Array.from({ length: 7 }, () => IN_FLIGHT_RETRY_AFTER_SECONDS)]);
  // The three in flight succeed: the pair is free again.
  for (let i = 0; i < 3; i++) limiter.end(keys, at(0), 'success');
  expect(limiter.begin(keys, at(0))).toBe(0);
  limiter.end(keys, at(0), 'failure');
  // Three in flight that fail block the pair for the rest of the window.
  const burst = Array.from({ length: 3 }, () => limiter.begin(keys, at(1)));
  expect(burst).toEqual([0, 0, IN_FLIGHT_RETRY_AFTER_SECONDS]);
  for (let i = 0; i < 2; i++) limiter.end(keys, at(1), 'failure');
  expect(limiter.begin(keys, at(1))).toBe(59); // the window began with the failure at 0
});

test('the keys of an attempt are (client id, address) and address: never the client id alone', () => {
  const keys = tokenAttemptKeys('booker', '198.51.100.7', { pair: 5, address: 20 }).map((x) => x.key);
  expect(keys.every((key) => key.includes('198.51.100.7'))).toBe(true);
  expect(new Set(keys).size).toBe(2);
  expect(tokenAttemptKeys('booker', '198.51.100.8', { pair: 5, address: 20 }).some((x) => keys.includes(x.key))).toBe(false);
});

test('memory stays bounded: beyond maxKeys the oldest keys are forgotten', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60, maxKeys: 3 });
  for (const key of ['k1', 'k2', 'k3', 'k4']) attempt(limiter, [k(key, 1)], 0);
  expect(limiter.begin([k('k1', 1)], at(1))).toBe(0);
  expect(limiter.begin([k('k4', 1)], at(1))).toBe(59);
});
