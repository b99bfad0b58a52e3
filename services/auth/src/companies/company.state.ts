import { asEvent, type AnyEvent } from '@tracklight/event-store';
import type { CompanyEvents, CompanyProfile } from '@tracklight/contracts';

export interface CompanyState extends CompanyProfile {
  companyId: string;
  numExtraMonthlyLinks: number;
  /** Audits reserved in the current period. */
  numAudits: number;
  nextResetDate: string;
}

export const evolveCompany = (
  state: CompanyState | null,
  stored: AnyEvent,
): CompanyState | null => {
  const event = asEvent<CompanyEvents>(stored);
  switch (event.type) {
    case 'CompanyCreated':
      return { ...event.data, numExtraMonthlyLinks: 0, numAudits: 0 };
    case 'CompanyUpdated':
      return (
        state && {
          ...state,
          ...event.data.changes,
          nextResetDate: event.data.nextResetDate ?? state.nextResetDate,
        }
      );
    case 'ExtraLinksGranted':
      return state && { ...state, numExtraMonthlyLinks: event.data.thisMonthExtra };
    case 'AuditsReserved':
      return state && { ...state, numAudits: state.numAudits + event.data.links };
    case 'AuditReservationReleased':
      return state && { ...state, numAudits: Math.max(0, state.numAudits - event.data.links) };
    case 'QuotaPeriodStarted':
      return (
        state && {
          ...state,
          numAudits: 0,
          numExtraMonthlyLinks: 0,
          nextResetDate: event.data.nextResetDate,
        }
      );
    default:
      return state;
  }
};

/** The company as its stream says, or null when it was never created. */
export const foldCompany = (events: readonly AnyEvent[]): CompanyState | null =>
  events.reduce(evolveCompany, null);
