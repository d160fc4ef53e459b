/**
 * Access tokens: JWTs signed with HMAC-SHA256 (hono/jwt) under the adapter's TOKEN_SECRET.
 * Being signed, a token issued by one adapter process is accepted by every process that shares
 * the secret (the scale-out recipe) and none is stored anywhere. The audience is the environment,
 * so a staging token is refused in production; `jti` is 256 random bits, so no two tokens are
 * alike; expiry is checked against the injected clock.
 */
import { sign, verify } from 'hono/jwt';
import { LRUCache } from 'lru-cache';
import type { EnvironmentName } from '../config.js';

/** What a valid token says. */
export interface TokenClaims {
  clientId: string;
  environment: EnvironmentName;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** Issues and checks access tokens. */
export interface TokenIssuer {
  issue(clientId: string, now: Date): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid, unexpired token of this environment; undefined otherwise. */
  check(token: string, now: Date): Promise<TokenClaims | undefined>;
}

/** Options of {@link tokenIssuer}. */
export interface TokenIssuerOptions {
  secret: string;
  environment: EnvironmentName;
  ttlSeconds: number;
  /** 32 random bytes per call (the token id). */
  randomBytes: (size: number) => Uint8Array;
}

/** Longest token accepted for checking; ours are about 300 characters. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * Tokens whose signature and audience were verified, kept (subject and expiry) so that a
 * partner's next request does not pay the HMAC again (webcrypto, about a tenth of a shop's time).
 * Only verified tokens enter; expiry is checked on every request against the clock; a changed
 * character is another key and is verified afresh.
 */
const VERIFIED_TOKENS = 1024;

/** Creates the issuer of access tokens for one environment. */
export function tokenIssuer(options: TokenIssuerOptions): TokenIssuer {
  const { secret, environment, ttlSeconds } = options;
  const verified = new LRUCache<string, { sub: string; exp: number }>({ max: VERIFIED_TOKENS });
  return {
    async issue(clientId, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const jti = Buffer.from(options.randomBytes(32)).toString('base64url');
      const token = await sign({ sub: clientId, aud: environment, iat, exp: iat + ttlSeconds, jti }, secret, 'HS256');
      return { token, expiresIn: ttlSeconds };
    },
    async check(token, now) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      let claims = verified.get(token);
      if (!claims) {
        let payload: Record<string, unknown>;
        try {
          // exp, nbf and iat are checked below against the injected clock, not the wall clock.
          payload = await verify(token, secret, { alg: 'HS256', aud: environment, exp: false, nbf: false, iat: false });
        } catch {
          return undefined;
        }
        const { sub, exp } = payload;
        if (typeof sub !== 'string' || typeof exp !== 'number') return undefined;
        claims = { sub, exp };
        verified.set(token, claims);
      }
      if (claims.exp <= Math.floor(now.getTime() / 1000)) return undefined;
      return { clientId: claims.sub, environment, expiresAt: claims.exp };
    },
  };
}
