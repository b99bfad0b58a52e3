import type { CatalogueSpec } from '../field-spec';
import { MEMORY_COOKIE_STATUS_CHOICES } from './status-choices';

/** Where an enhanced status came from (spec section 4: an icon by source). */
export const ENHANCED_STATUS_SOURCES = [
  { id: 'LOCAL_PROCESSING', name: 'Local processing' },
  { id: 'WEB_UNLOCKER', name: 'Web unlocker' },
] as const;

/**
 * Statuses (/cms/statuses, memoryCookieStatusSoftDeleteById; spec sections 3 and 4,
 * Audit.enhancedMemoryCookieStatuses): a later pass's memory cookie status for an audit, by source.
 * The latest one shows in place of the audit's own status, with its source's icon.
 */
export const MEMORY_COOKIE_STATUS_SPEC = {
  kind: 'memoryCookieStatus',
  label: 'Status',
  plural: 'Statuses',
  titleField: 'status',
  searchFields: ['auditId', 'comment'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  softDelete: true,
  fields: {
    auditId: { kind: 'reference', to: 'audit', label: 'Audit', required: true, list: true, filter: true },
    source: { kind: 'choice', label: 'Source', required: true, list: true, filter: true, choices: ENHANCED_STATUS_SOURCES },
    status: { kind: 'choice', label: 'Status', required: true, list: true, filter: true, choices: MEMORY_COOKIE_STATUS_CHOICES },
    comment: { kind: 'text', label: 'Comment', multiline: true, max: 5000, list: true },
  },
} as const satisfies CatalogueSpec;
