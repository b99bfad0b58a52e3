import { Module } from '@nestjs/common';
import { COMPANY_QUOTAS } from '@tracklight/access';
import { PortsModule } from '@tracklight/platform';
import { QuotaService } from './companies/reserve-audits/quota.service';
import { ReleaseAuditsHandler } from './companies/reserve-audits/release-audits.handler';
import { ReserveAuditsHandler } from './companies/reserve-audits/reserve-audits.handler';

/**
 * Company quotas in this process: the reserve and release commands append the `company-…`
 * stream, so only a process that is auth's (the auth process, which serves them to the others
 * on its internal route, AuthInternalModule, and the all-in-one) composes it. Another service's process provides
 * COMPANY_QUOTAS by calling that route instead (`@tracklight/platform`'s REMOTE_COMPANY_QUOTAS).
 */
@Module({
  providers: [QuotaService, { provide: COMPANY_QUOTAS, useExisting: QuotaService }, ReserveAuditsHandler, ReleaseAuditsHandler],
  exports: [COMPANY_QUOTAS, QuotaService],
})
export class AuthQuotasModule {}

/** Company quotas for the other services of a process that is auth's too (the all-in-one, tests). */
export const AUTH_QUOTAS = PortsModule.of(AuthQuotasModule);
