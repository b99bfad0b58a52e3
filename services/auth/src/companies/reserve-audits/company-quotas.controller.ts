import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  COMPANY_QUOTAS_ROUTE,
  IdParam,
  Public,
  ReleaseAuditsBody,
  ReserveAuditsBody,
  ServiceCallerGuard,
  ZodPipe,
  type CompanyQuota,
  type QuotaReservation,
} from '@tracklight/access';
import type { z } from 'zod';
import { QuotaService } from './quota.service';

/**
 * The COMPANY_QUOTAS port served to the product's other processes (batches reserves a batch's
 * audits), so the company stream is appended by auth's process alone (decision 0068). Internal:
 * absent from the OpenAPI document, so the gateway does not route it; only a service token passes
 * (ServiceCallerGuard); not rate-limited per address, as every call comes from a few processes
 * whose own user-facing routes are.
 */
@ApiExcludeController()
@Public()
@SkipThrottle()
@UseGuards(ServiceCallerGuard)
@Controller(COMPANY_QUOTAS_ROUTE)
export class CompanyQuotasController {
  constructor(private readonly quotas: QuotaService) {}

  @Get(':companyId')
  async quota(@Param('companyId', IdParam) companyId: string): Promise<{ quota: CompanyQuota | null }> {
    return { quota: await this.quotas.quota(companyId) };
  }

  @Post(':companyId/reservations')
  @HttpCode(200)
  reserve(@Param('companyId', IdParam) companyId: string, @Body(new ZodPipe(ReserveAuditsBody)) body: z.infer<typeof ReserveAuditsBody>): Promise<QuotaReservation> {
    return this.quotas.reserve(companyId, body.links, body.reservationId, body.context);
  }

  @Post(':companyId/reservations/:reservationId/release')
  @HttpCode(204)
  release(
    @Param('companyId', IdParam) companyId: string,
    @Param('reservationId', IdParam) reservationId: string,
    @Body(new ZodPipe(ReleaseAuditsBody)) body: z.infer<typeof ReleaseAuditsBody>,
  ): Promise<void> {
    return this.quotas.release(companyId, reservationId, body.context);
  }
}
