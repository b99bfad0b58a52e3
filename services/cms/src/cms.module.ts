import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  ADVERTISER_DIRECTORY,
  NETWORK_CATALOGUE,
  PLATFORM_CATALOGUE,
  PLATFORM_CONTENT_SOURCE,
} from '@tracklight/contracts';
import { ACCESS_CONTROL_LIST_PROVIDER } from '@tracklight/access';
import { PortsModule, ProjectionHost } from '@tracklight/platform';
import { AdvertiserEntity } from './advertisers/advertiser.entity';
import { AdvertiserListProjection } from './advertisers/advertiser-list.projection';
import { EventSourcedAdvertiserDirectory } from './advertisers/record-advertiser/advertiser-directory';
import { CatalogueItemEntity } from './catalogue/catalogue-item.entity';
import { CatalogueProjection } from './catalogue/catalogue.projection';
import { CatalogueQueries } from './catalogue/catalogue-queries';
import { CauseEntity } from './causes/cause.entity';
import { CauseListProjection } from './causes/cause-list.projection';
import { SeedCausesService } from './causes/seed-causes/seed-causes.service';
import { CmsAdvertisersCmsFields1764300000000 } from './migrations/1764300000000-cms-advertisers-cms-fields';
import { SeedAuditErrorsService } from './audit-errors/seed-audit-errors/seed-audit-errors.service';
import { CmsNetworksAdvertisers1763780200000 } from './migrations/1763780200000-cms-networks-advertisers';
import { CmsPlatformContentCauses1763780210000 } from './migrations/1763780210000-cms-platform-content-causes';
import { CmsCatalogueItems1764000000000 } from './migrations/1764000000000-cms-catalogue-items';
import { CmsIssueReports1764240000000 } from './migrations/1764240000000-cms-issue-reports';
import { IssuesReadModel } from './issue-reports/issues-read-model';
import { CmsNetworksOwner1764101500000 } from './migrations/1764101500000-cms-networks-owner';
import { CmsNetworksCmsFields1764101600000 } from './migrations/1764101600000-cms-networks-cms-fields';
import { NetworkEntity } from './networks/network.entity';
import { ReadModelNetworkCatalogue } from './networks/network-catalogue';
import { NetworkListProjection } from './networks/network-list.projection';
import { SeedNetworksService } from './networks/seed-networks/seed-networks.service';
import { PlatformContentEntity } from './platform-content/platform-content.entity';
import { PlatformContentProjection } from './platform-content/platform-content.projection';
import { PlatformContentReader } from './platform-content/platform-content-reader';
import { PlatformAccessControlSource } from './platform-content/platform-access-control-source';
import { SeedCmpsService } from './cmps/seed-cmps/seed-cmps.service';
import { ReadModelPlatformCatalogue } from './platforms/platform-catalogue';
import { SeedPlatformsService } from './platforms/seed-platforms/seed-platforms.service';
import { SeedPlatformContentService } from './platform-content/seed-platform-content/seed-platform-content.service';

export const CMS_MIGRATIONS = [
  CmsNetworksAdvertisers1763780200000,
  CmsPlatformContentCauses1763780210000,
  CmsCatalogueItems1764000000000,
  CmsNetworksOwner1764101500000,
  CmsNetworksCmsFields1764101600000,
  CmsIssueReports1764240000000,
  CmsAdvertisersCmsFields1764300000000,
];

/**
 * Networks, advertisers, platform content and causes (more CMS content follows): seeded, recorded
 * and read here. No endpoints, so audit workers can import it; CmsApiModule adds the GraphQL.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([NetworkEntity, AdvertiserEntity, PlatformContentEntity, CauseEntity, CatalogueItemEntity]),
  ],
  providers: [
    SeedNetworksService,
    SeedPlatformContentService,
    SeedCausesService,
    SeedAuditErrorsService,
    NetworkListProjection,
    AdvertiserListProjection,
    PlatformContentProjection,
    PlatformContentReader,
    CatalogueProjection,
    CatalogueQueries,
    IssuesReadModel,
    { provide: NETWORK_CATALOGUE, useClass: ReadModelNetworkCatalogue },
    { provide: ADVERTISER_DIRECTORY, useClass: EventSourcedAdvertiserDirectory },
    { provide: PLATFORM_CONTENT_SOURCE, useExisting: PlatformContentReader },
    { provide: ACCESS_CONTROL_LIST_PROVIDER, useClass: PlatformAccessControlSource },
    SeedCmpsService,
    SeedPlatformsService,
    { provide: PLATFORM_CATALOGUE, useClass: ReadModelPlatformCatalogue },
  ],
  exports: [
    NETWORK_CATALOGUE,
    PLATFORM_CATALOGUE,
    ADVERTISER_DIRECTORY,
    PLATFORM_CONTENT_SOURCE,
    PlatformContentReader,
    CatalogueProjection,
    CatalogueQueries,
    NetworkListProjection,
    AdvertiserListProjection,
    IssuesReadModel,
  ],
})
export class CmsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionHost,
    private readonly networks: NetworkListProjection,
    private readonly advertisers: AdvertiserListProjection,
    private readonly platformContent: PlatformContentProjection,
    private readonly catalogue: CatalogueProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.networks);
    this.projections.register(this.advertisers);
    this.projections.register(this.platformContent);
    this.projections.register(new CauseListProjection());
    this.projections.register(this.catalogue);
  }
}

/**
 * The cms ports for other services of the process: the audit runner judges by the network
 * catalogue and advertiser directory, reporting colours handover impacts by platform content.
 */
export const CMS_PORTS = PortsModule.of(CmsModule);
