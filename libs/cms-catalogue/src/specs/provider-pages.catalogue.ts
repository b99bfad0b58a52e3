import type { CatalogueSpec } from '../field-spec';

/** The fields of a page the provider publishes to its customers: a title, Markdown, a flag. */
const pageFields = {
  title: { kind: 'text', label: 'Title', required: true, max: 200, list: true },
  companyId: { kind: 'reference', to: 'company', label: 'Company', list: true, filter: true, help: 'Empty: shown to every customer with the feature.' },
  body: { kind: 'markdown', label: 'Body', required: true },
  isPublished: { kind: 'boolean', label: 'Published', default: false, list: true, filter: true },
} as const;

/** Provider verification (/cms/moonpull-verification): the texts of the verification product pages. */
export const PROVIDER_VERIFICATION_SPEC = {
  kind: 'providerVerification',
  label: 'Verification page',
  plural: 'Verification pages',
  titleField: 'title',
  searchFields: ['title', 'body'],
  defaultSort: { field: 'title', order: 'ASC' },
  softDelete: true,
  fields: pageFields,
} as const satisfies CatalogueSpec;

/** Provider reporting (/cms/moonpull-reporting): the reports the provider publishes to customers. */
export const PROVIDER_REPORT_SPEC = {
  kind: 'providerReport',
  label: 'Provider report',
  plural: 'Provider reports',
  titleField: 'title',
  searchFields: ['title', 'body', 'period'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  softDelete: true,
  fields: {
    ...pageFields,
    period: { kind: 'text', label: 'Period', max: 100, list: true, filter: true, help: 'e.g. 2026-Q3' },
    reportUrl: { kind: 'text', label: 'Report file', format: 'url', max: 2000 },
  },
} as const satisfies CatalogueSpec;
