import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../auth/src';
import { CmsApiModule } from './cms-api.module';
import { CMS_MIGRATIONS, CMS_PORTS } from './cms.module';
import { CMS_OPERATIONS } from './cms.operations';

/** The cms service alone (distributed mode): `node dist/services/cms/src/main.js`. API keys are checked through the auth ports. */
runServiceProcess('cms', () => ({
  migrations: [...AUTH_MIGRATIONS, ...CMS_MIGRATIONS],
  operations: [CMS_OPERATIONS],
  imports: [AUTH_PORTS, CMS_PORTS, CmsApiModule],
}));
