import type { AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';

/** batchUpdateById / PATCH /audit/{batchId}: rename, change owner, mark complete. */
export interface BatchUpdateRecord {
  name?: string | null;
  description?: string | null;
  ownerId?: string | null;
  status?: string | null;
  finishedAt?: string | null;
}

export class UpdateBatchCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly batchId: string,
    readonly record: BatchUpdateRecord,
    readonly context: CommandContext,
  ) {}
}
