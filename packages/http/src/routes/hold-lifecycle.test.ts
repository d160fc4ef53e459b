/**
 * End-to-end over real HTTP: the hold lifecycle of the spec's hold table (held create and modify,
 * confirm, release, commit by update, expiry on the injected clock plus a sweep) and inventory
 * moving with create, modify and cancel, all seen through the shop's numRoomsAvail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectBodyOf, reservationRequest, testService } from '../testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>>;
let token: string;
const HOLD_TTL = 900;

beforeAll(async () => {
  t = await testService({ holdTtlSeconds: HOLD_TTL, sweepIntervalSeconds: 3600 });
}, 120_000);
// The clock moves past token lifetimes here: a fresh token per test.
beforeEach(async () => {
  token = await t.tokenFor('demo-partner');
});
afterAll(async () => {
  await t?.close();
});

type Stay = { confNumber: string; gnrNumber: number; arrivalDate: string; departureDate: string };
const held = { 'Svc-Inventory-Hold': 'true' };

/** numRoomsAvail of NYCDC's room type for a stay, from the single-property shop. */
async function roomsAvail(arrivalDate: string, departureDate: string, roomTypeCode = 'QQN'): Promise<number> {
  const reply = await t.call('POST', '/dcshop/props/NYCDC', { token, body: { arrivalDate, departureDate, numAdults: 2 } });
  expect(reply.status).toBe(200);
  const rates = (reply.body as { roomRates?: { roomTypeCode: string; numRoomsAvail: number }[] }).roomRates ?? [];
  const rate = rates.find((r) => r.roomTypeCode === roomTypeCode);
  if (!rate) throw new Error(`no ${roomTypeCode} rate for ${arrivalDate}..${departureDate}`);
  return rate.numRoomsAvail;
}

async function create(arrivalDate: string, departureDate: string, headers: Record<string, string> = {}) {
  const reply = await t.call('POST', '/dcres', { token, body: reservationRequest({ arrivalDate, departureDate, roomTypeCode: 'QQN' }), headers });
  expect(reply.status).toBe(200);
  expectBodyOf('DcReservationStayList', reply.body);
  const [stay] = reply.body as Stay[];
  return { stay: stay as Stay, sessionId: reply.headers.get('svc-crs-sessionid') as string };
}

const modify = (stay: Stay, arrivalDate: string, departureDate: string, headers: Record<string, string> = {}) =>
  t.call('PUT', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token, body: reservationRequest({ arrivalDate, departureDate, roomTypeCode: 'QQN' }), headers });

