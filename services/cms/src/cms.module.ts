import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ADVERTISER_DIRECTORY, NETWORK_CATALOGUE } from '@tracklight/contracts';
import { ProjectionHost } from '@tracklight/platform';
import { AdvertiserEntity } from './advertisers/advertiser.entity';
import { AdvertiserListProjection } from './advertisers/advertiser-list.projection';
import { EventSourcedAdvertiserDirectory } from './advertisers/record-advertiser/advertiser-directory';
import { CmsNetworksAdvertisers1763780200000 } from './migrations/1763780200000-cms-networks-advertisers';
import { NetworkEntity } from './networks/network.entity';
import { ReadModelNetworkCatalogue } from './networks/network-catalogue';
import { NetworkListProjection } from './networks/network-list.projection';
import { SeedNetworksService } from './networks/seed-networks/seed-networks.service';

export const CMS_MIGRATIONS = [CmsNetworksAdvertisers1763780200000];

/** Networks and advertisers (more CMS content follows): seeded, recorded and read here. */
@Module({
  imports: [TypeOrmModule.forFeature([NetworkEntity, AdvertiserEntity])],
  providers: [
    SeedNetworksService,
    NetworkListProjection,
    { provide: NETWORK_CATALOGUE, useClass: ReadModelNetworkCatalogue },
    { provide: ADVERTISER_DIRECTORY, useClass: EventSourcedAdvertiserDirectory },
  ],
  exports: [NETWORK_CATALOGUE, ADVERTISER_DIRECTORY],
})
export class CmsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionHost,
    private readonly networks: NetworkListProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.networks);
    this.projections.register(new AdvertiserListProjection());
  }
}
