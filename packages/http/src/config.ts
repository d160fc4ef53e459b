/**
 * Configuration of the served adapter, read from the environment once at start.
 * Every bad value is reported with the variable's name and what it accepts, all at once.
 */
import { isAbsolute, resolve } from 'node:path';
import { parseTrustedProxies } from './auth/source-address.js';
import { TOKENS_ISSUED_PER_WINDOW } from './auth/token-attempt-limiter.js';

/** Environments of the spec: credentials and tokens of one are refused by the other. */
export const ENVIRONMENTS = ['staging', 'production'] as const;
/** One of {@link ENVIRONMENTS}. */
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** pino's level names. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The whole configuration of `pnpm start`. Durations are in seconds, as in the environment. */
export interface Config {
  port: number;
  host: string;
  /** Path prefix of every API route; ends in `/v2` (spec "Versioning"). */
  basePath: string;
  /** PostgreSQL URL; when absent the embedded SQLite store in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process keeps at most (DATABASE_POOL_SIZE); unused by the embedded store. */
  databasePoolSize: number;
  dataDir: string;
  /** Directory of catalog JSON files; when absent the demo catalog. */
  catalogDir: string | undefined;
  /** Credentials JSON file; when absent the demo credentials shipped with the package. */
  credentialsFile: string | undefined;
  tokenTtlSeconds: number;
  holdTtlSeconds: number;
  logLevel: LogLevel;
  environment: EnvironmentName;
  /** HMAC key of access tokens; when absent, one generated and kept in `dataDir` (embedded store only). */
  tokenSecret: string | undefined;
  sweepIntervalSeconds: number;
  /** Failed token attempts allowed per client id and per address within the window. */
  tokenFailureLimit: number;
  tokenFailureWindowSeconds: number;
  /** NODE_ENV=production: demo credentials are refused. */
  production: boolean;
  /** Priced stays kept by the rate cache (LRU); 0 disables it. */
  rateCacheSize: number;
  /** Seconds a priced stay stays in the rate cache; 0 means until evicted by size. */
  rateCacheTtlSeconds: number;
  /** Mebibytes of serialized shop replies kept (LRU); 0 disables the shop reply cache. */
  shopCacheMb: number;
  /** Adapter processes serving one port (node:cluster), on the embedded SQLite file or on PostgreSQL. */
  workers: number;
  /** Failed token attempts allowed per source address (any client id) within the window. */
  tokenAddressFailureLimit: number;
  /** Tokens issued per client id within the window (TOKEN_ISSUE_LIMIT); beyond it 429. */
  tokenIssueLimit: number;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For entry names the source address; empty: the socket peer. */
  trustedProxies: string[];
  /** Open holds allowed per partner (HOLD_QUOTA). */
  holdQuota: number;
  /** Rooms of one property one partner's open holds may take on one night (HOLD_ROOMS_PER_NIGHT). */
  holdRoomsPerNight: number;
  /** Largest shop cost per request: properties x nights x rate products (SHOP_MAX_COST). */
  shopMaxCost: number;
  /** Shops one partner may have in flight at once (SHOP_CONCURRENCY). */
  shopConcurrency: number;
  /** Room-nights of writes one partner may have in flight at once (WRITE_ROOM_NIGHTS_IN_FLIGHT). */
  writeRoomNightsInFlight: number;
  /**
   * Seconds a stopping service keeps serving, /health answering 503, before it stops accepting
   * connections (SHUTDOWN_DRAIN): time for a load balancer to stop sending it new ones.
   */
  shutdownDrainSeconds: number;
}

/** Thrown by {@link loadConfig}; `problems` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Minimum length of TOKEN_SECRET: 32 characters, at least 256 bits when random. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

/**
 * Default RATE_CACHE_SIZE: off. Under partners' traffic (every shop a different stay) it never
 * hits and costs its key building and memory (`pnpm bench http`); set it for repeated stays.
 */
