/**
 * A credential's version, as its access tokens carry it (claim `cv`): a digest of the stored
 * secret hash (salt and key), so a new secret (a rotation after a leak) makes every token
 * issued under the old one invalid at once, not only when it expires. One-way and keyless on
 * purpose: it names a stored hash, which itself reveals nothing of the secret.
 */
import { createHash } from 'node:crypto';
import type { SecretHash } from './secret-hash.js';

const versions = new WeakMap<SecretHash, string>();

/** 16 base64url characters naming `hash` (96 bits of SHA-256 over its salt and key). */
export function credentialVersionOf(hash: SecretHash): string {
  let version = versions.get(hash);
  if (version === undefined) {
    version = createHash('sha256').update(hash.salt).update(hash.key).digest().subarray(0, 12).toString('base64url');
    versions.set(hash, version);
  }
  return version;
}
