/**
 * The running service: configuration in, a listening HTTP server out. Opens the store (SQLite in
 * DATA_DIR, or PostgreSQL), loads catalog and credentials, seeds inventory, starts the hold
 * sweeper and serves `createApp` with @hono/node-server. `close()` shuts down in order: stop
 * accepting, finish in-flight requests, stop the sweeper, close the store. Each step is reported
 * to `onStep`, which `pnpm start` prints while it starts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { inventorySeeds, type Catalog } from '@direct-connect/hotel';
import type { DestinationStream, Logger } from 'pino';
import { createApp } from './app.js';
import { answeringHealthFirst } from './health-listener.js';
import { loadConfiguredCatalog } from './catalog-source.js';
import { rateCache } from './caches/rate-cache.js';
import { shopReplyCache } from './caches/shop-reply-cache.js';
import type { Config } from './config.js';
import { CredentialsFileError, DEMO_CREDENTIALS_FILE, loadCredentials, noCredentialOf, type Credentials } from './credentials.js';
import { createLogger } from './logging/logger.js';
import { openApiDocument } from '@direct-connect/validation';
import type { Clock } from './ports.js';
import { dataDirProblem, openStore, prepareDataDir, SQLITE_FILE, startSweeper, type StoreConfig } from './store/index.js';
import { join } from 'node:path';
import type { ReservationStore } from './domain/reservation-store.js';
import { dataDirTokenSecret } from './auth/token-secret.js';
import type { LimitCounters } from './fairness/cluster-limits.js';
import { connectionTimeouts, type ConnectionTimeouts } from './connection-timeouts.js';
import { continueWithinBodyLimit, expectationFailed, requestErrorReply } from './protocol-refusals.js';
import { MAX_BODY_BYTES } from './errors/error-detail.js';
import { watchStoreOutage } from './errors/store-outage.js';
import { storeUnavailableReason } from './errors/store-unavailable.js';

/** Nights of inventory seeded from today on (the demo catalog prices 400 days). */
export const SEED_DAYS = 400;
/** How long in-flight requests may take to finish on shutdown before connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What tests (and embedders) may replace. */
export interface ServiceOptions {
  clock?: Clock;
  logDestination?: DestinationStream;
  catalog?: Catalog;
  credentials?: Credentials;
  /** Told what the service does while it starts (one line each); default silent. */
  onStep?: (message: string) => void;
  /** The inventory is already seeded (the primary process of WORKERS=N did it): skip that step. */
  seeded?: boolean;
  /** Counters of the abuse limits; default this process's own (a worker of WORKERS=N passes its primary's). */
  limitCounters?: LimitCounters;
  /** How long a client may take to send a request; default the service's (connection-timeouts.ts). */
  connectionTimeouts?: ConnectionTimeouts;
}

/** A started service. */
export interface RunningService {
  /** http://host:port */
  origin: string;
  /** origin + BASE_PATH */
  baseUrl: string;
  store: ReservationStore;
  logger: Logger;
  catalog: Catalog;
  /** Where the data lives: the SQLite file, or the PostgreSQL URL without its password. */
  dataLocation: string;
  close(): Promise<void>;
}

function addDaysUtc(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The store a config names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function storeConfigOf(config: Config, logger?: Logger): StoreConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, onError: (err) => logger?.error({ err }, 'idle database connection failed') }
    : { kind: 'sqlite', dataDir: config.dataDir };
}

/** {@link RunningService.dataLocation} of a config. */
export function dataLocationOf(config: Config): string {
  if (!config.databaseUrl) return join(config.dataDir, SQLITE_FILE);
  try {
    const url = new URL(config.databaseUrl);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '(PostgreSQL)';
  }
}

/**
 * The token key kept in DATA_DIR (when TOKEN_SECRET is not set), the directory created and
 * checked first, so that a data directory that cannot be used is told naming DATA_DIR.
 * @throws DataDirError (store/data-dir.ts) naming DATA_DIR.
 */
export async function keptTokenSecret(dataDir: string): Promise<string> {
  const root = prepareDataDir(dataDir);
  try {
    return await dataDirTokenSecret(root);
  } catch (error) {
    throw dataDirProblem(root, error);
  }
}

