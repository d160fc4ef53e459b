/**
 * `createClient`: one typed method per operation of the direct-connect API, over `fetch`. Tokens
 * are handled for the caller (token-cache.ts), requests are validated before they are sent
 * (the same validators as the service, so the same ErrorDetail), and every answer is an Outcome.
 */
import {
  validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest, validateReservation, validateShopRequest,
  validateTokenRequest,
  type CancelReply, type CancelRequest, type ConfirmRequest, type DcReservation, type DcReservationStay, type PropDcShop,
  type PropertyShopRequestWire, type ShopRequest, type TokenReply, type Validated, type WhoAmI,
} from '@direct-connect/validation';
import { exchange, networkFailure, outcomeOf, type ExchangeRequest, type FetchFunction, type Transport } from './exchange.js';
import { shapeChecked, type ReplyShape } from './reply-shape.js';
import { heldReservation, type HeldReservation, type StayRef } from './held-reservation.js';
import type { Outcome } from './outcome.js';
import { DEFAULT_RETRY, retryDelayMs, type RetryOptions } from './retry-policy.js';
import { TokenCache } from './token-cache.js';
import type { TokenStore } from './token-store.js';

/** The spec's hold headers. */
const SESSION_HEADER = 'Svc-Crs-SessionId';
const HOLD_HEADER = 'Svc-Inventory-Hold';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** The service address including its path prefix, ending in `/v2` (for example `https://host/dc/v2`). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The `fetch` to call (default: the global `fetch`). */
  fetch?: FetchFunction;
  /** Validate requests before sending them (default true): a request the service would refuse with 400 is refused locally, with the same ErrorDetail. */
  validate?: boolean;
  /** The clock that times token expiry (default: the system clock). */
  clock?: { now(): Date };
  /** Longest wait for one reply (default 30 000 ms); beyond it the call is a `network` failure. */
  timeoutMs?: number;
  /** How GETs, shops and token requests retry 429, 503 and network failures, and writes a 429 (README, "Retries"). */
  retry?: Partial<RetryOptions>;
  /** How the client waits between retries (default: setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Keeps the token beyond this client (default: none, the token lives as long as the client):
   * read on the first call that needs a token, written with every new one. Key it by service and
   * client id; it receives the token, never the secret. The command line keeps one in a file.
   */
  tokenStore?: TokenStore;
}

/** A client of one service and one credential. Every method answers an {@link Outcome}; none throws for an HTTP status. */
export interface Client {
  /** The access token in use, requested when there is none or it has expired (for calls the client does not cover). */
  token(): Promise<Outcome<string>>;
  /** POST /dcshop/props: one PropDcShop per property, in request order. */
  shop(request: ShopRequest): Promise<Outcome<PropDcShop[]>>;
  /** POST /dcshop/props/{propCode}: one PropDcShop; `notFound` for a property the service does not know. */
  shopProperty(propCode: string, request: PropertyShopRequestWire): Promise<Outcome<PropDcShop>>;
  /** POST /dcres: one stay per room, each with confNumber and gnrNumber. */
  createReservation(request: DcReservation): Promise<Outcome<DcReservationStay[]>>;
  /** GET /dcres/{confNumber}: every stay of the reservation. */
  retrieve(confNumber: string): Promise<Outcome<DcReservationStay[]>>;
  /** GET /dcres/{confNumber}/gnr/{gnrNumber}: one stay. */
  read(confNumber: string, gnrNumber: number): Promise<Outcome<DcReservationStay>>;
  /**
   * PUT /dcres/{confNumber}/gnr/{gnrNumber}: the stay as modified. Build `request` from a read with
   * {@link modifyFromRead}. With `sessionId` (of a held modify) and no hold, the held change is committed.
   */
  modify(confNumber: string, gnrNumber: number, request: DcReservation, options?: { sessionId?: string }): Promise<Outcome<DcReservationStay>>;
  /** POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel: the cancellation number (the same one when repeated). */
  cancel(confNumber: string, gnrNumber: number, request?: CancelRequest): Promise<Outcome<CancelReply>>;
  /**
   * Holds inventory unconfirmed (Svc-Inventory-Hold: true): a create, or with `stay` a modify of
   * that stay. The value holds the stays, the session id, `confirm()` and `release()`.
   */
  hold(request: DcReservation, stay?: StayRef): Promise<Outcome<HeldReservation>>;
  /** POST /dcres/{confNumber}/confirm with the hold's session id: commits it (204). */
  confirm(confNumber: string, sessionId: string, request?: ConfirmRequest): Promise<Outcome<undefined>>;
  /** POST /dcres/{confNumber}/release with the hold's session id: drops it (204). */
  release(confNumber: string, sessionId: string): Promise<Outcome<undefined>>;
  /** GET /inf/whoami: who the token was issued to. */
  whoAmI(): Promise<Outcome<WhoAmI>>;
}

