import type { CatalogueSpec } from '../field-spec';

/**
 * Causes (/reasons-management, causeMany; spec section 3, Cause): the reasons audits are pulled
 * by in reports. Causes keep their own aggregate (`cause-<id>`, CauseDefined, services/cms/src/causes),
 * so this spec is not in CATALOGUE_SPECS; it gives them the catalogue's validation, list and form.
 */
export const CAUSE_SPEC = {
  kind: 'cause',
  label: 'Reason',
  plural: 'Reasons',
  titleField: 'reason',
  searchFields: ['reason'],
  defaultSort: { field: 'reason', order: 'ASC' },
  softDelete: false,
  customId: {
    label: 'Reason id',
    pattern: '^[a-z0-9][a-z0-9_]{1,59}$',
    message: 'Reason id must be 2 to 60 lower-case letters, digits or underscores, such as cookie_missing.',
  },
  fields: {
    reason: { kind: 'text', label: 'Reason', required: true, max: 200, list: true, help: 'What the cause selector and reports show.' },
  },
} as const satisfies CatalogueSpec;
