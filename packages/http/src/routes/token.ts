/**
 * POST /realms/applications/token: client credentials for an access token (spec "Token").
 * OAuth-style errors: 400 invalid_request naming the missing parameter, 401 invalid_client,
 * 429 with Retry-After after repeated failures per (client id, source address) or per source
 * address, never per client id alone.
 */
import type { Context, Handler } from 'hono';
import { tokenRequestError, validateTokenRequest } from '@direct-connect/validation';
import type { TokenIssuer } from '../auth/access-token.js';
import type { AppEnv } from '../app-env.js';
import type { EnvironmentName } from '../config.js';
import { DEMO_CLIENT_ID, type Credentials } from '../credentials.js';
import { beginTokenAttempt, tokenAttemptKeys, type TokenAttemptLimiter } from '../auth/token-attempt-limiter.js';
import { JSON_HEADERS } from '../requests/json-reply.js';
import { isEncodedBody } from '../requests/content-encoding.js';
import { TOKEN_BODY_ENCODED } from '../errors/error-detail.js';

/** `scope` of every token reply (the spec's sample value). */
export const TOKEN_SCOPE = 'am_application_scope default';

/** What the token route needs. */
export interface TokenRouteOptions {
  credentials: Credentials;
  tokens: TokenIssuer;
  limiter: TokenAttemptLimiter;
  /** Failures allowed per (client id, source address), and per source address. */
  failureLimits: { pair: number; address: number };
  environment: EnvironmentName;
  production: boolean;
  now: () => Date;
  clientAddress: (c: Context) => string;
}

/** The request's parameters (undefined: not an object), or why they cannot be read. */
type Parameters = Record<string, unknown> | undefined | { refused: string };

async function readParameters(c: Context): Promise<Parameters> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  // Standard OAuth clients send a form; the spec's partners send JSON. Both are read.
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    // RFC 6749 section 3.2: a parameter sent twice is an invalid request, never "the last one wins".
    const repeated = [...new Set(form.keys())].filter((key) => form.getAll(key).length > 1);
    if (repeated.length > 0) return { refused: `${repeated.join(', ')} must be sent once` };
    return Object.fromEntries(form);
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The token handler. */
export function tokenRoute(options: TokenRouteOptions): Handler<AppEnv> {
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (isEncodedBody(c)) return c.json(TOKEN_BODY_ENCODED, 400, JSON_HEADERS);
    const body = await readParameters(c);
    if (body !== undefined && typeof body.refused === 'string') return c.json({ error: 'invalid_request', error_description: body.refused }, 400, JSON_HEADERS);
    const validated = validateTokenRequest(body);
    if (!validated.ok) return c.json(tokenRequestError(validated.error), 400, JSON_HEADERS);
    const { client_id: clientId, client_secret: secret } = validated.value;
    const now = options.now();
    const keys = tokenAttemptKeys(clientId, options.clientAddress(c), options.failureLimits);
    const wait = await beginTokenAttempt(options.limiter, keys, options.now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: 'too_many_requests', error_description: `Too many failed token requests; retry after ${wait} seconds.` }, 429, JSON_HEADERS);
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
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed: unknown client_id or wrong client_secret for this environment.' }, 401, JSON_HEADERS);
    }
    const { token, expiresIn } = await options.tokens.issue(credential.clientId, now);
    return c.json({ access_token: token, scope: TOKEN_SCOPE, token_type: 'Bearer', expires_in: expiresIn }, 200, JSON_HEADERS);
  };
}
