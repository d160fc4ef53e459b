import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { CredentialsFileError, credentialsFrom, DEMO_CREDENTIALS_FILE, loadCredentials } from './credentials.js';
import { hashSecret, parseSecretHash } from './auth/secret-hash.js';

const entry = async (overrides: Record<string, unknown> = {}) => ({
  clientId: 'acme',
  secretHash: await hashSecret('acme-secret'),
  partnerId: 7,
  permissions: ['shop'],
  environment: 'staging',
  ...overrides,
});

describe('credentials', () => {
  test('the demo file holds demo-partner / demo-secret with every permission, hashed', async () => {
    const credentials = await loadCredentials(DEMO_CREDENTIALS_FILE);
    const demo = await credentials.authenticate('demo-partner', 'demo-secret');
    expect(demo).toMatchObject({ clientId: 'demo-partner', environment: 'staging', partnerId: 1001 });
    expect([...(demo?.permissions ?? [])]).toEqual(['shop', 'book', 'hold', 'whoami']);
    expect(await readFile(DEMO_CREDENTIALS_FILE, 'utf8')).not.toContain('demo-secret');
  });

  test('a wrong secret or an unknown client id authenticates nobody', async () => {
    const credentials = credentialsFrom({ credentials: [await entry()] }, 'test');
    expect(await credentials.authenticate('acme', 'acme-secret')).toBeDefined();
    expect(await credentials.authenticate('acme', 'acme-secreT')).toBeUndefined();
    expect(await credentials.authenticate('nobody', 'acme-secret')).toBeUndefined();
  });

  test.each([
    [{ permissions: ['shop', 'admin'] }, 'credentials[0].permissions'],
    [{ secretHash: 'plain-text' }, 'credentials[0].secretHash'],
    [{ partnerId: -1 }, 'credentials[0].partnerId'],
    [{ environment: 'dev' }, 'credentials[0].environment'],
    [{ displayRateType: 'lowest' }, 'credentials[0].displayRateType'],
    [{ clientId: 'has space' }, 'credentials[0].clientId'],
  ])('a bad entry %j is refused naming the file and %s', async (overrides, field) => {
    const json = { credentials: [await entry(overrides)] };
    expect(() => credentialsFrom(json, 'creds.json')).toThrow(CredentialsFileError);
    expect(() => credentialsFrom(json, 'creds.json')).toThrow(`creds.json: ${field}`);
  });

  test('duplicate client ids are refused', async () => {
    const one = await entry();
    expect(() => credentialsFrom({ credentials: [one, one] }, 'creds.json')).toThrow('credentials[1].clientId: duplicate acme');
  });

  test('stored hashes are scrypt with a random salt: the same secret never hashes the same twice', async () => {
    const [a, b] = [await hashSecret('same'), await hashSecret('same')];
    expect(a).not.toBe(b);
    expect(parseSecretHash(a)).toMatchObject({ N: 16384, r: 8, p: 1 });
  });
});
