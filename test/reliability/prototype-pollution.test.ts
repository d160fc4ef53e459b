/**
 * No prototype pollution through any body: `__proto__`, `constructor.prototype` and
 * `prototype` keys, at the top and nested, sent to every endpoint of the service running in
 * this process (startService on a random port, real HTTP), must leave Object.prototype as it
 * was, and must not reach what is stored or returned.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { reservationRequest, testService } from '../../packages/http/src/testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>>;

beforeAll(async () => {
  t = await testService();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Adds pollution keys (as raw JSON text: JSON.stringify would drop a real __proto__) to an object's text. */
function polluted(json: string): string[] {
  const keys = ['"__proto__":{"polluted":"yes"}', '"constructor":{"prototype":{"polluted":"yes"}}', '"prototype":{"polluted":"yes"}'];
  return keys.flatMap((key) => [
    json.replace(/^\{/, `{${key},`),
    json.replace(/"guest":\{/, `"guest":{${key},`).replace(/"roomStays":\[\{/, `"roomStays":[{${key},`),
    `{${key}}`,
  ]);
}

test('__proto__ and constructor.prototype keys in any body of any endpoint leave Object.prototype untouched and are not stored', async () => {
  const before = Object.getOwnPropertyNames(Object.prototype).sort();
  const token = await t.tokenFor('demo-partner');
  const stay = { arrivalDate: '2026-04-20', departureDate: '2026-04-22' };
  const created = await t.call('POST', '/dcres', { token, body: reservationRequest(stay) });
  expect(created.status).toBe(200);
  const [{ confNumber, gnrNumber }] = created.body as [{ confNumber: string; gnrNumber: number }];
  const reservation = JSON.stringify(reservationRequest(stay));
  const targets: [string, string, string][] = [
    ['POST', '/realms/applications/token', '{"client_id":"demo-partner","client_secret":"demo-partner-secret"}'],
    ['POST', '/dcshop/props', JSON.stringify({ ...stay, numAdults: 2, props: [{ propCode: 'NYCDC' }] })],
    ['POST', '/dcshop/props/NYCDC', JSON.stringify({ ...stay, numAdults: 2 })],
    ['POST', '/dcres', reservation],
    ['PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, reservation],
    ['POST', `/dcres/${confNumber}/gnr/${gnrNumber}/cancel`, '{"sendConfirmation":false}'],
    ['POST', `/dcres/${confNumber}/confirm`, '{"externalResId":"X1"}'],
  ];
  const statuses: number[] = [];
  const stored = [confNumber];
  for (const [method, path, body] of targets) {
    for (const text of polluted(body)) {
      const reply = await t.call(method, path, { token, body: text, headers: { 'Svc-Crs-SessionId': '00000000-0000-4000-8000-000000000000' } });
      statuses.push(reply.status);
      expect(reply.status).toBeLessThan(500);
      expect(reply.text).not.toContain('polluted');
      if (path === '/dcres' && reply.status === 200) stored.push((reply.body as [{ confNumber: string }])[0].confNumber);
    }
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // Accepted bodies (most are valid once the extra keys are dropped) did not carry the keys into storage.
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  expect(stored.length).toBeGreaterThan(1);
  for (const conf of stored) {
    const record = await t.service.store.getReservation(conf);
    expect(record).toBeDefined();
    expect(JSON.stringify(record)).not.toContain('polluted');
  }
});
