import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CompanyQuota, CompanyQuotas, QuotaReservation } from '@tracklight/access';
import { EventStore, type CommandContext } from '@tracklight/event-store';
import { decideOnStream, readState } from '@tracklight/event-store';
import { quotaOf } from '../company-quota';
import { foldCompany } from '../company.state';
import { ReserveAuditsCommand } from './reserve-audits.command';
import { companyEvent, companyStream } from '@tracklight/contracts';

/** The COMPANY_QUOTAS port other services call; reads the stream, so it is never behind. */
@Injectable()
export class QuotaService implements CompanyQuotas {
  constructor(
    private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async quota(companyId: string): Promise<CompanyQuota | null> {
    const company = await readState(this.store, companyStream(companyId), foldCompany);
    return company && quotaOf(company, new Date());
  }

  reserve(companyId: string, links: number, context: CommandContext): Promise<QuotaReservation> {
    return this.commands.execute(new ReserveAuditsCommand(companyId, links, context));
  }

  async release(companyId: string, links: number, period: string, context: CommandContext): Promise<void> {
    await decideOnStream(this.store, companyStream(companyId), foldCompany, context, (company) => ({
      // The period rolled over since: usage restarted from zero, nothing of this one is counted.
      events: company && company.nextResetDate === period ? [companyEvent('AuditReservationReleased', { links })] : [],
      result: undefined,
    }));
  }
}
