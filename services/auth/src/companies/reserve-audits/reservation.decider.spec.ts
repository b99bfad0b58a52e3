import { evolveCompany, type CompanyState } from '../company.state';
import { aCompany } from '../../test-support/company-state';
import { decideRelease, decideReservation, GIVEN_UP } from './reservation.decider';

const now = new Date('2025-03-10T12:00:00Z');
const company = aCompany({ numMonthlyLinks: 10, maxBatchSize: 10 });

/** The company after a decision's events, as its stream would fold them. */
const after = (state: CompanyState, decision: { events: readonly { type: string; data: unknown }[] }): CompanyState =>
  decision.events.reduce((s, event) => evolveCompany(s, event as never) as CompanyState, state);

describe('reserving and releasing audits by reservation id', () => {
  it('reserves once per id: the same id again answers reserved and takes nothing more', () => {
    const first = decideReservation(company, 4, 'batch-1', now);
    expect(first.events).toEqual([{ type: 'AuditsReserved', data: { links: 4, reservationId: 'batch-1' } }]);
    const reserved = after(company, first);
    const again = decideReservation(reserved, 4, 'batch-1', now);
    expect(again).toEqual({ events: [], result: { reserved: true, quota: expect.objectContaining({ numAudits: 4, remainingAudits: 6 }) } });
  });

  it('refuses with the allowance message when the links are not left', () => {
    const full = after(company, decideReservation(company, 8, 'batch-1', now));
    const refused = decideReservation(full, 3, 'batch-2', now);
    expect(refused.events).toEqual([]);
    expect(refused.result).toMatchObject({ reserved: false, errorMessage: expect.stringMatching(/^Your company has 2 audits left until 2025-03-23; this batch needs 3\./) });
  });

  it('hands back what the id holds, once', () => {
    const reserved = after(company, decideReservation(company, 4, 'batch-1', now));
    const release = decideRelease(reserved, 'batch-1', now);
    expect(release.events).toEqual([{ type: 'AuditReservationReleased', data: { links: 4, reservationId: 'batch-1' } }]);
    const released = after(reserved, release);
    expect(released.numAudits).toBe(0);
    expect(decideRelease(released, 'batch-1', now).events).toEqual([]);
  });

  it('gives up an id not reserved yet, so a reservation arriving after its release is refused', () => {
    const givenUp = after(company, decideRelease(company, 'batch-1', now));
    expect(givenUp.numAudits).toBe(0);
    expect(decideReservation(givenUp, 4, 'batch-1', now)).toEqual({ events: [], result: { reserved: false, quota: expect.anything(), errorMessage: GIVEN_UP } });
  });

  it('hands nothing back after the reset day: usage restarted from zero', () => {
    const reserved = after(company, decideReservation(company, 4, 'batch-1', now));
    const nextPeriod = new Date('2025-03-24T00:00:00Z');
    const release = decideRelease(reserved, 'batch-1', nextPeriod);
    expect(release.events.map((event) => event.type)).toEqual(['QuotaPeriodStarted', 'AuditReservationReleased']);
    expect(release.events[1].data).toEqual({ links: 0, reservationId: 'batch-1' });
    expect(after(reserved, release).numAudits).toBe(0);
  });
});
