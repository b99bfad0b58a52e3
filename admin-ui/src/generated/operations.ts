/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type BatchSort = {
  field: BatchSortField;
  order: SortOrder;
};

export type BatchSortField =
  | 'ASSIGNED'
  | 'COMPANY'
  | 'DESCRIPTION'
  | 'FINISHED_AT'
  | 'NAME'
  | 'NUM_LINKS'
  | 'OWNER'
  | 'PROGRESS'
  | 'STARTED_AT';

/** Same on both runs, changed, or seen on one run only */
export type EvidenceDiffMark =
  | 'CHANGED'
  | 'ONLY_LEFT'
  | 'ONLY_RIGHT'
  | 'SAME';

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type ColleaguesQueryVariables = Exact<{
  companyId: string | null | undefined;
}>;


export type ColleaguesQuery = { userMany: Array<{ id: string, name: string, email: string }> };

export type AuditAssignMutationVariables = Exact<{
  auditId: string;
  userId: string | null | undefined;
}>;


export type AuditAssignMutation = { auditAssign: { id: string, assignmentResolved: boolean, assignedTo: { id: string, name: string | null, email: string | null } | null } };

export type AuditAssignmentResolveMutationVariables = Exact<{
  auditId: string;
  resolved: boolean;
}>;


export type AuditAssignmentResolveMutation = { auditAssignmentResolve: { id: string, assignmentResolved: boolean, assignedTo: { id: string, name: string | null, email: string | null } | null } };

export type AssignToUserMutationVariables = Exact<{
  csv: string;
  userId: string;
}>;


export type AssignToUserMutation = { assignToUser: { reassigned: number } };

export type AuditEvidenceDiffQueryVariables = Exact<{
  leftAuditId: string;
  rightAuditId: string;
}>;


export type AuditEvidenceDiffQuery = { auditEvidenceDiff: { sameLink: boolean, differences: number, left: { id: string, batchId: string, link: string, countryCode: string, auditedAt: string | null, memoryCookieStatusReadable: string }, right: { id: string, batchId: string, link: string, countryCode: string, auditedAt: string | null, memoryCookieStatusReadable: string }, sections: Array<{ key: string, title: string, differences: number, rows: Array<{ key: string, label: string, left: string | null, right: string | null, mark: EvidenceDiffMark }> }> } | null };

export type EvidenceDiffRunFragment = { id: string, batchId: string, link: string, countryCode: string, auditedAt: string | null, memoryCookieStatusReadable: string };

export type ErrorLegendQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorLegendQuery = { errorLegend: Array<{ id: string, description: string, staffOnly: boolean }> };

export type ContactDetailsQueryVariables = Exact<{
  companyId: string | null | undefined;
}>;


export type ContactDetailsQuery = { userMany: Array<{ id: string, name: string, title: string, email: string, company: { name: string } | null }> };

export type TemplateFieldsFragment = { id: string, name: string, description: string | null, isTemplate: boolean, numLinks: number, notifyOnComplete: boolean, useForLinkAssurance: boolean, alertWebhookUrl: string | null, scheduleType: string, scheduleDay: string | null, scheduleTime: string | null, scheduleCron: string | null, scheduledRunningPaused: boolean, nextScheduledRunAt: string | null, schedulingError: { ts: string, message: string } | null, lastRunBatch: { id: string, startedAt: string | null } | null, batchLinks: Array<{ id: string, order: number | null, link: string | null, name: string | null, countryCode: string | null }> };

export type TemplateManyQueryVariables = Exact<{
  page: number | null | undefined;
  perPage: number | null | undefined;
  batchFilterString: string | null | undefined;
  sortBy: BatchSort | null | undefined;
}>;


export type TemplateManyQuery = { batchMany: { count: number, items: Array<{ id: string, name: string, description: string | null, isTemplate: boolean, numLinks: number, notifyOnComplete: boolean, useForLinkAssurance: boolean, alertWebhookUrl: string | null, scheduleType: string, scheduleDay: string | null, scheduleTime: string | null, scheduleCron: string | null, scheduledRunningPaused: boolean, nextScheduledRunAt: string | null, schedulingError: { ts: string, message: string } | null, lastRunBatch: { id: string, startedAt: string | null } | null, batchLinks: Array<{ id: string, order: number | null, link: string | null, name: string | null, countryCode: string | null }> }> } };

export type TemplateByIdQueryVariables = Exact<{
  id: string;
}>;


export type TemplateByIdQuery = { batchById: { id: string, name: string, description: string | null, isTemplate: boolean, numLinks: number, notifyOnComplete: boolean, useForLinkAssurance: boolean, alertWebhookUrl: string | null, scheduleType: string, scheduleDay: string | null, scheduleTime: string | null, scheduleCron: string | null, scheduledRunningPaused: boolean, nextScheduledRunAt: string | null, schedulingError: { ts: string, message: string } | null, lastRunBatch: { id: string, startedAt: string | null } | null, batchLinks: Array<{ id: string, order: number | null, link: string | null, name: string | null, countryCode: string | null }> } | null };

export type TemplateVerdictAlertsQueryVariables = Exact<{
  templateId: string;
}>;


export type TemplateVerdictAlertsQuery = { templateVerdictAlerts: { webhookSecret: string, signatureHeader: string, timestampHeader: string, activity: Array<{ kind: string, batchId: string, at: string, changes: number | null, to: string | null, attempt: number | null, ok: boolean | null, status: number | null, error: string | null }> } | null };
