import type { CatalogueSpec } from '../field-spec';

/** Network insights (/network-insights/submission): findings about a network that staff submit. */
export const NETWORK_INSIGHT_SPEC = {
  kind: 'networkInsight',
  label: 'Network insight',
  plural: 'Network insights',
  titleField: 'title',
  searchFields: ['title', 'networkId', 'insight'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  softDelete: true,
  fields: {
    networkId: { kind: 'reference', to: 'network', label: 'Network', required: true, list: true, filter: true },
    title: { kind: 'text', label: 'Title', required: true, max: 200, list: true },
    insight: { kind: 'text', label: 'Insight', required: true, multiline: true },
    sourceUrl: { kind: 'text', label: 'Source', format: 'url', max: 2000 },
    isPublished: { kind: 'boolean', label: 'Published', default: false, list: true, filter: true },
  },
} as const satisfies CatalogueSpec;
