// `company-<companyId>`, owned by auth (docs/streams.md); read by batches for an owner's company name.
import { eventFactory, type EventOf } from '@tracklight/event-store';

/** What a super admin sets on a company; quotas live here because auth owns companies. */
export interface CompanyProfile {
  name: string;
  isSuperAdmin: boolean;
  moonpullShareEnabled: boolean;
  companyType: string;
  billingId: string | null;
  numMonthlyLinks: number;
  /** Day of the month (1-28) the audit allowance starts again. */
  resetDay: number;
  maxBatchSize: number;
  queues: string[];
}

// A type alias, not an interface: the event map must be indexable by its own keys.
export type CompanyEvents = {
  CompanyCreated: CompanyProfile & { companyId: string; nextResetDate: string };
  CompanyUpdated: { changes: Partial<CompanyProfile>; nextResetDate?: string };
  /** `POST /accounts/companies/{id}/extra`: links on top of the allowance, for this period only. */
  ExtraLinksGranted: { thisMonthExtra: number };
  /**
   * `reservationId` (the batch's id) makes a retried reservation answer the first one's result
   * instead of reserving again; events from before it carry none.
   */
  AuditsReserved: { links: number; reservationId?: string };
  /**
   * A reservation handed back: its batch could not be stored. With `links` 0, a reservation given
   * up before it arrived (its answer was lost): one arriving after it is refused.
   */
  AuditReservationReleased: { links: number; reservationId?: string };
  /** The reset day passed: usage and extra links start again from zero. */
  QuotaPeriodStarted: { nextResetDate: string };
};

export type CompanyEvent = EventOf<CompanyEvents>;
export const companyEvent = eventFactory<CompanyEvents>();
export const companyStream = (companyId: string) => `company-${companyId}`;
