/**
 * Client secrets are stored as scrypt hashes (node:crypto) with a random salt and compared in
 * constant time. Format: `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 } as const;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

/** Hashes a client secret for a credentials file. */
export async function hashSecret(secret: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { N, r, p } = DEFAULT_COST;
  const key = await derive(secret, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parsed form of a stored hash; undefined when the text is not one. */
export interface SecretHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Parses `scrypt$N$r$p$salt$hash`; undefined when malformed. */
export function parseSecretHash(text: string): SecretHash | undefined {
  const match = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{40,})$/.exec(text);
  if (!match) return undefined;
  const [, N, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const n = Number(N);
  if (n < 2 || (n & (n - 1)) !== 0) return undefined;
  return { N: n, r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** True when `secret` matches the stored hash; the final comparison is constant-time. */
export async function verifySecret(secret: string, hash: SecretHash): Promise<boolean> {
  const key = await derive(secret, hash.salt, { N: hash.N, r: hash.r, p: hash.p });
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}
