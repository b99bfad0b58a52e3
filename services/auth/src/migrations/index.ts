import { AuthSchema1763780300000 } from './1763780300000-auth-schema';
import { AuthApiKeys1764200000000 } from './1764200000000-auth-api-keys';

/** The auth service's read-model and write-side tables, for PlatformModule's `migrations`. */
export const AUTH_MIGRATIONS = [AuthSchema1763780300000, AuthApiKeys1764200000000];
