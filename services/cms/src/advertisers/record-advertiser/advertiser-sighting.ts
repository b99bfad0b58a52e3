import type { AdvertiserRecorded, AdvertiserSighting } from '@tracklight/contracts';
import { advertiserIdFor } from '../advertiser-id';

/** A new advertiser as an audit first saw it: its name is the landing domain until staff edit it. */
export const advertiserRecordedFrom = (sighting: AdvertiserSighting): AdvertiserRecorded => ({
  type: 'AdvertiserRecorded',
  data: {
    advertiserId: advertiserIdFor(sighting),
    networkId: sighting.networkId,
    networkAdvertiserId: sighting.networkAdvertiserId,
    name: sighting.domain,
    domain: sighting.domain,
    firstAuditId: sighting.auditId,
  },
});
