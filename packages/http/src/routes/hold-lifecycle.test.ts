/**
 * End-to-end over real HTTP: the hold lifecycle of the spec's hold table (held create and modify,
 * confirm, release, commit by update, expiry on the injected clock plus a sweep) and inventory
 * moving with create, modify and cancel, all seen through the shop's numRoomsAvail. Calls go
 * through `@direct-connect/client`, on the test's clock (tokens renew as the clock moves).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@direct-connect/client';
import type { DcReservationStay } from '@direct-connect/validation';
import { expectBodyOf, reservationRequest, testService, valueOf } from '../testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>>;
let client: Client;
const HOLD_TTL = 900;

beforeAll(async () => {
  t = await testService({ holdTtlSeconds: HOLD_TTL, sweepIntervalSeconds: 3600 });
  client = t.clientOf('demo-partner');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Stay = { confNumber: string; gnrNumber: number };
const booking = (arrivalDate: string, departureDate: string) => reservationRequest({ arrivalDate, departureDate, roomTypeCode: 'QQN' });

/** numRoomsAvail of NYCDC's room type for a stay, from the single-property shop. */
async function roomsAvail(arrivalDate: string, departureDate: string, roomTypeCode = 'QQN'): Promise<number> {
  const shop = valueOf(await client.shopProperty('NYCDC', { arrivalDate, departureDate, numAdults: 2 }));
  const rate = shop.roomRates?.find((r) => r.roomTypeCode === roomTypeCode);
  if (rate?.numRoomsAvail === undefined) throw new Error(`no ${roomTypeCode} rate for ${arrivalDate}..${departureDate}`);
  return rate.numRoomsAvail;
}

/** A confirmed reservation of one QQN room. */
async function create(arrivalDate: string, departureDate: string): Promise<Stay> {
  const stays = valueOf(await client.createReservation(booking(arrivalDate, departureDate)));
  expectBodyOf('DcReservationStayList', stays);
  return stays[0] as Stay;
}

/** A held create of one QQN room: its stay and session id. */
async function hold(arrivalDate: string, departureDate: string) {
  const held = valueOf(await client.hold(booking(arrivalDate, departureDate)));
  expectBodyOf('DcReservationStayList', held.stays);
  return { stay: held.stays[0] as Stay, sessionId: held.sessionId, held };
}

const read = async (stay: Stay): Promise<DcReservationStay> => valueOf(await client.read(stay.confNumber, stay.gnrNumber));

describe('inventory follows the reservation', () => {
  test('create takes a room, modify moves it to the new nights, cancel returns it', async () => {
    const [a, b] = [['2026-04-06', '2026-04-08'], ['2026-04-13', '2026-04-15']] as const;
    const before = { a: await roomsAvail(...a), b: await roomsAvail(...b) };
    const stay = await create(...a);
    expect(await roomsAvail(...a)).toBe(before.a - 1);

    const moved = valueOf(await client.modify(stay.confNumber, stay.gnrNumber, booking(...b)));
    expect(moved).toMatchObject({ arrivalDate: b[0], departureDate: b[1] });
    expect(await roomsAvail(...a)).toBe(before.a);
    expect(await roomsAvail(...b)).toBe(before.b - 1);

    valueOf(await client.cancel(stay.confNumber, stay.gnrNumber));
    expect(await roomsAvail(...b)).toBe(before.b);
  });
});

