import { Module } from '@nestjs/common';
import { CauseManyResolver } from './causes/cause-many/cause-many.resolver';
import { CmsModule } from './cms.module';
import { ResponsibleNetworksManyResolver } from './networks/responsible-networks-many/responsible-networks-many.resolver';
import { PlatformContentResolver } from './platform-content/read-platform-content/platform-content.resolver';
import { PlatformContentUpdateResolver } from './platform-content/update-platform-content/platform-content-update.resolver';
import { UpdatePlatformContentHandler } from './platform-content/update-platform-content/update-platform-content.handler';

export { CMS_OPERATIONS } from './cms.operations';

/**
 * The CMS's GraphQL: platform content (read and edit), causes, responsible networks. Apart from
 * CmsModule because processes without an API (audit workers) need CmsModule alone; a process
 * importing this needs AccessModule with CMS_OPERATIONS.
 */
@Module({
  imports: [CmsModule],
  providers: [
    PlatformContentResolver,
    PlatformContentUpdateResolver,
    UpdatePlatformContentHandler,
    CauseManyResolver,
    ResponsibleNetworksManyResolver,
  ],
})
export class CmsApiModule {}
