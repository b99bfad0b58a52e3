/** An internal advertiser issue as the modal holds it (spec sections 3, 4). */
export interface InternalIssue {
  id: string | null;
  advertiserId: string;
  referenceAuditId: string;
  issueType: string;
  comment: string;
  resolutionConclusion: string;
  resolvedAt: string | null;
}

export const RESOLVE_NOTE = 'Providing a Resolution Conclusion will resolve this issue.';
export const ISSUE_TYPE_PLACEHOLDER = 'Select an issue type';

export const blankIssue = (advertiserId: string, referenceAuditId: string): InternalIssue => ({
  id: null,
  advertiserId,
  referenceAuditId,
  issueType: '',
  comment: '',
  resolutionConclusion: '',
  resolvedAt: null,
});

/**
 * Spec section 4: no id reads 'Create Issue'; an id 'Update Issue'; a non-empty resolution
 * conclusion 'Resolve Issue' (with the note).
 */
export const submitLabel = (issue: Pick<InternalIssue, 'id' | 'resolutionConclusion'>): 'Create Issue' | 'Update Issue' | 'Resolve Issue' =>
  issue.resolutionConclusion.trim() ? 'Resolve Issue' : issue.id ? 'Update Issue' : 'Create Issue';

/** What the form shows after a save: a resolved issue gives way to a blank one for the same advertiser and audit. */
export const formAfterSave = (saved: InternalIssue): InternalIssue =>
  saved.resolvedAt ? blankIssue(saved.advertiserId, saved.referenceAuditId) : saved;

/** The server's record (nulls for empty texts) as the form holds it. */
export const toFormIssue = (record: Record<string, unknown>): InternalIssue => ({
  id: String(record.id),
  advertiserId: String(record.advertiserId),
  referenceAuditId: String(record.referenceAuditId),
  issueType: (record.issueType as string | null) ?? '',
  comment: (record.comment as string | null) ?? '',
  resolutionConclusion: (record.resolutionConclusion as string | null) ?? '',
  resolvedAt: (record.resolvedAt as string | null) ?? null,
});

/** Spec section 8's three outcomes of a submit, worded as the spec words them. */
export const SUBMITTED = 'Internal advertiser issue submitted';
export const notSubmitted = (message: string) => `Internal advertiser issue not submitted: ${message}`;
export const unexpected = (message: string) => `Unexpected issue submitting internal advertiser issue: ${message}`;
