/**
 * Client secrets are stored hashed and compared in constant time: the code paths, watched through
 * node:crypto. Every authentication, whatever the client id and secret, derives one scrypt key
 * and compares it with timingSafeEqual on buffers of equal length (an unknown client id against
 * a decoy hash), so neither the outcome nor the caller's input changes the work done.
 */
import * as crypto from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { credentialsFrom } from '../../packages/http/src/credentials.js';
import { hashSecret, parseSecretHash } from '../../packages/http/src/auth/secret-hash.js';
import { secretOf, testCredentialsJson, TEST_CREDENTIALS } from '../../packages/http/src/testing/test-app.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt), timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describe('client secrets', () => {
  test('the credentials file holds scrypt hashes with a random salt, never a secret', async () => {
    const file = JSON.stringify(await testCredentialsJson());
    for (const credential of TEST_CREDENTIALS) expect(file).not.toContain(secretOf(credential.clientId));
    const hashes = (JSON.parse(file) as { credentials: { secretHash: string }[] }).credentials.map((c) => c.secretHash);
    for (const hash of hashes) expect(parseSecretHash(hash)).toMatchObject({ N: 16_384, r: 8, p: 1 });
    const [a, b] = await Promise.all([hashSecret('same secret'), hashSecret('same secret')]);
    expect(a).not.toBe(b);
  });

  test('every attempt, right or wrong, known or unknown client, costs one scrypt and one constant-time comparison of equal lengths', async () => {
    const credentials = credentialsFrom(await testCredentialsJson(), 'test credentials');
    const scrypt = vi.mocked(crypto.scrypt);
    const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);
    const attempts: [string, string, boolean][] = [
      ['booker', secretOf('booker'), true],
      ['booker', secretOf('bookes'), false],
      ['booker', 'x', false],
      ['booker', 'x'.repeat(10_000), false],
      ['booker', '', false],
      ['nobody', secretOf('booker'), false],
      ['nobody', '', false],
    ];
    for (const [clientId, secret, accepted] of attempts) {
      scrypt.mockClear();
      timingSafeEqual.mockClear();
      const result = await credentials.authenticate(clientId, secret);
      expect(result?.clientId).toBe(accepted ? clientId : undefined);
      expect(scrypt).toHaveBeenCalledTimes(1);
      expect(timingSafeEqual).toHaveBeenCalledTimes(1);
      const [left, right] = timingSafeEqual.mock.calls[0] as [Buffer, Buffer];
      expect(left.length).toBe(32);
      expect(right.length).toBe(32);
    }
  }, 60_000);
});
