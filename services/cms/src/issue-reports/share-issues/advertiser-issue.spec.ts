import type { AdvertiserIssueCommented } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';
import { AdvertiserIssueRefusal, checkedComment, checkedStatus, decideComment, decideStatus, foldAdvertiserIssue } from './advertiser-issue';

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: AnyEvent[][]) => foldAdvertiserIssue(history.flat());
const comment: AdvertiserIssueCommented['data'] = {
  advertiserId: 'adv-1',
  commentId: 'k1',
  comment: 'We see the same',
  authorName: 'Quinn',
  companyId: 'c2',
  byProvider: false,
};

describe("the share area's issue about an advertiser (given / when / then)", () => {
  it('keeps every comment, whatever came before', () => {
    const first = decideComment(given(), comment);
    expect(first).toEqual([{ type: 'AdvertiserIssueCommented', data: comment }]);
    const again = decideComment(given(first), { ...comment, commentId: 'k2', comment: 'Still broken' });
    expect(again).toEqual([{ type: 'AdvertiserIssueCommented', data: { ...comment, commentId: 'k2', comment: 'Still broken' } }]);
    expect(given(first, again)).toEqual({ statusSet: null, comments: 2 });
  });

  it('records a status only when it differs from the one shown', () => {
    const investigating = decideStatus(given(), 'adv-1', 'investigating', 'open');
    expect(investigating).toEqual([{ type: 'AdvertiserIssueStatusChanged', data: { advertiserId: 'adv-1', status: 'investigating' } }]);
    expect(given(investigating)).toEqual({ statusSet: 'investigating', comments: 0 });
    expect(decideStatus(given(investigating), 'adv-1', 'investigating', 'investigating')).toEqual([]);
  });

  it('goes by the status shown, which a new report reopens outside this stream', () => {
    const resolved = decideStatus(given(), 'adv-1', 'resolved', 'open');
    // Staff set 'resolved'; a report since has reopened it, so 'resolved' again is recorded.
    expect(decideStatus(given(resolved), 'adv-1', 'resolved', 'open')).toEqual(resolved);
  });

  it('refuses an empty or too long comment and an unknown status, in words for the user', () => {
    expect(checkedComment('  We see the same \n')).toBe('We see the same');
    expect(() => checkedComment('   ')).toThrow(new AdvertiserIssueRefusal('invalid', 'Please write a comment.'));
    expect(() => checkedComment('x'.repeat(5001))).toThrow('The comment must be at most 5,000 characters.');
    expect(checkedComment('x'.repeat(5000))).toHaveLength(5000);
    expect(() => decideComment(given(), { ...comment, comment: ' ' })).toThrow('Please write a comment.');
    expect(checkedStatus('resolved')).toBe('resolved');
    expect(() => checkedStatus('closed')).toThrow(new AdvertiserIssueRefusal('invalid', 'The status is one of open, investigating, resolved.'));
  });

  it('ignores events of other kinds', () => {
    expect(given([{ type: 'IssueReported', data: {} }])).toEqual({ statusSet: null, comments: 0 });
  });
});
