import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_OPERATIONS, AuthInternalModule, AuthModule } from '../../services/auth/src';

/**
 * The auth service alone (distributed mode): `node dist/apps/auth/main.js`. Besides auth's API it
 * serves the other processes' internal calls (the batches process reserves company quotas here).
 */
runServiceProcess('auth', () => ({ migrations: AUTH_MIGRATIONS, operations: [AUTH_OPERATIONS], imports: [AuthModule, AuthInternalModule] }));
