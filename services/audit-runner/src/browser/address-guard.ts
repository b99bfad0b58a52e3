// Keeps audits from reaching the worker's own network: a user-supplied link (or any request the
// page makes) must not be able to probe loopback services, the private LAN or a cloud metadata
// endpoint and bring the answer back in a screenshot or text sample.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { HostResolverMapper } from './host-resolver-rules';

import { classifyAddress, isBlockedAddress, type AddressClass } from '@tracklight/platform';

export { classifyAddress, isBlockedAddress, type AddressClass };

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
