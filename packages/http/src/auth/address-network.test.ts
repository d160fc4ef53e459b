import { expect, test } from 'vitest';
import { addressNetwork } from './address-network.js';

test('IPv4 addresses stand for themselves', () => {
  expect(addressNetwork('198.51.100.7')).toBe('198.51.100.7');
  expect(addressNetwork('127.0.0.1')).toBe('127.0.0.1');
});

test('an IPv6 address stands for its /64, whatever its spelling', () => {
  const net = '2001:db8:1:2::/64';
  for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:0009', '2001:DB8:1:2::abcd', '2001:db8:1:2::1%eth0', '2001:db8:1:2::198.51.100.7']) {
    expect(addressNetwork(address)).toBe(net);
  }
  expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  expect(addressNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
});

test('what is no IP address is left as it is', () => {
  expect(addressNetwork('unknown')).toBe('unknown');
  expect(addressNetwork('')).toBe('');
});
