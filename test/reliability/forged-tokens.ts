/**
 * Access tokens the adapter must refuse although they look right: the same claims signed with
 * another key, or not signed at all (`alg: none`). Built by hand (HS256 JWT) so nothing of the
 * adapter's own signing code is trusted.
 */
import { createHmac } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(clientId: string, environment: string, lifetimeSeconds: number) {
  const iat = Math.floor(Date.now() / 1000);
  return { sub: clientId, aud: environment, iat, exp: iat + lifetimeSeconds, jti: 'forged' };
}

/** An HS256 token for `clientId` signed with `secret`. */
export function signedToken(clientId: string, secret: string, environment = 'staging', lifetimeSeconds = 1800): string {
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims(clientId, environment, lifetimeSeconds))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An `alg: none` token for `clientId` (empty signature). */
export function unsignedToken(clientId: string, environment = 'staging'): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims(clientId, environment, 1800))}.`;
}
