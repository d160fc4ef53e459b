/** The reservation routes over real HTTP: what they bind beyond the hotel package's rules. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DcReservationStay } from '@direct-connect/validation';
import { reservationRequest, testService, valueOf } from '../testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>>;
beforeAll(async () => {
  t = await testService();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel', () => {
  test('a cancel asking to hold (Svc-Inventory-Hold: true) is refused, naming the header, and cancels nothing', async () => {
    const client = t.clientOf('demo-partner');
    const [stay] = valueOf(await client.createReservation(reservationRequest({ arrivalDate: '2026-04-20', departureDate: '2026-04-22' }))) as DcReservationStay[];
    const path = `/dcres/${stay?.confNumber}/gnr/${stay?.gnrNumber}`;
    const token = await t.tokenFor('demo-partner');
    const held = await t.call('POST', `${path}/cancel`, { token, body: {}, headers: { 'Svc-Inventory-Hold': 'true' } });
    expect(held.status).toBe(400);
    expect(held.body).toMatchObject({ notifications: [{ code: 'HEADER_INVALID', fields: ['Svc-Inventory-Hold'] }] });
    expect(valueOf(await client.read(stay?.confNumber as string, stay?.gnrNumber as number)).resStatus).toBe('confirmed');
    const now = await t.call('POST', `${path}/cancel`, { token, body: {}, headers: { 'Svc-Inventory-Hold': 'false' } });
    expect([now.status, valueOf(await client.read(stay?.confNumber as string, stay?.gnrNumber as number)).resStatus]).toEqual([200, 'cancelled']);
  });
});
