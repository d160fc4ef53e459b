import { describe, expect, test } from 'vitest';
import { startSweeper } from './sweeper.js';

/** A store whose sweeps are scripted: each call takes the next answer (a count or an error). */
function scriptedStore(answers: (number | Error)[]) {
  const calls: { now: Date; limit: number | undefined }[] = [];
  let active = 0;
  let overlapped = false;
  return {
    calls,
    get overlapped() {
      return overlapped;
    },
    async sweepExpiredHolds(now: Date, limit?: number) {
      calls.push({ now, limit });
      if (++active > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 2));
      active--;
      const answer = answers.shift() ?? 0;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('startSweeper', () => {
  test('sweeps with the injected clock and limit, reports releases, and sweeps again at once after a full sweep', async () => {
    const store = scriptedStore([3, 3, 1, 0]);
    const now = new Date('2030-01-01T00:00:00Z');
    const swept: number[] = [];
    const stop = startSweeper(store, { intervalMs: 60_000, limit: 3, now: () => now, onSwept: (n) => swept.push(n) });
    await until(() => store.calls.length >= 3);
    await stop();
    // Two full sweeps (3 of 3) chain without waiting; the third (1 of 3) waits the 60 s interval.
    expect(store.calls).toEqual([0, 1, 2].map(() => ({ now, limit: 3 })));
    expect(swept).toEqual([3, 3, 1]);
  });

  test('a failing sweep is reported and the sweeper keeps going; sweeps never overlap', async () => {
    const failure = new Error('database gone');
    const store = scriptedStore([failure, 2, failure, 0]);
    const errors: unknown[] = [];
    const stop = startSweeper(store, { intervalMs: 1, onError: (error) => errors.push(error) });
    await until(() => store.calls.length >= 4);
    await stop();
    expect(errors).toEqual([failure, failure]);
    expect(store.overlapped).toBe(false);
  });

  test('stop waits for the sweep in progress and no sweep starts after it', async () => {
    const store = scriptedStore([]);
    const stop = startSweeper(store, { intervalMs: 1 });
    await until(() => store.calls.length >= 1);
    await stop();
    const count = store.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.calls.length).toBe(count);
  });
});
