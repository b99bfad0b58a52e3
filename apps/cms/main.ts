import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../services/auth/src';
import { CMS_MIGRATIONS, CMS_OPERATIONS, CMS_PORTS, CmsApiModule } from '../../services/cms/src';

/** The cms service alone (distributed mode): `node dist/apps/cms/main.js`. API keys are checked through the auth ports. */
runServiceProcess('cms', () => ({
  migrations: [...AUTH_MIGRATIONS, ...CMS_MIGRATIONS],
  operations: [CMS_OPERATIONS],
  imports: [AUTH_PORTS, CMS_PORTS, CmsApiModule],
}));
