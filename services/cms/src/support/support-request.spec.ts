import type { SupportRequested } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';
import { decideRequestSupport, foldSupportRequest, SupportRequestRefusal } from './support-request';

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: AnyEvent[][]) => foldSupportRequest(history.flat());
const sender = { id: 'u1', name: 'Pat', email: 'pat@p.example', companyId: 'c1', companyName: 'Publisher P' };
const request: SupportRequested['data'] = { id: 'r1', subject: 'Verdict looks wrong', message: 'No cookie, yet sales.', page: 'http://x/#/a', sender };

describe('a support request (given / when / then)', () => {
  it('keeps the message, as written, on a new stream', () => {
    expect(given()).toEqual({ requested: false });
    const requested = decideRequestSupport(given(), request);
    expect(requested).toEqual([{ type: 'SupportRequested', data: request }]);
    expect(given(requested)).toEqual({ requested: true });
  });

  it('keeps a message without a page without one', () => {
    const { page: _page, ...withoutPage } = request;
    expect(decideRequestSupport(given(), withoutPage)).toEqual([{ type: 'SupportRequested', data: withoutPage }]);
  });

  it('never writes a stream that holds a request already', () => {
    const requested = decideRequestSupport(given(), request);
    expect(() => decideRequestSupport(given(requested), request)).toThrow(SupportRequestRefusal);
    expect(() => decideRequestSupport(given(requested), request)).toThrow('The support request "r1" is kept already.');
  });

  it('ignores events of other kinds', () => {
    expect(given([{ type: 'IssueReported', data: {} }])).toEqual({ requested: false });
  });
});
