import { isIP } from 'node:net';

/**
 * Address parsing and classification for outgoing calls (outbound-http.ts). Every textual form is
 * reduced to bytes first, so `::ffff:127.0.0.1`, `::ffff:7f00:1`, `[::127.0.0.1]`, `64:ff9b::a00:1`,
 * `2002:a00:1::`, `fe80::1%eth0` and the decimal, octal and hex IPv4 forms that URLs and resolvers
 * accept all meet the same rule.
 */

/** 4 bytes for IPv4, 16 for IPv6; null when the text is not an IP address in any accepted form. */
export function parseIp(input: string): number[] | null {
  let text = input.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (text.includes(':')) return isIP(text) === 6 ? parseIpv6(text) : null;
  return parseIpv4Loose(text);
}

/**
 * IPv4 as inet_aton and the WHATWG URL parser read it: one to four parts, each decimal, octal (leading
 * 0) or hex (0x); the last part fills the remaining bytes (`127.1`, `2130706433`, `0x7f.0.0.1`).
 */
function parseIpv4Loose(text: string): number[] | null {
  if (!text) return null;
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((part) => part === '')) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  const bytes = [...values];
  for (let i = 4 - values.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

function parseIpv6(text: string): number[] | null {
  let head = text;
  let tailV4: number[] = [];
  const lastColon = head.lastIndexOf(':');
  if (head.slice(lastColon + 1).includes('.')) {
    const v4 = head.slice(lastColon + 1).split('.');
    if (v4.length !== 4 || v4.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
    tailV4 = v4.map(Number);
    head = head.slice(0, lastColon + 1) + '0:0';
  }
  const [left, right, ...rest] = head.split('::');
  if (rest.length) return null;
  const groups = (side: string | undefined) => (side ? side.split(':') : []);
  const leftGroups = groups(left);
  const rightGroups = groups(right);
  const missing = 8 - leftGroups.length - rightGroups.length;
  if (right === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...leftGroups, ...Array<string>(right === undefined ? 0 : missing).fill('0'), ...rightGroups];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const bytes = all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (tailV4.length) bytes.splice(12, 4, ...tailV4);
  return bytes;
}

export function formatIp(bytes: number[]): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(':');
}

type Range = [prefix: number[], bits: number, why: string];

const v4 = (text: string): number[] => text.split('.').map(Number);
const v6 = (text: string): number[] => parseIpv6(text)!;

/** IPv4 ranges that are not the public Internet (IANA special-purpose registry). */
const IPV4_SPECIAL: Range[] = [
  [v4('0.0.0.0'), 8, 'this network'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'carrier-grade NAT'],
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'link-local'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'IETF protocol assignments'],
  [v4('192.0.2.0'), 24, 'documentation'],
  [v4('192.31.196.0'), 24, 'AS112'],
  [v4('192.52.193.0'), 24, 'AMT'],
  [v4('192.88.99.0'), 24, '6to4 relay'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('192.175.48.0'), 24, 'AS112'],
  [v4('198.18.0.0'), 15, 'benchmarking'],
  [v4('198.51.100.0'), 24, 'documentation'],
  [v4('203.0.113.0'), 24, 'documentation'],
  [v4('224.0.0.0'), 4, 'multicast'],
  [v4('240.0.0.0'), 4, 'reserved'],
  [v4('255.255.255.255'), 32, 'broadcast'],
];

/** IPv6 ranges that embed an IPv4 address: the embedded address decides. */
const IPV6_EMBEDDING: [prefix: number[], bits: number, offset: number][] = [
  [v6('::ffff:0:0'), 96, 12], // IPv4-mapped
  [v6('::ffff:0:0:0'), 96, 12], // IPv4-translated (SIIT)
  [v6('64:ff9b::'), 96, 12], // NAT64, well-known prefix
  [v6('2002::'), 16, 2], // 6to4
];

/** IPv6 ranges that are not the public Internet; anything outside 2000::/3 is refused as well. */
const IPV6_SPECIAL: Range[] = [
  [v6('::'), 96, 'IPv4-compatible, loopback or unspecified'],
  [v6('64:ff9b:1::'), 48, 'local-use NAT64'],
  [v6('100::'), 64, 'discard-only'],
  [v6('2001::'), 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  [v6('2001:db8::'), 32, 'documentation'],
  [v6('3fff::'), 20, 'documentation'],
  [v6('5f00::'), 16, 'segment routing'],
  [v6('fc00::'), 7, 'unique-local'],
  [v6('fe80::'), 10, 'link-local'],
  [v6('fec0::'), 10, 'site-local'],
  [v6('ff00::'), 8, 'multicast'],
];

function inRange(bytes: number[], prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[byte] & mask) !== (prefix[byte] & mask)) return false;
  }
  return true;
}

/** Why an address is not on the public Internet (e.g. 'loopback'), or null for a public address. */
export function nonPublicReason(bytes: number[]): string | null {
  if (bytes.length === 4) return IPV4_SPECIAL.find(([prefix, bits]) => inRange(bytes, prefix, bits))?.[2] ?? null;
  for (const [prefix, bits, offset] of IPV6_EMBEDDING) {
    if (inRange(bytes, prefix, bits)) {
      const reason = nonPublicReason(bytes.slice(offset, offset + 4));
      return reason ? `${reason} (embedded in IPv6)` : null;
    }
  }
  const special = IPV6_SPECIAL.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  if (special) return special[2];
  return inRange(bytes, v6('2000::'), 3) ? null : 'reserved';
}

/**
 * The client a per-address limit counts: an IPv4 address (also when written IPv4-mapped, as dual-stack
 * servers report it), or the /64 an IPv6 address is in, since one host or site is usually given a whole
 * /64 and could otherwise take a new address per connection. Text that is no address counts as itself.
 */
export function clientAddressKey(address: string | null): string {
  const bytes = address ? parseIp(address) : null;
  if (!bytes) return address ?? 'unknown';
  if (bytes.length === 4) return formatIp(bytes);
  if (inRange(bytes, IPV6_EMBEDDING[0][0], 96)) return formatIp(bytes.slice(12));
  return `${formatIp([...bytes.slice(0, 8), 0, 0, 0, 0, 0, 0, 0, 0])}/64`;
}
