import { BatchesSchema1763780500000 } from './1763780500000-batches-schema';

/** The batches service's tables, for PlatformModule's `migrations`. */
export const BATCHES_MIGRATIONS = [BatchesSchema1763780500000];
