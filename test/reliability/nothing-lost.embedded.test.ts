/**
 * Nothing lost on the embedded SQLite store with WORKERS=2 (a primary and two adapter processes
 * on one file): a create-and-cancel storm is interrupted by SIGTERM (graceful: in-flight requests
 * finish), then, on a second data directory, by SIGKILL of the primary and both workers at once
 * (what a power cut does to the processes; synchronous=FULL covers the disk). After each, the
 * adapter restarts on the same data directory, every acknowledged create and cancel is read back
 * and the books are checked with SQL.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSqliteDb } from '../../packages/http/src/store/index.js';
import { adapterEnvironment, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter } from './adapter-process.js';
import { partnerClient } from './api-client.js';
import { createCancelStorm, readBackDifferences, whenCreates } from './create-cancel-storm.js';
import { reportFigures } from './figures.js';
import { readLedger, type Ledger } from './inventory-ledger.js';

/** Concurrent storm clients. */
const CLIENTS = 8;
/** Adapter processes (WORKERS) on the one SQLite file. */
const PROCESSES = 2;
/** Acknowledged creates before the signal: 60 by default, RELIABILITY_STORM_CREATES (400 in test:soak) otherwise. */
const CREATES_BEFORE_STOP = Number(process.env.RELIABILITY_STORM_CREATES ?? 60);

let env: AdapterEnvironment;

beforeAll(async () => {
  env = await adapterEnvironment();
}, 60_000);

afterAll(async () => {
  await killAllAdapters();
  await env?.remove();
});

async function ledgerOf(dataDir: string): Promise<Ledger> {
  const db = openSqliteDb(dataDir);
  try {
    return await readLedger(async (sql) => db.prepare(sql).all() as Record<string, unknown>[], 'sqlite');
  } finally {
    db.close();
  }
}

describe.each(['SIGTERM', 'SIGKILL'] as const)(`embedded SQLite store, WORKERS=${PROCESSES}, %s during a create-and-cancel storm`, (signal) => {
  test('after restart every acknowledged create and cancel reads back exactly, the books balance', async () => {
    const dataDir = join(env.dir, `data-${signal}`);
    const adapterEnv = env.env({ DATA_DIR: dataDir, WORKERS: String(PROCESSES), LOG_LEVEL: 'warn' });
    const adapter = await startAdapter(adapterEnv);
    const client = partnerClient(adapter.baseUrl);
    let up = true;
    const storm = createCancelStorm(() => (up ? client : undefined), CLIENTS, Math.ceil((4 * CREATES_BEFORE_STOP) / CLIENTS));
    await whenCreates(storm, CREATES_BEFORE_STOP);
    const stoppedAt = storm.creates();
    const started = performance.now();
    const exit = await adapter.stop(signal);
    const stopMs = Math.round(performance.now() - started);
    up = false;
    const record = await storm.stop();
    expect(exit).toBe(signal === 'SIGTERM' ? 0 : 'SIGKILL');
    expect(Object.keys(record.outcomes).filter((o) => o.startsWith('5'))).toEqual([]);

    const restartStarted = performance.now();
    const restarted = await startAdapter(adapterEnv);
    const restartMs = Math.round(performance.now() - restartStarted);
    const differences = await readBackDifferences(partnerClient(restarted.baseUrl), record);
    expect(await restarted.stop('SIGTERM')).toBe(0);
    const ledger = await ledgerOf(dataDir);
    const unacknowledged = ledger.reservations.filter((r) => !record.acked.has(r.confNumber)).length;
    const cancels = [...record.acked.values()].reduce((sum, r) => sum + r.cancelled.size, 0);
    reportFigures(`nothing-lost embedded: ${signal} mid-storm`, {
      processes: PROCESSES, clients: CLIENTS, ackedCreates: record.acked.size, ackedCreatesAtSignal: stoppedAt, ackedCancels: cancels, inDoubt: record.inDoubt,
      unacknowledgedButStored: unacknowledged, differences: differences.length, soldMismatches: ledger.soldMismatches.length, stopMs, restartMs,
    });
    expect(differences).toEqual([]);
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);
    expect(ledger.stillHeld).toEqual([]);
    expect(ledger.reservations.filter((r) => r.stays.length === 0 || r.stays.some((s) => s.confNumber !== r.confNumber))).toEqual([]);
    expect(unacknowledged).toBeLessThanOrEqual(record.inDoubt);
  }, 300_000);
});
