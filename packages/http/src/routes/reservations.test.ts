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

describe('sendConfirmation and languageCode', () => {
  const confirmationLines = (confNumber: string) => t.logs.lines.filter((line) => line.msg === 'guest confirmation requested' && (line.confirmation as { confNumber?: string } | undefined)?.confNumber === confNumber);

  test('a create, a modify and a cancel that ask are logged once stored (number, stays, language; no guest detail); one that does not ask is not', async () => {
    const token = await t.tokenFor('demo-partner');
    const asked = await t.call('POST', '/dcres', { token, body: { ...reservationRequest({ arrivalDate: '2026-04-23', departureDate: '2026-04-25' }, 2), sendConfirmation: true, languageCode: 'FR' } });
    expect(asked.status).toBe(200);
    const [first, second] = asked.body as DcReservationStay[];
    const confNumber = first?.confNumber as string;
    expect(confirmationLines(confNumber).map((line) => line.confirmation)).toEqual([{ event: 'created', confNumber, propCode: 'NYCDC', gnrNumbers: [first?.gnrNumber, second?.gnrNumber], languageCode: 'FR' }]);
    expect(JSON.stringify(confirmationLines(confNumber))).not.toContain('Lovelace');
    const path = `/dcres/${confNumber}/gnr/${second?.gnrNumber}`;
    const modified = await t.call('PUT', path, { token, body: { ...reservationRequest({ arrivalDate: '2026-04-23', departureDate: '2026-04-26' }), sendConfirmation: true } });
    expect(modified.status).toBe(200);
    const cancelled = await t.call('POST', `${path}/cancel`, { token, body: { sendConfirmation: true, languageCode: 'DE' } });
    expect(cancelled.status).toBe(200);
    expect(confirmationLines(confNumber).map((line) => (line.confirmation as { event: string }).event)).toEqual(['created', 'modified', 'cancelled']);
    expect(confirmationLines(confNumber).at(-1)?.confirmation).toMatchObject({ gnrNumbers: [second?.gnrNumber], languageCode: 'DE' });
    const quiet = await t.call('POST', '/dcres', { token, body: { ...reservationRequest({ arrivalDate: '2026-04-23', departureDate: '2026-04-25' }), sendConfirmation: false, languageCode: 'FR' } });
    expect(confirmationLines((quiet.body as DcReservationStay[])[0]?.confNumber as string)).toEqual([]);
  });

  test('a held create that asks is logged when confirmed, not when held', async () => {
    const token = await t.tokenFor('demo-partner');
    const held = await t.call('POST', '/dcres', { token, body: { ...reservationRequest({ arrivalDate: '2026-04-23', departureDate: '2026-04-25' }), sendConfirmation: true }, headers: { 'Svc-Inventory-Hold': 'true' } });
    expect(held.status).toBe(200);
    const confNumber = (held.body as DcReservationStay[])[0]?.confNumber as string;
    expect(confirmationLines(confNumber)).toEqual([]);
    const confirmed = await t.call('POST', `/dcres/${confNumber}/confirm`, { token, body: {}, headers: { 'Svc-Crs-SessionId': held.headers.get('svc-crs-sessionid') as string } });
    expect(confirmed.status).toBe(204);
    expect(confirmationLines(confNumber).map((line) => line.confirmation)).toMatchObject([{ event: 'created', confNumber }]);
  });
});
