import { describe, expect, test } from 'vitest';
import type { ReservationStore } from '../domain/reservation-store.js';
import { testApp } from '../testing/test-app.js';
import { DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT } from '../config.js';
import { TOO_MANY_WRITES, writeGate, writeWeight } from './write-bounds.js';

describe('the weight of a write', () => {
  test('the room-nights of its room stays; at least 1 (a cancel, confirm or release names none)', () => {
    const stay = (arrivalDate: string, departureDate: string) => ({ arrivalDate, departureDate });
    expect(writeWeight([stay('2026-12-01', '2027-03-01'), stay('2026-12-01', '2026-12-03')])).toBe(90 + 2);
    expect(writeWeight(Array.from({ length: 9 }, () => stay('2026-12-01', '2027-03-01')))).toBe(810);
    expect(writeWeight()).toBe(1);
    expect(writeWeight([stay('2026-12-01', '2026-12-01')])).toBe(1);
  });

  test('the default bound is ten of the largest creates: no eleventh at once, any number of small writes beside them', () => {
    const gate = writeGate({ maxRoomNightsInFlight: DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT });
    const largest = writeWeight(Array.from({ length: 9 }, () => ({ arrivalDate: '2026-12-01', departureDate: '2027-03-01' })));
    expect(Array.from({ length: 11 }, () => gate.admit('gds', largest).ok)).toEqual([...Array.from({ length: 10 }, () => true), false]);
    const refused = gate.admit('gds', 1);
    expect(refused.ok ? undefined : refused.refusal).toMatchObject({ retryAfterSeconds: 1, body: { code: 429, notifications: [{ code: TOO_MANY_WRITES, fields: [] }] } });
    expect(Array.from({ length: 4_000 }, () => gate.admit('other-gds', 2).ok).every(Boolean)).toBe(true);
  });
});

/**
 * A store whose reads of a reservation wait until the test lets them go, counting every call: a
 * write admitted stays in flight as long as the test wants, and a refused one never reaches it.
 */
function gatedStore() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const store = new Proxy({} as ReservationStore, {
    get: (_target, name) => {
      if (name === 'then') return undefined;
      return async () => {
        calls.push(String(name));
        if (name === 'getReservation') await new Promise<void>((resolve) => waiting.push(resolve));
        return undefined;
      };
    },
  });
  return { store, calls, releaseAll: () => waiting.splice(0).forEach((go) => go()) };
}

/** Lets the event loop turn until `done()` (at most 1,000 turns, so a broken test fails instead of hanging). */
async function until(done: () => boolean): Promise<void> {
  for (let turns = 0; !done() && turns < 1_000; turns++) await new Promise((resolve) => setImmediate(resolve));
}

describe('writes beyond WRITE_ROOM_NIGHTS_IN_FLIGHT', () => {
  test('a partner\'s next write gets 429 TOO_MANY_WRITES with Retry-After before any store call; another partner\'s goes through; done frees the room', async () => {
    const gated = gatedStore();
    const { app, base, token } = await testApp({ store: gated.store, config: { writeRoomNightsInFlight: 3 } });
    const mine = { authorization: `Bearer ${await token('demo-partner')}`, 'content-type': 'application/json' };
    const theirs = { authorization: `Bearer ${await token('booker')}`, 'content-type': 'application/json' };
    const cancel = (headers: Record<string, string>, conf: string) => app.request(`${base}/dcres/${conf}/gnr/1/cancel`, { method: 'POST', headers, body: '{}' });

    const reads = () => gated.calls.filter((c) => c === 'getReservation').length;
    const inFlight = [cancel(mine, 'C1'), cancel(mine, 'C2'), cancel(mine, 'C3')];
    await until(() => reads() === 3);
    expect(reads()).toBe(3);
    const refused = await cancel(mine, 'C4');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await refused.json()).toMatchObject({ code: 429, notifications: [{ code: 'TOO_MANY_WRITES', fields: [], message: expect.stringContaining('at most 3 at once') }] });
    // A create of 2 room-nights is refused the same way, body valid or not, before it is priced.
    const create = await app.request(`${base}/dcres`, {
      method: 'POST', headers: mine,
      body: JSON.stringify({
        propCode: 'NYCDC', roomStays: [{ arrivalDate: '2026-12-01', departureDate: '2026-12-03', numAdults: 1, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
        guest: { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'home', city: 'London', country: 'GB' }] },
        guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230', cvv: '123' } },
      }),
    });
    expect(create.status).toBe(429);
    expect(reads()).toBe(3);
    expect(gated.calls).not.toContain('inventory');
    expect(gated.calls).not.toContain('inventoryMany');
    // Invalid input is still 400 naming the field: the gate comes after the body is checked.
    const invalid = await app.request(`${base}/dcres/C5/gnr/1/cancel`, { method: 'POST', headers: mine, body: '{"x":' });
    expect(invalid.status).toBe(400);

    const other = cancel(theirs, 'C9');
    await until(() => reads() === 4);
    expect(reads()).toBe(4);
    gated.releaseAll();
    expect((await Promise.all([...inFlight, other])).map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const again = cancel(mine, 'C6');
    await until(() => reads() === 5);
    gated.releaseAll();
    expect((await again).status).toBe(404);
  });

  test('confirm and release pass the same gate', async () => {
    const gated = gatedStore();
    const { app, base, token } = await testApp({ store: gated.store, config: { writeRoomNightsInFlight: 1 } });
    const headers = { authorization: `Bearer ${await token('demo-partner')}`, 'content-type': 'application/json', 'svc-crs-sessionid': '8d0d3c52-5b4a-4c1e-9d7e-0c6c2f1e9a11' };
    const first = app.request(`${base}/dcres/C1/confirm`, { method: 'POST', headers, body: '{}' });
    await until(() => gated.calls.includes('getReservation'));
    const confirm = await app.request(`${base}/dcres/C2/confirm`, { method: 'POST', headers, body: '{}' });
    const release = await app.request(`${base}/dcres/C3/release`, { method: 'POST', headers });
    expect([confirm.status, release.status]).toEqual([429, 429]);
    expect(release.headers.get('retry-after')).toBe('1');
    expect(gated.calls.filter((c) => c === 'getReservation')).toHaveLength(1);
    gated.releaseAll();
    expect((await first).status).toBe(400);
  });
});
