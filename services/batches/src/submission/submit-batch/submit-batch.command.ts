import type { AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { RawLink } from '../batch-link.input';

/** SubmitBatch: a batch of links with its meta, from JSON or a CSV upload. */
export class SubmitBatchCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly meta: Record<string, unknown>,
    readonly links: RawLink[],
    readonly csv: string | null,
    readonly context: CommandContext,
  ) {}
}
