// What kind of network an IP address belongs to: the check that keeps a user-supplied address
// (an audited link, a webhook) from reaching loopback services, the private LAN or a cloud
// metadata endpoint. Pure; the audit browser's AddressGuard and the webhook sender resolve names
// and ask this.
import { BlockList, isIP } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

function list(entries: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const blockList = new BlockList();
  for (const [network, prefix, type] of entries) blockList.addSubnet(network, prefix, type);
  return blockList;
}

// Checked in this order: metadata addresses sit inside link-local and private ranges.
const CLASSES: Array<[Exclude<AddressClass, 'public'>, BlockList]> = [
  [
    'metadata',
    list([
      ['169.254.169.254', 32, 'ipv4'], // AWS, GCP, Azure IMDS, OpenStack
      ['169.254.170.2', 32, 'ipv4'], // ECS task metadata
      ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud
      ['168.63.129.16', 32, 'ipv4'], // Azure wire server
      ['fd00:ec2::254', 128, 'ipv6'], // AWS IMDS over IPv6
    ]),
  ],
  [
    'unspecified',
    list([
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ]),
  ],
  [
    'loopback',
    list([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
  ],
  [
    'private',
    list([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT, often the cluster network
      ['198.18.0.0', 15, 'ipv4'], // benchmarking, used by some container networks
      ['fc00::', 7, 'ipv6'], // unique local
    ]),
  ],
  [
    'link-local',
    list([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
  ],
  [
    'multicast',
    list([
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ]),
  ],
  [
    'reserved',
    list([
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'], // includes 255.255.255.255
      ['2001:db8::', 32, 'ipv6'],
      ['100::', 64, 'ipv6'], // discard-only
    ]),
  ],
];

/** IPv4 embedded in IPv4-mapped (::ffff:a.b.c.d / ::ffff:xxxx:xxxx) or NAT64 (64:ff9b::/96) IPv6. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:|64:ff9b::)(.+)$/.exec(lower);
  if (!match) return null;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!hex) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Classifies an IP literal. Anything that is not a valid IP is 'reserved' (never trusted). */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const embedded = embeddedIpv4(bare);
  if (embedded) return classifyAddress(embedded);
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [cls, blockList] of CLASSES) {
    if (blockList.check(bare, type)) return cls;
  }
  return 'public';
}

export function isBlockedAddress(address: string): boolean {
  return classifyAddress(address) !== 'public';
}

