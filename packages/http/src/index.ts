/**
 * @packageDocumentation
 * `@direct-connect/http`: the direct-connect API over HTTP. `createApp(deps)` is the Hono app
 * (its `.fetch` can be mounted by another service); `startService(config)` runs it with
 * @hono/node-server on the embedded SQLite store or PostgreSQL, as `pnpm start` does.
 */
export { createApp, type AppConfig, type AppDeps } from './app.js';
export type { Clock, RandomSource } from './ports.js';
export type { AppEnv } from './app-env.js';
export { startService, SEED_DAYS, type RunningService, type ServiceOptions } from './service.js';
export { loadConfig, ConfigError, ENVIRONMENTS, LOG_LEVELS, type Config, type EnvironmentName, type LogLevel } from './config.js';
export {
  loadCredentials, credentialsFrom, CredentialsFileError, DEMO_CLIENT_ID, DEMO_CREDENTIALS_FILE, PERMISSIONS, DISPLAY_RATE_TYPES,
  type Credential, type Credentials, type Permission, type DisplayRateType,
} from './credentials.js';
export { hashSecret, verifySecret, parseSecretHash, type SecretHash } from './auth/secret-hash.js';
export { tokenIssuer, type TokenIssuer, type TokenClaims, type TokenIssuerOptions } from './auth/access-token.js';
export { INVALID_TOKEN_FAULT } from './auth/bearer-auth.js';
export { createLogger, REDACT_PATHS, REDACTED_FIELDS } from './logging/logger.js';
export { loadCatalogDir, CatalogLoadError } from './catalog-source.js';
export { MAX_BODY_BYTES, SESSION_HEADER, HOLD_HEADER } from './errors/error-detail.js';
export { CONCURRENT_CHANGE } from './errors/refusal-response.js';
export type { ReservationStore } from './domain/reservation-store.js';
export { openStore, startSweeper, type StoreConfig, type SweeperOptions } from './store/index.js';
export { shopReplyCache, type ShopReplyCache, type ShopReplyCacheOptions, type ShopReadSet } from './caches/shop-reply-cache.js';
export type { Store, Db, Change, ChangeRefusal, InventoryDelta, InventorySeed, InventoryCount, StoredHold, StoredReservation } from './store/index.js';
