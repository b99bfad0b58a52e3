import { Command } from '@nestjs/cqrs';
import type { QuotaReservation } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';

export class ReserveAuditsCommand extends Command<QuotaReservation> {
  constructor(
    readonly companyId: string,
    readonly links: number,
    /** The batch's id: a retry with the same id reserves nothing more. */
    readonly reservationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