export const DEFAULT_RATE_CACHE_SIZE = 0;
/** Default RATE_CACHE_TTL, seconds. */
export const DEFAULT_RATE_CACHE_TTL = 3600;
/**
 * Default SHOP_CACHE_MB: off, for the same reason as {@link DEFAULT_RATE_CACHE_SIZE}: it answers
 * only a shop repeated with unchanged inventory (5x faster then, in `pnpm bench http`).
 */
export const DEFAULT_SHOP_CACHE_MB = 0;
/**
 * Default DATABASE_POOL_SIZE: node-postgres's own default. A process runs at most that many store
 * transactions at once; the others wait for a connection.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
/** Most WORKERS accepted. */
export const MAX_WORKERS = 64;
/** Default HOLD_QUOTA: open holds per partner (DESIGN section 5). */
export const DEFAULT_HOLD_QUOTA = 20;
/**
 * Default HOLD_ROOMS_PER_NIGHT: rooms of one property one partner's open holds may take on one
 * night. HOLD_QUOTA alone bounds holds, not rooms (20 holds of 9 rooms pin 180 rooms a night);
 * 20 lets the default quota's holds of one room each all fall on the same night.
 */
export const DEFAULT_HOLD_ROOMS_PER_NIGHT = 20;
/**
 * Default SHOP_MAX_COST, in product-nights (properties x nights x rate products): 30 demo
 * properties for 30 nights (about 18,000), or 10 for 90; not 30 for 90 (about 54,000).
 */
export const DEFAULT_SHOP_MAX_COST = 20_000;
/** Default SHOP_CONCURRENCY: shops in flight per partner. */
export const DEFAULT_SHOP_CONCURRENCY = 4;
/**
 * Default WRITE_ROOM_NIGHTS_IN_FLIGHT: room-nights of creates, modifies, cancels, confirms and
 * releases in flight per partner. 8,100 is ten of the largest creates (9 rooms x 90 nights), or
 * 4,000 two-night bookings at once: no partner's parallel booking meets it, and a flood of the
 * largest creates queues at most about a second of work ahead of other partners.
 */
