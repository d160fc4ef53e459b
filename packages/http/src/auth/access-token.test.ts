import { describe, expect, test } from 'vitest';
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
