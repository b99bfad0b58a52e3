import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { CompanyProfile } from '@tracklight/contracts';

export class UpdateCompanyCommand extends Command<void> {
  constructor(
    readonly companyId: string,
    readonly changes: Partial<CompanyProfile>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
