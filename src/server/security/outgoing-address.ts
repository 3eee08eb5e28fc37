import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Outgoing requests to addresses a person typed (ntfy topics, webhooks) must not reach inside
// the server's network (decision 041): loopback, link-local (169.254.169.254, the clouds'
// metadata service), private, carrier-grade NAT, unique-local, multicast and reserved ranges,
// IPv4 and IPv6. The check runs on the addresses a name resolves to, inside the connection's
// own `lookup`, so the address checked is the address connected to (no DNS rebinding between
// a check and the connection).

const refused = new BlockList();
const ipv4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
for (const [net, prefix] of ipv4) refused.addSubnet(net, prefix, 'ipv4');
const ipv6: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: an IPv4 address in disguise
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address in disguise
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of ipv6) refused.addSubnet(net, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits: judged as that address. */
function nat64Inner(address: string): string | undefined {
  const m = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address);
  if (!m) return undefined;
  if (m[3]) return m[3];
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export type AddressPolicy = { allowLoopback: boolean };

/** True when an IP address (v4 or v6, any spelling Node reads) may be called. */
export function isCallableAddress(address: string, policy: AddressPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(bare);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLoopback && loopback.check(bare, type)) return true;
  const inner = family === 6 ? nat64Inner(bare) : undefined;
  if (inner !== undefined) return isCallableAddress(inner, policy);
  // BlockList judges IPv4-mapped IPv6 (::ffff:127.0.0.1) by the IPv4 rules.
  return !refused.check(bare, type);
}

class RefusedAddressError extends Error {
  constructor() {
    super('refused: the address is inside a private network');
    this.name = 'RefusedAddressError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request / net.connect: resolves as usual, then refuses the connection
 * when any address of the name may not be called (a name with one public and one private
 * address is refused: the connection could be steered to either).
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      if (addresses.length === 0 || addresses.some((a) => !isCallableAddress(a.address, policy))) return callback(new RefusedAddressError(), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The host of a URL as a connection sees it: brackets off an IPv6 literal, lower case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Whether a URL may be called, judged now (a save-time check; the connection checks again).
 * A name that does not resolve is not refused here: it fails when it is called.
 */
export async function isCallableUrl(url: URL, policy: AddressPolicy & { allowHosts: readonly string[] }): Promise<boolean> {
  const host = hostOf(url);
  if (policy.allowHosts.includes(host.replace(/\.$/, ''))) return true;
  if (isIP(host)) return isCallableAddress(host, policy);
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.every((a) => isCallableAddress(a.address, policy));
  } catch {
    return true;
  }
}
