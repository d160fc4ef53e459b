/**
 * Test fixture: an app with known credentials, a controllable clock and captured log lines.
 * Used by the adapter's tests only (not exported from the package).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createApp, type AppConfig, type AppDeps } from '../app.js';
import { credentialsFrom, type Permission } from '../credentials.js';
import { createLogger } from '../logging/logger.js';
import type { ReservationStore } from '../domain/reservation-store.js';
import { hashSecret } from '../auth/secret-hash.js';

/** A store for tests that never reach storage: any call fails the test loudly. */
const storeNotUsed = new Proxy({} as ReservationStore, {
  get: (_target, name) => () => {
    throw new Error(`this test does not expect store.${String(name)} to be called`);
  },
});

/** A clock the test moves by hand. */
export interface ManualClock {
  now(): Date;
  advance(seconds: number): void;
}

/** Starts at `start` and moves only when told. */
export function manualClock(start = new Date('2026-03-01T12:00:00Z')): ManualClock {
  let ms = start.getTime();
  return { now: () => new Date(ms), advance: (seconds) => void (ms += seconds * 1000) };
}

/** One test credential: its secret is `<clientId>-secret`. */
export interface TestCredential {
  clientId: string;
  permissions: Permission[];
  environment?: 'staging' | 'production';
  partnerId?: number;
}

/** The credentials every adapter test may use. */
export const TEST_CREDENTIALS: TestCredential[] = [
  { clientId: 'demo-partner', permissions: ['shop', 'book', 'hold', 'whoami'], partnerId: 1001 },
  { clientId: 'booker', permissions: ['shop', 'book', 'whoami'], partnerId: 2002 },
  { clientId: 'shopper', permissions: ['shop'], partnerId: 3003 },
  { clientId: 'auditor', permissions: ['whoami'], partnerId: 5005 },
  { clientId: 'prod-partner', permissions: ['shop', 'book', 'hold', 'whoami'], environment: 'production', partnerId: 4004 },
];

/** Secret of a {@link TEST_CREDENTIALS} entry. */
export const secretOf = (clientId: string): string => `${clientId}-secret`;

let credentialsJson: Promise<unknown> | undefined;

/** The credentials file contents of {@link TEST_CREDENTIALS} (hashed once per test file). */
export function testCredentialsJson(): Promise<unknown> {
  credentialsJson ??= Promise.all(
    TEST_CREDENTIALS.map(async (c) => ({
      clientId: c.clientId,
      secretHash: await hashSecret(secretOf(c.clientId)),
      partnerId: c.partnerId ?? 1,
      permissions: c.permissions,
      environment: c.environment ?? 'staging',
    })),
  ).then((credentials) => ({ credentials }));
  return credentialsJson;
}

/** Default app configuration of the tests. */
export const TEST_CONFIG: AppConfig = {
  basePath: '/dc/v2',
  environment: 'staging',
  tokenTtlSeconds: 1800,
  holdTtlSeconds: 900,
  tokenFailureLimit: 3,
  tokenFailureWindowSeconds: 60,
  production: false,
  tokenSecret: 'test-token-secret-of-at-least-32-characters',
};

/** Collected JSON log lines. */
export interface LogCapture {
  lines: Record<string, unknown>[];
  text(): string;
}

/** A pino destination that keeps every line. */
export function logCapture(): { capture: LogCapture; stream: Writable } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(chunk.toString('utf8'));
      callback();
    },
  });
  const capture: LogCapture = {
    get lines() {
      return raw.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(''),
  };
  return { capture, stream };
}

/** Builds an app for tests; `overrides` replace any dependency. */
export async function testApp(overrides: Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppConfig> } = {}) {
  const clock = manualClock();
  const { capture, stream } = logCapture();
  const deps: AppDeps = {
    store: storeNotUsed,
    catalog: { properties: new Map() },
    credentials: credentialsFrom(await testCredentialsJson(), 'test credentials'),
    clock,
    random: { bytes: (size) => randomBytes(size), uuid: () => randomUUID() },
    logger: createLogger('info', stream),
    openApiDocument: { openapi: '3.1.0', info: { title: 'test', version: '2' }, paths: {} },
    clientAddress: (c) => c.req.header('x-test-address') ?? '192.0.2.1',
    ...overrides,
    config: { ...TEST_CONFIG, ...overrides.config },
  };
  const app = createApp(deps);
  const base = deps.config.basePath;
  const token = async (clientId: string): Promise<string> => {
    const response = await app.request(`${base}/realms/applications/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: secretOf(clientId) }),
    });
    if (response.status !== 200) throw new Error(`token for ${clientId}: ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return { app, deps, clock, logs: capture, base, token };
}
