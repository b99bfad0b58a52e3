import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_OPERATIONS, AuthModule } from '../../services/auth/src';

/** The auth service alone (distributed mode): `node dist/apps/auth/main.js`. */
runServiceProcess('auth', () => ({ migrations: AUTH_MIGRATIONS, operations: [AUTH_OPERATIONS], imports: [AuthModule] }));
