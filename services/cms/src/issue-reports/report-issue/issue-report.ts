import { isIssueReportEvent, type IssueReported, type IssueReportEvent } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

// An issue report (`issuereport-<id>`): pure evolve and decide, so the given/when/then spec needs
// no database. One event per stream: a report is kept once and never changed.

export interface IssueReportState {
  reported: boolean;
}

export const NO_ISSUE_REPORT: IssueReportState = { reported: false };

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveIssueReport(state: IssueReportState, event: AnyEvent): IssueReportState {
  if (!isIssueReportEvent(event)) return state;
  switch (event.type) {
    case 'IssueReported':
      return { reported: true };
    default:
      return state;
  }
}

export const foldIssueReport = (events: readonly AnyEvent[]): IssueReportState => events.reduce(evolveIssueReport, NO_ISSUE_REPORT);

/** A command the state does not allow; nothing is written. */
export class IssueReportRefusal extends Error {
  constructor(
    readonly reason: 'exists',
    message: string,
  ) {
    super(message);
    this.name = 'IssueReportRefusal';
  }
}

/** Keeps the report on a new stream; a stream that holds one already is never written again. */
export function decideReportIssue(state: IssueReportState, report: IssueReported['data']): IssueReportEvent[] {
  if (state.reported) throw new IssueReportRefusal('exists', `The issue report "${report.reportId}" exists already.`);
  return [{ type: 'IssueReported', data: report }];
}
