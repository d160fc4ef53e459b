/**
 * Test fixture: the real service (startService) on a random loopback port, with a SQLite store
 * in a fresh temporary directory, the demo catalog from the clock's date, the test credentials
 * and a clock the test moves. Calls go over real HTTP: through `@direct-connect/client`
 * (`clientOf`), or as raw requests (`call`) where a test looks at the wire itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createClient, type Client, type ClientOptions, type Outcome } from '@direct-connect/client';
import { validateResponse, type DcReservation, type ResponseKind } from '@direct-connect/validation';
import { loadConfig, type Config } from '../config.js';
import { credentialsFrom } from '../credentials.js';
import { startService } from '../service.js';
import { logCapture, manualClock, secretOf, testCredentialsJson } from './test-app.js';

/** A response as the tests look at it. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined for an empty / non-JSON body. */
  body: unknown;
}

/** Options of one call. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Headers and JSON payload of a call: Accept JSON, the bearer token, and a JSON body unless text is given. */
export function requestOf(options: CallOptions): { headers: Record<string, string>; payload: string | undefined } {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body === undefined) return { headers, payload: undefined };
  headers['content-type'] ??= 'application/json';
  return { headers, payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) };
}

/** The parsed JSON of a reply's text, or undefined for an empty or non-JSON body. */
export function bodyOf(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The first night of the demo catalog in the tests. */
export const TEST_TODAY = '2026-03-01';

/** Asserts that `body` matches the validation package's response schema `kind`. */
export function expectBodyOf(kind: ResponseKind, body: unknown): void {
  const checked = validateResponse(kind, body);
  expect(checked.ok ? [] : checked.error.notifications).toEqual([]);
}

/** The value of a successful outcome; fails the test, showing the outcome, otherwise. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) expect.fail(`expected a success, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** Starts a service for one test file; call `close()` in afterAll. */
export async function testService(config: Partial<Config> = {}) {
  const clock = manualClock(new Date(`${TEST_TODAY}T12:00:00Z`));
  const dataDir = await mkdtemp(join(tmpdir(), 'dc-http-test-'));
  const { capture, stream } = logCapture();
  const service = await startService(
    { ...loadConfig({}), port: 0, dataDir, tokenSecret: 'e2e-token-secret-e2e-token-secret-e2e', tokenFailureLimit: 5, ...config },
    { clock, logDestination: stream, credentials: credentialsFrom(await testCredentialsJson(), 'test credentials') },
  );
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Reply> => {
    const { headers, payload } = requestOf(options);
    const response = await fetch(`${service.baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: bodyOf(text) };
  };
  /** A client of test credential `clientId` on the test's clock (its token follows the clock the test moves). */
  const clientOf = (clientId: string, options: Partial<ClientOptions> = {}): Client =>
    createClient({ baseUrl: service.baseUrl, clientId, clientSecret: secretOf(clientId), clock, ...options });
  /** An access token of `clientId`, for raw calls; throws unless the token endpoint answers 200. */
  const tokenFor = async (clientId: string): Promise<string> => {
    const token = await clientOf(clientId).token();
    if (!token.ok) throw new Error(`token for ${clientId}: ${JSON.stringify(token)}`);
    return token.value;
  };
  const close = async () => {
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { service, clock, logs: capture, call, clientOf, tokenFor, close };
}

/** A valid create request for `rooms` rooms of one room type and rate plan at NYCDC. */
export function reservationRequest(stay: { arrivalDate: string; departureDate: string; roomTypeCode?: string; ratePlanCode?: string; propCode?: string }, rooms = 1): DcReservation {
  const { propCode = 'NYCDC', roomTypeCode = 'KNG', ratePlanCode = 'RAC', arrivalDate, departureDate } = stay;
  return {
    propCode,
    roomStays: Array.from({ length: rooms }, () => ({ arrivalDate, departureDate, numAdults: 2, roomTypeCode, ratePlanCode })),
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', addressLine1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }],
    },
    guarantee: {
      guarMethodCode: 'CC',
      paymentCard: { cardNumber: '8111222233334444', cardCode: 'VI', cardExpireDate: '1230', cvv: '987', cardHolderName: 'Ada Lovelace' },
    },
  };
}
