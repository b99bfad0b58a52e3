import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';

/** Hands back the audits a reservation holds: its batch could not be stored. */
export class ReleaseAuditsCommand extends Command<void> {
  constructor(
    readonly companyId: string,
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