/**
 * The credentials of CREDENTIALS_FILE (or the demo ones), checked to hold at least one credential
 * of the running ENVIRONMENT: a file with none would start and issue no token.
 * @throws CredentialsFileError naming CREDENTIALS_FILE (the file's own message names the entry at
 *   fault), and ENVIRONMENT when no credential is of it.
 */
export async function loadServiceCredentials(config: Config): Promise<Credentials> {
  const file = config.credentialsFile ?? DEMO_CREDENTIALS_FILE;
  const setting = config.credentialsFile === undefined ? 'the demo credentials' : 'CREDENTIALS_FILE=';
  const credentials = await loadCredentials(file).catch((error: unknown) => {
    // The file's own message names the file and the entry at fault; say which setting named the file.
    throw config.credentialsFile !== undefined && error instanceof CredentialsFileError ? new CredentialsFileError(`CREDENTIALS_FILE=${error.message}`, { cause: error }) : error;
  });
  const none = noCredentialOf(credentials, config.environment, config.production);
  if (none !== undefined) throw new CredentialsFileError(`${setting}${config.credentialsFile ?? ''}: ${none}`);
  return credentials;
}

/** A failed listen told as the setting at fault (PORT or HOST), in one line; other errors unchanged. */
function listenProblem(config: Config, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  const address = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const told: Record<string, string> = {
    EADDRINUSE: `PORT=${config.port}: ${address} is already in use (EADDRINUSE: another direct-connect, or another program): stop it, or choose another PORT`,
    EACCES: `PORT=${config.port}: not allowed to listen on ${address} (EACCES: ports below 1024 need privileges): choose another PORT`,
    EADDRNOTAVAIL: `HOST=${config.host}: not an address of this machine (EADDRNOTAVAIL): use one of its addresses, or 0.0.0.0 for all`,
    ENOTFOUND: `HOST=${config.host}: the name does not resolve (ENOTFOUND)`,
    EAI_AGAIN: `HOST=${config.host}: the name does not resolve (EAI_AGAIN)`,
  };
  return code !== undefined && told[code] !== undefined ? Object.assign(new Error(told[code], { cause: error }), { code }) : error;
}

/** Milliseconds since `started`, for the start-up steps. */
const since = (started: number) => `${Math.round(performance.now() - started)} ms`;

/**
 * Opens the store (running its migrations) and seeds the inventory of `catalog` from `today` on,
 * then returns it. What the primary process of WORKERS=N does once before forking its workers.
 */
export async function openSeededStore(config: Config, catalog: Catalog, today: Date, onStep: (message: string) => void = () => undefined, logger?: Logger): Promise<ReservationStore> {
  let started = performance.now();
  const store: ReservationStore = await openStore(storeConfigOf(config, logger));
  onStep(`store: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'} at ${dataLocationOf(config)} opened and migrated (${since(started)})`);
  started = performance.now();
  const seeds = inventorySeeds(catalog, today.toISOString().slice(0, 10), addDaysUtc(today, SEED_DAYS));
  try {
    await store.seedInventory(seeds);
  } catch (error) {
    await store.close();
    throw config.databaseUrl ? error : dataDirProblem(config.dataDir, error);
  }
  onStep(`inventory: ${seeds.length} room-type nights checked, ${SEED_DAYS} nights ahead (${since(started)})`);
  return store;
}

/**
 * Starts the service described by `config`. On failure nothing is left running (the store is
 * closed).
 * @throws (the promise rejects) `CredentialsFileError` for an unusable credentials file,
 *   `CatalogLoadError` for an unusable CATALOG_DIR, the errors of {@link openStore}, an Error
 *   when the token secret kept in DATA_DIR is shorter than 32 characters, `DataDirError` naming
 *   DATA_DIR, and an Error naming PORT or HOST, with the listen error's `code` (EADDRINUSE,
 *   EACCES, EADDRNOTAVAIL, ENOTFOUND), when the port cannot be listened on.
 */
