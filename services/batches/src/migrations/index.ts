import { BatchesSchema1763780500000 } from './1763780500000-batches-schema';
import { BatchesCompanyTypes1763780600000 } from './1763780600000-batches-company-types';
import { BatchesAuditAssignments1764230000000 } from './1764230000000-batches-audit-assignments';
import { BatchesAlertWebhook1764320000000 } from './1764320000000-batches-alert-webhook';
import { BatchesListTools1764700000000 } from './1764700000000-batches-list-tools';

/** The batches service's tables, for PlatformModule's `migrations`. */
export const BATCHES_MIGRATIONS = [BatchesSchema1763780500000, BatchesCompanyTypes1763780600000, BatchesAuditAssignments1764230000000, BatchesAlertWebhook1764320000000, BatchesListTools1764700000000];
