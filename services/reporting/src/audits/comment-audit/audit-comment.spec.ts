import type { AuditCommentEvent } from '@tracklight/contracts';
import { decideCommentOnAudit, foldAuditComments, NO_COMMENTS, type CommentOnAudit } from './audit-comment';

/** Given the comments so far, when a comment is decided, then these events. */
const given = (...history: AuditCommentEvent[][]) => foldAuditComments(history.flat());
const on = { auditId: 'audit-1', batchId: 'batch-1' };
const user = (comment: string): CommentOnAudit => ({ type: 'AuditCommented', ...on, comment, commentedBy: 'user-1' });
const provider = (comment: string): CommentOnAudit => ({ type: 'AuditProviderCommented', ...on, comment, commentedBy: 'admin-1' });

describe('the comments on an audit (given / when / then)', () => {
  it('start with neither comment', () => {
    expect(given()).toEqual(NO_COMMENTS);
  });

  it('records a user comment as AuditCommented, with who wrote it', () => {
    expect(decideCommentOnAudit(given(), user('Looking at it'))).toEqual([
      { type: 'AuditCommented', data: { auditId: 'audit-1', batchId: 'batch-1', comment: 'Looking at it', commentedBy: 'user-1' } },
    ]);
  });

  it('records the provider comment as AuditProviderCommented, apart from the user one', () => {
    const first = decideCommentOnAudit(given(), user('Looking at it'));
    const second = decideCommentOnAudit(given(first), provider('Known slow shop'));
    expect(second).toEqual([
      { type: 'AuditProviderCommented', data: { auditId: 'audit-1', batchId: 'batch-1', comment: 'Known slow shop', commentedBy: 'admin-1' } },
    ]);
    expect(given(first, second)).toEqual({ comment: 'Looking at it', providerComment: 'Known slow shop' });
  });

  it('lets the latest comment of each kind stand', () => {
    const first = decideCommentOnAudit(given(), user('First'));
    const second = decideCommentOnAudit(given(first), user('Second'));
    expect(given(first, second)).toEqual({ comment: 'Second', providerComment: null });
  });

  it('records every comment, even one equal to the comment in force, and an empty one', () => {
    const first = decideCommentOnAudit(given(), user('Same'));
    expect(decideCommentOnAudit(given(first), user('Same'))).toEqual(first);
    expect(decideCommentOnAudit(given(first), user(''))).toEqual([{ type: 'AuditCommented', data: { ...on, comment: '', commentedBy: 'user-1' } }]);
  });

  it('ignores events of other kinds when folding', () => {
    expect(foldAuditComments([{ type: 'AuditStarted', data: { auditId: 'audit-1' } }])).toEqual(NO_COMMENTS);
  });
});
