import { Injectable } from '@nestjs/common';
import type { AuditEvidence, SiteAppAssociations } from '@tracklight/contracts';
import { AuditBrowser } from '../browser';
import { AddressGuard } from '../browser/address-guard';
import { HostResolverMapper } from '../browser/host-resolver-rules';
import { fetchWellKnown, type WellKnownLimits } from './fetch-well-known';

export const APPLE_ASSOCIATION_PATH = '/.well-known/apple-app-site-association';
export const ANDROID_ASSOCIATION_PATH = '/.well-known/assetlinks.json';

/** Association files are a few kB; anything past 128 kB or 3 s is not one worth keeping. */
export const WELL_KNOWN_LIMITS: WellKnownLimits = { timeoutMs: 3_000, maxBytes: 128 * 1024 };

/** JSON as stored: re-serialised so the read side never holds anything but JSON; null if not JSON. */
function asJson(body: string | null): string | null {
  if (body === null) return null;
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return null;
  }
}

/**
 * The landing domain's Apple and Android app association files (spec section 3,
 * siteAppAssociations), fetched under the browser's address guard and resolver rules.
 */
@Injectable()
export class SiteAppAssociationsFetcher {
  private readonly mapper: HostResolverMapper | null;

  private readonly limits: WellKnownLimits = WELL_KNOWN_LIMITS;

  constructor(private readonly browser: AuditBrowser) {
    const rules = browser.settings.hostResolverRules;
    this.mapper = rules ? new HostResolverMapper(rules) : null;
  }

  /** Null when the audit never reached a landing page. */
  async fetchFor(evidence: AuditEvidence): Promise<SiteAppAssociations | null> {
    const landing = evidence.stages.find((stage) => stage.stage === 'alp' && stage.observed);
    if (!landing || evidence.failure) return null;
    let origin: URL;
    try {
      origin = new URL(new URL(landing.url).origin);
    } catch {
      return null;
    }
    // As the audit's egress proxy judges: private targets only where the resolver rules name them.
    const guard = new AddressGuard(this.mapper, undefined, {
      trustMappedTargets: this.browser.settings.allowPrivateNetworks,
    });
    const [apple, android] = await Promise.all(
      [APPLE_ASSOCIATION_PATH, ANDROID_ASSOCIATION_PATH].map((path) => fetchWellKnown(origin, path, guard, this.limits)),
    );
    return {
      domain: origin.hostname,
      appleAppSiteAssociation: asJson(apple),
      androidAppSiteAssociation: asJson(android),
      fetchedAt: new Date().toISOString(),
    };
  }
}
