/**
 * A partner that updates or cancels each room of a multi-room reservation at once (one request
 * per GNR, as a GDS or a PMS synchronisation sends them) changes different stays of one stored
 * reservation. Every one of them must be made: none may be refused CONCURRENT_CHANGE because
 * the others rewrote the reservation first. Over real HTTP, on the SQLite store of the service.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Client } from '@direct-connect/client';
import type { DcReservationStay } from '@direct-connect/validation';
import { reservationRequest, testService, valueOf } from '../testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>>;
let client: Client;

beforeAll(async () => {
  t = await testService();
  client = t.clientOf('demo-partner');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function nineRooms(arrivalDate: string, departureDate: string): Promise<DcReservationStay[]> {
  return valueOf(await client.createReservation(reservationRequest({ arrivalDate, departureDate, roomTypeCode: 'QQN' }, 9)));
}

test('nine updates sent at once, one per stay of a 9-room reservation: every one is made', async () => {
  const stays = await nineRooms('2026-03-20', '2026-03-22');
  const replies = await Promise.all(stays.map((stay, i) => {
    const request = reservationRequest({ arrivalDate: '2026-03-20', departureDate: '2026-03-23', roomTypeCode: 'QQN' });
    request.comments = [`room ${i}`];
    return client.modify(stay.confNumber ?? '', stay.gnrNumber ?? 0, request);
  }));
  expect(replies.map((r) => (r.ok ? 200 : JSON.stringify(r)))).toEqual(stays.map(() => 200));
  const read = valueOf(await client.retrieve(stays[0]?.confNumber ?? ''));
  expect(read.map((s) => [s.gnrNumber, s.departureDate, s.comments])).toEqual(stays.map((s, i) => [s.gnrNumber, '2026-03-23', [`room ${i}`]]));
}, 60_000);

test('nine cancels sent at once, one per stay: every one is made, each with its own cxlNumber', async () => {
  const stays = await nineRooms('2026-03-24', '2026-03-26');
  const replies = await Promise.all(stays.map((stay) => client.cancel(stay.confNumber ?? '', stay.gnrNumber ?? 0, {})));
  expect(replies.map((r) => (r.ok ? 200 : JSON.stringify(r)))).toEqual(stays.map(() => 200));
  const numbers = replies.map((r) => (r.ok ? r.value.cxlNumber : undefined));
  expect(new Set(numbers).size).toBe(9);
  const read = valueOf(await client.retrieve(stays[0]?.confNumber ?? ''));
  expect(read.map((s) => s.resStatus)).toEqual(stays.map(() => 'cancelled'));
}, 60_000);
