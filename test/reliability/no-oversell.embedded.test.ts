/**
 * No oversell on the embedded SQLite store with WORKERS=4 (the real start command: a primary and
 * four adapter processes on one port and one SQLite file): the same two races as on PostgreSQL
 * for the last 5 rooms of a room type, first 200 plain creates, then creates, holds, confirms,
 * releases, cancels and expiries interleaved. SQLite lets a reader in beside the writers, so the
 * counts are watched with SQL during the races and checked after them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSqliteDb, type SqliteDatabase } from '../../packages/http/src/store/index.js';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import type { Client } from '@direct-connect/client';
import { partnerClient } from './api-client.js';
import { freeRooms, readLedger, type SqlQuery } from './inventory-ledger.js';
import { faultsOf, holdLifecycleStorm, lastRoomsRace, outcomeText, tally, watchInventory, type RaceStay } from './oversell-scenarios.js';
import { reportFigures } from './figures.js';

const WORKERS = 4;
/** 200 by default; RELIABILITY_CONTENDERS (1,000 in test:soak) otherwise. */
const CONTENDERS = Number(process.env.RELIABILITY_CONTENDERS ?? 200);
const ROOMS_LEFT = 5;
const ROOM_TYPE = 'ADA';

let env: AdapterEnvironment;
let adapter: AdapterProcess;
let clients: Client[];
let reader: SqliteDatabase;
let query: SqlQuery;

beforeAll(async () => {
  env = await adapterEnvironment();
  const dataDir = join(env.dir, 'data');
  // node:cluster's round robin (not the service's default SCHED_NONE, where the kernel picks the
  // worker and may give one of them every connection), so that the races surely span the workers.
  adapter = await startAdapter(env.env({ DATA_DIR: dataDir, WORKERS: String(WORKERS), NODE_CLUSTER_SCHED_POLICY: 'rr', HOLD_TTL: '3', SWEEP_INTERVAL: '1', LOG_LEVEL: 'warn' }));
  // One client per worker's share of the connections: the cluster spreads them round-robin.
  clients = Array.from({ length: WORKERS }, () => partnerClient(adapter.baseUrl));
  reader = openSqliteDb(dataDir);
  query = async (sql) => reader.prepare(sql).all() as Record<string, unknown>[];
}, 300_000);

afterAll(async () => {
  reader?.close();
  await killAllAdapters();
  await env?.remove();
});

async function leaveLastRooms(stay: RaceStay): Promise<void> {
  while (Math.min(...(await freeRooms(query, 'NYCDC', stay.roomTypeCode, stay.arrivalDate, stay.departureDate))) > ROOMS_LEFT) {
    expect(await (clients[0] as Client).createReservation(reservationRequest(stay))).toMatchObject({ ok: true, status: 200 });
  }
  expect(await freeRooms(query, 'NYCDC', stay.roomTypeCode, stay.arrivalDate, stay.departureDate)).toEqual([ROOMS_LEFT, ROOMS_LEFT]);
}

/** The lowest of free rooms, held and sold over every inventory row. */
async function lowestInventoryCount(): Promise<number> {
  const [row] = await query(`SELECT min(total - held - sold) AS free, min(min(held, sold)) AS low FROM inventory`);
  return Math.min(Number(row?.free), Number(row?.low));
}

describe(`WORKERS=${WORKERS} on one embedded SQLite store`, () => {
  test(`${CONTENDERS} concurrent creates for the last ${ROOMS_LEFT} rooms give exactly ${ROOMS_LEFT} reservations`, async () => {
    const stay = { arrivalDate: dayFromToday(30), departureDate: dayFromToday(32), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const before = (await readLedger(query, 'sqlite')).reservations.length;
    const started = performance.now();
    const { result: replies, samples, worstFree } = await watchInventory(lastRoomsRace(clients, stay, CONTENDERS), lowestInventoryCount);
    const ms = Math.round(performance.now() - started);
    const outcomes = tally(replies.map(outcomeText));
    expect(outcomes).toEqual({ '200': ROOMS_LEFT, '400 NO_AVAILABILITY': CONTENDERS - ROOMS_LEFT });
    expect(worstFree).toBeGreaterThanOrEqual(0);
    const ledger = await readLedger(query, 'sqlite');
    expect(ledger.reservations.length - before).toBe(ROOMS_LEFT);
    expect(await freeRooms(query, 'NYCDC', ROOM_TYPE, stay.arrivalDate, stay.departureDate)).toEqual([0, 0]);
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);
    reportFigures('no-oversell embedded: last rooms race', { workers: WORKERS, contenders: CONTENDERS, roomsLeft: ROOMS_LEFT, outcomes, ms, inventorySamples: samples });
  }, 120_000);

  test('creates, holds, confirms, releases, cancels and expiries interleaved: never below zero, sold = confirmed room-nights', async () => {
    const stay = { arrivalDate: dayFromToday(40), departureDate: dayFromToday(42), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const started = performance.now();
    const { result: actors, samples, worstFree } = await watchInventory(holdLifecycleStorm(clients, stay, CONTENDERS), lowestInventoryCount);
    const ms = Math.round(performance.now() - started);
    expect(faultsOf(actors.flatMap((a) => a.steps))).toEqual([]);
    expect(worstFree).toBeGreaterThanOrEqual(0);
    // Expired holds come back within HOLD_TTL plus a sweep (four sweepers, one per worker).
    const deadline = Date.now() + 30_000;
    while ((await readLedger(query, 'sqlite')).openHolds > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const ledger = await readLedger(query, 'sqlite');
    expect(ledger.openHolds).toBe(0);
    expect(ledger.stillHeld).toEqual([]);
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);
    const kept = actors.filter((a) => a.kept).length;
    expect(kept).toBeLessThanOrEqual(ROOMS_LEFT);
    expect(await freeRooms(query, 'NYCDC', ROOM_TYPE, stay.arrivalDate, stay.departureDate)).toEqual([ROOMS_LEFT - kept, ROOMS_LEFT - kept]);
    const roomsTaken = actors.filter((a) => a.steps.includes('200')).length;
    expect(roomsTaken).toBeGreaterThanOrEqual(ROOMS_LEFT);
    reportFigures('no-oversell embedded: interleaved lifecycle', { workers: WORKERS, actors: CONTENDERS, roomsLeft: ROOMS_LEFT, roomsTaken, kept, ms, inventorySamples: samples });
  }, 180_000);

  test('a graceful stop of the primary stops every worker and exits 0', async () => {
    expect(await adapter.stop('SIGTERM')).toBe(0);
    expect(adapter.output()).not.toMatch(/"level":50/);
  }, 60_000);
});
