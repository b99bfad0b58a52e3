import { Module, type DynamicModule } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { PlatformModule } from '@tracklight/platform';
import { PendingJobs1763780100000 } from '@tracklight/jobs';
import { CMS_MIGRATIONS, CmsModule } from '../../cms/src/cms.module';

/** The embedded default: every service in one process. */
@Module({})
export class AllInOneModule {
  static register(settings: Settings, databaseUrl: string, runProjections = true): DynamicModule {
    return {
      module: AllInOneModule,
      imports: [
        PlatformModule.forRoot({
          settings,
          databaseUrl,
          runProjections,
          migrations: [PendingJobs1763780100000, ...CMS_MIGRATIONS],
        }),
        CmsModule,
      ],
    };
  }
}
