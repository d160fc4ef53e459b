import { describe, expect, test } from 'vitest';
import { createHmac } from 'node:crypto';
import { tokenIssuer } from './access-token.js';

const issuer = () => tokenIssuer({ secret: 's'.repeat(40), environment: 'staging', ttlSeconds: 60, randomBytes: (n) => new Uint8Array(n).fill(7) });
const T0 = new Date('2026-06-01T00:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('token check with the verified-token memo', () => {
  test('a token checked before is still refused once it expires on the clock', async () => {
    const tokens = issuer();
    const { token } = await tokens.issue('acme', T0);
    expect(await tokens.check(token, at(1))).toEqual({ clientId: 'acme', environment: 'staging', expiresAt: Math.floor(T0.getTime() / 1000) + 60 });
    expect(await tokens.check(token, at(59))).toMatchObject({ clientId: 'acme' });
    expect(await tokens.check(token, at(60))).toBeUndefined();
  });

  test('a token that differs from a verified one in any character is verified afresh and refused', async () => {
    const tokens = issuer();
    const { token } = await tokens.issue('acme', T0);
    expect(await tokens.check(token, at(1))).toBeDefined();
    const signatureStart = token.lastIndexOf('.') + 1;
    for (const i of [0, token.indexOf('.') + 2, signatureStart, token.length - 2]) {
      const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(await tokens.check(changed, at(1))).toBeUndefined();
    }
    const other = tokenIssuer({ secret: 'x'.repeat(40), environment: 'staging', ttlSeconds: 60, randomBytes: (n) => new Uint8Array(n).fill(7) });
    expect(await other.check(token, at(1))).toBeUndefined();
  });
});

describe('attack: tokens signed with the right key but bending the rules are refused', () => {
  const SECRET = 's'.repeat(40);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (claims: object) => {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
  };
  const now = Math.floor(T0.getTime() / 1000);
  const good = { sub: 'acme', aud: 'staging', iat: now, exp: now + 60, jti: 'x' };

  test('the hand-signed token with the issuer\'s rules is accepted (the refusals below are about the rule)', async () => {
    expect(await issuer().check(sign(good), T0)).toMatchObject({ clientId: 'acme' });
    expect(await issuer().check(sign({ ...good, iat: now + 25, nbf: now + 25, exp: now + 80 }), T0)).toMatchObject({ clientId: 'acme' });
    expect(await issuer().check(sign({ ...good, cv: 'v1' }), T0)).toMatchObject({ clientId: 'acme', credentialVersion: 'v1' });
  });

  test.each([
    ['aud an array holding the environment', { aud: ['staging'] }],
    ['aud an array of both environments', { aud: ['production', 'staging'] }],
    ['aud missing', { aud: undefined }],
    ['iat in the future beyond the leeway', { iat: now + 120, exp: now + 150 }],
    ['iat missing', { iat: undefined }],
    ['nbf in the future beyond the leeway', { nbf: now + 120 }],
    ['nbf not a number', { nbf: 'soon' }],
    ['a lifetime longer than TOKEN_TTL', { exp: now + 61 }],
    ['a lifetime of years', { exp: now + 10 * 365 * 86_400 }],
    ['exp before iat', { exp: now - 1 }],
    ['a credential version that is not a string', { cv: 7 }],
  ])('%s', async (_rule, change) => {
    expect(await issuer().check(sign({ ...good, ...change }), T0)).toBeUndefined();
  });

  test('only the canonical encoding of the signature: padding, or other bits in the last character, are refused', async () => {
    const token = sign(good);
    expect(await issuer().check(token, T0)).toBeDefined();
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const head = token.slice(0, token.lastIndexOf('.') + 1);
    // 32 bytes = 43 characters: the last one carries 4 bits and 2 unused ones.
    const last = signature.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] as string;
    expect(Buffer.from(signature.slice(0, -1) + sibling, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const variant of [`${signature}=`, signature.slice(0, -1) + sibling, Buffer.from(signature, 'base64url').toString('base64')]) {
      expect(await issuer().check(head + variant, T0)).toBeUndefined();
    }
  });
});
