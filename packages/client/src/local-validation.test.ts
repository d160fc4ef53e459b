/**
 * Local validation answers as the service does: for generated payloads with one named fault, the
 * client's local ErrorDetail equals the one the service sends, notification for notification.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { payloadWithOneFault, type OneFault } from '@direct-connect/validation/arbitraries';
import type { Client, Outcome } from './index.js';
import { clientFixture } from './testing/client-fixture.js';

let f: Awaited<ReturnType<typeof clientFixture>>;
let local: Client;
let remote: Client;
beforeAll(async () => {
  f = await clientFixture();
  local = f.clientOf('demo-partner').client;
  remote = f.clientOf('demo-partner', { validate: false }).client;
}, 120_000);
afterAll(async () => {
  await f?.close();
});

const SESSION = '7d0f6c3e-95a4-4c1e-8f4e-1b2c3d4e5f60';

/** The call of the client that sends a payload of this kind (any payload: the client is given what a partner might send). */
function send(client: Client, fault: OneFault): Promise<Outcome<unknown>> {
  const payload = fault.payload as never;
  switch (fault.kind) {
    case 'shop': return client.shop(payload);
    case 'propertyShop': return client.shopProperty('NYCDC', payload);
    case 'create': return client.createReservation(payload);
    case 'modify': return client.modify('1', 1, payload);
    case 'cancel': return client.cancel('1', 1, payload);
    case 'confirm': return client.confirm('1', SESSION, payload);
    case 'token': throw new Error('token requests are built by the client from its credentials');
  }
}

test('for a payload with one named fault, the local ErrorDetail equals the service\'s, notification for notification', async () => {
  await fc.assert(
    fc.asyncProperty(payloadWithOneFault(['shop', 'propertyShop', 'create', 'modify', 'cancel', 'confirm']), async (fault) => {
      const refusedLocally = await send(local, fault);
      const refusedByService = await send(remote, fault);
      expect(refusedLocally).toMatchObject({ ok: false, kind: 'invalid', local: true });
      expect(refusedByService).toMatchObject({ ok: false, kind: 'invalid', local: false });
      const detail = (o: Outcome<unknown>) => (!o.ok && o.kind === 'invalid' ? o.error : undefined);
      expect(detail(refusedLocally)).toEqual(detail(refusedByService));
      expect(detail(refusedLocally)?.notifications?.map((n) => [n.code, n.fields?.[0]])).toEqual([[fault.code, fault.field]]);
    }),
    { numRuns: 120 },
  );
}, 120_000);
