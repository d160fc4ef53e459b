/**
 * Bad input against a running adapter process (the real start command, embedded store):
 * RELIABILITY_FUZZ_REQUESTS generated and mutated requests (5,000 by default, 100,000 under
 * `pnpm test:soak`) over every endpoint. No reply may be a 5xx or take longer than the time
 * limit, every reply follows the spec's body for its status and carries the security headers,
 * and the server's resident memory stays bounded.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { adapterEnvironment, dayFromToday, type AdapterEnvironment } from './adapter-environment.js';
import { killAllAdapters, startAdapter, type AdapterProcess } from './adapter-process.js';
import type { Client } from '@direct-connect/client';
import { apiClient, partnerClient } from './api-client.js';
import { badRequest, MAX_BODY_BYTES, type RawRequest, type Tokens } from './bad-requests.js';
import { reportFigures } from './figures.js';
import { signedToken, unsignedToken } from './forged-tokens.js';
import { rawHttp } from './raw-http.js';
import { replyProblems } from './reply-rules.js';

/** Requests of one run: 5,000 by default, RELIABILITY_FUZZ_REQUESTS (100,000 in test:soak) otherwise. */
const REQUESTS = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 5_000);
const SEED = Number(process.env.RELIABILITY_FUZZ_SEED ?? 20_261_122);
const BATCH = 500;
const CONNECTIONS = Number(process.env.RELIABILITY_FUZZ_CONNECTIONS ?? 8);
const TIMEOUT_MS = 10_000;
/** How far the server's resident memory may grow above its level at the start of the run. */
const RSS_GROWTH_LIMIT_BYTES = 256 * 1024 * 1024;

let env: AdapterEnvironment;
let adapter: AdapterProcess;
let tokens: Tokens;
let known: { conf: string; gnr: string };
/** The partner's client, its token taken before the fuzzing's failed token attempts rate-limit this address. */
let partner: Client;

beforeAll(async () => {
  env = await adapterEnvironment();
  // The fuzzer's credential opens thousands of holds (a 200 to a held create); the hold quota is
  // attacks.test.ts's subject, not this suite's, so it is lifted here.
  adapter = await startAdapter(env.env({ DATA_DIR: join(env.dir, 'data'), LOG_LEVEL: 'warn', HOLD_QUOTA: '1000000' }));
  const client = apiClient(adapter.baseUrl);
  tokens = {
    full: await client.tokenFor('demo-partner'),
    shopOnly: await client.tokenFor('shopper'),
    foreign: signedToken('demo-partner', 'another-secret-another-secret-another-secret'),
    unsigned: unsignedToken('demo-partner'),
  };
  partner = partnerClient(adapter.baseUrl);
  const created = await partner.createReservation(reservationRequest({ arrivalDate: dayFromToday(60), departureDate: dayFromToday(62) }));
  if (!created.ok) expect.fail(`create: ${JSON.stringify(created)}`);
  const [stay] = created.value as { confNumber: string; gnrNumber: number }[];
  known = { conf: stay!.confNumber, gnr: String(stay!.gnrNumber) };
}, 300_000);

afterAll(async () => {
  await killAllAdapters();
  await env?.remove();
});

const describeRequest = (r: RawRequest) =>
  `${r.method} ${r.path.slice(0, 120)} ${JSON.stringify(r.headers).slice(0, 200)} body(${r.body?.length ?? 0}): ${(r.body ?? '').slice(0, 160)}`;

describe(`${REQUESTS} generated and mutated requests over every endpoint`, () => {
  test('no 5xx, no hang, every reply with the spec body of its status and the security headers, memory bounded', async () => {
    const origin = new URL(adapter.baseUrl).origin;
    const http = rawHttp(origin, CONNECTIONS, TIMEOUT_MS);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const endpoints: Record<string, number> = {};
    let slowest = 0;
    let sent = 0;
    let generationMs = 0;
    const rss: number[] = [adapter.rssBytes() ?? 0];
    const sampler = setInterval(() => rss.push(adapter.rssBytes() ?? 0), 250);
    const started = performance.now();
    const requestArbitrary = badRequest(tokens, known, SEED);
    try {
      for (let batch = 0; sent < REQUESTS; batch++) {
        const generating = performance.now();
        const requests = fc.sample(requestArbitrary, { numRuns: Math.min(BATCH, REQUESTS - sent), seed: SEED + batch });
        generationMs += performance.now() - generating;
        let next = 0;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (next < requests.length) {
              const index = next++;
              const request = requests[index] as RawRequest;
              endpoints[request.endpoint] = (endpoints[request.endpoint] ?? 0) + 1;
              try {
                const reply = await http.send(request);
                statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
                slowest = Math.max(slowest, reply.ms);
                const problems = replyProblems(request, reply);
                if (problems.length > 0 && failures.length < 20) failures.push(`seed ${SEED + batch} #${index}: ${problems.join('; ')}\n  ${describeRequest(request)}`);
              } catch (error) {
                if (failures.length < 20) failures.push(`seed ${SEED + batch} #${index}: no reply (${(error as Error).message})\n  ${describeRequest(request)}`);
              }
            }
          }),
        );
        sent += requests.length;
        if (adapter.rssBytes() === undefined) throw new Error(`the adapter exited after ${sent} requests:\n${adapter.output().slice(-2000)}`);
      }
    } finally {
      clearInterval(sampler);
      http.close();
    }
    const seconds = (performance.now() - started) / 1000;
    const peak = Math.max(...rss);
    const MiB = (bytes: number) => Math.round(bytes / 1024 / 1024);
    reportFigures('bad-input: generated requests', {
      requests: sent, seconds: Math.round(seconds), generationSeconds: Math.round(generationMs / 1000), perSecond: Math.round(sent / seconds), statuses, endpoints,
      slowestMs: Math.round(slowest), resentAfterIdleClose: http.resent(), rssStartMiB: MiB(rss[0] ?? 0), rssPeakMiB: MiB(peak), rssEndMiB: MiB(rss[rss.length - 1] ?? 0), failures: failures.length,
    });
    expect(failures).toEqual([]);
    expect(peak - (rss[0] ?? 0)).toBeLessThan(RSS_GROWTH_LIMIT_BYTES);
    // Still serving after all of it.
    expect(await partner.whoAmI()).toMatchObject({ ok: true, status: 200 });
  }, 1_800_000);
});

