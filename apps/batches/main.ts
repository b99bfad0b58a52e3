import { REMOTE_COMPANY_QUOTAS, runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../services/auth/src';
import { BATCHES_MIGRATIONS, BATCHES_OPERATIONS, BatchesModule } from '../../services/batches/src';

/**
 * The batches service alone (distributed mode): `node dist/apps/batches/main.js`. It checks API
 * keys through auth's read ports, composed here in-process, and reserves company quotas by asking
 * auth's own process (AUTH_INTERNAL_URL), which alone appends the `company-…` streams.
 */
runServiceProcess('batches', () => ({
  migrations: [...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS],
  operations: [BATCHES_OPERATIONS],
  imports: [AUTH_PORTS, REMOTE_COMPANY_QUOTAS, BatchesModule.forRoot()],
}));
