/**
 * `createApp(deps)`: the whole API as a Hono app. Everything it uses comes in through
 * {@link AppDeps}; its `.fetch` is the handler another service can mount.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { Catalog, GuestConfirmations, PriceStayFunction } from '@direct-connect/hotel';
import { tokenIssuer } from './auth/access-token.js';
import { mountApiDocs } from './routes/api-docs.js';
import type { AppEnv } from './app-env.js';
import { bearerAuth, requirePermission } from './auth/bearer-auth.js';
import { bodyLimit } from './middleware/body-limit.js';
import type { Config } from './config.js';
import type { Credentials } from './credentials.js';
import { bodyTooLarge, internalError, MAX_BODY_BYTES } from './errors/error-detail.js';
import { requestLog } from './middleware/request-log.js';
import { responseHeaders } from './middleware/response-headers.js';
import { HEALTH_REPLY } from './health-listener.js';
import { noStore } from './middleware/no-store.js';
import { STORE_RETRY_AFTER_SECONDS, storeUnavailable, storeUnavailableReason } from './errors/store-unavailable.js';
import { tokenRoute } from './routes/token.js';
import { confirmRoute, releaseRoute } from './routes/holds.js';
import { cancelRoute, createRoute, modifyRoute, readRoute, retrieveRoute } from './routes/reservations.js';
import { multiShopRoute, propertyShopRoute } from './routes/shop.js';
import { whoamiRoute } from './routes/whoami.js';
import type { ReservationStore } from './domain/reservation-store.js';
import type { ShopReplyCache } from './caches/shop-reply-cache.js';
import type { Clock, RandomSource } from './ports.js';
import { localLimitCounters, type LimitCounters } from './fairness/cluster-limits.js';
import { abuseLimitsOf, type AbuseLimitName } from './fairness/abuse-limits.js';
import { sourceAddress, trustedProxyMatcher } from './auth/source-address.js';
import { headContentLength } from './middleware/head-length.js';
import { notFoundOrNotAllowed } from './routes/method-not-allowed.js';
import { CLIENT_CLOSED_REQUEST, clientWentAway } from './errors/client-went-away.js';
import { JSON_HEADERS } from './requests/json-reply.js';

/** The configuration values the app itself uses (the rest is for `start`). */
export type AppConfig = Pick<
  Config,
  'basePath' | 'environment' | 'tokenTtlSeconds' | 'holdTtlSeconds' | 'tokenFailureLimit' | 'tokenFailureWindowSeconds' | 'production'
> & { tokenSecret: string } & Partial<Pick<Config, AbuseLimitName>>;

