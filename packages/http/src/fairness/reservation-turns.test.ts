import { describe, expect, test } from 'vitest';
import { reservationTurns } from './reservation-turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('writes of one reservation take turns', () => {
  test('writes of one confNumber run one after another, in arrival order; other confNumbers do not wait', async () => {
    const turns = reservationTurns();
    const log: string[] = [];
    const write = (conf: string, name: string) => turns.run(conf, async () => {
      log.push(`${name} start`);
      await tick();
      await tick();
      log.push(`${name} end`);
      return name;
    });
    const results = await Promise.all([write('C1', 'a'), write('C1', 'b'), write('C2', 'x'), write('C1', 'c')]);
    expect(results).toEqual(['a', 'b', 'x', 'c']);
    const c1 = log.filter((l) => !l.startsWith('x'));
    expect(c1).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    // x ran beside a, not after the C1 writes
    expect(log.indexOf('x start')).toBeLessThan(log.indexOf('a end'));
    expect(turns.busy).toBe(0);
  });

  test('a write that throws passes the turn on, and its error to its caller only', async () => {
    const turns = reservationTurns();
    const failed = turns.run('C1', async () => {
      await tick();
      throw new Error('boom');
    });
    const next = turns.run('C1', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(turns.busy).toBe(0);
  });
});
