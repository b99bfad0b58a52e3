import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../auth/src';
import { BatchesModule } from './batches.module';
import { BATCHES_OPERATIONS } from './batches.operations';
import { BATCHES_MIGRATIONS } from './migrations';

/**
 * The batches service alone (distributed mode): `node dist/services/batches/src/main.js`. It checks
 * API keys and reserves company quotas through the auth service's ports, composed here in-process.
 */
runServiceProcess('batches', () => ({
  migrations: [...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS],
  operations: [BATCHES_OPERATIONS],
  imports: [AUTH_PORTS, BatchesModule.forRoot()],
}));
