import { describe, expect, test } from 'vitest';
import { demoCatalog } from '@direct-connect/hotel';
import type { ReservationStore } from '../domain/reservation-store.js';
import { isStoreUnavailable } from './store-unavailable.js';
import { testApp } from '../testing/test-app.js';

function failing(error: Error): ReservationStore {
  return new Proxy({} as ReservationStore, { get: () => () => Promise.reject(error) });
}
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a store that is unavailable or full answers 503 with Retry-After, not 500', () => {
  test.each([
    ['SQLite disk full', coded('database or disk is full', 'SQLITE_FULL')],
    ['SQLite busy', coded('database is locked', 'SQLITE_BUSY')],
    ['PostgreSQL disk full', coded('could not extend file', '53100')],
    ['PostgreSQL too many connections', coded('sorry, too many clients already', '53300')],
    ['PostgreSQL shutting down', coded('terminating connection due to administrator command', '57P01')],
    ['connection refused', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['disk full on write', coded('ENOSPC: no space left on device', 'ENOSPC')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped', new Error('could not open the store', { cause: coded('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('%s', async (_case, error) => {
    const { app, base, token, logs } = await testApp({ store: failing(error), catalog: demoCatalog({ from: '2026-03-01', days: 60 }) });
    const reply = await app.request(`${base}/dcres/1234567890`, { headers: { authorization: `Bearer ${await token('booker')}` } });
    expect(reply.status).toBe(503);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reply.json()).toMatchObject({ code: 503, notifications: [{ code: 'STORE_UNAVAILABLE' }] });
    expect(logs.lines.some((l) => l.msg === 'store unavailable')).toBe(true);
  });

  test('each refused request logs one short line: its request id and the reason, no stack', async () => {
    const lost = coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const { app, base, token, logs } = await testApp({ store: failing(lost), catalog: demoCatalog({ from: '2026-03-01', days: 60 }) });
    const authorization = `Bearer ${await token('booker')}`;
    for (let i = 0; i < 3; i++) expect((await app.request(`${base}/dcres/1234567890`, { headers: { authorization } })).status).toBe(503);
    const lines = logs.lines.filter((l) => l.msg === 'store unavailable');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 40, reason: 'ECONNREFUSED', reqId: expect.any(String) });
      expect(line.err).toBeUndefined();
      expect(JSON.stringify(line).length).toBeLessThan(250);
    }
  });

  test('other faults stay a 500 ErrorDetail', async () => {
    const { app, base, token } = await testApp({ store: failing(coded('syntax error at or near "x"', '42601')), catalog: demoCatalog({ from: '2026-03-01', days: 60 }) });
    const reply = await app.request(`${base}/dcres/1234567890`, { headers: { authorization: `Bearer ${await token('booker')}` } });
    expect(reply.status).toBe(500);
  });

  test('unrelated values are not store faults', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', new Error('no'), coded('x', '23505'), { code: 42 }]) expect(isStoreUnavailable(value)).toBe(false);
  });
});
