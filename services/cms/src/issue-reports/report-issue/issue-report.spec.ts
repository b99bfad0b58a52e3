import type { IssueReported } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';
import { decideReportIssue, foldIssueReport, IssueReportRefusal } from './issue-report';

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: AnyEvent[][]) => foldIssueReport(history.flat());
const report: IssueReported['data'] = {
  reportId: 'r1',
  auditId: 'a1',
  advertiserId: 'adv-1',
  companyId: 'c1',
  comment: 'Sales dropped after the new banner',
  metadata: { hasConversionChange: true, conversionChangeAt: 'week', conversionChangeAmount: null, conversionChangeType: null, shouldEmailOtherPublishers: false },
  files: [{ id: 'f1', name: 'shot.png', contentType: 'image/png', size: 12 }],
  contactDetails: { type: 'publisher', company: 'Publisher P', contact: 'pat@p.example', name: 'Pat' },
};

describe('an issue report (given / when / then)', () => {
  it('keeps the report, as made, on a new stream', () => {
    expect(given()).toEqual({ reported: false });
    const reported = decideReportIssue(given(), report);
    expect(reported).toEqual([{ type: 'IssueReported', data: report }]);
    expect(given(reported)).toEqual({ reported: true });
  });

  it('never writes a stream that holds a report already', () => {
    const reported = decideReportIssue(given(), report);
    expect(() => decideReportIssue(given(reported), report)).toThrow(new IssueReportRefusal('exists', 'The issue report "r1" exists already.'));
  });

  it('ignores events of other kinds', () => {
    expect(given([{ type: 'SupportRequested', data: {} }])).toEqual({ reported: false });
  });
});
