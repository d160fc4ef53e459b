/**
 * Access tokens: JWTs signed with HMAC-SHA256 (hono/jwt) under the adapter's TOKEN_SECRET.
 * Being signed, a token issued by one adapter process is accepted by every process that shares
 * the secret (the scale-out recipe) and none is stored anywhere. The audience is exactly the
 * environment, so a staging token is refused in production; `jti` is 256 random bits, so no two
 * tokens are alike; expiry, `iat` and `nbf` are checked against the injected clock, the lifetime
 * may not exceed TOKEN_TTL, and only the canonical encoding of a signature is accepted.
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
  /** The credential version the token was issued under (`cv`), when it carries one. */
  credentialVersion?: string;
}

/** Issues and checks access tokens. */
export interface TokenIssuer {
  /** A new token; with `credentialVersion` (see credential-version.ts) it is valid only while the credential keeps that secret. */
  issue(clientId: string, now: Date, credentialVersion?: string): Promise<{ token: string; expiresIn: number }>;
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

/** Clock skew allowed between processes for `iat` and `nbf` in the future, seconds. */
export const CLOCK_LEEWAY_SECONDS = 30;

/** What a verified token keeps for later requests. */
interface VerifiedClaims {
  sub: string;
  exp: number;
  cv?: string;
}

/**
 * The claims of a verified payload, or undefined when they break a rule: `sub` a string; `aud`
 * exactly the environment (a string: an array, even of the environment alone, is refused);
 * `iat` a number, not in the future beyond the leeway; `cv`, when present, a string; `nbf`, when present, likewise; `exp` after
 * `iat` by at most the configured lifetime.
 */
function acceptedClaims(payload: Record<string, unknown>, environment: EnvironmentName, ttlSeconds: number, nowSeconds: number): VerifiedClaims | undefined {
  const { sub, aud, iat, nbf, exp, cv } = payload;
  if (typeof sub !== 'string' || aud !== environment || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  if (cv !== undefined && typeof cv !== 'string') return undefined;
  if (iat > nowSeconds + CLOCK_LEEWAY_SECONDS) return undefined;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds + CLOCK_LEEWAY_SECONDS)) return undefined;
  if (exp - iat > ttlSeconds || exp <= iat) return undefined;
  return { sub, exp, ...(cv !== undefined ? { cv } : {}) };
}

/**
 * Whether the signature part is in the one canonical base64url form (no padding, no unused bits
 * set in the last character): other spellings decode to the same bytes and would pass HMAC.
 */
function canonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return /^[A-Za-z0-9_-]+$/.test(signature) && Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

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
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS });
  return {
    async issue(clientId, now, credentialVersion) {
      const iat = Math.floor(now.getTime() / 1000);
      const jti = Buffer.from(options.randomBytes(32)).toString('base64url');
      const token = await sign({ sub: clientId, aud: environment, iat, exp: iat + ttlSeconds, jti, ...(credentialVersion !== undefined ? { cv: credentialVersion } : {}) }, secret, 'HS256');
      return { token, expiresIn: ttlSeconds };
    },
    async check(token, now) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const nowSeconds = Math.floor(now.getTime() / 1000);
      let claims = verified.get(token);
      if (!claims) {
        if (!canonicalSignature(token)) return undefined;
        let payload: Record<string, unknown>;
        try {
          // aud, exp, nbf and iat are checked by acceptedClaims against the injected clock.
          payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
        } catch {
          return undefined;
        }
        claims = acceptedClaims(payload, environment, ttlSeconds, nowSeconds);
        if (!claims) return undefined;
        verified.set(token, claims);
      }
      if (claims.exp <= nowSeconds) return undefined;
      return { clientId: claims.sub, environment, expiresAt: claims.exp, ...(claims.cv !== undefined ? { credentialVersion: claims.cv } : {}) };
    },
  };
}
