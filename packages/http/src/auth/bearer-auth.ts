/**
 * Bearer authentication (spec "Authentication") and per-credential permissions (DESIGN 6).
 */
import type { MiddlewareHandler } from 'hono';
import type { TokenIssuer } from './access-token.js';
import { credentialVersionOf } from './credential-version.js';
import type { AppEnv } from '../app-env.js';
import { DEMO_CLIENT_ID, type Credentials, type Permission } from '../credentials.js';
import { emptyReply } from '../errors/empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** The spec's body for an invalid or expired access token (401). */
export const INVALID_TOKEN_FAULT = {
  fault: {
    code: 900901,
    message: 'Invalid Credentials',
    description: 'Access failure for API: the access token is missing, invalid or expired. Get a new token from /realms/applications/token.',
  },
} as const;

/** What {@link bearerAuth} needs. */
export interface BearerAuthOptions {
  tokens: TokenIssuer;
  credentials: Credentials;
  now: () => Date;
  /** NODE_ENV=production: tokens of the demo credential are refused too. */
  production: boolean;
}

/** `Bearer <token>`; the scheme name is case-insensitive (RFC 7235), the token is a JWT. */
const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * Accepts `Authorization: Bearer <token>` with a valid token of a known credential, issued under
 * its current secret when the token names one; 401 fault otherwise.
 */
export function bearerAuth(options: BearerAuthOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    const claims = match ? await options.tokens.check(match[1] as string, options.now()) : undefined;
    const principal = claims ? options.credentials.get(claims.clientId) : undefined;
    // A token issued under a secret the credential no longer has (rotated) is refused at once.
    const rotated = claims?.credentialVersion !== undefined && principal !== undefined && claims.credentialVersion !== credentialVersionOf(principal.secretHash);
    if (!principal || rotated || principal.environment !== claims?.environment || (options.production && principal.clientId === DEMO_CLIENT_ID)) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json(INVALID_TOKEN_FAULT, 401, JSON_HEADERS);
    }
    c.set('principal', principal);
    await next();
  };
}

/** 403 without body unless the caller's credential lists `permission`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('principal').permissions.has(permission)) return emptyReply(c, 403);
    await next();
  };
}
