import { ISSUE_TYPE_LABELS } from '@tracklight/presentation';
import type { CatalogueSpec } from '../field-spec';

/**
 * Internal advertiser issues (spec sections 3, 4; /internal-advertiser-issue-queue): the
 * provider's staff track a problem with an advertiser, from the audit that showed it, until a
 * resolution conclusion resolves it.
 */
export const INTERNAL_ADVERTISER_ISSUE_SPEC = {
  kind: 'internalAdvertiserIssue',
  label: 'Internal advertiser issue',
  plural: 'Internal advertiser issues',
  titleField: 'comment',
  searchFields: ['advertiserId', 'comment', 'resolutionConclusion'],
  defaultSort: { field: 'createdAt', order: 'ASC' },
  softDelete: true,
  fields: {
    advertiserId: { kind: 'reference', to: 'advertiser', label: 'Advertiser', required: true, list: true, filter: true },
    referenceAuditId: { kind: 'reference', to: 'audit', label: 'Reference audit', required: true },
    issueType: {
      kind: 'choice',
      label: 'Issue Type',
      required: true,
      list: true,
      filter: true,
      choices: Object.entries(ISSUE_TYPE_LABELS).map(([id, name]) => ({ id, name })),
    },
    comment: { kind: 'text', label: 'Comment', multiline: true, list: true },
    resolutionConclusion: {
      kind: 'text',
      label: 'Resolution Conclusion',
      multiline: true,
      help: 'Providing a Resolution Conclusion will resolve this issue.',
    },
    resolvedAt: { kind: 'dateTime', label: 'Resolved', list: true, filter: true },
  },
} as const satisfies CatalogueSpec;
