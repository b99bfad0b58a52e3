import type { CatalogueSpec } from '../field-spec';

/**
 * CMPs (/cms/cmps): the consent platforms the audit engine detects. The id is the autoconsent rule
 * name the engine records on an audit (e.g. `Cybotcookiebot`); the name is what people read, in
 * the 'CMP: {name}' badge and the audit's detectedCmp (reporting keeps a copy of the names).
 */
export const CMP_SPEC = {
  kind: 'cmp',
  label: 'CMP',
  plural: 'CMPs',
  titleField: 'name',
  searchFields: ['name', 'vendor', 'comment'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  customId: {
    label: 'Rule name',
    pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$',
    message: 'Rule name must be the autoconsent rule name: 1 to 100 letters, digits, spaces, dots, dashes or underscores.',
  },
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 200, list: true, help: 'Shown in badges as CMP: {name}.' },
    vendor: { kind: 'text', label: 'Vendor', max: 200, list: true, filter: true },
    website: { kind: 'text', label: 'Website', format: 'url', max: 2000 },
    comment: { kind: 'text', label: 'Comment', multiline: true, max: 5000, help: 'Staff only.' },
  },
} as const satisfies CatalogueSpec;
