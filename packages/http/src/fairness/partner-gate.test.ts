import { describe, expect, test } from 'vitest';
import { Hono } from 'hono';
import { errorDetail } from '@direct-connect/validation';
import { partnerGate, withinPartnerBounds, type PartnerGateOptions } from './partner-gate.js';

const refusal = (what: string) => ({ retryAfterSeconds: 7, body: errorDetail([{ code: 'TOO_MANY_SHOPS', fields: [], message: what }], 'request', 429) });
const options = (maxInFlight: number): PartnerGateOptions => ({ maxInFlight, weightOf: (cost) => cost, tooMany: (current) => refusal(`${current} in flight`) });

describe('the partner gate', () => {
  test('weights add up per partner to the bound; a request alone is admitted whatever its weight', () => {
    const gate = partnerGate(options(10));
    const heavy = gate.admit('p1', 25);
    expect(heavy.ok).toBe(true);
    expect(gate.inFlight('p1')).toBe(25);
    const next = gate.admit('p1', 1);
    expect(next.ok ? undefined : next.refusal.body.message).toBe('25 in flight');
    if (heavy.ok) heavy.done();
    expect(gate.inFlight('p1')).toBe(0);
    const a = gate.admit('p1', 6);
    expect(gate.admit('p1', 5).ok).toBe(false);
    expect(gate.admit('p1', 4).ok).toBe(true);
    expect(gate.admit('p2', 10).ok).toBe(true);
    if (a.ok) {
      a.done();
      a.done();
    }
    expect(gate.inFlight('p1')).toBe(4);
  });

  test('a request over the per-request bound is refused with that refusal, even with nothing in flight', () => {
    const gate = partnerGate({ ...options(10), tooLarge: (cost) => (cost > 50 ? refusal('too large') : undefined) });
    const refused = gate.admit('p1', 51);
    expect(refused.ok ? undefined : refused.refusal.body.message).toBe('too large');
    expect(gate.inFlight('p1')).toBe(0);
  });

  test('withinPartnerBounds: 429 with Retry-After and the ErrorDetail beyond the bound; the weight is given back when the work throws', async () => {
    const gate = partnerGate(options(1));
    let release = () => {};
    const app = new Hono();
    app.get('/wait', (c) => withinPartnerBounds(c, gate, 'p1', 1, () => new Promise<Response>((resolve) => (release = () => resolve(c.text('done'))))));
    app.get('/throw', (c) => withinPartnerBounds(c, gate, 'p1', 1, async () => Promise.reject(new Error('work failed'))));
    app.onError((_error, c) => c.text('failed', 500));
    const waiting = app.request('/wait');
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.inFlight('p1')).toBe(1);
    const refused = await app.request('/throw');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await refused.json()).toMatchObject({ code: 429, message: '1 in flight' });
    release();
    expect((await waiting).status).toBe(200);
    expect(gate.inFlight('p1')).toBe(0);
    expect((await app.request('/throw')).status).toBe(500);
    expect(gate.inFlight('p1')).toBe(0);
  });
});
