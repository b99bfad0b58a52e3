// A reading of Chromium's --host-resolver-rules syntax, applied by the audit egress proxy (never
// given to Chromium any more): the sandbox maps its host names to 127.0.0.1:<port>, and only those
// explicitly mapped targets may be internal when AUDIT_ALLOW_PRIVATE_NETWORKS is on.
// Semantics as in Chromium (net/base/host_mapping_rules.cc): EXCLUDE rules win over every MAP rule;
// among MAP rules the first match wins; patterns are globs with * and ?.
import { isIP } from 'node:net';

interface MapRule {
  pattern: RegExp;
  replacement: string;
}

/** Where a mapped name goes: a host (IP or name) and, when the rule names one, a port. */
export interface MappedTarget {
  host: string;
  port: number | null;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.toLowerCase().replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
}

/** Splits a replacement into host and optional port, keeping bracketed IPv6 literals intact. */
function replacementTarget(replacement: string): MappedTarget {
  if (replacement.startsWith('[')) {
    const end = replacement.indexOf(']');
    const port = /^:(\d+)$/.exec(replacement.slice(end + 1))?.[1];
    return { host: replacement.slice(1, end), port: port ? Number(port) : null };
  }
  const colons = replacement.split(':').length - 1;
  if (colons !== 1) return { host: replacement, port: null };
  const [host, port] = replacement.split(':');
  return { host, port: Number(port) || null };
}

export class HostResolverMapper {
  private readonly maps: MapRule[] = [];
  private readonly excludes: RegExp[] = [];

  constructor(rules: string) {
    for (const raw of rules.split(',')) {
      const parts = raw.trim().split(/\s+/);
      const verb = parts[0]?.toUpperCase();
      if (verb === 'MAP' && parts.length >= 3) {
        this.maps.push({ pattern: globToRegExp(parts[1]), replacement: parts[2] });
      } else if (verb === 'EXCLUDE' && parts.length >= 2) {
        this.excludes.push(globToRegExp(parts[1]));
      }
    }
  }

  /**
   * Where `hostname` goes instead of DNS: a target, 'NOTFOUND' (the rule says the name does not
   * resolve), or null when no rule applies. IP literals are never mapped: an address typed in a
   * link is judged as it is, so a catch-all sandbox rule cannot hide a loopback target.
   */
  map(hostname: string): MappedTarget | 'NOTFOUND' | null {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (isIP(host)) return null;
    if (this.excludes.some((pattern) => pattern.test(host))) return null;
    const rule = this.maps.find((candidate) => candidate.pattern.test(host));
    if (!rule) return null;
    if (rule.replacement === '~NOTFOUND') return 'NOTFOUND';
    return replacementTarget(rule.replacement);
  }
}
