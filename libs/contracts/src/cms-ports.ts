import type { NetworkDefinition, SuccessCriteria } from '@tracklight/networks';

/** One network as an audit is judged by it, and which version of it that is. */
export interface JudgingNetwork {
  definition: NetworkDefinition;
  /** The CMS's success criteria: edited there, else those the definition implies. */
  successCriteria: SuccessCriteria;
  /** The version of the network's stream these were read at (AuditCompleted.networkVersion). */
  version: number;
}

/**
 * The networks audits are judged against; the CMS owns and edits them. Each read sees every edit
 * saved before it, in any process, so an edit judges the next audit without a restart.
 */
export interface NetworkCatalogue {
  /** The networks in use (deleted ones left out), with their criteria and version. */
  judging(): Promise<JudgingNetwork[]>;
  /** The same networks' definitions alone. */
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

/**
 * The advertisers as cms holds them, read by the audit runner; it records nothing (cms records an
 * advertiser first seen by an audit from the audit's AuditCompleted, on its own stream).
 */
export interface AdvertiserDirectory {
  /** The advertiser an audit landed on: as cms holds it, or as a new one from the sighting. */
  resolve(sighting: AdvertiserSighting): Promise<AdvertiserProfile>;
  /** The advertiser's settings as they stand, for judging stored evidence again; records nothing. */
  find(advertiserId: string): Promise<AdvertiserProfile | null>;
}
export const ADVERTISER_DIRECTORY = Symbol('ADVERTISER_DIRECTORY');

/** Platform content as key → text; a key not yet recorded reads as its shipped default. */
export interface PlatformContentSource {
  values(): Promise<Readonly<Record<string, string>>>;
}
export const PLATFORM_CONTENT_SOURCE = Symbol('PLATFORM_CONTENT_SOURCE');
