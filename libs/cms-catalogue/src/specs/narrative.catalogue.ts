import type { CatalogueSpec } from '../field-spec';
import { MEMORY_COOKIE_STATUS_CHOICES } from './status-choices';

/**
 * Narratives (/narrative-management, REST /cms/narratives): the texts that explain a result to a
 * publisher, such as an audit's assessment status or an advertiser's tracking method.
 */
export const NARRATIVE_SPEC = {
  kind: 'narrative',
  label: 'Narrative',
  plural: 'Narratives',
  titleField: 'title',
  searchFields: ['title', 'narrative'],
  defaultSort: { field: 'title', order: 'ASC' },
  softDelete: true,
  fields: {
    title: { kind: 'text', label: 'Title', required: true, max: 200, list: true },
    narrative: {
      kind: 'text',
      label: 'Narrative',
      required: true,
      multiline: true,
      help: 'What the publisher reads; plain words, no codes.',
    },
    statusType: {
      kind: 'choice',
      label: 'Status type',
      choices: MEMORY_COOKIE_STATUS_CHOICES,
      list: true,
      filter: true,
      help: 'The memory cookie status this narrative explains, if any.',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true, list: true, filter: true },
  },
} as const satisfies CatalogueSpec;
