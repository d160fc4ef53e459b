import { setImmediate as nextTurn } from 'node:timers';
import { expect, test } from 'vitest';
import type { ReservationStore } from '../domain/reservation-store.js';
import { readTurnsOf } from './read-turns.js';

const store = () => ({}) as ReservationStore;

test('a partner\'s reads run one at a time, and a request that arrives meanwhile runs between them', async () => {
  const turns = readTurnsOf(store());
  const log: string[] = [];
  let running = 0;
  const read = (name: string) => turns.run('partner-a', async () => {
    running += 1;
    log.push(`${name} (${running} running)`);
    await new Promise((resolve) => nextTurn(resolve));
    running -= 1;
  });
  const reads = [read('a1'), read('a2'), read('a3')];
  // Another partner's request arriving now (an I/O event): it must not wait for all three.
  nextTurn(() => log.push('other partner'));
  await Promise.all(reads);
  expect(log.filter((line) => line.startsWith('a'))).toEqual(['a1 (1 running)', 'a2 (1 running)', 'a3 (1 running)']);
  expect(log.indexOf('other partner')).toBeLessThan(log.indexOf('a2 (1 running)'));
});

test('partners do not wait for each other; one store\'s turns are shared, another store\'s are not', async () => {
  const shared = store();
  let release!: () => void;
  const stuck = readTurnsOf(shared).run('partner-a', () => new Promise<void>((resolve) => { release = resolve; }));
  await expect(readTurnsOf(shared).run('partner-b', async () => 'b')).resolves.toBe('b');
  let second = false;
  const queued = readTurnsOf(shared).run('partner-a', async () => { second = true; });
  await new Promise((resolve) => nextTurn(resolve));
  expect(second).toBe(false);
  expect(readTurnsOf(shared).busy).toBe(1);
  await expect(readTurnsOf(store()).run('partner-a', async () => 'other store')).resolves.toBe('other store');
  release();
  await Promise.all([stuck, queued]);
  expect(second).toBe(true);
  expect(readTurnsOf(shared).busy).toBe(0);
});

test('a read that throws gives the turn on', async () => {
  const turns = readTurnsOf(store());
  const failed = turns.run('partner-a', async () => { throw new Error('store down'); });
  await expect(failed).rejects.toThrow('store down');
  await expect(turns.run('partner-a', async () => 'next')).resolves.toBe('next');
});
