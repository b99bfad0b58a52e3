import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';

/** Extra links on top of the allowance, until the company's next reset day. */
export class GrantExtraLinksCommand extends Command<void> {
  constructor(
    readonly companyId: string,
    readonly thisMonthExtra: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
