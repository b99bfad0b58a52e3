import type { NewEvent } from '@tracklight/event-store';
import type { CompanyQuota } from '@tracklight/access';
import type { CompanyState } from './company.state';
import { companyEvent } from '@tracklight/contracts';

/** The first midnight (UTC) on `resetDay` that is later than `now`. */
export const nextResetAfter = (resetDay: number, now: Date): string => {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), resetDay));
  const next =
    thisMonth > now
      ? thisMonth
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, resetDay));
  return next.toISOString();
};

/** The company as it stands at `now`: a period whose reset date has passed counts as started again. */
export const currentPeriod = (company: CompanyState, now: Date): CompanyState =>
  new Date(company.nextResetDate) > now
    ? company
    : {
        ...company,
        numAudits: 0,
        numExtraMonthlyLinks: 0,
        nextResetDate: nextResetAfter(company.resetDay, now),
        reservations: {},
      };

export const quotaOf = (company: CompanyState, now: Date): CompanyQuota => {
  const period = currentPeriod(company, now);
  return {
    companyId: period.companyId,
    numMonthlyLinks: period.numMonthlyLinks,
    numExtraMonthlyLinks: period.numExtraMonthlyLinks,
    numAudits: period.numAudits,
    remainingAudits: Math.max(
      0,
      period.numMonthlyLinks + period.numExtraMonthlyLinks - period.numAudits,
    ),
    maxBatchSize: period.maxBatchSize,
    resetDay: period.resetDay,
    nextResetDate: period.nextResetDate,
    queues: period.queues,
    unlimited: period.isSuperAdmin,
  };
};

/** Events that bring the stream's period up to `now`, if the reset day has passed. */
export const periodEvents = (company: CompanyState, now: Date): NewEvent[] => {
  const period = currentPeriod(company, now);
  return period === company
    ? []
    : [companyEvent('QuotaPeriodStarted', { nextResetDate: period.nextResetDate })];
};

const day = (iso: string) => iso.slice(0, 10);

/** Why `links` audits cannot be taken now, or null when they can. */
export const refusalOf = (company: CompanyState, links: number, now: Date): string | null => {
  const quota = quotaOf(company, now);
  if (quota.unlimited) return null;
  if (links > quota.maxBatchSize) {
    return `A batch may hold at most ${quota.maxBatchSize} links; this one has ${links}.`;
  }
  if (links > quota.remainingAudits) {
    return `Your company has ${quota.remainingAudits} audits left until ${day(quota.nextResetDate)}; this batch needs ${links}. Ask us for extra links this month.`;
  }
  return null;
};
