import { runServiceProcess } from '@tracklight/platform';
import { AuthModule } from './auth.module';
import { AUTH_OPERATIONS } from './auth.operations';
import { AUTH_MIGRATIONS } from './migrations';

/** The auth service alone (distributed mode): `node dist/services/auth/src/main.js`. */
runServiceProcess('auth', () => ({ migrations: AUTH_MIGRATIONS, operations: [AUTH_OPERATIONS], imports: [AuthModule] }));
