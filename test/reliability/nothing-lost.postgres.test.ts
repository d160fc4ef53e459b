/**
 * Nothing lost on PostgreSQL: two adapter processes serve a create-and-cancel storm; one is
 * SIGKILLed in the middle of it while the other carries on; the killed one is restarted on the
 * same database. Every acknowledged create and cancel reads back exactly, the books balance
 * (sold = confirmed room-nights, nothing held) and no reservation is half made.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adapterEnvironment, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import type { Client } from '@direct-connect/client';
import { partnerClient } from './api-client.js';
import { createCancelStorm, readBackDifferences, whenCreates } from './create-cancel-storm.js';
import { reportFigures } from './figures.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';
import { readLedger } from './inventory-ledger.js';

const WORKERS = 16;
/** Acknowledged creates before the kill: 80 by default, RELIABILITY_STORM_CREATES (400 in test:soak) otherwise. */
const CREATES_BEFORE_KILL = Number(process.env.RELIABILITY_STORM_CREATES ?? 80);
const CREATES_AFTER_KILL = CREATES_BEFORE_KILL / 2;

let db: FreshDatabase;
let env: AdapterEnvironment;
let adapterEnv: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase('rel_lost');
  env = await adapterEnvironment();
  adapterEnv = env.env({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
}, 60_000);

afterAll(async () => {
  await killAllAdapters();
  await db?.drop();
  await env?.remove();
});

describe('SIGKILL of one of two adapter processes on PostgreSQL during a create-and-cancel storm', () => {
  test('after restart every acknowledged create and cancel reads back exactly, no inventory leaked, nothing half made', async () => {
    const [killed, survivor] = (await Promise.all([startAdapter(adapterEnv), startAdapter(adapterEnv)])) as [AdapterProcess, AdapterProcess];
    const clients = [partnerClient(killed.baseUrl), partnerClient(survivor.baseUrl)] as [Client, Client];
    let killedIsUp = true;
    const storm = createCancelStorm((n) => (killedIsUp ? clients[n % 2] : clients[1]), WORKERS, Math.ceil((3 * CREATES_BEFORE_KILL) / WORKERS));

    await whenCreates(storm, CREATES_BEFORE_KILL);
    const killedAt = storm.creates();
    expect(await killed.stop('SIGKILL')).toBe('SIGKILL');
    killedIsUp = false;
    await whenCreates(storm, killedAt + CREATES_AFTER_KILL);
    const record = await storm.stop();
    expect(Object.keys(record.outcomes).filter((o) => o.startsWith('5'))).toEqual([]);

    const restarted = partnerClient((await startAdapter(adapterEnv)).baseUrl);
    expect(await readBackDifferences(restarted, record)).toEqual([]);

    const ledger = await readLedger((sql) => db.query(sql));
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);
    expect(ledger.stillHeld).toEqual([]);
    expect(ledger.openHolds).toBe(0);
    // Half-made: a reservation without stays, or stays of another confNumber.
    expect(ledger.reservations.filter((r) => r.stays.length === 0 || r.stays.some((s) => s.confNumber !== r.confNumber))).toEqual([]);
    // Reservations no one heard of can only come from requests cut by the kill.
    const unacknowledged = ledger.reservations.filter((r) => !record.acked.has(r.confNumber)).length;
    expect(unacknowledged).toBeLessThanOrEqual(record.inDoubt);

    const cancels = [...record.acked.values()].reduce((sum, r) => sum + r.cancelled.size, 0);
    reportFigures('nothing-lost postgres: SIGKILL mid-storm', {
      workers: WORKERS, ackedCreates: record.acked.size, ackedCreatesBeforeKill: killedAt, ackedCancels: cancels,
      inDoubt: record.inDoubt, unacknowledgedButStored: unacknowledged, outcomes: record.outcomes, differences: 0,
    });
  }, 300_000);
});
