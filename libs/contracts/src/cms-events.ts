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

/** `advertiser-<id>`: first seen by an audit landing on its site. */
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
