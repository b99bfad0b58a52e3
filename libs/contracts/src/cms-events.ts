import type { NetworkDefinition } from '@tracklight/networks';

/** `network-<id>`: a network as the audits know it; seeded from the shipped definitions, edited in the CMS. */
export interface NetworkDefined {
  type: 'NetworkDefined';
  data: { definition: NetworkDefinition; source: 'shipped' | 'cms' };
}

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
