/**
 * fast-check generators of hostile requests over every endpoint of the API: valid payloads of
 * the validation package's arbitraries, mutated (wrong types, removed and added fields,
 * `__proto__` and `constructor` keys), random JSON, text that is not JSON, huge and deeply nested
 * bodies, wrong content types, bad and foreign tokens, bad hold and session headers, and path
 * injection (dot segments, encoded slashes, NUL, bad percent escapes, SQL, very long segments).
 */
import fc from 'fast-check';
import {
  validCancelRequest, validConfirmRequest, validPropertyShopRequest, validReservation, validShopRequest, validTokenRequest,
} from '@direct-connect/validation/arbitraries';
import { reservationRequest } from '../../packages/http/src/testing/test-service.js';
import { dayFromToday } from './adapter-environment.js';

/** One request as sent on the wire; `path` is relative to the origin and already encoded. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Which endpoint the request aims at (for the expected bodies and the figures). */
  endpoint: string;
}

/** Tokens the generators may send; filled in by the test once the server is up. */
export interface Tokens {
  /** Every permission. */
  full: string;
  /** Only `shop`. */
  shopOnly: string;
  /** Signed with another secret. */
  foreign: string;
  /** `alg: none`. */
  unsigned: string;
}

/** The largest body the adapter accepts (DESIGN section 6). */
export const MAX_BODY_BYTES = 64 * 1024;

type Endpoint = { name: string; method: string; path: (conf: string, gnr: string, prop: string) => string; body?: () => fc.Arbitrary<unknown> };

const stay = { arrivalDate: dayFromToday(60), departureDate: dayFromToday(62) };

/** Every route of the API, with the valid body it expects. */
export const ENDPOINTS: readonly Endpoint[] = [
  { name: 'token', method: 'POST', path: () => '/realms/applications/token', body: validTokenRequest },
  { name: 'shop', method: 'POST', path: () => '/dcshop/props', body: validShopRequest },
  { name: 'shop one', method: 'POST', path: (_c, _g, prop) => `/dcshop/props/${prop}`, body: validPropertyShopRequest },
  { name: 'create', method: 'POST', path: () => '/dcres', body: () => fc.oneof(validReservation('create'), fc.constant(reservationRequest(stay))) },
  { name: 'retrieve', method: 'GET', path: (conf) => `/dcres/${conf}` },
  { name: 'read', method: 'GET', path: (conf, gnr) => `/dcres/${conf}/gnr/${gnr}` },
  { name: 'modify', method: 'PUT', path: (conf, gnr) => `/dcres/${conf}/gnr/${gnr}`, body: () => validReservation('modify') },
  { name: 'cancel', method: 'POST', path: (conf, gnr) => `/dcres/${conf}/gnr/${gnr}/cancel`, body: validCancelRequest },
  { name: 'confirm', method: 'POST', path: (conf) => `/dcres/${conf}/confirm`, body: validConfirmRequest },
  { name: 'release', method: 'POST', path: (conf) => `/dcres/${conf}/release` },
  { name: 'whoami', method: 'GET', path: () => '/inf/whoami' },
];

/** Path segments a caller might inject where a confNumber, gnrNumber or propCode goes. */
const badSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', '%00', '%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', "1'%20OR%20'1'%3D'1",
      '1%3BDROP%20TABLE%20reservations', '__proto__', 'constructor', '-1', '0', '1e5', '99999999999999999999', 'NaN', '%20', '.',
    ),
    fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/),
    fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }).map(encodeURIComponent),
    fc.integer({ min: 200, max: 5000 }).map((n) => 'A'.repeat(n)),
  );

/** A known-good segment most of the time, a bad one otherwise. */
const segment = (good: string) => fc.oneof({ weight: 1, arbitrary: fc.constant(good) }, { weight: 3, arbitrary: badSegment() });

/** A JSON value nested `depth` levels deep (arrays or objects), compact. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Replaces the value at a random path of `value` by `replacement` (a copy; the input is kept). */
function mutateAt(value: unknown, pick: number, replacement: unknown): unknown {
  if (value === null || typeof value !== 'object') return replacement;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || pick % 5 === 0) return replacement;
  const key = keys[pick % keys.length] as string;
  copy[key] = mutateAt(copy[key], Math.floor(pick / 7), replacement);
  return copy;
}

/** Values of the wrong type, size or shape for any field. */
const badValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, 0, -1, 1.5, 1e308, -0, '', ' ', '2026-02-30', '0x10', [], {}, [[]], { $gt: '' }),
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 20, unit: 'grapheme' }),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
    fc.jsonValue({ maxDepth: 3 }),
  );

/** JSON with `__proto__` / `constructor.prototype` keys that would pollute a naive merge. */
const pollution = (): fc.Arbitrary<string> =>
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes","isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"guest":{"__proto__":{"polluted":"yes"}},"roomStays":[{"__proto__":{"polluted":"yes"}}]}',
    '{"props":[{"propCode":"NYCDC","__proto__":{"polluted":"yes"}}],"__proto__":[]}',
  );

/** Valid payloads of each endpoint, drawn once (building and drawing the arbitraries is slow). */
const VALID_POOL_SIZE = 64;

