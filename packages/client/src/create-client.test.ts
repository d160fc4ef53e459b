/**
 * The client against the real service (in-process, random port): every method and every kind of
 * outcome, the token rules of the spec (single flight, renewal after expires_in, one retry on a
 * 401) and the retry rules (GETs retry 429 / 503 / network failures, writes only a 429).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reservationRequest, valueOf } from '../../http/src/testing/test-service.js';
import { secretOf } from '../../http/src/testing/test-app.js';
import { createClient, modifyFromRead, type Outcome, type StoredToken, type TokenStore } from './index.js';
import { clientFixture } from './testing/client-fixture.js';

let f: Awaited<ReturnType<typeof clientFixture>>;
beforeAll(async () => {
  f = await clientFixture();
}, 120_000);
afterAll(async () => {
  await f?.close();
});

const STAY = { arrivalDate: '2026-03-10', departureDate: '2026-03-12' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const booking = (rooms = 1) => reservationRequest(STAY, rooms);

describe('tokens (spec: Authentication)', () => {
  test('100 concurrent calls share one token request (single flight)', async () => {
    const { client, tokenRequests, count } = f.clientOf('booker');
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.whoAmI()));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(tokenRequests()).toBe(1);
    expect(count('GET /inf/whoami')).toBe(100);
  });

  test('the token is reused until expires_in less the skew, then renewed once (injected clock)', async () => {
    const { client, tokenRequests } = f.clientOf('booker', { clock: f.clock });
    valueOf(await client.whoAmI());
    f.clock.advance(1800 - 30 - 1); // 1 s before the renewal point
    valueOf(await client.whoAmI());
    expect(tokenRequests()).toBe(1);
    f.clock.advance(2);
    const [a, b] = await Promise.all([client.whoAmI(), client.whoAmI()]);
    expect(a.ok && b.ok).toBe(true);
    expect(tokenRequests()).toBe(2);
  });

  test('a 401 renews the token once and sends the same request again', async () => {
    const { client, tokenRequests, count } = f.clientOf('booker', { clock: { now: () => new Date(0) } });
    valueOf(await client.whoAmI());
    f.clock.advance(1801); // the service's clock: the token has expired; the client's clock has not moved
    const stays = valueOf(await client.createReservation(booking()));
    expect(stays).toHaveLength(1);
    expect(tokenRequests()).toBe(2);
    expect(count('POST /dcres')).toBe(2);
  });

  test('a token refused twice: unauthorized with the 900901 fault, after one renewal', async () => {
    const { client, tokenRequests, count } = f.clientOf('booker', {
      inner: (url, init) => fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...(url.endsWith('/token') ? {} : { authorization: 'Bearer forged' }) } }),
    });
    const outcome = await client.read('1', 1);
    expect(outcome).toMatchObject({ ok: false, kind: 'unauthorized', status: 401, fault: { fault: { code: 900901 } } });
    expect(tokenRequests()).toBe(2);
    expect(count('GET /dcres/1/gnr/1')).toBe(2);
  });

  test('a tokenStore: the next client uses the kept token (no token request), until it is due', async () => {
    const kept: StoredToken[] = [];
    const store: TokenStore = { load: () => kept.at(-1), save: (token) => void kept.push(token) };
    const first = f.clientOf('booker', { tokenStore: store });
    valueOf(await first.client.whoAmI());
    expect(first.tokenRequests()).toBe(1);
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(secretOf('booker'));
    const second = f.clientOf('booker', { tokenStore: store });
    await Promise.all([second.client.whoAmI(), second.client.whoAmI()].map(async (p) => valueOf(await p)));
    expect(second.tokenRequests()).toBe(0);
    kept.push({ ...kept[0]!, renewAt: Date.now() - 1 }); // due: the third client asks for a new one and keeps it
    const third = f.clientOf('booker', { tokenStore: store });
    valueOf(await third.client.whoAmI());
    expect(third.tokenRequests()).toBe(1);
    expect(kept).toHaveLength(3);
    expect(kept[2]!.renewAt).toBeGreaterThan(Date.now());
  });

  test('a tokenStore whose token the service refuses (or that throws, or holds junk): a new token, kept', async () => {
    const saved: StoredToken[] = [];
    const refused = f.clientOf('booker', { tokenStore: { load: () => ({ accessToken: 'forged', renewAt: Date.now() + 60_000 }), save: (t) => void saved.push(t) } });
    valueOf(await refused.client.whoAmI());
    expect(refused.tokenRequests()).toBe(1);
    expect(refused.count('GET /inf/whoami')).toBe(2);
    expect(saved.map((t) => t.accessToken)).toEqual([valueOf(await refused.client.token())]);
    for (const load of [() => { throw new Error('disk gone'); }, () => ({ accessToken: 42 }) as never]) {
      const broken = f.clientOf('booker', { tokenStore: { load, save: () => { throw new Error('read-only'); } } });
      valueOf(await broken.client.whoAmI());
      expect(broken.tokenRequests()).toBe(1);
    }
  });

  test('a base URL with no service (404 from the token endpoint): unexpected, saying to check the base URL, not notFound', async () => {
    for (const baseUrl of [f.baseUrl.replace(/\/v2$/, '/v3'), new URL(f.baseUrl).origin]) {
      const { client, total } = f.clientOf('booker', { baseUrl });
      expect(await client.read('1234567890', 1)).toMatchObject({ ok: false, kind: 'unexpected', status: 404, text: expect.stringContaining(`no token endpoint at ${baseUrl}/realms/applications/token (404): is the base URL right?`) });
      expect(total()).toBe(1);
    }
  });

  test('wrong credentials: unauthorized with invalid_client, and no API call', async () => {
    const { client, total } = f.clientOf('booker', { clientSecret: 'wrong' });
    expect(await client.whoAmI()).toMatchObject({ ok: false, kind: 'unauthorized', tokenError: { error: 'invalid_client' } });
    expect(total()).toBe(1);
  });

  test('an empty secret is refused locally with the token request ErrorDetail, nothing sent', async () => {
    const { client, total } = f.clientOf('booker', { clientSecret: '' });
    expect(await client.whoAmI()).toMatchObject({ ok: false, kind: 'invalid', local: true, error: { context: 'tokenRequest', notifications: [{ fields: ['client_secret'] }] } });
    expect(total()).toBe(0);
  });

  test('token() gives the token the calls use', async () => {
    const { client, tokenRequests } = f.clientOf('auditor');
    const token = valueOf(await client.token());
    expect(token.length).toBeGreaterThan(20);
    valueOf(await client.whoAmI());
    expect(tokenRequests()).toBe(1);
  });
});

describe('every operation', () => {
  test('shop and shopProperty: the PropDcShop replies', async () => {
    const { client } = f.clientOf('shopper');
    const results = valueOf(await client.shop({ ...STAY, numAdults: 2, props: [{ propCode: 'NYCDC' }, { propCode: 'PARDC' }] }));
    expect(results.map((r) => r.propCode)).toEqual(['NYCDC', 'PARDC']);
    expect(results[0]?.roomRates?.length).toBeGreaterThan(0);
    const one = valueOf(await client.shopProperty('NYCDC', { ...STAY, numAdults: '2' }));
    expect(one).toMatchObject({ propCode: 'NYCDC', currencyCode: 'USD' });
  });

  test('amounts: String(n) of every number handed back is the decimal the service wrote (README, "Amounts")', async () => {
    const texts: string[] = [];
    const { client } = f.clientOf('shopper', { inner: async (url, init) => {
      const response = await fetch(url, init);
      texts.push(await response.clone().text());
      return response;
    } });
    const numbers = (json: string) => json.match(/-?\d+(\.\d+)?([eE][-+]?\d+)?(?=[,}\]])/g) ?? [];
    const stays = [
      { arrivalDate: '2026-03-10', departureDate: '2026-03-24', numAdults: 3, numChildren: 2, childAges: [4, 9] },
      { arrivalDate: '2026-05-02', departureDate: '2026-05-05', numAdults: 1, displayCurrency: 'EUR' },
    ];
    let amounts = 0;
    for (const stay of stays) {
      const value = valueOf(await client.shop({ ...stay, props: ['NYCDC', 'PARDC', 'LAXDC', 'TYODC', 'KWIDC'].map((propCode) => ({ propCode })) }));
      const sent = numbers(texts.at(-1)!.replace(/"[^"]*"/g, '""'));
      expect(numbers(JSON.stringify(value).replace(/"[^"]*"/g, '""'))).toEqual(sent);
      amounts += value.flatMap((p) => p.roomRates ?? []).filter((r) => r.amountAfterTax !== undefined && !Number.isInteger(r.amountAfterTax)).length;
    }
    expect(amounts).toBeGreaterThan(20); // the check saw fractional amounts
  });

  test('createReservation, retrieve, read, modify (from the read), cancel', async () => {
    const { client } = f.clientOf('booker');
    const created = valueOf(await client.createReservation(booking(2)));
    expect(created).toHaveLength(2);
    const confNumber = created[0]!.confNumber!;
    const gnrNumber = created[0]!.gnrNumber!;
    expect(valueOf(await client.retrieve(confNumber))).toHaveLength(2);
    const stay = valueOf(await client.read(confNumber, gnrNumber));
    expect(stay).toMatchObject({ confNumber, gnrNumber, resStatus: 'confirmed', numAdults: 2 });
    const request = modifyFromRead(stay, {
      comments: ['Late arrival'],
      roomStay: { numAdults: 1 },
      guarantee: { guarMethodCode: 'CC', paymentCard: booking().guarantee.paymentCard },
    });
    const modified = valueOf(await client.modify(confNumber, gnrNumber, request));
    expect(modified).toMatchObject({ confNumber, gnrNumber, numAdults: 1, comments: ['Late arrival'], guest: stay.guest });
    const cancelled = valueOf(await client.cancel(confNumber, gnrNumber));
    expect(cancelled.cxlNumber).toBeTruthy();
    expect(valueOf(await client.cancel(confNumber, gnrNumber, { sendConfirmation: false }))).toEqual(cancelled);
    expect(valueOf(await client.read(confNumber, gnrNumber))).toMatchObject({ resStatus: 'cancelled', cxlNumber: cancelled.cxlNumber });
  });

  test('hold then confirm: the held stays, a session id, and a committed reservation', async () => {
    const { client } = f.clientOf('demo-partner');
    const held = valueOf(await client.hold(booking()));
    expect(held.sessionId).toMatch(UUID);
    expect(held.stays).toHaveLength(1);
    expect(held.confNumber).toBe(held.stays[0]?.confNumber);
    expect(valueOf(await held.confirm({ externalResId: 'EXT-1' }))).toBeUndefined();
    expect(valueOf(await client.read(held.confNumber, held.stays[0]!.gnrNumber!))).toMatchObject({ resStatus: 'confirmed' });
  });

  test('hold then release: no reservation is made', async () => {
    const { client } = f.clientOf('demo-partner');
    const held = valueOf(await client.hold(booking()));
    valueOf(await held.release());
    expect(await client.retrieve(held.confNumber)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
  });

  test('a held modify: released, the stay is as it was; held again and committed by a modify with its session', async () => {
    const { client } = f.clientOf('demo-partner');
    const [stay] = valueOf(await client.createReservation(booking()));
    const ref = { confNumber: stay!.confNumber!, gnrNumber: stay!.gnrNumber! };
    const change = { ...booking(), comments: ['Held change'] };
    const held = valueOf(await client.hold(change, ref));
    expect(held).toMatchObject({ confNumber: ref.confNumber, stays: [{ comments: ['Held change'] }] });
    valueOf(await held.release());
    expect(valueOf(await client.read(ref.confNumber, ref.gnrNumber)).comments).toBeUndefined();
    const again = valueOf(await client.hold(change, ref));
    valueOf(await client.modify(ref.confNumber, ref.gnrNumber, change, { sessionId: again.sessionId }));
    expect(valueOf(await client.read(ref.confNumber, ref.gnrNumber)).comments).toEqual(['Held change']);
  });

  test('whoAmI', async () => {
    const { client } = f.clientOf('booker');
    expect(valueOf(await client.whoAmI())).toMatchObject({ applicationId: 'booker', partnerId: 2002 });
  });
});

describe('outcomes: never a throw for an HTTP status', () => {
  test('400: the ErrorDetail, from the service when local validation is off, locally (nothing sent) when on, the same', async () => {
    const bad = { ...booking(), roomStays: [{ ...STAY, departureDate: '2026-03-09', numAdults: 2 }] };
    const remote = f.clientOf('booker', { validate: false });
    const local = f.clientOf('booker');
    const fromService = await remote.client.createReservation(bad);
    const fromClient = await local.client.createReservation(bad);
    expect(fromService).toMatchObject({ ok: false, kind: 'invalid', status: 400, local: false });
    expect(fromClient).toMatchObject({ ok: false, kind: 'invalid', status: 400, local: true });
    expect(!fromClient.ok && fromClient.kind === 'invalid' && fromClient.error).toEqual(!fromService.ok && fromService.kind === 'invalid' && fromService.error);
    expect(local.total()).toBe(0);
  });

  test('400 a domain refusal (no availability): the service\'s ErrorDetail', async () => {
    const { client } = f.clientOf('booker');
    const outcome = await client.createReservation(reservationRequest({ ...STAY, roomTypeCode: 'ADA' }, 9));
    expect(outcome).toMatchObject({ ok: false, kind: 'invalid', local: false, error: { notifications: [{ code: 'NO_AVAILABILITY' }] } });
  });

  test('403 forbidden and 404 notFound', async () => {
    expect(await f.clientOf('shopper').client.createReservation(booking())).toMatchObject({ ok: false, kind: 'forbidden', status: 403 });
    expect(await f.clientOf('booker').client.hold(booking())).toMatchObject({ ok: false, kind: 'forbidden', status: 403 });
    expect(await f.clientOf('booker').client.read('99999999', 1)).toMatchObject({ ok: false, kind: 'notFound', status: 404 });
    expect(await f.clientOf('shopper').client.shopProperty('NOPE1', { ...STAY, numAdults: 2 })).toMatchObject({ ok: false, kind: 'notFound' });
  });

  test('413 tooLarge: a body over the service\'s limit (sent: local validation off), with the BODY_TOO_LARGE ErrorDetail', async () => {
    const huge = { ...booking(), comments: ['x'.repeat(70_000)] };
    const outcome = await f.clientOf('booker', { validate: false }).client.createReservation(huge);
    expect(outcome).toMatchObject({ ok: false, kind: 'tooLarge', status: 413, error: { notifications: [{ code: 'BODY_TOO_LARGE' }] } });
    // with local validation on, the comment is refused before anything is sent
    const local = f.clientOf('booker');
    expect(await local.client.createReservation(huge)).toMatchObject({ ok: false, kind: 'invalid', local: true });
    expect(local.total()).toBe(0);
  });

  test('confirm and release answer 204 as value undefined; a second release is the service\'s SESSION_UNKNOWN', async () => {
    const { client } = f.clientOf('demo-partner');
    const held = valueOf(await client.hold(booking()));
    expect(await client.release(held.confNumber, held.sessionId)).toMatchObject({ ok: true, status: 204, value: undefined });
    expect(await client.release(held.confNumber, held.sessionId)).toMatchObject({ ok: false, kind: 'invalid', local: false, error: { notifications: [{ code: 'SESSION_UNKNOWN' }] } });
    const again = valueOf(await client.hold(booking()));
    expect(await client.confirm(again.confNumber, again.sessionId)).toMatchObject({ ok: true, status: 204, value: undefined });
  });

  test('429 with Retry-After: failed token attempts, answered at once when Retry-After is beyond the bound', async () => {
    const { client, tokenRequests } = f.clientOf('auditor', { clientSecret: 'wrong', retry: { maxDelayMs: 1000 } });
    let outcome: Outcome<unknown> | undefined;
    for (let i = 0; i < 10 && !(outcome && !outcome.ok && outcome.kind === 'rateLimited'); i++) outcome = await client.whoAmI();
    expect(outcome).toMatchObject({ ok: false, kind: 'rateLimited', status: 429, retryAfter: expect.any(Number) });
    expect(!outcome!.ok && outcome!.kind === 'rateLimited' && outcome!.retryAfter).toBeGreaterThan(1);
    const before = tokenRequests();
    await client.whoAmI();
    expect(tokenRequests()).toBe(before + 1); // not retried: Retry-After is beyond maxDelayMs
    // the limit counts per source address too: end its window for the tests that follow
    f.clock.advance(!outcome!.ok && outcome!.kind === 'rateLimited' ? outcome!.retryAfter ?? 0 : 0);
  });

  test('GETs retry 429 and 503 within the bound; writes retry a 429 (nothing was done) and return a 503 at once', async () => {
    let refusals = 0;
    const flaky = (url: string, init: RequestInit) => {
      if (!url.endsWith('/token') && refusals > 0) {
        refusals--;
        return Promise.resolve(new Response(null, { status: refusals % 2 ? 503 : 429, headers: { 'retry-after': '0' } }));
      }
      return fetch(url, init);
    };
    const waits: number[] = [];
    const { client, count } = f.clientOf('booker', { inner: flaky, sleep: async (ms) => void waits.push(ms) });
    refusals = 2;
    valueOf(await client.whoAmI());
    expect(count('GET /inf/whoami')).toBe(3);
    expect(waits).toEqual([0, 0]);
    refusals = 1; // 429: refused before the work, so sent again after its Retry-After
    expect(valueOf(await client.createReservation(booking()))).toHaveLength(1);
    expect(count('POST /dcres')).toBe(2);
    expect(waits).toEqual([0, 0, 0]);
    refusals = 2; // 503 first: the write may have been applied, so it is answered as it came
    expect(await client.createReservation(booking())).toMatchObject({ ok: false, kind: 'unavailable', retryAfter: 0 });
    expect(count('POST /dcres')).toBe(3);
    refusals = 0;
    refusals = 10;
    expect(await client.whoAmI()).toMatchObject({ ok: false, status: expect.any(Number), retryAfter: 0 });
    expect(count('GET /inf/whoami')).toBe(3 + 4); // the first try and 3 retries
  });

  test('a 200 whose body is not what the operation answers is unexpected, never a value of the wrong type', async () => {
    // a proxy or a wrong base URL answering 200 in front of the service
    let body: string | null = null;
    const proxy = (url: string, init: RequestInit) => (url.endsWith('/token') ? fetch(url, init) : Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })));
    const { client } = f.clientOf('booker', { inner: proxy });
    const shop = { ...STAY, numAdults: 1, props: [{ propCode: 'NYCDC' }] };
    for (const sent of ['{"hello":1}', 'null', '[1,2]', '']) {
      body = sent;
      expect(await client.shop(shop)).toMatchObject({ ok: false, kind: 'unexpected', status: 200 });
      expect(await client.retrieve('1234567890')).toMatchObject({ ok: false, kind: 'unexpected', status: 200 });
    }
    for (const sent of ['[]', 'null', '"x"']) {
      body = sent;
      expect(await client.read('1234567890', 1)).toMatchObject({ ok: false, kind: 'unexpected', status: 200 });
      expect(await client.whoAmI()).toMatchObject({ ok: false, kind: 'unexpected', status: 200, text: sent });
    }
    body = '';
    expect(await client.whoAmI()).toMatchObject({ ok: false, kind: 'unexpected', text: 'an empty body, where a JSON object was expected' });
    body = '[{"propCode":"NYCDC"}]';
    expect(await client.shop(shop)).toMatchObject({ ok: true, value: [{ propCode: 'NYCDC' }] });
  });

  test('network failures: a typed outcome; GETs retry with backoff, writes are sent once', async () => {
    let failing = true;
    const down = (url: string, init: RequestInit) => (failing && !url.endsWith('/token') ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init));
    const waits: number[] = [];
    const { client, count } = f.clientOf('booker', { inner: down, sleep: async (ms) => void waits.push(ms), retry: { retries: 2, baseDelayMs: 100 } });
    expect(await client.read('1', 1)).toMatchObject({ ok: false, kind: 'network', status: 0, message: expect.stringContaining('fetch failed') });
    expect(count('GET /dcres/1/gnr/1')).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(await client.cancel('1', 1)).toMatchObject({ ok: false, kind: 'network' });
    expect(count('POST /dcres/1/gnr/1/cancel')).toBe(1);
    failing = false;
    expect(await client.read('1', 1)).toMatchObject({ ok: false, kind: 'notFound' });
  });

  test('a reply that does not come in time is a network failure', async () => {
    const hang = (url: string, init: RequestInit) =>
      url.endsWith('/token') ? fetch(url, init) : new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { client } = f.clientOf('booker', { inner: hang, timeoutMs: 50, retry: { retries: 0 } });
    expect(await client.whoAmI()).toMatchObject({ ok: false, kind: 'network', message: expect.stringContaining('no reply within 50 ms') });
  });

  test('createClient refuses a base URL that is not absolute http(s)', () => {
    expect(() => createClient({ baseUrl: 'localhost:8080/dc/v2', clientId: 'a', clientSecret: 'b' })).toThrow(TypeError);
  });

  test('createClient refuses a base URL with a user name or password, never repeating it', () => {
    for (const baseUrl of ['http://partner:s3cret@localhost:8080/dc/v2', 'partner:s3cret@localhost:8080/dc/v2', 'https://s3cret@host/dc/v2']) {
      let message = '';
      try {
        createClient({ baseUrl, clientId: 'a', clientSecret: 'b' });
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^baseUrl must not hold a user name or password/);
      expect(message).not.toContain('s3cret');
    }
  });
});
