import { createHash } from 'node:crypto';
import type { AdvertiserSighting } from '@tracklight/contracts';

/**
 * The advertiser's id follows from what identifies it: the network's own advertiser id when the
 * link carries one (e.g. AWIN's awinmid), else the landing domain. Deterministic, so concurrent
 * audits of a new advertiser agree on its stream without waiting for any read model, and an
 * advertiser staff create (or a network's CSV imports) is the one its audits land on.
 */
export const advertiserIdFor = (sighting: Pick<AdvertiserSighting, 'networkId' | 'networkAdvertiserId' | 'domain'>): string => {
  const key = sighting.networkAdvertiserId ? `id:${sighting.networkAdvertiserId}` : sighting.domain.toLowerCase();
  return createHash('sha256').update(`${sighting.networkId ?? ''}|${key}`).digest('hex').slice(0, 24);
};
