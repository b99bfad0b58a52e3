import type { CatalogueSpec } from '../field-spec';

/** A dotted JavaScript name read on window (`Shopify.shop`): never code, only property reads. */
export const GLOBAL_NAME_PATTERN = '^[A-Za-z_$][A-Za-z0-9_$]*(?:\\.[A-Za-z_$][A-Za-z0-9_$]*){0,4}$';
/** `x-shopid`, or `server: ^Squarespace` (header name, then a regular expression for its value). */
export const HEADER_RULE_PATTERN = '^[A-Za-z0-9-]{1,100}(?:: ?\\S.*)?$';

/**
 * E-commerce platforms (/cms/platforms): how the audit engine recognises the platform a landing
 * page runs on, by several kinds of signal. The id is what the engine records (`shopify` raises
 * error 10.2.1); the more kinds match, the higher the confidence (docs/decisions/0019).
 */
export const PLATFORM_SPEC = {
  kind: 'platform',
  label: 'Platform',
  plural: 'Platforms',
  titleField: 'name',
  searchFields: ['name', 'vendor'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  customId: {
    label: 'Platform id',
    pattern: '^[a-z0-9][a-z0-9-]{0,49}$',
    message: 'Platform id must be 1 to 50 lower-case letters, digits or dashes (e.g. shopify).',
  },
  oneOfRequired: {
    fields: ['assetUrlPatterns', 'globals', 'headers', 'cookieNamePatterns', 'metaGeneratorPatterns'],
    message: 'A platform needs at least one signal: an asset URL pattern, a global, a header, a cookie name pattern or a meta generator pattern.',
  },
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 200, list: true },
    vendor: { kind: 'text', label: 'Vendor', max: 200, list: true, filter: true },
    assetUrlPatterns: {
      kind: 'textList',
      label: 'Asset URL patterns',
      format: 'regex',
      maxItems: 50,
      help: 'Regular expressions matched against the addresses of scripts, styles, preloads and images the page loads.',
    },
    globals: {
      kind: 'textList',
      label: 'Globals',
      maxItems: 20,
      maxLength: 100,
      pattern: { source: GLOBAL_NAME_PATTERN, message: 'is not a JavaScript name such as Shopify or Shopify.shop.' },
      help: 'Names read on window in the page (Shopify.shop); a name that is defined is a match.',
    },
    headers: {
      kind: 'textList',
      label: 'Document headers',
      maxItems: 20,
      maxLength: 300,
      pattern: { source: HEADER_RULE_PATTERN, message: 'must be a header name, optionally followed by ": " and a regular expression for its value.' },
      help: 'Response headers of the landing document: x-shopid, or server: ^Squarespace.',
    },
    cookieNamePatterns: {
      kind: 'textList',
      label: 'Cookie name patterns',
      format: 'regex',
      maxItems: 50,
      help: 'Regular expressions matched against the names of the cookies the landing page holds.',
    },
    metaGeneratorPatterns: {
      kind: 'textList',
      label: 'Meta generator patterns',
      format: 'regex',
      maxItems: 20,
      help: 'Regular expressions matched against <meta name="generator"> contents.',
    },
    comment: { kind: 'text', label: 'Comment', multiline: true, max: 5000, help: 'Staff only.' },
  },
} as const satisfies CatalogueSpec;
