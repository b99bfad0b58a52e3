import type { CatalogueSpec } from '../field-spec';

/**
 * Errors (/error-management, REST /cms/errors; spec sections 7, 8): the audit error ids with the
 * text every screen and report shows for them, and two switches the read side honours
 * everywhere: staff only (hidden from publishers) and hidden from downloads (left out of every
 * report). The ids are the audit's own, so they are chosen, not generated; errors are shipped
 * (services/cms/src/audit-errors) and edited, never deleted.
 */
export const AUDIT_ERROR_SPEC = {
  kind: 'auditError',
  label: 'Error',
  plural: 'Errors',
  titleField: 'description',
  searchFields: ['description'],
  defaultSort: { field: 'id', order: 'ASC' },
  softDelete: false,
  customId: {
    label: 'Error id',
    pattern: '^[0-9]{1,3}(\\.[0-9]{1,3}){0,3}$',
    message: 'Error id must be numbers separated by dots, such as 5.4 or 10.1.1.',
  },
  fields: {
    description: {
      kind: 'text',
      label: 'Description',
      required: true,
      max: 500,
      list: true,
      help: 'What the error means, in the words the audit pages and reports show.',
    },
    moonpullOnly: {
      kind: 'boolean',
      label: 'Staff only',
      default: false,
      list: true,
      filter: true,
      help: "Shown only to the provider's staff: publishers see neither the error nor its text, on screen or in reports.",
    },
    hideFromDownload: {
      kind: 'boolean',
      label: 'Hidden from downloads',
      default: false,
      list: true,
      filter: true,
      help: 'Left out of every downloaded report (still shown on screen).',
    },
  },
} as const satisfies CatalogueSpec;
