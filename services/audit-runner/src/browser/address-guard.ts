// Keeps audits from reaching the worker's own network: a user-supplied link (or any request the
// page makes) must not be able to probe loopback services, the private LAN or a cloud metadata
// endpoint and bring the answer back in a screenshot or text sample.
// The guard resolves each host once per audit and returns the address it judged; the egress proxy
// (egress-proxy.ts) connects to exactly that address, so a DNS answer that changes later
// (rebinding) cannot switch the connection to an internal one.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { HostResolverMapper } from './host-resolver-rules';

import { classifyAddress, isBlockedAddress, type AddressClass } from '@tracklight/platform';

export { classifyAddress, isBlockedAddress, type AddressClass };

export interface HostVerdict {
  blocked: boolean;
  /** The address to connect to, or the offending one (or the host itself for names local by definition). */
  address: string | null;
  reason: AddressClass | 'unresolved' | null;
  /** A port named by a resolver rule (the sandbox's), which replaces the request's port. */
  port?: number | null;
}

export type LookupAll = (hostname: string) => Promise<string[]>;

const defaultLookup: LookupAll = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface AddressGuardOptions {
  /**
   * Lets the targets named by the resolver rules be internal (sandbox and tests only): the rule is
   * the explicit configuration of the one internal target allowed. DNS answers, IP literals and
   * local names stay judged.
   */
  trustMappedTargets?: boolean;
}

/**
 * Decides per host whether the browser may talk to it. One instance per audit: verdicts are cached
 * so a host costs one lookup per audit, and every connection to it goes to the same judged address.
 */
export class AddressGuard {
  private readonly cache = new Map<string, Promise<HostVerdict>>();

  constructor(
    private readonly mapper: HostResolverMapper | null = null,
    private readonly lookup: LookupAll = defaultLookup,
    private readonly options: AddressGuardOptions = {},
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
    const key = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    let verdict = this.cache.get(key);
    if (!verdict) {
      verdict = this.decide(key);
      this.cache.set(key, verdict);
    }
    return verdict;
  }

  /**
   * Where a configured endpoint (an upstream proxy from the settings) is dialled: the resolver
   * rules apply to its name as to any other (the sandbox's proxies are sandbox hosts), but it is
   * not judged: the operator chose it, and it may well sit on the private network.
   */
  configuredEndpoint(hostname: string, port: number): { host: string; port: number } {
    const mapped = this.mapper?.map(hostname) ?? null;
    if (!mapped || mapped === 'NOTFOUND') return { host: hostname, port };
    return { host: mapped.host, port: mapped.port ?? port };
  }

  private async decide(hostname: string): Promise<HostVerdict> {
    const mapped = this.mapper?.map(hostname) ?? null;
    if (mapped === 'NOTFOUND') return { blocked: false, address: null, reason: 'unresolved' };
    if (mapped) return this.decideMapped(mapped.host, mapped.port);
    if (isIP(hostname)) return verdictFor([hostname]);
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
      return { blocked: true, address: hostname, reason: 'loopback' };
    }
    if (hostname === 'metadata.google.internal' || hostname === 'metadata') {
      return { blocked: true, address: hostname, reason: 'metadata' };
    }
    let addresses: string[];
    try {
      addresses = await this.lookup(hostname);
    } catch {
      return { blocked: false, address: null, reason: 'unresolved' };
    }
    if (addresses.length === 0) return { blocked: false, address: null, reason: 'unresolved' };
    return verdictFor(addresses);
  }

  private async decideMapped(host: string, port: number | null): Promise<HostVerdict> {
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await this.lookup(host);
    } catch {
      return { blocked: false, address: null, reason: 'unresolved', port };
    }
    if (this.options.trustMappedTargets && addresses.length > 0) {
      return { blocked: false, address: addresses[0], reason: null, port };
    }
    return { ...verdictFor(addresses), port };
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

/**
 * A URL whose host is local as written (an internal IP literal, localhost): refused in the browser
 * at once. Chromium's Local Network Access check would otherwise hold such a request from a page
 * it sees as public waiting for a permission no one can give, and the page's load never ends.
 * Not the boundary (the egress proxy is: names, redirects), only a fast answer.
 */
export function isLocalAsWritten(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && classifyAddress(host) !== 'public';
}
