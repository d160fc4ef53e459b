/**
 * POST /realms/applications/token: client credentials for an access token (spec "Token").
 * The client id and secret come in the body (JSON, or a form) or in an Authorization: Basic
 * header (RFC 6749 section 2.3.1). OAuth-style errors: 400 invalid_request naming the missing
 * parameter, 401 invalid_client,
 * 429 with Retry-After after repeated failures per (client id, source address) or per source
 * address, never per client id alone, and after TOKEN_ISSUE_LIMIT (default 60) tokens issued to
 * one client id in the window (only the secret's holder can reach that count).
 */
import type { Context, Handler } from 'hono';
import { tokenRequestError, validateTokenRequest } from '@direct-connect/validation';
import type { TokenIssuer } from '../auth/access-token.js';
import type { AppEnv } from '../app-env.js';
import type { EnvironmentName } from '../config.js';
import { DEMO_CLIENT_ID, type Credentials } from '../credentials.js';
import { basicCredentialsOf } from '../auth/basic-credentials.js';
import { credentialVersionOf } from '../auth/credential-version.js';
import { beginTokenAttempt, tokenAttemptKeys, type TokenAttemptLimiter } from '../auth/token-attempt-limiter.js';
import { JSON_HEADERS } from '../requests/json-reply.js';
import { repeatedMemberPath } from '../requests/repeated-members.js';
import { isEncodedBody } from '../requests/content-encoding.js';
import { TOKEN_BODY_ENCODED } from '../errors/error-detail.js';
import { logSafeText } from '../logging/log-safe-text.js';

/** `scope` of every token reply (the spec's sample value). */
export const TOKEN_SCOPE = 'am_application_scope default';

const BASIC_MALFORMED = 'the Authorization header must be Basic with the base64 of client_id:client_secret';
const BASIC_AND_BODY = 'send the client credentials once: client_id and client_secret in the body, or in the Authorization header (Basic)';

/** What the token route needs. */
export interface TokenRouteOptions {
  credentials: Credentials;
  tokens: TokenIssuer;
  limiter: TokenAttemptLimiter;
  /** Failures allowed per (client id, source address), and per source address. */
  /** Failures per (client id, address) and per address; tokens issued per client id (TOKEN_ISSUE_LIMIT, default 60). */
  failureLimits: { pair: number; address: number; issued?: number };
  environment: EnvironmentName;
  production: boolean;
  now: () => Date;
  clientAddress: (c: Context) => string;
}

/** The body's parameters (`body` undefined: not an object), or why they cannot be read. */
type Parameters = { body: Record<string, unknown> | undefined } | { refused: string };

async function readParameters(c: Context): Promise<Parameters> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  // Standard OAuth clients send a form; the spec's partners send JSON. Both are read.
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    // RFC 6749 section 3.2: a parameter sent twice is an invalid request, never "the last one wins".
    const repeated = [...new Set(form.keys())].filter((key) => form.getAll(key).length > 1);
    if (repeated.length > 0) return { refused: `${repeated.join(', ')} must be sent once` };
    return { body: Object.fromEntries(form) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { body: undefined };
  }
  // The same rule for JSON: JSON.parse keeps the last of two equal names, so a proxy or log that
  // reads the first client_id would see another client than the one authenticated.
  const repeated = repeatedMemberPath(text);
  if (repeated !== undefined) return { refused: `${repeated} must be sent once` };
  return { body: value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined };
}

/** The token handler. */
export function tokenRoute(options: TokenRouteOptions): Handler<AppEnv> {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (isEncodedBody(c)) return c.json(TOKEN_BODY_ENCODED, 400, JSON_HEADERS);
    const parameters = await readParameters(c);
    if ('refused' in parameters) return c.json({ error: 'invalid_request', error_description: parameters.refused }, 400, JSON_HEADERS);
    const { body } = parameters;
    const basic = basicCredentialsOf(c.req.header('authorization'));
    if (basic === 'malformed') return c.json({ error: 'invalid_request', error_description: BASIC_MALFORMED }, 400, JSON_HEADERS);
    // RFC 6749 section 2.3: one authentication method per request (the body may repeat the same client_id).
    if (basic && (body?.client_secret !== undefined || (body?.client_id !== undefined && body.client_id !== basic.client_id))) {
      return c.json({ error: 'invalid_request', error_description: BASIC_AND_BODY }, 400, JSON_HEADERS);
    }
    const validated = validateTokenRequest(basic ? { ...body, ...basic } : body);
    if (!validated.ok) return c.json(tokenRequestError(validated.error), 400, JSON_HEADERS);
    const { client_id: clientId, client_secret: secret } = validated.value;
    // The request line names the client (never the secret), also on a refusal; the id is the
    // caller's text until authenticated, so it is bounded and escaped before it reaches the log.
    c.set('tokenClientId', logSafeText(clientId));
    const now = options.now();
    const keys = tokenAttemptKeys(clientId, options.clientAddress(c), options.failureLimits);
    const wait = await beginTokenAttempt(options.limiter, keys, options.now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: 'too_many_requests', error_description: `Too many token requests (failed ones from this address, or tokens issued to this client_id); retry after ${wait} seconds.` }, 429, JSON_HEADERS);
    }
    // The attempt counts as in flight until decided, and as a failure unless it succeeds.
    let credential: Awaited<ReturnType<Credentials['authenticate']>>;
    let refused = true;
    try {
      credential = await options.credentials.authenticate(clientId, secret);
      refused = !credential || credential.environment !== options.environment || (options.production && credential.clientId === DEMO_CLIENT_ID);
    } finally {
      options.limiter.end(keys, options.now(), refused ? 'failure' : 'success');
    }
    if (refused || !credential) {
      // RFC 6749 section 5.2: a client that authenticated with the Authorization header is told its scheme.
      if (basic) c.header('WWW-Authenticate', 'Basic realm="applications"');
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed: unknown client_id or wrong client_secret for this environment.' }, 401, JSON_HEADERS);
    }
    const { token, expiresIn } = await options.tokens.issue(credential.clientId, now, credentialVersionOf(credential.secretHash));
    return c.json({ access_token: token, scope: TOKEN_SCOPE, token_type: 'Bearer', expires_in: expiresIn }, 200, JSON_HEADERS);
  };
}
