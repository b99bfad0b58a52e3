import { blankIssue, formAfterSave, submitLabel, toFormIssue } from './internal-issue-form';

describe('the internal advertiser issue form (spec section 4)', () => {
  it('reads Create, Update or Resolve Issue', () => {
    expect(submitLabel({ id: null, resolutionConclusion: '' })).toBe('Create Issue');
    expect(submitLabel({ id: 'i1', resolutionConclusion: '  ' })).toBe('Update Issue');
    expect(submitLabel({ id: 'i1', resolutionConclusion: 'Fixed' })).toBe('Resolve Issue');
  });

  it('resets to a blank issue for the same advertiser and audit once resolved, else keeps the saved one', () => {
    const saved = toFormIssue({ id: 'i1', advertiserId: 'a', referenceAuditId: 'r', issueType: 'other', comment: null, resolutionConclusion: 'Done', resolvedAt: '2026-11-25T00:00:00Z' });
    expect(formAfterSave(saved)).toEqual(blankIssue('a', 'r'));
    const open = { ...saved, resolvedAt: null, resolutionConclusion: '' };
    expect(formAfterSave(open)).toBe(open);
  });
});