export const DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT = 8_100;
/** Default TOKEN_ADDRESS_FAILURE_LIMIT: failed token attempts per source address and window. */
export const DEFAULT_TOKEN_ADDRESS_FAILURE_LIMIT = 20;
/** Default TOKEN_ISSUE_LIMIT: tokens issued per client id and window (why 60: auth/token-attempt-limiter.ts). */
export const DEFAULT_TOKEN_ISSUE_LIMIT = TOKENS_ISSUED_PER_WINDOW;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the configuration from `env` (normally `process.env`); relative paths resolve from `cwd`.
 * @throws {@link ConfigError} naming every variable with a bad value.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name}=${JSON.stringify(raw)}: expected a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(raw);
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name}=${JSON.stringify(raw)}: expected one of ${allowed.join(', ')}`);
      return fallback;
    }
    return raw as T;
  };
  const path = (name: string): string | undefined => {
    const raw = text(name);
    return raw === undefined ? undefined : isAbsolute(raw) ? raw : resolve(cwd, raw);
  };

  const basePath = text('BASE_PATH') ?? '/dc/v2';
  if (!/^(\/[A-Za-z0-9._~-]+)*\/v2$/.test(basePath)) {
    problems.push(`BASE_PATH=${JSON.stringify(basePath)}: expected a path like /dc/v2 that ends in /v2`);
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: expected a postgres:// or postgresql:// URL');
  }
  const tokenSecret = text('TOKEN_SECRET');
  if (tokenSecret !== undefined && tokenSecret.length < TOKEN_SECRET_MIN_LENGTH) {
    problems.push(`TOKEN_SECRET: expected at least ${TOKEN_SECRET_MIN_LENGTH} characters`);
  }
  if (databaseUrl !== undefined && tokenSecret === undefined) {
    problems.push('TOKEN_SECRET: required with DATABASE_URL, so that every process on the database accepts the same tokens');
  }
  const host = text('HOST') ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(host)) problems.push(`HOST=${JSON.stringify(host)}: expected a host name or address`);

  const config: Config = {
    port: integer('PORT', 8080, 0, 65535),
    host,
    basePath,
    databaseUrl,
    databasePoolSize: integer('DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1, 1000),
    dataDir: path('DATA_DIR') ?? resolve(cwd, '.data'),
    catalogDir: path('CATALOG_DIR'),
    credentialsFile: path('CREDENTIALS_FILE'),
    tokenTtlSeconds: integer('TOKEN_TTL', 1800, 1, 86_400),
    holdTtlSeconds: integer('HOLD_TTL', 900, 1, 86_400),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    environment: oneOf('ENVIRONMENT', ENVIRONMENTS, 'staging'),
    tokenSecret,
    sweepIntervalSeconds: integer('SWEEP_INTERVAL', 5, 1, 3600),
    tokenFailureLimit: integer('TOKEN_FAILURE_LIMIT', 5, 1, 1_000_000),
    tokenFailureWindowSeconds: integer('TOKEN_FAILURE_WINDOW', 60, 1, 86_400),
    production: text('NODE_ENV') === 'production',
    rateCacheSize: integer('RATE_CACHE_SIZE', DEFAULT_RATE_CACHE_SIZE, 0, 10_000_000),
    rateCacheTtlSeconds: integer('RATE_CACHE_TTL', DEFAULT_RATE_CACHE_TTL, 0, 86_400 * 365),
    shopCacheMb: integer('SHOP_CACHE_MB', DEFAULT_SHOP_CACHE_MB, 0, 65_536),
    workers: integer('WORKERS', 1, 1, MAX_WORKERS),
    tokenAddressFailureLimit: integer('TOKEN_ADDRESS_FAILURE_LIMIT', DEFAULT_TOKEN_ADDRESS_FAILURE_LIMIT, 1, 1_000_000),
    tokenIssueLimit: integer('TOKEN_ISSUE_LIMIT', DEFAULT_TOKEN_ISSUE_LIMIT, 1, 1_000_000),
    trustedProxies: [],
    holdQuota: integer('HOLD_QUOTA', DEFAULT_HOLD_QUOTA, 1, 1_000_000),
    holdRoomsPerNight: integer('HOLD_ROOMS_PER_NIGHT', DEFAULT_HOLD_ROOMS_PER_NIGHT, 1, 1_000_000),
    shopMaxCost: integer('SHOP_MAX_COST', DEFAULT_SHOP_MAX_COST, 1, 1_000_000_000),
    shopConcurrency: integer('SHOP_CONCURRENCY', DEFAULT_SHOP_CONCURRENCY, 1, 10_000),
    writeRoomNightsInFlight: integer('WRITE_ROOM_NIGHTS_IN_FLIGHT', DEFAULT_WRITE_ROOM_NIGHTS_IN_FLIGHT, 1, 100_000_000),
    shutdownDrainSeconds: integer('SHUTDOWN_DRAIN', 0, 0, 300),
  };
  const proxies = parseTrustedProxies(text('TRUSTED_PROXIES') ?? '');
  if (proxies.ok) config.trustedProxies = proxies.value;
  else problems.push(`TRUSTED_PROXIES: ${proxies.problem}`);
  if (config.environment === 'production' && !config.production && config.credentialsFile === undefined) {
    // The demo credentials are of staging: with them nobody could get a token (the banner's curl line would fail).
    problems.push('CREDENTIALS_FILE: required with ENVIRONMENT=production (the demo credentials are of staging: no token could be issued)');
  }
  if (config.production && config.credentialsFile === undefined) {
    problems.push('CREDENTIALS_FILE: required when NODE_ENV=production (the demo credentials are refused there)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The warning `pnpm start` prints when WORKERS is more than the machine's cores, else undefined:
 * such a value starts (a container may report fewer cores than it gets), but every worker costs
 * its own memory (about 140 MB: 8 workers of the demo catalog measured 1,133 MB resident, 2026-11-26)
 * and the workers only take turns on the cores.
 */
export function workersWarning(workers: number, cores: number): string | undefined {
  if (workers <= cores) return undefined;
  return `WORKERS=${workers} is more than the ${cores} core${cores === 1 ? '' : 's'} of this machine: every worker takes about 140 MB, and WORKERS=${cores} already uses every core`;
}