/** Everything {@link createApp} needs. */
export interface AppDeps {
  config: AppConfig;
  store: ReservationStore;
  catalog: Catalog;
  credentials: Credentials;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  /** The OpenAPI document served at /openapi.json. */
  openApiDocument: object;
  /** Source address of the caller, for the failed-token-attempt limit; defaults to the socket's peer, or the X-Forwarded-For entry of a trusted proxy. */
  clientAddress?: (c: Context) => string;
  /** How the shop prices each stay (the service injects its rate cache's memo); default hotel's, the uncached `priceStay`. */
  priceStay?: PriceStayFunction;
  /** Serialized shop replies (the service injects its shop reply cache); default none. */
  shopReplies?: ShopReplyCache;
  /** Counters of failed token attempts and of shops and writes in flight; default this process's own (a worker of WORKERS=N gets its primary's). */
  limitCounters?: LimitCounters;
  /** Where guest confirmations go (a request's `sendConfirmation`); default one info log line per confirmation, without guest details. */
  confirmations?: GuestConfirmations;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Builds the Hono app of the whole API. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, credentials, clock, random, logger } = deps;
  const now = () => clock.now();
  const tokens = tokenIssuer({ secret: config.tokenSecret, environment: config.environment, ttlSeconds: config.tokenTtlSeconds, randomBytes: random.bytes });
  const limits = abuseLimitsOf(config);
  const counters = deps.limitCounters ?? localLimitCounters({
    tokenFailureWindowSeconds: config.tokenFailureWindowSeconds, shopMaxCost: limits.shopMaxCost, shopConcurrency: limits.shopConcurrency, writeRoomNightsInFlight: limits.writeRoomNightsInFlight,
  });
  const isTrustedProxy = trustedProxyMatcher(limits.trustedProxies);
  const clientAddress = deps.clientAddress ?? ((c: Context) => sourceAddress(socketAddress(c), c.req.header('x-forwarded-for'), isTrustedProxy));

  const app = new Hono<AppEnv>();
  app.use(responseHeaders(() => random.uuid()));
  // A HEAD reply says the GET's Content-Length; registered for GET, so no other method runs it.
  app.get('*', headContentLength());
  // Liveness for load balancers (and the hello-world case of the benchmark): security headers and
  // a request id, no storage. Registered before the request log and the body limit, so Hono never
  // runs them for it: a health check every second per balancer would fill the log with lines
  // that say nothing (packages/http/README.md, "Logging"), and a GET's body is never read.
  // Served by `startService`, GET /health is answered before Hono with the same reply (health-listener.ts).
  app.get('/health', (c) => c.json(HEALTH_REPLY, 200, JSON_HEADERS));
  app.use(requestLog(logger, clientAddress));
  // The rest of an oversized body is never read, and Node resets the connection once too much of
  // it arrives: `Connection: close` tells keep-alive clients not to send their next request on it.
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(bodyTooLarge(), 413, { ...JSON_HEADERS, Connection: 'close' }) }));
  // 404 for a path no route serves; 405 (or 204 for OPTIONS) with Allow for one served by other methods.
  app.notFound(notFoundOrNotAllowed(app));
  app.onError((error, c) => {
    if (clientWentAway(error, c)) {
      logger.info({ reqId: c.get('requestId') }, 'connection closed before the request was read');
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    const unavailable = storeUnavailableReason(error);
    if (unavailable !== undefined) {
      // One short line per refused request; the outage itself is logged once, with its error,
      // when it begins and when it ends (errors/store-outage.ts, in the service).
      logger.warn({ reqId: c.get('requestId'), reason: unavailable }, 'store unavailable');
      return c.json(storeUnavailable(c.get('requestId')), 503, { ...JSON_HEADERS, 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
    }
    logger.error({ reqId: c.get('requestId'), err: error }, 'unexpected fault');
    return c.json(internalError(c.get('requestId')), 500, JSON_HEADERS);
  });
  mountApiDocs(app, { document: deps.openApiDocument, basePath: config.basePath, credentials, environment: config.environment, production: config.production, now });

  const api = new Hono<AppEnv>();
  // Replies carry reservations (guest details) or tokens: no cache may keep them (DESIGN section 6).
  api.use(noStore());
  api.post(
    '/realms/applications/token',
    tokenRoute({
      credentials,
      tokens,
      limiter: counters.tokenAttempts,
      environment: config.environment,
      production: config.production,
      now,
      failureLimits: { pair: config.tokenFailureLimit, address: limits.tokenAddressFailureLimit, issued: limits.tokenIssueLimit },
      clientAddress,
    }),
  );
  const auth = bearerAuth({ tokens, credentials, now, production: config.production });
  api.get('/inf/whoami', auth, requirePermission('whoami'), whoamiRoute());
  const shop = requirePermission('shop');
  const shops = { ...deps, shopGate: counters.shopGate };
  api.post('/dcshop/props', auth, shop, multiShopRoute(shops));
  api.post('/dcshop/props/:propCode', auth, shop, propertyShopRoute(shops));
  const book = requirePermission('book');
  const reservations = { ...deps, holdTtlSeconds: config.holdTtlSeconds, holdQuota: limits.holdQuota, holdRoomsPerNight: limits.holdRoomsPerNight, writeGate: counters.writeGate };
  api.post('/dcres', auth, book, createRoute(reservations));
  api.get('/dcres/:confNumber', auth, book, retrieveRoute(reservations));
  api.get('/dcres/:confNumber/gnr/:gnrNumber', auth, book, readRoute(reservations));
  api.put('/dcres/:confNumber/gnr/:gnrNumber', auth, book, modifyRoute(reservations));
  api.post('/dcres/:confNumber/gnr/:gnrNumber/cancel', auth, book, cancelRoute(reservations));
  const hold = requirePermission('hold');
  const holds = { ...deps, writeGate: counters.writeGate };
  api.post('/dcres/:confNumber/confirm', auth, hold, confirmRoute(holds));
  api.post('/dcres/:confNumber/release', auth, hold, releaseRoute(holds));
  app.route(config.basePath, api);
  return app;
}