/** A body for `endpoint`: valid, mutated, random, not JSON, huge or deep. */
function body(endpoint: Endpoint, seed: number): fc.Arbitrary<string | undefined> {
  const valid = endpoint.body ? fc.constantFrom(...fc.sample(endpoint.body(), { numRuns: VALID_POOL_SIZE, seed })) : fc.constant({});
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 6, arbitrary: fc.tuple(valid, fc.nat(), badValue()).map(([v, pick, bad]) => JSON.stringify(mutateAt(v, pick, bad))) },
    { weight: 2, arbitrary: fc.tuple(valid, pollution()).map(([v, p]) => JSON.stringify(v).replace(/^\{/, `${p.slice(1, -1)},`).replace(/,\}$/, '}')) },
    { weight: 1, arbitrary: pollution() },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', ' ', 'null', '{', '{"a":', '[1,]', '{"a":1,"a":2}', '\uFEFF{}', '"\\ud800"') },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 100, max: 12_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([d, k]) => deepJson(d, k)) },
    { weight: 1, arbitrary: fc.integer({ min: MAX_BODY_BYTES - 16, max: 4 * MAX_BODY_BYTES }).map((n) => `{"a":"${'x'.repeat(n)}"}`) },
  );
}

/** Authorization header values: good, limited, foreign, unsigned, malformed. */
function authorization(tokens: Tokens): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${tokens.full}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${tokens.shopOnly}`) },
    { weight: 3, arbitrary: fc.constantFrom(undefined, '', 'Bearer', 'Bearer ', `bearer ${tokens.full}`, `Bearer  ${tokens.full}`, `Basic ${Buffer.from('demo-partner:demo-secret').toString('base64')}`, `Bearer ${tokens.foreign}`, `Bearer ${tokens.unsigned}`) },
    { weight: 1, arbitrary: fc.nat({ max: tokens.full.length - 1 }).map((i) => `Bearer ${tokens.full.slice(0, i)}${tokens.full[i] === 'A' ? 'B' : 'A'}${tokens.full.slice(i + 1)}`) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~+/=-]{0,300}$/).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.integer({ min: 2049, max: 7000 }).map((n) => `Bearer ${'a'.repeat(n)}`) },
  );
}

const headerText = () => fc.stringMatching(/^[\x20-\x7e]{0,60}$/).map((s) => s.trim());

/** Content-Type, Accept, hold and session headers, sometimes wrong. */
function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      'content-type': fc.oneof(
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', '*/*'),
        headerText(),
      ),
      accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml'), headerText()),
      'svc-inventory-hold': fc.oneof(fc.constantFrom('true', 'false', 'TRUE', '1', 'yes', ''), headerText()),
      'svc-crs-sessionid': fc.oneof(fc.uuid().map(String), fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'), headerText()),
      'x-forwarded-for': fc.constantFrom('10.0.0.1', '127.0.0.1, 10.0.0.2'),
    },
    { requiredKeys: [] },
  ).map((h) => Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined)));
}

/** Method and path: the endpoint's own, or a neighbour's, or none at all. */
function target(endpoint: Endpoint, known: { conf: string; gnr: string }): fc.Arbitrary<{ method: string; path: string }> {
  const own = fc.tuple(segment(known.conf), segment(known.gnr), segment('NYCDC')).map(([c, g, p]) => ({ method: endpoint.method, path: `/dc/v2${endpoint.path(c, g, p)}` }));
  return fc.oneof(
    { weight: 8, arbitrary: own },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), own).map(([method, t]) => ({ method, path: t.path })) },
    {
      weight: 1,
      arbitrary: fc.tuple(own, fc.constantFrom('/', '//', '/.', '?a=1', '?__proto__[x]=1', '#x', '/../../openapi.json', '%2F..')).map(([t, suffix]) => ({ method: t.method, path: `${t.path}${suffix}` })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('/dc/v1', '/dc/v3', '/DC/V2', '/dc/v2/..', '/dc//v2', '', '/openapi.json', '/docs', '/%2e%2e/dc/v2', '/dc/v2/%2e%2e/v2'),
        fc.constantFrom('/inf/whoami', '/dcres', '/realms/applications/token', '', '/nope'),
      ).map(([prefix, rest]) => ({ method: endpoint.method, path: `${prefix}${rest}` || '/' })),
    },
  );
}

/**
 * Hostile requests over every endpoint. `known` is a reservation that exists, so some paths hit
 * it; `seed` draws the pools of valid payloads. Build it once and sample it many times.
 */
export function badRequest(tokens: Tokens, known: { conf: string; gnr: string }, seed: number): fc.Arbitrary<RawRequest> {
  const perEndpoint = ENDPOINTS.map((endpoint) =>
    fc.record({ target: target(endpoint, known), body: body(endpoint, seed), auth: authorization(tokens), headers: extraHeaders() }).map(({ target: t, body: b, auth, headers }) => {
      const all: Record<string, string> = { ...headers };
      if (auth !== undefined && endpoint.name !== 'token') all.authorization = auth;
      return { method: t.method, path: t.path, headers: all, ...(b !== undefined && t.method !== 'GET' && t.method !== 'HEAD' ? { body: b } : {}), endpoint: endpoint.name };
    }),
  );
  return fc.oneof(...perEndpoint);
}
