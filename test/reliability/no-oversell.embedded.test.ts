/**
 * No oversell on the embedded store (PGlite, one process, the default of `pnpm start`): the same
 * two races as on PostgreSQL, against one adapter process. PGlite's files are locked while the
 * process runs, so counts are watched through the shop's numRoomsAvail during the run and read
 * with SQL after a graceful stop.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb } from '../../packages/http/src/store/index.js';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import type { Client } from '@direct-connect/client';
import { partnerClient } from './api-client.js';
import { readLedger } from './inventory-ledger.js';
import { faultsOf, holdLifecycleStorm, lastRoomsRace, outcomeText, tally, type RaceStay } from './oversell-scenarios.js';
import { reportFigures } from './figures.js';
import { roomsAvailable } from './rooms-available.js';

/** 200 by default; RELIABILITY_CONTENDERS (1,000 in test:soak) otherwise. */
const CONTENDERS = Number(process.env.RELIABILITY_CONTENDERS ?? 200);
const ROOMS_LEFT = 5;
const ROOM_TYPE = 'ADA';

let env: AdapterEnvironment;
let adapter: AdapterProcess;
let client: Client;
const races: { stay: RaceStay; kept: number }[] = [];

beforeAll(async () => {
  env = await adapterEnvironment();
  adapter = await startAdapter(env.env({ DATA_DIR: join(env.dir, 'data'), HOLD_TTL: '3', SWEEP_INTERVAL: '1', LOG_LEVEL: 'warn' }));
  client = partnerClient(adapter.baseUrl);
}, 300_000);

afterAll(async () => {
  await killAllAdapters();
  await env?.remove();
});

async function leaveLastRooms(stay: RaceStay): Promise<void> {
  while ((await roomsAvailable(client, stay)) > ROOMS_LEFT) {
    expect(await client.createReservation(reservationRequest(stay))).toMatchObject({ ok: true, status: 200 });
  }
  expect(await roomsAvailable(client, stay)).toBe(ROOMS_LEFT);
}

describe('one adapter process on the embedded store', () => {
  test(`${CONTENDERS} concurrent creates for the last ${ROOMS_LEFT} rooms give exactly ${ROOMS_LEFT} reservations`, async () => {
    const stay = { arrivalDate: dayFromToday(30), departureDate: dayFromToday(32), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const started = performance.now();
    const replies = await lastRoomsRace([client], stay, CONTENDERS);
    const ms = Math.round(performance.now() - started);
    const outcomes = tally(replies.map(outcomeText));
    expect(outcomes).toEqual({ '200': ROOMS_LEFT, '400 NO_AVAILABILITY': CONTENDERS - ROOMS_LEFT });
    expect(await roomsAvailable(client, stay)).toBe(0);
    races.push({ stay, kept: ROOMS_LEFT });
    reportFigures('no-oversell embedded: last rooms race', { processes: 1, contenders: CONTENDERS, roomsLeft: ROOMS_LEFT, outcomes, ms });
  }, 120_000);

  test('creates, holds, confirms, releases, cancels and expiries interleaved: rooms kept never exceed the rooms left', async () => {
    const stay = { arrivalDate: dayFromToday(40), departureDate: dayFromToday(42), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const started = performance.now();
    const actors = await holdLifecycleStorm([client], stay, CONTENDERS);
    const ms = Math.round(performance.now() - started);
    expect(faultsOf(actors.flatMap((a) => a.steps))).toEqual([]);
    const kept = actors.filter((a) => a.kept).length;
    expect(kept).toBeLessThanOrEqual(ROOMS_LEFT);
    // Expired holds come back within HOLD_TTL plus a sweep.
    const deadline = Date.now() + 30_000;
    while ((await roomsAvailable(client, stay)) !== ROOMS_LEFT - kept && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await roomsAvailable(client, stay)).toBe(ROOMS_LEFT - kept);
    races.push({ stay, kept });
    const roomsTaken = actors.filter((a) => a.steps.includes('200')).length;
    expect(roomsTaken).toBeGreaterThanOrEqual(ROOMS_LEFT);
    reportFigures('no-oversell embedded: interleaved lifecycle', { processes: 1, actors: CONTENDERS, roomsLeft: ROOMS_LEFT, roomsTaken, kept, ms });
  }, 180_000);

  test('after a graceful stop, SQL on the data directory: no count out of bounds, sold = confirmed room-nights, nothing held', async () => {
    expect(races).toHaveLength(2);
    expect(await adapter.stop('SIGTERM')).toBe(0);
    const db = await openDb({ kind: 'pglite', dataDir: join(env.dir, 'data') });
    try {
      const ledger = await readLedger(async (sql) => (await db.query(sql)).rows);
      expect(ledger.outOfBounds).toEqual([]);
      expect(ledger.soldMismatches).toEqual([]);
      expect(ledger.stillHeld).toEqual([]);
      expect(ledger.openHolds).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
