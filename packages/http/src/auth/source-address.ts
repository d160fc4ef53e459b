/**
 * The source address of a request (DESIGN section 6): the socket peer, or, when the peer is a
 * configured trusted proxy, the X-Forwarded-For entry that proxy added (the last one). With a
 * chain of trusted proxies the entries they added are skipped from the right, so the source is
 * the first address no trusted proxy vouches for. Entries a client wrote itself (to the left) are
 * never believed. The failed-token-attempt limit counts per source address.
 */
import { BlockList, isIP } from 'node:net';

/** Trusted proxies (TRUSTED_PROXIES): addresses and CIDR ranges, IPv4 or IPv6. */
export type TrustedProxies = readonly string[];

/**
 * Reads TRUSTED_PROXIES: comma-separated addresses (`10.0.0.5`) or CIDR ranges (`10.0.0.0/8`,
 * `fd00::/8`); empty means none.
 */
export function parseTrustedProxies(text: string): { ok: true; value: string[] } | { ok: false; problem: string } {
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits))) {
      return { ok: false, problem: `${JSON.stringify(entry)} is not an IP address or CIDR range (expected e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8)` };
    }
  }
  return { ok: true, value: entries };
}

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack socket) as `127.0.0.1`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

/** Tells whether an address is a trusted proxy. */
export function trustedProxyMatcher(proxies: TrustedProxies): (address: string) => boolean {
  if (proxies.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The source address of a request from `peer` carrying `forwardedFor` (the X-Forwarded-For
 * header, when sent). Without trusted proxies, or from a peer that is not one, the peer itself.
 */
export function sourceAddress(peer: string, forwardedFor: string | undefined, isTrusted: (address: string) => boolean): string {
  let source = plainAddress(peer);
  if (!isTrusted(source) || forwardedFor === undefined) return source;
  const hops = forwardedFor.split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (isIP(hop) === 0) return source; // junk: believe no further than the last trusted hop
    source = hop;
    if (!isTrusted(hop)) return source;
  }
  return source;
}
