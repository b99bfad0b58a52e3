/** Issue types of the internal advertiser issue form, with their labels as the spec words them. */
export const ISSUE_TYPE_LABELS = {
  cmp_issue: 'CMP exists but not clicked',
  soft_block: 'Soft block (please explain)',
  hard_block: 'Hard block',
  cookie_status_mismatch: 'Cookie status mismatch with manual check',
  other: 'Any other issue (please explain)',
} as const;

export type IssueType = keyof typeof ISSUE_TYPE_LABELS;

/** The same, as ordered select options. */
export const ISSUE_TYPES: readonly { value: IssueType; label: string }[] = (
  Object.keys(ISSUE_TYPE_LABELS) as IssueType[]
).map((value) => ({ value, label: ISSUE_TYPE_LABELS[value] }));