export async function startService(config: Config, options: ServiceOptions = {}): Promise<RunningService> {
  const clock = options.clock ?? { now: () => new Date() };
  const step = options.onStep ?? (() => undefined);
  const logger = createLogger(config.logLevel, options.logDestination);
  const today = clock.now().toISOString().slice(0, 10);
  let started = performance.now();
  const credentials = options.credentials ?? (await loadServiceCredentials(config));
  step(`credentials: ${config.credentialsFile ?? 'the demo credentials (demo-partner)'} (${since(started)})`);
  started = performance.now();
  const catalog = options.catalog ?? (await loadConfiguredCatalog(config.catalogDir, today));
  step(`catalog: ${catalog.properties.size} properties from ${config.catalogDir ?? 'the demo catalog'} (${since(started)})`);
  const tokenSecret = config.tokenSecret ?? (await keptTokenSecret(config.dataDir));
  const opened: ReservationStore = options.seeded
    ? await openStore(storeConfigOf(config, logger))
    : await openSeededStore(config, catalog, clock.now(), step, logger);
  // An outage is logged when it begins and when it ends, not with a stack per refused request.
  const { store } = watchStoreOutage(opened, logger);
  started = performance.now();
  const newId = () => randomUUID();
  const app = createApp({
    config: { ...config, tokenSecret },
    store,
    catalog,
    credentials,
    clock,
    random: { bytes: (size) => randomBytes(size), uuid: newId },
    logger,
    openApiDocument: openApiDocument(),
    // Without a rate cache (the default) the shop prices with its own default, straight to JSON numbers.
    ...(config.rateCacheSize > 0 ? { priceStay: rateCache({ size: config.rateCacheSize, ttlSeconds: config.rateCacheTtlSeconds }).priceStay } : {}),
    shopReplies: shopReplyCache(catalog, { maxBytes: config.shopCacheMb * 1024 * 1024 }),
    ...(options.limitCounters ? { limitCounters: options.limitCounters } : {}),
  });
  step(`routes: built with the OpenAPI document (${since(started)})`);
  const stopSweeper = startSweeper(store, {
    intervalMs: config.sweepIntervalSeconds * 1000,
    now: () => clock.now(),
    onSwept: (released) => logger.info({ released }, 'expired holds released'),
    // While the store is out, a sweep fails every SWEEP_INTERVAL: a short line (the outage has its own).
    onError: (err) => {
      const unavailable = storeUnavailableReason(err);
      if (unavailable !== undefined) logger.warn({ reason: unavailable }, 'hold sweep failed: store unavailable');
      else logger.error({ err }, 'hold sweep failed');
    },
  });
  let server: Server;
  let stopping = false;
  try {
    server = await new Promise<Server>((resolveServer, reject) => {
      // What node-server's `serve` does, with GET /health answered before its listener (health-listener.ts).
      const listener = getRequestListener(app.fetch, { hostname: config.host, errorHandler: requestErrorReply(newId, logger) });
      const answering = answeringHealthFirst(listener, newId, () => stopping);
      // While stopping, every reply says Connection: close, so that no client sends another
      // request on a connection about to be closed.
      const handler: RequestListener = (incoming, outgoing) => {
        if (stopping) outgoing.shouldKeepAlive = false;
        answering(incoming, outgoing);
      };
      const s = createServer(connectionTimeouts(options.connectionTimeouts), handler);
      s.on('checkExpectation', expectationFailed(newId));
      s.on('checkContinue', continueWithinBodyLimit(MAX_BODY_BYTES, handler));
      s.listen(config.port, config.host, () => resolveServer(s));
      s.once('error', reject);
    });
  } catch (error) {
    // Port taken or not allowed: leave nothing behind.
    await stopSweeper();
    await store.close();
    throw listenProblem(config, error);
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopping = true;
      // SHUTDOWN_DRAIN: keep serving (every reply Connection: close, /health 503) while the load
      // balancer notices and stops sending new connections; those that arrive meanwhile are served.
      if (config.shutdownDrainSeconds > 0) {
        logger.info({ seconds: config.shutdownDrainSeconds }, 'draining');
        await new Promise((drained) => setTimeout(drained, config.shutdownDrainSeconds * 1000));
      }
      // server.close() also closes every idle kept-alive connection, and a connection whose next
      // request has arrived but is not read yet counts as idle: the client would get a reset and
      // could not tell whether its create was made. One turn of the event loop first reads what
      // has arrived, so such a request is in flight, and answered, when the idle ones are closed.
      await new Promise((turn) => setImmediate(turn));
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(cut);
      await stopSweeper();
      await store.close();
      logger.info('stopped');
    })());
  logger.info({ baseUrl: `${origin}${config.basePath}`, store: config.databaseUrl ? 'postgres' : 'sqlite', environment: config.environment }, 'listening');
  return { origin, baseUrl: `${origin}${config.basePath}`, store, logger, catalog, dataLocation: dataLocationOf(config), close };
}
