import { expect, test } from 'vitest';
import { tokenAttemptLimiter } from './token-attempt-limiter.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1) + seconds * 1000);

test('a key is blocked after `limit` failures until its window ends, and a reset forgets it', () => {
  const limiter = tokenAttemptLimiter({ limit: 2, windowSeconds: 10 });
  limiter.recordFailure(['client:a'], at(0));
  expect(limiter.retryAfter(['client:a'], at(1))).toBe(0);
  limiter.recordFailure(['client:a'], at(2));
  expect(limiter.retryAfter(['client:a', 'address:x'], at(2))).toBe(8);
  expect(limiter.retryAfter(['client:a'], at(9.5))).toBe(1);
  expect(limiter.retryAfter(['client:a'], at(10))).toBe(0);
  limiter.recordFailure(['client:a'], at(11));
  limiter.recordFailure(['client:a'], at(11));
  limiter.reset('client:a');
  expect(limiter.retryAfter(['client:a'], at(11))).toBe(0);
});

test('memory stays bounded: beyond maxKeys the oldest keys are forgotten', () => {
  const limiter = tokenAttemptLimiter({ limit: 1, windowSeconds: 60, maxKeys: 3 });
  for (const key of ['k1', 'k2', 'k3', 'k4']) limiter.recordFailure([key], at(0));
  expect(limiter.retryAfter(['k1'], at(1))).toBe(0);
  expect(limiter.retryAfter(['k4'], at(1))).toBe(59);
});
