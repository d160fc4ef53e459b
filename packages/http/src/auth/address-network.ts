/**
 * The network a source address stands for in the failed-token-attempt limit: an IPv4 address
 * itself, an IPv6 address its /64. One IPv6 host is routinely given a whole /64 (SLAAC, a
 * provider's customer prefix), so an attacker owning one can send every attempt from a new
 * address: counted per address, the per-address limit never applied to it.
 */
import { isIP } from 'node:net';

/** The 8 groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups); undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return undefined;
  const left = head === '' ? [] : (head as string).split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((g) => Number.parseInt(g, 16));
}

/**
 * `198.51.100.7` as itself; `2001:db8:1:2:a:b:c:d` (any spelling of it) as `2001:db8:1:2::/64`.
 * Anything else (a name, junk) is returned as it is.
 */
export function addressNetwork(address: string): string {
  if (isIP(address.replace(/%.*$/, '')) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
