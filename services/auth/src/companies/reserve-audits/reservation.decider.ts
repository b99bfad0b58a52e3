import type { QuotaReservation } from '@tracklight/access';
import { notFound } from '@tracklight/access';
import { companyEvent } from '@tracklight/contracts';
import type { Decision } from '@tracklight/event-store';
import { currentPeriod, periodEvents, quotaOf, refusalOf } from '../company-quota';
import { evolveCompany, type CompanyState } from '../company.state';

/** What a reservation arriving after its caller gave it up (the answer was lost) is told. */
export const GIVEN_UP = 'This submission was given up before its audits were reserved. Please submit it again.';

/**
 * Takes `links` out of the allowance under `reservationId`. The same id again (a retry whose first
 * answer was lost) answers as the first did and reserves nothing more, so a caller may ask again
 * whenever it does not know whether its call arrived.
 */
export const decideReservation = (company: CompanyState | null, links: number, reservationId: string, now: Date): Decision<QuotaReservation> => {
  if (!company) throw notFound('No company with this id.');
  const held = currentPeriod(company, now).reservations[reservationId];
  if (held === 'released') return { events: [], result: { reserved: false, quota: quotaOf(company, now), errorMessage: GIVEN_UP } };
  if (held !== undefined) return { events: [], result: { reserved: true, quota: quotaOf(company, now) } };
  const refusal = refusalOf(company, links, now);
  if (refusal) return { events: [], result: { reserved: false, quota: quotaOf(company, now), errorMessage: refusal } };
  const events = [...periodEvents(company, now), companyEvent('AuditsReserved', { links, reservationId })];
  const after = events.reduce(evolveCompany, company) as CompanyState;
  return { events, result: { reserved: true, quota: quotaOf(after, now) } };
};

/**
 * Hands back the links `reservationId` holds in the current period (after a reset there is
 * nothing to hand back: usage restarted from zero). An id not reserved yet is marked given up
 * (0 links), so a reservation still on its way is refused when it arrives; a second release does
 * nothing.
 */
export const decideRelease = (company: CompanyState | null, reservationId: string, now: Date): Decision<void> => {
  if (!company) return { events: [], result: undefined };
  const held = currentPeriod(company, now).reservations[reservationId];
  if (held === 'released') return { events: [], result: undefined };
  const links = held ?? 0;
  return { events: [...periodEvents(company, now), companyEvent('AuditReservationReleased', { links, reservationId })], result: undefined };
};
