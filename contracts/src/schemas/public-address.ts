/**
 * Which addresses the server may send data to on an admin's word (docs/design.md#privacy-and-analytics): the
 * analytics endpoint must be https on a public address, never this machine, the practice's own network, a
 * link-local or cloud metadata address (169.254.169.254, fd00:ec2::254), multicast or a reserved range. Zod-free
 * and without Node modules, so the settings form in the browser and the server's sender share one rule.
 */
import { parseWebAddress } from './patterns.ts';

/** IPv4 ranges that are not the public internet (IANA special-purpose registry), as [first octets, prefix length]. */
const IPV4_NOT_PUBLIC: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IPv6 ranges inside 2000::/3 (the global unicast block) that are not public, as [address, prefix length]. */
const IPV6_GLOBAL_NOT_PUBLIC: readonly [string, number][] = [
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: names an IPv4 address of any kind
  ['3fff::', 20], // documentation
];

/** The four octets of a dotted IPv4 address, or null. */
function ipv4Octets(address: string): number[] | null {
  if (!/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return null;
  const octets = address.split('.').map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part allowed), or null. */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const octets = ipv4Octets(dotted[1]!);
    if (!octets) return null;
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    // Keep the colon before the IPv4 part only when it is half of a `::`.
    text = text.slice(0, dotted.index + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...head, ...rest].some((word) => !/^[0-9a-f]{1,4}$/.test(word))) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = new Array<number>(8 - given).fill(0);
  return [...head.map((w) => parseInt(w, 16)), ...zeros, ...rest.map((w) => parseInt(w, 16)), ...tail];
}

/** True when the first `bits` bits of two addresses (as octets or words of `width` bits) agree. */
function samePrefix(a: number[], b: number[], bits: number, width: number): boolean {
  for (let index = 0; bits > 0; index += 1, bits -= width) {
    const take = Math.min(bits, width);
    const mask = ((1 << take) - 1) << (width - take);
    if ((a[index]! & mask) !== (b[index]! & mask)) return false;
  }
  return true;
}

/** True when the dotted IPv4 `octets` are on the public internet. */
function publicIpv4(octets: number[]): boolean {
  return !IPV4_NOT_PUBLIC.some(([base, bits]) => samePrefix(octets, ipv4Octets(base)!, bits, 8));
}

/**
 * True when `address` (an IPv4 or IPv6 address, without brackets) is a public internet address: not loopback,
 * unspecified, private, carrier-grade NAT, link-local (cloud metadata at 169.254.169.254 included), unique
 * local (fd00:ec2::254 included), site-local, multicast, documentation or otherwise reserved. An IPv4-mapped or
 * NAT64 IPv6 address is judged by the IPv4 address it carries. Anything that is not an address is false.
 */
export function isPublicIpAddress(address: string): boolean {
  const octets = ipv4Octets(address);
  if (octets) return publicIpv4(octets);
  const words = ipv6Words(address.replace(/^\[|\]$/g, ''));
  if (!words) return false;
  const embedded = [words[6]! >> 8, words[6]! & 0xff, words[7]! >> 8, words[7]! & 0xff];
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) return publicIpv4(embedded);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0)) return publicIpv4(embedded);
  // Global unicast is 2000::/3; everything else (::1, ::, fc00::/7, fe80::/10, ff00::/8, …) is not public.
  if ((words[0]! & 0xe000) !== 0x2000) return false;
  return !IPV6_GLOBAL_NOT_PUBLIC.some(([base, bits]) => samePrefix(words, ipv6Words(base)!, bits, 16));
}

/** Names that never leave the machine or the local network, whatever a resolver says of them. */
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|internal|lan|home\.arpa|localdomain)\.?$/i;

/** The message the settings form shows for an analytics endpoint that breaks the rule. */
export const ANALYTICS_ENDPOINT_MESSAGE =
  'Enter one https:// address on the public internet (not this machine or a private network), or leave it blank.';

/**
 * The analytics endpoint `value` as a URL when it may be saved: one https address (parseWebAddress) whose host
 * is a public IP address (isPublicIpAddress) or a name with a dot that is not local by its ending (`localhost`,
 * `.local`, `.internal`, `.lan`, `.home.arpa`, `.localdomain`); else null. A name's addresses are checked when
 * the server resolves it before each send, since they may change after the save.
 */
export function parseAnalyticsEndpoint(value: string): URL | null {
  const url = parseWebAddress(value, { httpsOnly: true });
  if (!url) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipv4Octets(host) || host.includes(':')) return isPublicIpAddress(host) ? url : null;
  const name = host.replace(/\.$/, '');
  return name.includes('.') && !LOCAL_NAME.test(name) ? url : null;
}