describe('oversized bodies on a keep-alive connection', () => {
  test('a 413 says Connection: close, so the next request of a keep-alive client is not reset', async () => {
    const http = rawHttp(new URL(adapter.baseUrl).origin, 1, TIMEOUT_MS, false);
    const whoami: RawRequest = { method: 'GET', path: '/dc/v2/inf/whoami', headers: { authorization: `Bearer ${tokens.full}` }, endpoint: 'whoami' };
    try {
      for (const size of [MAX_BODY_BYTES + 1, 4 * MAX_BODY_BYTES, 16 * MAX_BODY_BYTES]) {
        const tooLarge = await http.send({ method: 'POST', path: '/dc/v2/dcres', headers: { 'content-type': 'application/json' }, body: `{"a":"${'x'.repeat(size)}"}`, endpoint: 'create' });
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.headers.connection).toBe('close');
        expect((await http.send(whoami)).status).toBe(200);
      }
    } finally {
      http.close();
    }
  }, 60_000);
});

describe('control and invalid characters in path parameters', () => {
  test('NUL, newline, overlong and invalid UTF-8 in every path parameter of every endpoint: 4xx, never 5xx', async () => {
    const http = rawHttp(new URL(adapter.baseUrl).origin, 1, TIMEOUT_MS);
    const segments = ['%00', 'A%00', '%0A', '%0D%0A', '%C0%80', '%FF', '%E2%80%AE', '%F4%90%80%80'];
    const paths = (s: string) => [
      ['POST', `/dc/v2/dcshop/props/${s}`], ['GET', `/dc/v2/dcres/${s}`], ['GET', `/dc/v2/dcres/${s}/gnr/1`], ['GET', `/dc/v2/dcres/${known.conf}/gnr/${s}`],
      ['PUT', `/dc/v2/dcres/${s}/gnr/1`], ['POST', `/dc/v2/dcres/${s}/gnr/1/cancel`], ['POST', `/dc/v2/dcres/${s}/confirm`], ['POST', `/dc/v2/dcres/${s}/release`],
    ];
    const failures: string[] = [];
    try {
      for (const segment of segments) {
        for (const [method, path] of paths(segment)) {
          const request: RawRequest = {
            method: method as string, path: path as string, body: '{}', endpoint: 'path',
            headers: { authorization: `Bearer ${tokens.full}`, 'content-type': 'application/json', 'svc-crs-sessionid': '6ce7ec6b-373d-4d02-a8ae-668eababdff3' },
          };
          const reply = await http.send(request);
          const problems = replyProblems(request, reply);
          if (problems.length > 0) failures.push(`${method} ${path}: ${problems.join('; ')}`);
        }
      }
    } finally {
      http.close();
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('NUL characters inside JSON strings', () => {
  test('a \\u0000 in any free-text field of a create, modify or confirm body: 400 naming the field, never 5xx', async () => {
    // The client's validation lets NUL through (JSON allows it); the adapter refuses it (its store cannot keep it).
    const client = partner;
    const stay = { arrivalDate: dayFromToday(90), departureDate: dayFromToday(92) };
    const base = reservationRequest(stay);
    const withNul = [
      { ...base, comments: ['late\u0000arrival'] },
      { ...base, externalResId: 'EXT\u00001' },
      { ...base, requests: { requestText: 'quiet\u0000room' } },
      { ...base, guest: { ...base.guest, name: { firstName: 'Ada\u0000', lastName: 'Lovelace' } } },
      { ...base, guest: { ...base.guest, addresses: [{ ...base.guest.addresses[0], city: 'Lon\u0000don' }] } },
      { ...base, guarantee: { ...base.guarantee, paymentCard: { ...base.guarantee.paymentCard, cardHolderName: 'Ada\u0000Lovelace' } } },
    ];
    const statuses: number[] = [];
    for (const body of withNul) statuses.push((await client.createReservation(body as typeof base)).status);
    for (const body of withNul) statuses.push((await client.modify(known.conf, Number(known.gnr), body as typeof base)).status);
    const held = await client.hold(base);
    if (!held.ok) expect.fail(`hold: ${JSON.stringify(held)}`);
    statuses.push((await held.value.confirm({ externalResId: 'X\u00001' })).status);
    expect(statuses).toEqual(Array(2 * withNul.length + 1).fill(400));
    const named = await client.createReservation(withNul[0] as typeof base);
    expect(!named.ok && named.kind === 'invalid' && named.local === false && named.error.notifications?.[0]?.fields).toEqual(['comments[0]']);
  }, 60_000);
});
