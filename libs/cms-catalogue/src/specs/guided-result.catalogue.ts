import type { CatalogueSpec } from '../field-spec';

/**
 * Guided results (/cms/guided-results; spec sections 3 and 4, Audit.injectedResult): the provider's
 * verdict on an audit the machine could not settle. While it exists it overrides the audit's
 * displayed status as 'Guide: {status shown}' on every screen and report (services/reporting).
 */
export const GUIDED_RESULT_SPEC = {
  kind: 'guidedResult',
  label: 'Guided result',
  plural: 'Guided results',
  titleField: 'readableStatus',
  searchFields: ['auditId', 'readableStatus', 'readablePublisherType', 'comment'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  softDelete: true,
  fields: {
    auditId: {
      kind: 'reference',
      to: 'audit',
      label: 'Audit',
      required: true,
      list: true,
      filter: true,
      help: 'The audit whose status this result overrides.',
    },
    readableStatus: {
      kind: 'text',
      label: 'Status shown',
      required: true,
      max: 200,
      list: true,
      help: "Shown as 'Guide: …' in place of the audit's status.",
    },
    readablePublisherType: { kind: 'text', label: 'Publisher type', max: 200, list: true },
    comment: { kind: 'text', label: 'Internal comment', multiline: true, max: 5000, help: 'Staff only.' },
  },
} as const satisfies CatalogueSpec;
