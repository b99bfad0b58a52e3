import type { CommandContext } from '@tracklight/event-store';

/** A company's audit allowance as it stands now (the period rolls over on its reset day). */
export interface CompanyQuota {
  companyId: string;
  numMonthlyLinks: number;
  numExtraMonthlyLinks: number;
  /** Audits used in the current period. */
  numAudits: number;
  remainingAudits: number;
  maxBatchSize: number;
  resetDay: number;
  nextResetDate: string;
  queues: string[];
  /** Super admin companies are not limited. */
  unlimited: boolean;
}

export type QuotaReservation =
  | { reserved: true; quota: CompanyQuota }
  | { reserved: false; quota: CompanyQuota; errorMessage: string };

/**
 * Quotas are held by the auth service; other services (batches) reach them only through this
 * port: auth's QuotaService in its own process, or a call to that process's internal route
 * (`@tracklight/platform`'s RemoteCompanyQuotas). `reserve` takes links out of the allowance
 * atomically, or refuses with a message the UI can show.
 */
export interface CompanyQuotas {
  quota(companyId: string): Promise<CompanyQuota | null>;
  /** `reservationId` (the batch's id): asked again, it answers as the first time and reserves nothing more. */
  reserve(companyId: string, links: number, reservationId: string, context: CommandContext): Promise<QuotaReservation>;
  /**
   * Hands back a reservation whose batch could not be stored (after a reset there is nothing left
   * to hand back). Releasing one that never arrived makes it refused if it still does.
   */
  release(companyId: string, reservationId: string, context: CommandContext): Promise<void>;
}

export const COMPANY_QUOTAS = Symbol('COMPANY_QUOTAS');
