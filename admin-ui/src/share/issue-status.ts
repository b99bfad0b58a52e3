export const ISSUE_STATUSES = [
  { id: 'open', name: 'Open', colour: 'warning' },
  { id: 'investigating', name: 'Investigating', colour: 'info' },
  { id: 'resolved', name: 'Resolved', colour: 'success' },
] as const;

export const issueStatusOf = (id: string) => ISSUE_STATUSES.find((status) => status.id === id) ?? ISSUE_STATUSES[0];
