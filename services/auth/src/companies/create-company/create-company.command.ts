import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { CompanyProfile } from '@tracklight/contracts';

/** Answers the new company's id. */
export class CreateCompanyCommand extends Command<string> {
  constructor(
    readonly profile: CompanyProfile,
    readonly context: CommandContext,
    readonly companyId: string,
  ) {
    super();
  }
}
