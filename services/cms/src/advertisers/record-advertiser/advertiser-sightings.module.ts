import { Module } from '@nestjs/common';
import { AdvertiserSightings } from './advertiser-sightings.consumer';

/** cms recording the advertisers audits saw first: in the cms process (CmsApiModule) and in tests that audit. */
@Module({ providers: [AdvertiserSightings] })
export class AdvertiserSightingsModule {}
