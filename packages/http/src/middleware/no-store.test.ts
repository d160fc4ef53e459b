import { expect, test } from 'vitest';
import { testApp } from '../testing/test-app.js';

test('every API reply says Cache-Control: no-store (reservations, tokens, refusals)', async () => {
  const { app, base, token } = await testApp();
  const bearer = { authorization: `Bearer ${await token('demo-partner')}` };
  const replies = [
    await app.request(`${base}/inf/whoami`, { headers: bearer }),
    await app.request(`${base}/inf/whoami`),
    await app.request(`${base}/realms/applications/token`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
    await app.request(`${base}/dcres/%00`, { headers: bearer }),
    await app.request(`${base}/dcres`, { method: 'POST', body: 'not json', headers: { ...bearer, 'content-type': 'application/json' } }),
  ];
  expect(replies.map((r) => r.status)).toEqual([200, 401, 400, 404, 400]);
  for (const reply of replies) expect(reply.headers.get('cache-control')).toBe('no-store');
});
