import { Module } from '@nestjs/common';
import { AuthQuotasModule } from './auth-quotas.module';
import { CompanyQuotasController } from './companies/reserve-audits/company-quotas.controller';

/**
 * What auth's process serves the product's other processes, on `/internal/…` routes behind a
 * service token: company quotas (the batches process reserves through it, decision 0068). Only
 * auth's own process composes it; the all-in-one, one process, calls QuotaService directly.
 */
@Module({
  imports: [AuthQuotasModule],
  controllers: [CompanyQuotasController],
})
export class AuthInternalModule {}
