import type { CatalogueSpec } from '../field-spec';

/**
 * Whitelisting requests (spec section 3; /cms/whitelist): a user asks for the provider's audit
 * traffic to be whitelisted by an advertiser. Made by whitelistingRequestCreate (the caller is the
 * user, the three flags start false), then followed up by staff here. The flags drive the
 * 'Whitelist Requested' / 'Whitelist Confirmed' badges.
 */
export const WHITELISTING_REQUEST_SPEC = {
  kind: 'whitelistingRequest',
  label: 'Whitelisting request',
  plural: 'Whitelisting requests',
  titleField: 'technicalContact',
  searchFields: ['advertiserId', 'technicalContact', 'technicalContactEmail', 'message', 'moonpullComment'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  softDelete: true,
  noGenericCreate: true,
  fields: {
    advertiserId: { kind: 'reference', to: 'advertiser', label: 'Advertiser', required: true, list: true, filter: true },
    technicalContact: { kind: 'text', label: 'Recipient name', required: true, max: 200, list: true },
    technicalContactEmail: { kind: 'text', label: 'Recipient email', required: true, format: 'email', max: 320, list: true },
    auditId: { kind: 'reference', to: 'audit', label: 'Audit' },
    userId: { kind: 'reference', to: 'user', label: 'Requested by' },
    message: { kind: 'text', label: 'Message', multiline: true, max: 5000 },
    datacenterIds: { kind: 'textList', label: 'Data centre ids', maxItems: 50, maxLength: 100 },
    whitelistSent: { kind: 'boolean', label: 'Sent', default: false, list: true, filter: true },
    whitelistSentDate: {
      kind: 'dateTime',
      label: 'Sent on',
      filledWhen: 'whitelistSent',
      list: true,
      help: 'Filled in with the time Sent is ticked, unless given.',
    },
    whitelistConfirmed: { kind: 'boolean', label: 'Confirmed', default: false, list: true, filter: true },
    whitelistActive: { kind: 'boolean', label: 'Active', default: false, list: true, filter: true },
    moonpullComment: { kind: 'text', label: 'Provider comment', multiline: true, max: 5000, help: 'Staff only.' },
  },
} as const satisfies CatalogueSpec;
