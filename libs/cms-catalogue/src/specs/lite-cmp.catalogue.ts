import type { CatalogueSpec } from '../field-spec';

/**
 * Lite CMPs (/cms/lite-cmp): how the lite audit recognises a consent platform without the full
 * engine, by script addresses, consent cookie names or the banner on the page, and which classic
 * CMP each one is.
 */
export const LITE_CMP_SPEC = {
  kind: 'liteCmp',
  label: 'Lite CMP',
  plural: 'Lite CMPs',
  titleField: 'name',
  searchFields: ['name', 'cmpId'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  oneOfRequired: {
    fields: ['scriptUrlPatterns', 'cookieNamePatterns', 'bannerSelector'],
    message: 'A lite CMP needs at least one recogniser: a script URL pattern, a consent cookie name pattern or a banner selector.',
  },
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 200, list: true },
    cmpId: { kind: 'reference', to: 'cmp', label: 'Classic CMP', list: true, filter: true, help: 'The CMP the classic engine reports for it.' },
    scriptUrlPatterns: {
      kind: 'textList',
      label: 'Script URL patterns',
      format: 'regex',
      maxItems: 50,
      help: 'Regular expressions matched against the addresses of scripts the page loads.',
    },
    cookieNamePatterns: {
      kind: 'textList',
      label: 'Consent cookie name patterns',
      format: 'regex',
      maxItems: 50,
      help: 'Regular expressions matched against the names of the cookies the CMP stores consent in.',
    },
    bannerSelector: { kind: 'text', label: 'Banner selector', max: 1000, help: 'CSS selector of the consent banner.' },
    acceptButtonSelector: { kind: 'text', label: 'Accept button selector', max: 1000, help: 'CSS selector of the button that accepts all.' },
    isActive: { kind: 'boolean', label: 'Active', default: true, list: true, filter: true },
  },
} as const satisfies CatalogueSpec;
