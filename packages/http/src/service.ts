/**
 * The running service: configuration in, a listening HTTP server out. Opens the store (PGlite in
 * DATA_DIR, or PostgreSQL), loads catalog and credentials, seeds inventory, starts the hold
 * sweeper and serves `createApp` with @hono/node-server. `close()` shuts down in order: stop
 * accepting, finish in-flight requests, stop the sweeper, close the store (PGlite checkpoints).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { inventorySeeds, type Catalog } from '@direct-connect/hotel';
import type { DestinationStream, Logger } from 'pino';
import { createApp } from './app.js';
import { loadConfiguredCatalog } from './catalog-source.js';
import { rateCache } from './caches/rate-cache.js';
import { shopReplyCache } from './caches/shop-reply-cache.js';
import type { Config } from './config.js';
import { DEMO_CREDENTIALS_FILE, loadCredentials, type Credentials } from './credentials.js';
import { createLogger } from './logging/logger.js';
import { openApiDocument } from '@direct-connect/validation';
import { soleWriterInventoryCache } from './caches/sole-writer-inventory-cache.js';
import type { Clock } from './ports.js';
import { openStore, startSweeper } from './store/index.js';
import type { ReservationStore } from './domain/reservation-store.js';
import { dataDirTokenSecret } from './auth/token-secret.js';

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
}

/** A started service. */
export interface RunningService {
  /** http://host:port */
  origin: string;
  /** origin + BASE_PATH */
  baseUrl: string;
  store: ReservationStore;
  logger: Logger;
  close(): Promise<void>;
}

function addDaysUtc(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Starts the service described by `config`. On failure nothing is left running (the store is
 * closed, its data directory unlocked).
 * @throws (the promise rejects) `CredentialsFileError` for an unusable credentials file,
 *   `CatalogLoadError` for an unusable CATALOG_DIR, the errors of {@link openStore}, an Error
 *   when the token secret kept in DATA_DIR is shorter than 32 characters, and the server's error
 *   when the port cannot be listened on (EADDRINUSE, EACCES).
 */
export async function startService(config: Config, options: ServiceOptions = {}): Promise<RunningService> {
  const clock = options.clock ?? { now: () => new Date() };
  const logger = createLogger(config.logLevel, options.logDestination);
  const today = clock.now().toISOString().slice(0, 10);
  const credentials = options.credentials ?? (await loadCredentials(config.credentialsFile ?? DEMO_CREDENTIALS_FILE));
  const catalog = options.catalog ?? (await loadConfiguredCatalog(config.catalogDir, today));
  const tokenSecret = config.tokenSecret ?? (await dataDirTokenSecret(config.dataDir));
  const opened: ReservationStore = await openStore(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onError: (err) => logger.error({ err }, 'idle database connection failed') }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  // The embedded store's data directory is locked to this process: every write passes here.
  const store = config.databaseUrl ? opened : soleWriterInventoryCache(opened, { size: config.inventoryCacheSize });
  try {
    await store.seedInventory(inventorySeeds(catalog, today, addDaysUtc(clock.now(), SEED_DAYS)));
  } catch (error) {
    await store.close();
    throw error;
  }
  const app = createApp({
    config: { ...config, tokenSecret },
    store,
    catalog,
    credentials,
    clock,
    random: { bytes: (size) => randomBytes(size), uuid: () => randomUUID() },
    logger,
    openApiDocument: openApiDocument(),
    priceStay: rateCache({ size: config.rateCacheSize, ttlSeconds: config.rateCacheTtlSeconds }).priceStay,
    shopReplies: shopReplyCache(catalog, { maxBytes: config.shopCacheMb * 1024 * 1024 }),
  });
  const stopSweeper = startSweeper(store, {
    intervalMs: config.sweepIntervalSeconds * 1000,
    now: () => clock.now(),
    onSwept: (released) => logger.info({ released }, 'expired holds released'),
    onError: (err) => logger.error({ err }, 'hold sweep failed'),
  });
  let server: Server;
  try {
    server = await new Promise<Server>((resolveServer, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolveServer(s as Server)) as Server;
      s.once('error', reject);
    });
  } catch (error) {
    // Port taken or not allowed: leave nothing behind (the PGlite lock above all).
    await stopSweeper();
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(cut);
      await stopSweeper();
      await store.close();
      logger.info('stopped');
    })());
  logger.info({ baseUrl: `${origin}${config.basePath}`, store: config.databaseUrl ? 'postgres' : 'pglite', environment: config.environment }, 'listening');
  return { origin, baseUrl: `${origin}${config.basePath}`, store, logger, close };
}
