/**
 * Another partner's reservation takes the path of one that does not exist, on every route that
 * names a confNumber: the store is asked for it with the caller's partner id, so it answers "absent"
 * from its owner column without reading the record (store/reservation-owner.test.ts), and the
 * reply is the one a confNumber nobody booked gets. Reading the record first and refusing after,
 * as before, made "not yours" measurably slower than "does not exist" (150 to 550 us at the
 * median for a one-room reservation over loopback; RELIABILITY.md, finding 79).
 */
import { afterEach, expect, test } from 'vitest';
import { credentialsFrom } from '../credentials.js';
import { hashSecret } from '../auth/secret-hash.js';
import type { ReservationStore } from '../domain/reservation-store.js';
import { seededMemoryStore } from '../testing/seeded-memory-store.js';
import { testApp } from '../testing/test-app.js';
import { reservationRequest } from '../testing/test-service.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const SESSION = '7f1c1b7e-8f4e-4a55-9a8d-1b2f6a3c4d5e';

test("retrieve, read, modify, cancel, confirm and release of another partner's reservation read it as absent and answer as for none", async () => {
  const seeded = await seededMemoryStore();
  close = seeded.close;
  const reads: { method: string; viewer: unknown }[] = [];
  const store = new Proxy(seeded.store, {
    get: (target, name) =>
      name === 'getReservation' || name === 'holdOf'
        ? (confNumber: string, viewer?: string) => {
          reads.push({ method: String(name), viewer });
          return (target[name] as (c: string, v?: string) => Promise<unknown>)(confNumber, viewer);
        }
        : Reflect.get(target, name, target),
  }) as ReservationStore;
  const partners = [{ clientId: 'owner', partnerId: 1001 }, { clientId: 'other', partnerId: 2002 }];
  const credentials = credentialsFrom({
    credentials: await Promise.all(partners.map(async (p) => ({ ...p, secretHash: await hashSecret(`${p.clientId}-secret`), permissions: ['shop', 'book', 'hold', 'whoami'], environment: 'staging' }))),
  }, 'test');
  const { app, base, token } = await testApp({ store, catalog: seeded.catalog, credentials });
  const [owner, other] = [await token('owner'), await token('other')];
  const call = (bearer: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(`${base}${path}`, { method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  const request = reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' });
  const created = await call(owner, 'POST', '/dcres', request);
  expect(created.status).toBe(200);
  const { confNumber, gnrNumber } = ((await created.json()) as { confNumber: string; gnrNumber: number }[])[0]!;
  const held = await call(owner, 'POST', '/dcres', request, { 'svc-inventory-hold': 'true' });
  expect(held.status).toBe(200);
  const heldConf = ((await held.json()) as { confNumber: string }[])[0]!.confNumber;
  const heldSession = held.headers.get('svc-crs-sessionid') as string;
  const nobody = confNumber === '1000000000' ? '1000000001' : '1000000000';

  const attempts = (conf: string, session: string) => [
    ['GET', `/dcres/${conf}`],
    ['GET', `/dcres/${conf}/gnr/${gnrNumber}`],
    ['PUT', `/dcres/${conf}/gnr/${gnrNumber}`, request],
    ['PUT', `/dcres/${conf}/gnr/${gnrNumber}`, request, { 'svc-crs-sessionid': session }],
    ['POST', `/dcres/${conf}/gnr/${gnrNumber}/cancel`, {}],
    ['POST', `/dcres/${conf}/confirm`, {}, { 'svc-crs-sessionid': session }],
    ['POST', `/dcres/${conf}/release`, undefined, { 'svc-crs-sessionid': session }],
  ] as const;
  const replies = async (conf: string, session: string) => {
    const out: string[] = [];
    for (const [method, path, body, headers] of attempts(conf, session)) {
      const reply = await call(other, method, path, body, headers);
      out.push(`${reply.status} ${(await reply.text()).replaceAll(session, '<session>')}`);
    }
    return out;
  };
  reads.length = 0;
  const foreign = [...(await replies(confNumber, SESSION)), ...(await replies(heldConf, heldSession))];
  expect(reads.length).toBeGreaterThanOrEqual(14);
  expect(reads.every((read) => read.viewer === '2002')).toBe(true);
  const none = [...(await replies(nobody, SESSION)), ...(await replies(nobody, heldSession))];
  expect(foreign).toEqual(none);
  expect(foreign[0]).toBe('404 ');
  // Nothing of the owner's changed: its reservation and hold are there, and its own reads see them.
  expect((await call(owner, 'GET', `/dcres/${confNumber}`)).status).toBe(200);
  expect((await call(owner, 'POST', `/dcres/${heldConf}/confirm`, {}, { 'svc-crs-sessionid': heldSession })).status).toBe(204);
});
