import { describe, expect, test } from 'vitest';
import { parseTrustedProxies, sourceAddress, trustedProxyMatcher } from './source-address.js';

describe('source address', () => {
  const none = trustedProxyMatcher([]);
  const lb = trustedProxyMatcher(['10.0.0.5', '172.16.0.0/12', 'fd00::/8']);

  test('without trusted proxies the peer is the source, whatever X-Forwarded-For says', () => {
    expect(sourceAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(sourceAddress('::ffff:127.0.0.2', undefined, none)).toBe('127.0.0.2');
  });

  test('attack: a client that is not a trusted proxy cannot choose its address by X-Forwarded-For', () => {
    expect(sourceAddress('198.51.100.7', '10.0.0.5, 203.0.113.1', lb)).toBe('198.51.100.7');
  });

  test('behind a trusted proxy the source is the entry the proxy added (the last), not what the client wrote', () => {
    expect(sourceAddress('10.0.0.5', '203.0.113.1', lb)).toBe('203.0.113.1');
    expect(sourceAddress('10.0.0.5', '1.2.3.4, 203.0.113.1', lb)).toBe('203.0.113.1');
    expect(sourceAddress('::ffff:10.0.0.5', '203.0.113.1', lb)).toBe('203.0.113.1');
  });

  test('a chain of trusted proxies is skipped from the right', () => {
    expect(sourceAddress('10.0.0.5', '1.2.3.4, 203.0.113.1, 172.16.4.4', lb)).toBe('203.0.113.1');
    expect(sourceAddress('fd00::1', '2001:db8::9', lb)).toBe('2001:db8::9');
  });

  test('a trusted proxy without X-Forwarded-For is the source itself', () => {
    expect(sourceAddress('10.0.0.5', undefined, lb)).toBe('10.0.0.5');
  });

  test('TRUSTED_PROXIES takes addresses and CIDR ranges and names a bad entry', () => {
    expect(parseTrustedProxies('')).toEqual({ ok: true, value: [] });
    expect(parseTrustedProxies('10.0.0.5, 10.0.0.0/8,fd00::/8')).toEqual({ ok: true, value: ['10.0.0.5', '10.0.0.0/8', 'fd00::/8'] });
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.300']) {
      expect(parseTrustedProxies(bad)).toMatchObject({ ok: false, problem: expect.stringContaining(bad) });
    }
  });
});
