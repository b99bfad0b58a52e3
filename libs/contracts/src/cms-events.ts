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
