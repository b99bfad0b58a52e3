import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../services/auth/src';
import { BATCHES_MIGRATIONS, BATCHES_OPERATIONS, BatchesModule } from '../../services/batches/src';

/**
 * The batches service alone (distributed mode): `node dist/apps/batches/main.js`. It checks
 * API keys and reserves company quotas through the auth service's ports, composed here in-process.
 */
runServiceProcess('batches', () => ({
  migrations: [...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS],
  operations: [BATCHES_OPERATIONS],
  imports: [AUTH_PORTS, BatchesModule.forRoot()],
}));
