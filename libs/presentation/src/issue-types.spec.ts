import { ISSUE_TYPE_LABELS, ISSUE_TYPES } from './issue-types';

describe('issue types (spec 9)', () => {
  it('label each type as the spec words it, in the spec order', () => {
    expect(ISSUE_TYPES).toEqual([
      { value: 'cmp_issue', label: 'CMP exists but not clicked' },
      { value: 'soft_block', label: 'Soft block (please explain)' },
      { value: 'hard_block', label: 'Hard block' },
      { value: 'cookie_status_mismatch', label: 'Cookie status mismatch with manual check' },
      { value: 'other', label: 'Any other issue (please explain)' },
    ]);
  });

  it('look up a label by value', () => {
    expect(ISSUE_TYPE_LABELS.hard_block).toBe('Hard block');
  });
});
