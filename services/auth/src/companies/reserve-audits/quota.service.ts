import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CompanyQuota, CompanyQuotas, QuotaReservation } from '@tracklight/access';
import { EventStore, type CommandContext } from '@tracklight/event-store';
import { readState } from '@tracklight/event-store';
import { quotaOf } from '../company-quota';
import { companyStream } from '../company.events';
import { foldCompany } from '../company.state';
import { ReserveAuditsCommand } from './reserve-audits.command';

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
}
