// A small reading of Chromium's --host-resolver-rules, so the address guard judges the address
// Chromium will actually connect to (the sandbox maps every host to 127.0.0.1).
// Chromium semantics (net/base/host_mapping_rules.cc): EXCLUDE rules win over every MAP rule; among
// MAP rules the first match wins; patterns are globs with * and ?.

interface MapRule {
  pattern: RegExp;
  replacement: string;
  /** The replacement's :port, which Chromium connects to instead of the URL's. */
  port: number | null;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.toLowerCase().replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
}

/** The optional :port of a replacement (not of a bare IPv6 literal). */
function replacementPort(replacement: string): number | null {
  const match = /^(?:\[[^\]]*\]|[^:[\]]*):(\d+)$/.exec(replacement);
  return match ? Number(match[1]) : null;
}

/** Strips an optional :port from a replacement, keeping bracketed IPv6 literals intact. */
function replacementHost(replacement: string): string {
  if (replacement.startsWith('[')) return replacement.slice(0, replacement.indexOf(']') + 1);
  const colons = replacement.split(':').length - 1;
  return colons === 1 ? replacement.split(':')[0] : replacement;
}

export class HostResolverMapper {
  private readonly maps: MapRule[] = [];
  private readonly excludes: RegExp[] = [];

  constructor(rules: string) {
    for (const raw of rules.split(',')) {
      const parts = raw.trim().split(/\s+/);
      const verb = parts[0]?.toUpperCase();
      if (verb === 'MAP' && parts.length >= 3) {
        this.maps.push({
          pattern: globToRegExp(parts[1]),
          replacement: replacementHost(parts[2]),
          port: replacementPort(parts[2]),
        });
      } else if (verb === 'EXCLUDE' && parts.length >= 2) {
        this.excludes.push(globToRegExp(parts[1]));
      }
    }
  }

  /** The host Chromium will resolve instead of `hostname`, or null when no rule applies. */
  map(hostname: string): string | null {
    return this.rule(hostname)?.replacement ?? null;
  }

  /** The port a mapped host is reached on, when its rule names one (the sandbox's). */
  mapPort(hostname: string): number | null {
    return this.rule(hostname)?.port ?? null;
  }

  private rule(hostname: string): MapRule | null {
    const host = hostname.toLowerCase();
    if (this.excludes.some((pattern) => pattern.test(host))) return null;
    const rule = this.maps.find((candidate) => candidate.pattern.test(host));
    if (!rule || rule.replacement === '~NOTFOUND') return null;
    return rule;
  }
}
