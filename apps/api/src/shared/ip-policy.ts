import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Ordinary internet addresses in IPv6 are all inside 2000::/3; the rest is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** `[::1]` (a URL's hostname) or `::1` (a resolver's answer) → `::1`. */
export function bareAddress(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** An IPv6 address whose first 96 bits are zero: the deprecated IPv4-compatible form (`::127.0.0.1`). */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The special-purpose range an address belongs to (IANA's IPv4 and IPv6 special-purpose registries as
 * ipaddr.js names them: `loopback`, `private`, `linkLocal`, `uniqueLocal`, `multicast`, `reserved`,
 * `rfc6052` for NAT64, …), or null for an ordinary public unicast address. IPv4-mapped and
 * IPv4-compatible IPv6 spellings are always refused (no real site is reached that way), named after the
 * IPv4 range inside them when it is special. Not an IP address → `invalid`.
 */
export function specialRange(host: string): string | null {
  const text = bareAddress(host);
  if (isIP(text) === 0) return 'invalid';
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'ipv4Mapped' || (range === 'unicast' && isIpv4Compatible(v6))) {
    return specialRange(embeddedIpv4(v6).toString()) ?? 'ipv4Embedded';
  }
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'reserved';
}

/** True for addresses nobody outside may make us contact: everything but public unicast. */
export function isSpecialAddress(host: string): boolean {
  return specialRange(host) !== null;
}
