import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { companyStream } from '@tracklight/contracts';
import { decideOnStream, EventStore } from '@tracklight/event-store';
import { foldCompany } from '../company.state';
import { ReleaseAuditsCommand } from './release-audits.command';
import { decideRelease } from './reservation.decider';

@CommandHandler(ReleaseAuditsCommand)
export class ReleaseAuditsHandler implements ICommandHandler<ReleaseAuditsCommand, void> {
  constructor(private readonly store: EventStore) {}

  execute({ companyId, reservationId, context }: ReleaseAuditsCommand): Promise<void> {
    return decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => decideRelease(company, reservationId, new Date()));
  }
}
