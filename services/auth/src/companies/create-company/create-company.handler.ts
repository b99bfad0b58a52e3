import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { decideOnStream } from '@tracklight/event-store';
import { conflict } from '@tracklight/access';
import { nextResetAfter } from '../company-quota';
import { foldCompany } from '../company.state';
import { CreateCompanyCommand } from './create-company.command';
import { companyEvent, companyStream } from '@tracklight/contracts';

@CommandHandler(CreateCompanyCommand)
export class CreateCompanyHandler implements ICommandHandler<CreateCompanyCommand, string> {
  constructor(private readonly store: EventStore) {}

  execute({ profile, context, companyId }: CreateCompanyCommand): Promise<string> {
    return decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => {
      if (company) throw conflict('A company with this id already exists.');
      const nextResetDate = nextResetAfter(profile.resetDay, new Date());
      return {
        events: [companyEvent('CompanyCreated', { companyId, ...profile, nextResetDate })],
        result: companyId,
      };
    });
  }
}
