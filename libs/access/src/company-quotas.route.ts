import { z } from 'zod';

/**
 * Auth's internal route for the COMPANY_QUOTAS port, as both ends see it: the auth process serves
 * it (CompanyQuotasController), another process's RemoteCompanyQuotas calls it.
 */
export const COMPANY_QUOTAS_ROUTE = 'internal/company-quotas';

/** The command context crosses with the call, so auth's events name the user who submitted. */
export const CommandContextBody = z.strictObject({
  actorUserId: z.string().nullable(),
  correlationId: z.string().min(1),
  causationId: z.string().nullable().optional(),
  apiKeyId: z.string().nullable().optional(),
});

export const ReserveAuditsBody = z.strictObject({
  links: z.number().int().positive(),
  reservationId: z.uuid(),
  context: CommandContextBody,
});

export const ReleaseAuditsBody = z.strictObject({ context: CommandContextBody });
