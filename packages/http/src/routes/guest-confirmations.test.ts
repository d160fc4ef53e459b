/** An embedder's GuestConfirmations port, passed to createApp, gets what a request asks for; its failure does not undo the change. */
import { afterEach, expect, test } from 'vitest';
import type { GuestConfirmation } from '@direct-connect/hotel';
import { seededMemoryStore } from '../testing/seeded-memory-store.js';
import { testApp } from '../testing/test-app.js';
import { reservationRequest } from '../testing/test-service.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function appWith(send: (confirmation: GuestConfirmation) => void | Promise<void>) {
  const seeded = await seededMemoryStore();
  const { catalog, store } = seeded;
  close = seeded.close;
  const t = await testApp({ store, catalog, confirmations: { send } });
  const bearer = await t.token('demo-partner');
  const create = (body: unknown) =>
    t.app.request(`${t.base}/dcres`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { t, create };
}

test("a create that asks reaches the embedder's port, not the log", async () => {
  const sent: GuestConfirmation[] = [];
  const { t, create } = await appWith((confirmation) => {
    sent.push(confirmation);
  });
  const reply = await create({ ...reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' }), sendConfirmation: true, languageCode: 'FR' });
  expect(reply.status).toBe(200);
  const [stay] = (await reply.json()) as { confNumber: string; gnrNumber: number }[];
  expect(sent).toEqual([{ event: 'created', confNumber: stay!.confNumber, propCode: 'NYCDC', gnrNumbers: [stay!.gnrNumber], languageCode: 'FR' }]);
  expect(t.logs.lines.filter((line) => line.msg === 'guest confirmation requested')).toEqual([]);
});

test('a port that fails is logged as a warning and the reservation is still made', async () => {
  const { t, create } = await appWith(() => Promise.reject(new Error('mail relay down')));
  const reply = await create({ ...reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-22' }), sendConfirmation: true });
  expect(reply.status).toBe(200);
  const [stay] = (await reply.json()) as { confNumber: string }[];
  expect(t.logs.lines.filter((line) => line.msg === 'guest confirmation not sent').map((line) => line.confNumber)).toEqual([stay!.confNumber]);
});
