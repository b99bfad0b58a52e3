// Keeps audits from reaching the worker's own network: a user-supplied link (or any request the
// page makes) must not be able to probe loopback services, the private LAN or a cloud metadata
// endpoint and bring the answer back in a screenshot or text sample.
import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { HostResolverMapper } from './host-resolver-rules';

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

export interface HostVerdict {
  blocked: boolean;
  /** The offending address, or the host itself for names that are local by definition. */
  address: string | null;
  reason: AddressClass | 'unresolved' | null;
}

export type LookupAll = (hostname: string) => Promise<string[]>;

const defaultLookup: LookupAll = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Decides per host whether the browser may talk to it. One instance per audit: verdicts are cached
 * so the route handler costs one lookup per host, not per request.
 *
 * Limits: Chromium resolves names itself after we allow them, so a DNS answer that changes between
 * our lookup and Chromium's (rebinding) is not caught; production workers should also sit behind an
 * egress policy that drops private and metadata destinations.
 */
export class AddressGuard {
  private readonly cache = new Map<string, Promise<HostVerdict>>();

  constructor(
    private readonly mapper: HostResolverMapper | null = null,
    private readonly lookup: LookupAll = defaultLookup,
  ) {}

  checkUrl(url: string): Promise<HostVerdict> {
    let hostname: string;
    try {
      hostname = new URL(url).hostname;
    } catch {
      return Promise.resolve({ blocked: true, address: null, reason: 'reserved' });
    }
    return this.checkHost(hostname);
  }

  checkHost(hostname: string): Promise<HostVerdict> {
    const key = hostname.toLowerCase();
    let verdict = this.cache.get(key);
    if (!verdict) {
      verdict = this.decide(key);
      this.cache.set(key, verdict);
    }
    return verdict;
  }

  private async decide(hostname: string): Promise<HostVerdict> {
    // Chromium applies --host-resolver-rules before DNS: judge the address it will really use.
    const target = this.mapper?.map(hostname) ?? hostname;
    const bare = target.replace(/^\[|\]$/g, '');
    if (isIP(bare)) return verdictFor([bare]);
    if (bare === 'localhost' || bare.endsWith('.localhost')) {
      return { blocked: true, address: bare, reason: 'loopback' };
    }
    if (bare === 'metadata.google.internal' || bare === 'metadata') {
      return { blocked: true, address: bare, reason: 'metadata' };
    }
    let addresses: string[];
    try {
      addresses = await this.lookup(bare);
    } catch {
      // Not resolvable here: the browser will fail with a DNS error of its own (or a proxy resolves it).
      return { blocked: false, address: null, reason: 'unresolved' };
    }
    return verdictFor(addresses);
  }
}

function verdictFor(addresses: string[]): HostVerdict {
  // Any private answer blocks the host: round-robin answers must not smuggle one in.
  for (const address of addresses) {
    const cls = classifyAddress(address);
    if (cls !== 'public') return { blocked: true, address, reason: cls };
  }
  return { blocked: false, address: addresses[0] ?? null, reason: null };
}