describe('held create', () => {
  const nights = ['2026-05-04', '2026-05-06'] as const;

  test('holds a room, is invisible to reads, and confirm (204) makes it a reservation that keeps the room', async () => {
    const before = await roomsAvail(...nights);
    const { stay, sessionId, held } = await hold(...nights);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    expect(await client.retrieve(stay.confNumber)).toMatchObject({ ok: false, status: 404 });

    expect(await held.confirm({ externalResId: 'PNR123' })).toMatchObject({ ok: true, status: 204, value: undefined });
    expect(await read(stay)).toMatchObject({ confNumber: stay.confNumber, externalResId: 'PNR123' });
    expect(await roomsAvail(...nights)).toBe(before - 1);
    // The session is spent: a second confirm is refused.
    expect(await held.confirm()).toMatchObject({ ok: false, kind: 'invalid', status: 400 });
  });

  test('release (204) discards it: no reservation, the room is back', async () => {
    const before = await roomsAvail(...nights);
    const { stay, held } = await hold(...nights);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    expect(await held.release()).toMatchObject({ ok: true, status: 204 });
    expect(await roomsAvail(...nights)).toBe(before);
    expect(await client.retrieve(stay.confNumber)).toMatchObject({ ok: false, status: 404 });
  });

  test('a hold not confirmed within HOLD_TTL expires like a release (injected clock, then a sweep)', async () => {
    const before = await roomsAvail(...nights);
    const { stay, held } = await hold(...nights);
    t.clock.advance(HOLD_TTL - 1);
    expect(await t.service.store.sweepExpiredHolds(t.clock.now())).toBe(0);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    t.clock.advance(1);
    expect(await t.service.store.sweepExpiredHolds(t.clock.now())).toBe(1);
    expect(await roomsAvail(...nights)).toBe(before);
    const late = await held.confirm();
    expect(late).toMatchObject({ ok: false, kind: 'invalid', status: 400 });
    if (!late.ok && late.kind === 'invalid') expectBodyOf('ErrorDetail', late.error);
    expect(await client.retrieve(stay.confNumber)).toMatchObject({ ok: false, status: 404 });
    // a commit by update of the swept hold is told what confirm is told, not 404 (a wrong confNumber?)
    const commit = await client.modify(stay.confNumber, stay.gnrNumber, booking(...nights), { sessionId: held.sessionId });
    expect(commit).toMatchObject({ ok: false, kind: 'invalid', status: 400, error: { notifications: [{ code: 'SESSION_UNKNOWN' }] } });
  });

  test('a confirm after expiry but before any sweep is refused and releases the rooms itself', async () => {
    const before = await roomsAvail(...nights);
    const { held } = await hold(...nights);
    t.clock.advance(HOLD_TTL);
    expect(await held.confirm()).toMatchObject({ ok: false, kind: 'invalid', error: { notifications: [{ code: 'HOLD_SESSION_EXPIRED' }] } });
    expect(await roomsAvail(...nights)).toBe(before);
  });
});

describe('held modify', () => {
  const [a, b, c] = [['2026-06-01', '2026-06-03'], ['2026-06-08', '2026-06-10'], ['2026-06-15', '2026-06-17']] as const;

  test('the stay reads as it was until confirm; the new nights are held meanwhile', async () => {
    const stay = await create(...a);
    const before = { a: await roomsAvail(...a), b: await roomsAvail(...b) };
    const held = valueOf(await client.hold(booking(...b), stay));
    expectBodyOf('DcReservationStay', held.stays[0]);
    expect(await read(stay)).toMatchObject({ arrivalDate: a[0] });
    expect(await roomsAvail(...b)).toBe(before.b - 1);

    expect(await held.confirm()).toMatchObject({ ok: true, status: 204 });
    expect(await read(stay)).toMatchObject({ arrivalDate: b[0] });
    expect(await roomsAvail(...a)).toBe(before.a + 1);
    expect(await roomsAvail(...b)).toBe(before.b - 1);
  });

  test('an update with the session and no hold header commits the held change (with the update\'s data)', async () => {
    const stay = await create(...a);
    const held = valueOf(await client.hold(booking(...b), stay));
    const before = { b: await roomsAvail(...b), c: await roomsAvail(...c) };
    valueOf(await client.modify(stay.confNumber, stay.gnrNumber, booking(...c), { sessionId: held.sessionId }));
    expect(await read(stay)).toMatchObject({ arrivalDate: c[0] });
    expect(await roomsAvail(...b)).toBe(before.b + 1);
    expect(await roomsAvail(...c)).toBe(before.c - 1);
    // The hold is gone: its session no longer confirms anything.
    expect(await held.confirm()).toMatchObject({ ok: false, status: 400 });
  });

  test('an update without the session of the open hold is refused; release (204) drops the held change', async () => {
    const stay = await create(...a);
    const before = await roomsAvail(...b);
    const held = valueOf(await client.hold(booking(...b), stay));
    const blind = await client.modify(stay.confNumber, stay.gnrNumber, booking(...c));
    expect(blind).toMatchObject({ ok: false, kind: 'invalid', status: 400, local: false });
    if (!blind.ok && blind.kind === 'invalid') expectBodyOf('ErrorDetail', blind.error);
    expect(await held.release()).toMatchObject({ ok: true, status: 204 });
    expect(await roomsAvail(...b)).toBe(before);
    expect(await read(stay)).toMatchObject({ arrivalDate: a[0] });
  });

  test('an expired held modify leaves the stay as it was and returns the held nights', async () => {
    const stay = await create(...a);
    const before = await roomsAvail(...b);
    valueOf(await client.hold(booking(...b), stay));
    expect(await roomsAvail(...b)).toBe(before - 1);
    t.clock.advance(HOLD_TTL);
    await t.service.store.sweepExpiredHolds(t.clock.now());
    expect(await roomsAvail(...b)).toBe(before);
    expect(await read(stay)).toMatchObject({ arrivalDate: a[0], resStatus: 'confirmed' });
  });
});
