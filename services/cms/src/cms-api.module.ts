import { Module } from '@nestjs/common';
import { CATALOGUE_SPECS } from '@tracklight/cms-catalogue';
import { AdvertiserAccess } from './advertisers/advertiser-access';
import { AdvertiserQueries } from './advertisers/advertiser-queries';
import { AdvertisersController } from './advertisers/advertisers-rest/advertisers.controller';
import { AdvertiserCommands } from './advertisers/edit-advertiser/advertiser-commands';
import { AdvertiserEditResolver } from './advertisers/edit-advertiser/advertiser-edit.resolver';
import { ImportAdvertisersController } from './advertisers/import-advertisers/import-advertisers.controller';
import { ImportAdvertisersHandler } from './advertisers/import-advertisers/import-advertisers.handler';
import { AdvertiserSightingsModule } from './advertisers/record-advertiser/advertiser-sightings.module';
import { AdvertiserReadResolver } from './advertisers/read-advertisers/advertiser-read.resolver';
import { CatalogueCommands } from './catalogue/catalogue-commands';
import { catalogueResolver } from './catalogue/catalogue.resolver';
import { ErrorsController, ErrorTogglesController } from './audit-errors/errors-rest/errors.controller';
import { CauseManyResolver } from './causes/cause-many/cause-many.resolver';
import { CauseCommands } from './causes/edit-causes/cause-commands';
import { CauseEditResolver } from './causes/edit-causes/cause-edit.resolver';
import { CmpMetadataController } from './cmp-metadata/cmp-metadata.controller';
import { InternalAdvertiserIssuesController } from './internal-advertiser-issues/internal-advertiser-issues.controller';
import { NarrativesController } from './narratives/narratives-rest';
import { SupportController } from './support/support.controller';
import { OtherPublishersMail } from './issue-reports/report-issue/other-publishers-mail';
import { ReportIssueController } from './issue-reports/report-issue/report-issue.controller';
import { ShareIssuesResolver } from './issue-reports/share-issues/share-issues.resolver';
import { CmsModule } from './cms.module';
import { NetworkCommands } from './networks/edit-network/network-commands';
import { NetworkEditResolver } from './networks/edit-network/network-edit.resolver';
import { NetworkQueries } from './networks/network-queries';
import { NetworksController } from './networks/networks-rest/networks.controller';
import { NetworkManyResolver } from './networks/read-networks/network-many.resolver';
import { NetworkReadResolver } from './networks/read-networks/network-read.resolver';
import { ResponsibleNetworksManyResolver } from './networks/responsible-networks-many/responsible-networks-many.resolver';
import { PlatformContentResolver } from './platform-content/read-platform-content/platform-content.resolver';
import { PlatformContentUpdateResolver } from './platform-content/update-platform-content/platform-content-update.resolver';
import { UpdatePlatformContentHandler } from './platform-content/update-platform-content/update-platform-content.handler';
import { WhitelistingRequestCreateResolver } from './whitelisting/create-whitelisting-request/whitelisting-request-create.resolver';
import { TechnicalContactMailer } from './whitelisting/mail-technical-contact/technical-contact-mailer';

export { CMS_OPERATIONS } from './cms.operations';

/**
 * The CMS's GraphQL and REST: platform content (read and edit), causes, networks (read, edit,
 * success criteria), responsible networks, the generic catalogue kinds; and what cms records of
 * other services' events (the advertisers audits saw first). Apart from CmsModule because other
 * services' processes (audit workers) compose CmsModule alone for its ports; a process importing
 * this is cms (or the all-in-one) and needs AccessModule with CMS_OPERATIONS.
 */
@Module({
  imports: [CmsModule, AdvertiserSightingsModule],
  controllers: [SupportController, ReportIssueController, NarrativesController, InternalAdvertiserIssuesController, CmpMetadataController, NetworksController, AdvertisersController, ImportAdvertisersController, ErrorsController, ErrorTogglesController],
  providers: [
    ImportAdvertisersHandler,
    PlatformContentResolver,
    PlatformContentUpdateResolver,
    UpdatePlatformContentHandler,
    CauseManyResolver,
    CauseCommands,
    CauseEditResolver,
    ResponsibleNetworksManyResolver,
    NetworkQueries,
    NetworkCommands,
    NetworkManyResolver,
    NetworkReadResolver,
    NetworkEditResolver,
    CatalogueCommands,
    OtherPublishersMail,
    ShareIssuesResolver,
    ...CATALOGUE_SPECS.map(catalogueResolver),
    WhitelistingRequestCreateResolver,
    TechnicalContactMailer,
    AdvertiserAccess,
    AdvertiserQueries,
    AdvertiserCommands,
    AdvertiserReadResolver,
    AdvertiserEditResolver,
  ],
})
export class CmsApiModule {}
