import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { decideOnStream } from '@tracklight/event-store';
import { notFound } from '@tracklight/access';
import { periodEvents } from '../company-quota';
import { foldCompany } from '../company.state';
import { GrantExtraLinksCommand } from './grant-extra-links.command';
import { companyEvent, companyStream } from '@tracklight/contracts';

@CommandHandler(GrantExtraLinksCommand)
export class GrantExtraLinksHandler implements ICommandHandler<GrantExtraLinksCommand, void> {
  constructor(private readonly store: EventStore) {}

  execute({ companyId, thisMonthExtra, context }: GrantExtraLinksCommand): Promise<void> {
    return decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => {
      if (!company) throw notFound('No company with this id.');
      // Close a finished period first, or the new period's reset would wipe this month's extra.
      const events = [
        ...periodEvents(company, new Date()),
        companyEvent('ExtraLinksGranted', { thisMonthExtra }),
      ];
      return { events, result: undefined };
    });
  }
}
