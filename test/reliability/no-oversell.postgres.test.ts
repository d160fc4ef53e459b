/**
 * No oversell on PostgreSQL: 4 adapter processes (the real start command) on one fresh database
 * race for the last 5 rooms of a room type, first with 200 plain creates, then with creates,
 * holds, confirms, releases, cancels and expiries interleaved. Counts are read with SQL during
 * and after the races.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter } from './adapter-process.js';
import type { Client } from '@direct-connect/client';
import { partnerClient } from './api-client.js';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';
import { freeRooms, readLedger, type SqlQuery } from './inventory-ledger.js';
import { ACTOR_PLANS, faultsOf, holdLifecycleStorm, lastRoomsRace, outcomeText, tally, watchInventory, type RaceStay } from './oversell-scenarios.js';
import { reportFigures } from './figures.js';

const PROCESSES = 4;
/** 200 by default; RELIABILITY_CONTENDERS (1,000 in test:soak) otherwise. */
const CONTENDERS = Number(process.env.RELIABILITY_CONTENDERS ?? 200);
const ROOMS_LEFT = 5;
/** NYCDC's accessible king: 6 rooms a night in the demo catalog; one is booked first. */
const ROOM_TYPE = 'ADA';
const HOLD_TTL_SECONDS = 3;

let db: FreshDatabase;
let env: AdapterEnvironment;
let clients: Client[];
let query: SqlQuery;

beforeAll(async () => {
  db = await freshDatabase('rel_oversell');
  query = (sql) => db.query(sql);
  env = await adapterEnvironment();
  const adapters = await Promise.all(
    Array.from({ length: PROCESSES }, () =>
      startAdapter(env.env({ DATABASE_URL: db.url, HOLD_TTL: String(HOLD_TTL_SECONDS), SWEEP_INTERVAL: '1', LOG_LEVEL: 'warn' })),
    ),
  );
  clients = adapters.map((a) => partnerClient(a.baseUrl));
}, 300_000);

afterAll(async () => {
  await killAllAdapters();
  await db?.drop();
  await env?.remove();
});

/** Books rooms until exactly `ROOMS_LEFT` are free on every night of the stay. */
async function leaveLastRooms(stay: RaceStay): Promise<void> {
  while (Math.min(...(await freeRooms(query, 'NYCDC', stay.roomTypeCode, stay.arrivalDate, stay.departureDate))) > ROOMS_LEFT) {
    expect(await (clients[0] as Client).createReservation(reservationRequest(stay))).toMatchObject({ ok: true, status: 200 });
  }
  expect(await freeRooms(query, 'NYCDC', stay.roomTypeCode, stay.arrivalDate, stay.departureDate)).toEqual([ROOMS_LEFT, ROOMS_LEFT]);
}

/** The lowest of free rooms, held and sold over every inventory row. */
async function lowestInventoryCount(): Promise<number> {
  const [row] = await query(`SELECT min(total - held - sold)::int AS free, min(least(held, sold))::int AS low FROM inventory`);
  return Math.min(Number(row?.free), Number(row?.low));
}

describe(`${PROCESSES} adapter processes on one PostgreSQL`, () => {
  test(`${CONTENDERS} concurrent creates for the last ${ROOMS_LEFT} rooms give exactly ${ROOMS_LEFT} reservations`, async () => {
    const stay = { arrivalDate: dayFromToday(30), departureDate: dayFromToday(32), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const before = (await readLedger(query)).reservations.length;
    const started = performance.now();
    const { result: replies, samples, worstFree } = await watchInventory(lastRoomsRace(clients, stay, CONTENDERS), lowestInventoryCount);
    const ms = Math.round(performance.now() - started);

    const outcomes = tally(replies.map(outcomeText));
    expect(outcomes).toEqual({ '200': ROOMS_LEFT, '400 NO_AVAILABILITY': CONTENDERS - ROOMS_LEFT });
    expect(worstFree).toBeGreaterThanOrEqual(0);
    const ledger = await readLedger(query);
    expect(ledger.reservations.length - before).toBe(ROOMS_LEFT);
    expect(await freeRooms(query, 'NYCDC', ROOM_TYPE, stay.arrivalDate, stay.departureDate)).toEqual([0, 0]);
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);
    reportFigures('no-oversell postgres: last rooms race', { processes: PROCESSES, contenders: CONTENDERS, roomsLeft: ROOMS_LEFT, outcomes, ms, inventorySamples: samples });
  }, 120_000);

  test('creates, holds, confirms, releases, cancels and expiries interleaved: never below zero, sold = confirmed room-nights', async () => {
    const stay = { arrivalDate: dayFromToday(40), departureDate: dayFromToday(42), roomTypeCode: ROOM_TYPE };
    await leaveLastRooms(stay);
    const started = performance.now();
    const { result: actors, samples, worstFree } = await watchInventory(holdLifecycleStorm(clients, stay, CONTENDERS), lowestInventoryCount);
    const ms = Math.round(performance.now() - started);

    expect(faultsOf(actors.flatMap((a) => a.steps))).toEqual([]);
    expect(worstFree).toBeGreaterThanOrEqual(0);
    // Every room taken was either kept or returned: expiries are swept within HOLD_TTL + sweep interval.
    const deadline = Date.now() + 30_000;
    while ((await readLedger(query)).openHolds > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const ledger = await readLedger(query);
    expect(ledger.openHolds).toBe(0);
    expect(ledger.stillHeld).toEqual([]);
    expect(ledger.outOfBounds).toEqual([]);
    expect(ledger.soldMismatches).toEqual([]);

    const kept = actors.filter((a) => a.kept);
    expect(kept.length).toBeLessThanOrEqual(ROOMS_LEFT);
    const free = await freeRooms(query, 'NYCDC', ROOM_TYPE, stay.arrivalDate, stay.departureDate);
    expect(free).toEqual([ROOMS_LEFT - kept.length, ROOMS_LEFT - kept.length]);
    for (const actor of kept) {
      const read = await (clients[3] as Client).read(actor.kept!.confNumber, actor.kept!.gnrNumber);
      expect(read).toMatchObject({ ok: true, status: 200, value: { resStatus: 'confirmed' } });
    }
    for (const actor of actors.filter((a) => a.gone)) {
      expect(await (clients[2] as Client).retrieve(actor.gone!)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    }
    const byPlan = Object.fromEntries(
      ACTOR_PLANS.map((plan) => [plan, tally(actors.filter((a) => a.plan === plan).map((a) => a.steps.filter((step) => step !== '400 NO_AVAILABILITY').join(' then ') || 'sold out'))]),
    );
    const roomsTaken = actors.filter((a) => a.steps.includes('200')).length;
    expect(roomsTaken).toBeGreaterThanOrEqual(ROOMS_LEFT);
    reportFigures('no-oversell postgres: interleaved lifecycle', { processes: PROCESSES, actors: CONTENDERS, roomsLeft: ROOMS_LEFT, roomsTaken, kept: kept.length, ms, inventorySamples: samples, byPlan });
  }, 180_000);
});
