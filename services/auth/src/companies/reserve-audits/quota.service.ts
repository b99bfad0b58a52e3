import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CompanyQuota, CompanyQuotas, QuotaReservation } from '@tracklight/access';
import { companyStream } from '@tracklight/contracts';
import { EventStore, readState, type CommandContext } from '@tracklight/event-store';
import { quotaOf } from '../company-quota';
import { foldCompany } from '../company.state';
import { ReleaseAuditsCommand } from './release-audits.command';
import { ReserveAuditsCommand } from './reserve-audits.command';

/**
 * The COMPANY_QUOTAS port in auth's own process (and the all-in-one); reads the stream, so it is
 * never behind. Other processes reach it over auth's internal route (CompanyQuotasController).
 */
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

  reserve(companyId: string, links: number, reservationId: string, context: CommandContext): Promise<QuotaReservation> {
    return this.commands.execute(new ReserveAuditsCommand(companyId, links, reservationId, context));
  }

  release(companyId: string, reservationId: string, context: CommandContext): Promise<void> {
    return this.commands.execute(new ReleaseAuditsCommand(companyId, reservationId, context));
  }
}
