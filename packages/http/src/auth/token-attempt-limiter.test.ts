import { expect, test } from 'vitest';
import { tokenAttemptKeys, tokenAttemptLimiter } from './token-attempt-limiter.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1) + seconds * 1000);
const k = (key: string, limit = 2) => ({ key, limit });

test('a key is blocked after its limit of failures until its window ends, and a reset forgets it', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 10 });
  limiter.recordFailure([k('a')], at(0));
  expect(limiter.retryAfter([k('a')], at(1))).toBe(0);
  limiter.recordFailure([k('a')], at(2));
  expect(limiter.retryAfter([k('a'), k('x')], at(2))).toBe(8);
  expect(limiter.retryAfter([k('a')], at(9.5))).toBe(1);
  expect(limiter.retryAfter([k('a')], at(10))).toBe(0);
  limiter.recordFailure([k('a')], at(11));
  limiter.recordFailure([k('a')], at(11));
  limiter.reset('a');
  expect(limiter.retryAfter([k('a')], at(11))).toBe(0);
});

test('each key has its own limit', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 10 });
  for (let i = 0; i < 3; i++) limiter.recordFailure([k('pair', 5), k('address', 3)], at(0));
  expect(limiter.retryAfter([k('pair', 5)], at(1))).toBe(0);
  expect(limiter.retryAfter([k('address', 3)], at(1))).toBe(9);
});

test('the keys of an attempt are (client id, address) and address: never the client id alone', () => {
  const keys = tokenAttemptKeys('booker', '198.51.100.7', { pair: 5, address: 20 }).map((x) => x.key);
  expect(keys.every((key) => key.includes('198.51.100.7'))).toBe(true);
  expect(new Set(keys).size).toBe(2);
  expect(tokenAttemptKeys('booker', '198.51.100.8', { pair: 5, address: 20 }).some((x) => keys.includes(x.key))).toBe(false);
});

test('memory stays bounded: beyond maxKeys the oldest keys are forgotten', () => {
  const limiter = tokenAttemptLimiter({ windowSeconds: 60, maxKeys: 3 });
  for (const key of ['k1', 'k2', 'k3', 'k4']) limiter.recordFailure([k(key, 1)], at(0));
  expect(limiter.retryAfter([k('k1', 1)], at(1))).toBe(0);
  expect(limiter.retryAfter([k('k4', 1)], at(1))).toBe(59);
});
