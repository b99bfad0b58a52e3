import { asEvent, type AnyEvent } from '@tracklight/event-store';
import type { CompanyEvents, CompanyProfile } from '@tracklight/contracts';

export interface CompanyState extends CompanyProfile {
  companyId: string;
  numExtraMonthlyLinks: number;
  /** Audits reserved in the current period. */
  numAudits: number;
  nextResetDate: string;
  /**
   * The current period's reservations by id: the links held, or 'released' once handed back (or
   * given up before they arrived). A new period starts with none.
   */
  reservations: Record<string, number | 'released'>;
}

const withReservation = (state: CompanyState, id: string | undefined, entry: number | 'released'): CompanyState =>
  id ? { ...state, reservations: { ...state.reservations, [id]: entry } } : state;

export const evolveCompany = (
  state: CompanyState | null,
  stored: AnyEvent,
): CompanyState | null => {
  const event = asEvent<CompanyEvents>(stored);
  switch (event.type) {
    case 'CompanyCreated':
      return { ...event.data, numExtraMonthlyLinks: 0, numAudits: 0, reservations: {} };
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
      return state && withReservation({ ...state, numAudits: state.numAudits + event.data.links }, event.data.reservationId, event.data.links);
    case 'AuditReservationReleased':
      return state && withReservation({ ...state, numAudits: Math.max(0, state.numAudits - event.data.links) }, event.data.reservationId, 'released');
    case 'QuotaPeriodStarted':
      return (
        state && {
          ...state,
          numAudits: 0,
          numExtraMonthlyLinks: 0,
          nextResetDate: event.data.nextResetDate,
          reservations: {},
        }
      );
    default:
      return state;
  }
};

/** The company as its stream says, or null when it was never created. */
export const foldCompany = (events: readonly AnyEvent[]): CompanyState | null =>
  events.reduce(evolveCompany, null);
