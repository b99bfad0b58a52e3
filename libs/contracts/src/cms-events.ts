import { eventGuard } from './event-guard';
import type { DefinitionPart, NetworkDefinition, SuccessCriteria } from '@tracklight/networks';

// `network-<id>`: one network, as the audits know it and the CMS edits it. Shipped networks start
// with NetworkDefined (seeded once); networks staff add start with NetworkCreated. Edits record only
// the fields they change, so the history reads field by field.

/** The network's fields as the CMS edits them: its names and comments, and the definition the engine uses. */
export interface NetworkRecord extends Pick<NetworkDefinition, DefinitionPart> {
  name: string;
  url: string | null;
  description: string | null;
  /** False for a network the product does not audit (the definition's `supported`). */
  isActive: boolean;
  aliases: string[];
  /** The network this one now runs on (the definition's `aliasOf`). */
  aliasNetworkId: string | null;
  /** The company owning the network; advertiser management is scoped by it. */
  ownerId: string | null;
  /** Shown to clients. */
  clientComment: string | null;
  /** The provider's own note (spec: moonpullComment), staff only. */
  moonpullComment: string | null;
}

/** Seeded from the shipped definitions (source 'shipped'); also the whole definition of older streams. */
export interface NetworkDefined {
  type: 'NetworkDefined';
  data: { definition: NetworkDefinition; source: 'shipped' | 'cms' };
}

/** A network staff added in the CMS. */
export interface NetworkCreated {
  type: 'NetworkCreated';
  data: { networkId: string; record: NetworkRecord; source: 'cms' };
}

/** Only the fields that changed, with their new values. */
export interface NetworkUpdated {
  type: 'NetworkUpdated';
  data: { networkId: string; changes: Partial<NetworkRecord> };
}

/**
 * The success criteria staff set for the network, stage by stage; null puts them back to those the
 * definition implies (buildSuccessCriteria), which then follow every edit of the definition.
 */
export interface NetworkSuccessCriteriaChanged {
  type: 'NetworkSuccessCriteriaChanged';
  data: { networkId: string; successCriteria: SuccessCriteria | null };
}

/** Soft delete: the network leaves the lists and no longer judges audits until restored. */
export interface NetworkDeleted {
  type: 'NetworkDeleted';
  data: { networkId: string };
}

export interface NetworkRestored {
  type: 'NetworkRestored';
  data: { networkId: string };
}

export type NetworkEvent =
  | NetworkDefined
  | NetworkCreated
  | NetworkUpdated
  | NetworkSuccessCriteriaChanged
  | NetworkDeleted
  | NetworkRestored;

export const NETWORK_EVENT_TYPES: readonly NetworkEvent['type'][] = [
  'NetworkDefined',
  'NetworkCreated',
  'NetworkUpdated',
  'NetworkSuccessCriteriaChanged',
  'NetworkDeleted',
  'NetworkRestored',
];

/** `advertiser-<id>`: first seen by an audit landing on its site (or created in the CMS, below). */
export interface AdvertiserRecorded {
  type: 'AdvertiserRecorded';
  data: {
    advertiserId: string;
    networkId: string | null;
    /** The network's own id for the advertiser (e.g. AWIN's awinmid), when the link carried it. */
    networkAdvertiserId: string | null;
    name: string;
    domain: string;
    firstAuditId: string;
  };
}

/**
 * An advertiser's fields as the CMS edits them (spec section 3, Advertiser), named as the spec
 * names them: `advertiserId` is the network's own id for the advertiser (e.g. AWIN's awinmid), not
 * ours (ours is the stream's id). Bespoke cookie value type is '1' (ANI), '2' (default), '3'
 * (wildcard) or '4' (name and value).
 */
export interface AdvertiserRecord {
  networkId: string | null;
  advertiserId: string | null;
  name: string;
  domain: string;
  primaryTrackingMethod: string | null;
  trackingMethodNarrative: string | null;
  javascript: boolean;
  s2s: boolean;
  other: boolean;
  bespokeCookieValueType: string | null;
  bespokeCookieName: string | null;
  bespokeCookieValue: string | null;
  bespokeAni: string | null;
  bespokeMasterTag: string | null;
  /** Staff only. */
  internalComment: string | null;
  /** Shown to clients with the advertiser's audits. */
  publicComment: string | null;
  /** Its audits go to manual review ('MR (Advertiser setting)'); the reason shows as 'GR: {reason}'. */
  cannotAudit: boolean;
  cannotAuditReason: string | null;
}

/** Where a CMS change came from: the edit screen or REST ('cms'), or a network's CSV import ('csv'). */
export type AdvertiserChangeSource = 'cms' | 'csv';

/** Staff (or a network's import) added the advertiser before any audit saw it. */
export interface AdvertiserCreated {
  type: 'AdvertiserCreated';
  data: { id: string; record: AdvertiserRecord; source: AdvertiserChangeSource };
}

/** Only the fields that changed, with their new values. */
export interface AdvertiserUpdated {
  type: 'AdvertiserUpdated';
  data: { id: string; changes: Partial<AdvertiserRecord>; source: AdvertiserChangeSource };
}

/** Soft delete: the advertiser leaves the lists and its settings stop judging audits until restored. */
export interface AdvertiserDeleted {
  type: 'AdvertiserDeleted';
  data: { id: string };
}

export interface AdvertiserRestored {
  type: 'AdvertiserRestored';
  data: { id: string };
}

export type AdvertiserEvent = AdvertiserRecorded | AdvertiserCreated | AdvertiserUpdated | AdvertiserDeleted | AdvertiserRestored;

export const ADVERTISER_EVENT_TYPES: readonly AdvertiserEvent['type'][] = [
  'AdvertiserRecorded',
  'AdvertiserCreated',
  'AdvertiserUpdated',
  'AdvertiserDeleted',
  'AdvertiserRestored',
];

export const NETWORK_STREAM = 'network';
export const ADVERTISER_STREAM = 'advertiser';

/**
 * `platformcontent-<key>`: one keyed text of the platform content (spec section 3): thresholds, the
 * PSA, the access list, copy. Seeded with the shipped default, then edited by a super admin.
 */
export interface PlatformContentDefined {
  type: 'PlatformContentDefined';
  data: { key: string; value: string; source: 'shipped' | 'cms' };
}

/** `cause-<id>`: a reason a publisher may pull audits by (the dashboard's cause selector). */
export interface CauseDefined {
  type: 'CauseDefined';
  data: { causeId: string; reason: string; source: 'shipped' | 'cms' };
}

export const PLATFORM_CONTENT_STREAM = 'platformcontent';
export const CAUSE_STREAM = 'cause';
export const isPlatformContentDefined = eventGuard<PlatformContentDefined>(['PlatformContentDefined']);
export const isCauseDefined = eventGuard<CauseDefined>(['CauseDefined']);
