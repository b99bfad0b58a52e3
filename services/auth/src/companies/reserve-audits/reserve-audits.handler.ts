import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaReservation } from '@tracklight/access';
import { companyStream } from '@tracklight/contracts';
import { decideOnStream, EventStore } from '@tracklight/event-store';
import { foldCompany } from '../company.state';
import { ReserveAuditsCommand } from './reserve-audits.command';
import { decideReservation } from './reservation.decider';

@CommandHandler(ReserveAuditsCommand)
export class ReserveAuditsHandler implements ICommandHandler<ReserveAuditsCommand, QuotaReservation> {
  constructor(private readonly store: EventStore) {}

  /** The expected-version append makes two reservations racing for the last links take turns. */
  execute({ companyId, links, reservationId, context }: ReserveAuditsCommand): Promise<QuotaReservation> {
    return decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => decideReservation(company, links, reservationId, new Date()));
  }
}
