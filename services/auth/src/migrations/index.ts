import { AuthSchema1763780300000 } from './1763780300000-auth-schema';

/** The auth service's read-model and write-side tables, for PlatformModule's `migrations`. */
export const AUTH_MIGRATIONS = [AuthSchema1763780300000];
