import type { CatalogueSpec } from '../field-spec';

/**
 * Certification responsibility (/cms/certification-responsibility): who certifies a network's
 * advertisers (advertiser certification, link assurance), and whom to contact.
 */
export const CERTIFICATION_RESPONSIBILITY_SPEC = {
  kind: 'certificationResponsibility',
  label: 'Certification responsibility',
  plural: 'Certification responsibilities',
  titleField: 'contactName',
  searchFields: ['networkId', 'contactName', 'contactEmail', 'notes'],
  defaultSort: { field: 'networkId', order: 'ASC' },
  softDelete: true,
  fields: {
    networkId: { kind: 'reference', to: 'network', label: 'Network', required: true, list: true, filter: true },
    responsibleParty: {
      kind: 'choice',
      label: 'Responsible party',
      required: true,
      list: true,
      filter: true,
      choices: [
        { id: 'provider', name: '{product}' },
        { id: 'network', name: 'Network' },
        { id: 'advertiser', name: 'Advertiser' },
        { id: 'publisher', name: 'Publisher' },
      ],
    },
    contactName: { kind: 'text', label: 'Contact name', required: true, max: 200, list: true },
    contactEmail: { kind: 'text', label: 'Contact email', format: 'email', max: 320, list: true },
    notes: { kind: 'text', label: 'Notes', multiline: true, max: 5000 },
  },
} as const satisfies CatalogueSpec;