/** One call: the request, whether it may be retried on its own, and the shape of its reply's body. */
interface Call extends Omit<ExchangeRequest, 'token'> {
  idempotent: boolean;
  shape: ReplyShape;
}

const path = (...segments: (string | number)[]) => segments.map((s) => `/${encodeURIComponent(String(s))}`).join('');

/**
 * Creates a client of the service at `options.baseUrl` for one credential. Nothing is sent until
 * the first call.
 * @throws TypeError when `baseUrl` is not an absolute http(s) URL or holds a user name or password, or no `fetch` is available
 * (neither `options.fetch` nor a global one).
 */
export function createClient(options: ClientOptions): Client {
  // fetch refuses such a URL, and every message naming the URL would print the password
  if (/^([a-z][a-z0-9+.-]*:\/\/)?[^/?#]*@/i.test(options.baseUrl)) throw new TypeError('baseUrl must not hold a user name or password (user:password@host): the credentials are clientId and clientSecret');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/i.test(baseUrl)) throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`);
  const fetchFunction = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (typeof fetchFunction !== 'function') throw new TypeError('no fetch: pass options.fetch');
  const transport: Transport = { baseUrl, fetch: fetchFunction, timeoutMs: options.timeoutMs ?? 30_000 };
  const validating = options.validate ?? true;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const nowMs = () => (options.clock ? options.clock.now().getTime() : Date.now());

  /**
   * Sends `call` with `token`, retrying within the retry bounds: any call after a 429 (the service
   * refuses it before doing anything: write-bounds.ts, shop fairness, the token limiter), an
   * idempotent one also after a 503 or a network failure (a write may have been applied then).
   */
  async function send<T>(call: Call, token?: string): Promise<Outcome<T>> {
    for (let retryNumber = 1; ; retryNumber++) {
      const reply = await exchange(transport, { ...call, ...(token !== undefined ? { token } : {}) });
      const outcome = 'kind' in reply ? reply : shapeChecked(outcomeOf<T>(reply, nowMs()), call.shape, reply.text);
      if (outcome.ok) return outcome;
      if (outcome.kind !== 'rateLimited' && !(call.idempotent && (outcome.kind === 'network' || outcome.kind === 'unavailable'))) return outcome;
      const wait = retryDelayMs(retryNumber, outcome.kind === 'network' ? undefined : outcome.retryAfter, retry, Math.random());
      if (wait === undefined) return outcome;
      await sleep(wait);
    }
  }

  const tokens = new TokenCache(async () => {
    const body = { client_id: options.clientId, client_secret: options.clientSecret };
    const refused = refusedLocally(validateTokenRequest(body));
    if (refused) return refused;
    const reply = await send<TokenReply>({ method: 'POST', path: '/realms/applications/token', body, idempotent: true, shape: 'object' });
    if (!reply.ok && reply.kind === 'notFound') {
      // the spec's token endpoint is never 404: the base URL names no service (a wrong host path or version)
      return { ok: false, kind: 'unexpected', status: 404, body: undefined, text: `no token endpoint at ${baseUrl}/realms/applications/token (404): is the base URL right? It is the service's address with its path, ending in /v2 (for example https://host/dc/v2)` };
    }
    if (reply.ok && (typeof reply.value?.access_token !== 'string' || typeof reply.value.expires_in !== 'number')) {
      return networkFailure('the token endpoint answered 200 without access_token and expires_in', reply.value);
    }
    return reply;
  }, nowMs, options.tokenStore);

  /** Sends `call` with the current token; on a 401, renews the token once and sends it again. */
  async function authorized<T>(call: Call): Promise<Outcome<T>> {
    const token = await tokens.token();
    if (!token.ok) return token;
    const first = await send<T>(call, token.value);
    if (first.ok || first.kind !== 'unauthorized') return first;
    // A 401 means the request was not applied, so even a write is safe to send once more.
    const renewed = await tokens.renewAfterRefusal(token.value);
    return renewed.ok ? send<T>(call, renewed.value) : renewed;
  }

  /** A local refusal of a request the service would refuse with 400, or undefined to send it. */
  function refusedLocally(validated: Validated<unknown>): Outcome<never> | undefined {
    return validated.ok ? undefined : { ok: false, kind: 'invalid', status: 400, error: validated.error, local: true };
  }
  const check = (validated: () => Validated<unknown>) => (validating ? refusedLocally(validated()) : undefined);

  /** `call` unless validation refuses its body first. */
  async function checked<T>(validated: () => Validated<unknown>, call: Call): Promise<Outcome<T>> {
    return check(validated) ?? authorized<T>(call);
  }
  /** A write: validated, then sent once (never retried on its own). */
  const write = <T>(call: Omit<Call, 'idempotent'>, validated: () => Validated<unknown>) => checked<T>(validated, { ...call, idempotent: false });

  const client: Client = {
    token: () => tokens.token(),
    // A shop reads and changes nothing: retried like a GET.
    shop: (request) => checked(() => validateShopRequest(request), { method: 'POST', path: '/dcshop/props', body: request, idempotent: true, shape: 'list' }),
    shopProperty: (propCode, request) =>
      checked(() => validatePropertyShopRequest(request), { method: 'POST', path: `/dcshop/props${path(propCode)}`, body: request, idempotent: true, shape: 'object' }),
    createReservation: (request) => write({ method: 'POST', path: '/dcres', body: request, shape: 'list' }, () => validateReservation(request, { operation: 'create' })),
    retrieve: (confNumber) => authorized({ method: 'GET', path: `/dcres${path(confNumber)}`, idempotent: true, shape: 'list' }),
    read: (confNumber, gnrNumber) => authorized({ method: 'GET', path: `/dcres${path(confNumber, 'gnr', gnrNumber)}`, idempotent: true, shape: 'object' }),
    modify: (confNumber, gnrNumber, request, modifyOptions = {}) =>
      write(
        { method: 'PUT', path: `/dcres${path(confNumber, 'gnr', gnrNumber)}`, body: request, shape: 'object', ...(modifyOptions.sessionId ? { headers: { [SESSION_HEADER]: modifyOptions.sessionId } } : {}) },
        () => validateReservation(request, { operation: 'modify' }),
      ),
    cancel: (confNumber, gnrNumber, request = {}) =>
      write({ method: 'POST', path: `/dcres${path(confNumber, 'gnr', gnrNumber, 'cancel')}`, body: request, shape: 'object' }, () => validateCancelRequest(request)),
    async hold(request, stay) {
      const headers = { [HOLD_HEADER]: 'true' };
      const reply = stay
        ? await write<DcReservationStay>({ method: 'PUT', path: `/dcres${path(stay.confNumber, 'gnr', stay.gnrNumber)}`, body: request, headers, shape: 'object' }, () => validateReservation(request, { operation: 'modify' }))
        : await write<DcReservationStay[]>({ method: 'POST', path: '/dcres', body: request, headers, shape: 'list' }, () => validateReservation(request, { operation: 'create' }));
      if (!reply.ok) return reply;
      const stays = Array.isArray(reply.value) ? reply.value : [reply.value];
      const sessionId = reply.headers.get(SESSION_HEADER);
      const confNumber = stay?.confNumber ?? stays[0]?.confNumber;
      if (!sessionId || !confNumber) return { ok: false, kind: 'unexpected', status: reply.status, body: reply.value, text: `no ${SESSION_HEADER} header or confNumber in the hold reply` };
      return { ...reply, value: heldReservation(client, confNumber, sessionId, stays) };
    },
    confirm: (confNumber, sessionId, request) =>
      write({ method: 'POST', path: `/dcres${path(confNumber, 'confirm')}`, headers: { [SESSION_HEADER]: sessionId }, shape: 'none', ...(request !== undefined ? { body: request } : {}) }, () => validateConfirmRequest(request)),
    release: (confNumber, sessionId) =>
      authorized({ method: 'POST', path: `/dcres${path(confNumber, 'release')}`, headers: { [SESSION_HEADER]: sessionId }, idempotent: false, shape: 'none' }),
    whoAmI: () => authorized({ method: 'GET', path: '/inf/whoami', idempotent: true, shape: 'object' }),
  };
  return client;
}
