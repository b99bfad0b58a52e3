import type { NetworkDefinition } from '@tracklight/networks';

/** The networks audits are judged against; the CMS owns and edits them. */
export interface NetworkCatalogue {
  all(): Promise<NetworkDefinition[]>;
}
export const NETWORK_CATALOGUE = Symbol('NETWORK_CATALOGUE');

/** The advertiser settings that change how an audit is judged (spec section 3, Advertiser). */
export interface AdvertiserProfile {
  advertiserId: string;
  name: string;
  domain: string;
  networkId: string | null;
  networkAdvertiserId: string | null;
  cannotAudit: boolean;
  cannotAuditReason: string | null;
  bespokeCookieValueType: number | null;
  bespokeCookieName: string | null;
  bespokeAni: string | null;
  bespokeMasterTag: string | null;
}

export interface AdvertiserSighting {
  networkId: string | null;
  networkAdvertiserId: string | null;
  /** Registrable domain of the landing page. */
  domain: string;
  auditId: string;
}

/** Finds the advertiser an audit landed on, recording it the first time it is seen. */
export interface AdvertiserDirectory {
  resolve(sighting: AdvertiserSighting): Promise<AdvertiserProfile>;
}
export const ADVERTISER_DIRECTORY = Symbol('ADVERTISER_DIRECTORY');

/** Platform content as key → text; a key not yet recorded reads as its shipped default. */
export interface PlatformContentSource {
  values(): Promise<Readonly<Record<string, string>>>;
}
export const PLATFORM_CONTENT_SOURCE = Symbol('PLATFORM_CONTENT_SOURCE');
