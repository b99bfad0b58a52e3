import type { CatalogueSpec } from '../field-spec';

const flag = (label: string) => ({ kind: 'boolean' as const, label, default: false });

/**
 * CMP metadata (spec section 3): what the consent banner of an audited page looked like, recorded
 * by the provider's staff from the audit page. Conclusion names carry the product's brand.
 */
export const CMP_METADATA_SPEC = {
  kind: 'cmpMetadata',
  label: 'CMP metadata',
  plural: 'CMP metadata',
  titleField: 'conclusion',
  searchFields: ['auditId', 'comment'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  softDelete: false,
  fields: {
    auditId: { kind: 'reference', to: 'audit', label: 'Audit', required: true, list: true, filter: true },
    hasCmp: { ...flag('Has CMP'), list: true, filter: true },
    hasAcceptAll: flag('Accept all'),
    hasManage: flag('Manage'),
    hasDecline: flag('Decline'),
    hasOther: flag('Other'),
    hasComplex: flag('Complex'),
    isForced: flag('Forced'),
    size: { kind: 'choice', label: 'Size', choices: [{ id: 'small', name: 'Small' }, { id: 'typical', name: 'Typical' }, { id: 'big', name: 'Big' }] },
    placement: {
      kind: 'choice',
      label: 'Placement',
      choices: ['top', 'middle', 'bottom', 'left', 'right'].map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1) })),
    },
    conclusion: {
      kind: 'choice',
      label: 'Conclusion',
      list: true,
      filter: true,
      choices: [
        { id: 'cookiebar', name: 'Cookiebar - not a CMP' },
        { id: 'no_cmp', name: 'No CMP' },
        { id: 'three_button', name: 'CMP - three button' },
        { id: 'complex', name: 'CMP - complex' },
        { id: 'interacted_incorrectly', name: 'CMP - {product} interacted incorrectly' },
        { id: 'not_displayed_lite', name: 'CMP - Not displayed to Lite' },
        { id: 'not_displayed_classic', name: 'CMP - Not displayed to Classic' },
        { id: 'beyond_product', name: 'CMP - beyond {product}' },
        { id: 'other', name: 'CMP - other' },
      ],
    },
    comment: { kind: 'text', label: 'Comment', multiline: true },
    createdById: { kind: 'reference', to: 'user', label: 'Recorded by' },
  },
} as const satisfies CatalogueSpec;
