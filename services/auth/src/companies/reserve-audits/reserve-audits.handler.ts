import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotaReservation } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { decideOnStream } from '@tracklight/event-store';
import { notFound } from '@tracklight/access';
import { periodEvents, quotaOf, refusalOf } from '../company-quota';
import { evolveCompany, foldCompany, type CompanyState } from '../company.state';
import { ReserveAuditsCommand } from './reserve-audits.command';
import { companyEvent, companyStream } from '@tracklight/contracts';

@CommandHandler(ReserveAuditsCommand)
export class ReserveAuditsHandler implements ICommandHandler<
  ReserveAuditsCommand,
  QuotaReservation
> {
  constructor(private readonly store: EventStore) {}

  /** The expected-version append makes two reservations racing for the last links take turns. */
  execute({ companyId, links, context }: ReserveAuditsCommand): Promise<QuotaReservation> {
    return decideOnStream<CompanyState | null, QuotaReservation>(
      this.store,
      companyStream(companyId),
      foldCompany,
      context,
      (company) => {
        if (!company) throw notFound('No company with this id.');
        const now = new Date();
        const refusal = refusalOf(company, links, now);
        if (refusal)
          return {
            events: [],
            result: { reserved: false, quota: quotaOf(company, now), errorMessage: refusal },
          };
        const events = [...periodEvents(company, now), companyEvent('AuditsReserved', { links })];
        const after = events.reduce(evolveCompany, company) as CompanyState;
        return { events, result: { reserved: true, quota: quotaOf(after, now) } };
      },
    );
  }
}
