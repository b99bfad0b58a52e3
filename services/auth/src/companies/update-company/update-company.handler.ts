import { isDeepStrictEqual } from 'node:util';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { decideOnStream } from '@tracklight/event-store';
import { notFound } from '@tracklight/access';
import { nextResetAfter } from '../company-quota';
import { foldCompany } from '../company.state';
import { UpdateCompanyCommand } from './update-company.command';
import { companyEvent, type CompanyProfile, companyStream } from '@tracklight/contracts';

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand, void> {
  constructor(private readonly store: EventStore) {}

  /** Records only the fields that really change, so the history shows what was changed. */
  execute({ companyId, changes, context }: UpdateCompanyCommand): Promise<void> {
    return decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => {
      if (!company) throw notFound('No company with this id.');
      const changed = Object.fromEntries(
        Object.entries(changes).filter(
          ([field, value]) => !isDeepStrictEqual(company[field as keyof CompanyProfile], value),
        ),
      ) as Partial<CompanyProfile>;
      if (Object.keys(changed).length === 0) return { events: [], result: undefined };
      const nextResetDate =
        changed.resetDay === undefined ? undefined : nextResetAfter(changed.resetDay, new Date());
      return {
        events: [
          companyEvent('CompanyUpdated', {
            changes: changed,
            ...(nextResetDate && { nextResetDate }),
          }),
        ],
        result: undefined,
      };
    });
  }
}
