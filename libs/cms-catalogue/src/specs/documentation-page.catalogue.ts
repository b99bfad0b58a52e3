import type { CatalogueSpec } from '../field-spec';

/**
 * Documentation pages (/documentation): Markdown written by staff, read by every user, rendered
 * without raw HTML so a page cannot run script in a reader's browser.
 */
export const DOCUMENTATION_PAGE_SPEC = {
  kind: 'documentationPage',
  label: 'Documentation page',
  plural: 'Documentation pages',
  titleField: 'title',
  searchFields: ['title', 'slug', 'section', 'body'],
  defaultSort: { field: 'order', order: 'ASC' },
  softDelete: true,
  fields: {
    title: { kind: 'text', label: 'Title', required: true, max: 200, list: true },
    slug: {
      kind: 'text',
      label: 'Slug',
      required: true,
      max: 100,
      unique: true,
      list: true,
      pattern: { source: '^[a-z0-9]+(-[a-z0-9]+)*$', message: 'Slug must be lower-case letters and digits, words joined by single dashes.' },
      help: 'The page address: /documentation?page={slug}.',
    },
    section: { kind: 'text', label: 'Section', max: 100, list: true, filter: true },
    order: { kind: 'integer', label: 'Order', min: 0, max: 10_000, list: true, help: 'Pages are listed by this number, lowest first.' },
    body: { kind: 'markdown', label: 'Body', required: true },
  },
} as const satisfies CatalogueSpec;