describe('inventory follows the reservation', () => {
  test('create takes a room, modify moves it to the new nights, cancel returns it', async () => {
    const [a, b] = [['2026-04-06', '2026-04-08'], ['2026-04-13', '2026-04-15']] as const;
    const before = { a: await roomsAvail(...a), b: await roomsAvail(...b) };
    const { stay } = await create(...a);
    expect(await roomsAvail(...a)).toBe(before.a - 1);

    const moved = await modify(stay, ...b);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ arrivalDate: b[0], departureDate: b[1] });
    expect(await roomsAvail(...a)).toBe(before.a);
    expect(await roomsAvail(...b)).toBe(before.b - 1);

    const cancelled = await t.call('POST', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}/cancel`, { token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(await roomsAvail(...b)).toBe(before.b);
  });
});

describe('held create', () => {
  const nights = ['2026-05-04', '2026-05-06'] as const;

  test('holds a room, is invisible to reads, and confirm (204) makes it a reservation that keeps the room', async () => {
    const before = await roomsAvail(...nights);
    const { stay, sessionId } = await create(...nights, held);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    expect((await t.call('GET', `/dcres/${stay.confNumber}`, { token })).status).toBe(404);

    const confirmed = await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId }, body: { externalResId: 'PNR123' } });
    expect(confirmed.status).toBe(204);
    expect(confirmed.text).toBe('');
    const read = await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ confNumber: stay.confNumber, externalResId: 'PNR123' });
    expect(await roomsAvail(...nights)).toBe(before - 1);
    // The session is spent: a second confirm is refused.
    const again = await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId } });
    expect(again.status).toBe(400);
  });

  test('release (204) discards it: no reservation, the room is back', async () => {
    const before = await roomsAvail(...nights);
    const { stay, sessionId } = await create(...nights, held);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    const released = await t.call('POST', `/dcres/${stay.confNumber}/release`, { token, headers: { 'Svc-Crs-SessionId': sessionId } });
    expect(released.status).toBe(204);
    expect(await roomsAvail(...nights)).toBe(before);
    expect((await t.call('GET', `/dcres/${stay.confNumber}`, { token })).status).toBe(404);
  });

  test('a hold not confirmed within HOLD_TTL expires like a release (injected clock, then a sweep)', async () => {
    const before = await roomsAvail(...nights);
    const { stay, sessionId } = await create(...nights, held);
    t.clock.advance(HOLD_TTL - 1);
    expect(await t.service.store.sweepExpiredHolds(t.clock.now())).toBe(0);
    expect(await roomsAvail(...nights)).toBe(before - 1);
    t.clock.advance(1);
    expect(await t.service.store.sweepExpiredHolds(t.clock.now())).toBe(1);
    expect(await roomsAvail(...nights)).toBe(before);
    const late = await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId } });
    expect(late.status).toBe(400);
    expectBodyOf('ErrorDetail', late.body);
    expect((await t.call('GET', `/dcres/${stay.confNumber}`, { token })).status).toBe(404);
  });

  test('a confirm after expiry but before any sweep is refused and releases the rooms itself', async () => {
    const before = await roomsAvail(...nights);
    const { stay, sessionId } = await create(...nights, held);
    t.clock.advance(HOLD_TTL);
    const late = await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId } });
    expect(late.status).toBe(400);
    expect((late.body as { notifications: { code: string }[] }).notifications[0]?.code).toBe('HOLD_SESSION_EXPIRED');
    expect(await roomsAvail(...nights)).toBe(before);
  });
});

describe('held modify', () => {
  const [a, b, c] = [['2026-06-01', '2026-06-03'], ['2026-06-08', '2026-06-10'], ['2026-06-15', '2026-06-17']] as const;

  test('the stay reads as it was until confirm; the new nights are held meanwhile', async () => {
    const { stay } = await create(...a);
    const before = { a: await roomsAvail(...a), b: await roomsAvail(...b) };
    const reply = await modify(stay, ...b, held);
    expect(reply.status).toBe(200);
    expectBodyOf('DcReservationStay', reply.body);
    const sessionId = reply.headers.get('svc-crs-sessionid') as string;
    expect((await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token })).body).toMatchObject({ arrivalDate: a[0] });
    expect(await roomsAvail(...b)).toBe(before.b - 1);

    expect((await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId } })).status).toBe(204);
    expect((await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token })).body).toMatchObject({ arrivalDate: b[0] });
    expect(await roomsAvail(...a)).toBe(before.a + 1);
    expect(await roomsAvail(...b)).toBe(before.b - 1);
  });

  test('an update with the session and no hold header commits the held change (with the update\'s data)', async () => {
    const { stay } = await create(...a);
    const held1 = await modify(stay, ...b, held);
    const sessionId = held1.headers.get('svc-crs-sessionid') as string;
    const before = { b: await roomsAvail(...b), c: await roomsAvail(...c) };
    const committed = await modify(stay, ...c, { 'Svc-Crs-SessionId': sessionId });
    expect(committed.status).toBe(200);
    expect((await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token })).body).toMatchObject({ arrivalDate: c[0] });
    expect(await roomsAvail(...b)).toBe(before.b + 1);
    expect(await roomsAvail(...c)).toBe(before.c - 1);
    // The hold is gone: its session no longer confirms anything.
    expect((await t.call('POST', `/dcres/${stay.confNumber}/confirm`, { token, headers: { 'Svc-Crs-SessionId': sessionId } })).status).toBe(400);
  });

  test('an update without the session of the open hold is refused; release (204) drops the held change', async () => {
    const { stay } = await create(...a);
    const before = await roomsAvail(...b);
    const reply = await modify(stay, ...b, held);
    expect(reply.status).toBe(200);
    const blind = await modify(stay, ...c);
    expect(blind.status).toBe(400);
    expectBodyOf('ErrorDetail', blind.body);
    const released = await t.call('POST', `/dcres/${stay.confNumber}/release`, { token, headers: { 'Svc-Crs-SessionId': reply.headers.get('svc-crs-sessionid') as string } });
    expect(released.status).toBe(204);
    expect(await roomsAvail(...b)).toBe(before);
    expect((await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token })).body).toMatchObject({ arrivalDate: a[0] });
  });

  test('an expired held modify leaves the stay as it was and returns the held nights', async () => {
    const { stay } = await create(...a);
    const before = await roomsAvail(...b);
    expect((await modify(stay, ...b, held)).status).toBe(200);
    expect(await roomsAvail(...b)).toBe(before - 1);
    t.clock.advance(HOLD_TTL);
    await t.service.store.sweepExpiredHolds(t.clock.now());
    expect(await roomsAvail(...b)).toBe(before);
    expect((await t.call('GET', `/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, { token })).body).toMatchObject({ arrivalDate: a[0], resStatus: 'confirmed' });
  });
});
