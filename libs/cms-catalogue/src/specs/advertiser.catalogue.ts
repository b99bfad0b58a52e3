import type { CatalogueSpec, ItemFields } from '../field-spec';

/** Spec section 9: type 2 is the default (no badge); type 4 shows a value. Types 1 and 3 are the link's cookie types. */
export const BESPOKE_COOKIE_VALUE_TYPES = [
  { id: '1', name: '1 (ANI)' },
  { id: '2', name: '2 (Default)' },
  { id: '3', name: '3 (Wildcard)' },
  { id: '4', name: '4 (Name and value)' },
] as const;

/**
 * Advertisers (/cms/advertisers, REST /cms/advertisers, CSV import per network): every field of
 * spec section 3. Advertisers keep their own aggregate and table (services/cms/src/advertisers: the
 * audits record them too, and their settings judge audits), so this spec is not in CATALOGUE_SPECS;
 * it gives them the catalogue's validation, list columns and inputs (docs/decisions/0015).
 */
export const ADVERTISER_SPEC = {
  kind: 'advertiser',
  label: 'Advertiser',
  plural: 'Advertisers',
  titleField: 'name',
  searchFields: ['name', 'domain', 'advertiserId'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  fields: {
    networkId: { kind: 'reference', to: 'network', label: 'Network', required: true, list: true, filter: true },
    advertiserId: {
      kind: 'text',
      label: 'Network advertiser id',
      max: 100,
      list: true,
      help: "The network's own id for the advertiser (e.g. AWIN's awinmid); the CSV import matches rows by it.",
    },
    name: { kind: 'text', label: 'Name', required: true, max: 200, list: true },
    domain: { kind: 'text', label: 'Domain', required: true, format: 'domain', max: 253, list: true, help: 'Where its links land, e.g. shop.example.com.' },
    primaryTrackingMethod: {
      kind: 'choice',
      label: 'Primary tracking method',
      choices: [
        { id: 'javascript', name: 'JavaScript' },
        { id: 's2s', name: 'Server to server (S2S)' },
        { id: 'other', name: 'Other' },
      ],
      list: true,
      filter: true,
    },
    trackingMethodNarrative: {
      kind: 'text',
      label: 'Tracking method narrative',
      multiline: true,
      max: 5000,
      help: 'Shown as the tracking narrative badge on its audits.',
    },
    javascript: { kind: 'boolean', label: 'Tracks with JavaScript', default: false },
    s2s: { kind: 'boolean', label: 'Tracks server to server (S2S)', default: false },
    other: { kind: 'boolean', label: 'Tracks another way', default: false },
    bespokeCookieValueType: {
      kind: 'choice',
      label: 'Bespoke cookie value type',
      choices: BESPOKE_COOKIE_VALUE_TYPES,
      filter: true,
      help: '1 and 3 change which cookie its audits look for; any type but 2 shows a bespoke cookie badge.',
    },
    bespokeCookieName: { kind: 'text', label: 'Bespoke cookie name', max: 200 },
    bespokeCookieValue: { kind: 'text', label: 'Bespoke cookie value', max: 2000, help: 'Shown on the badge for type 4 only.' },
    bespokeAni: { kind: 'text', label: 'Bespoke ANI', max: 200 },
    bespokeMasterTag: { kind: 'text', label: 'Bespoke master tag', max: 2000 },
    internalComment: { kind: 'text', label: 'Internal comment', multiline: true, max: 5000, help: 'Staff only.' },
    publicComment: { kind: 'text', label: 'Public comment', multiline: true, max: 5000, help: 'Shown to clients with its audits.' },
    cannotAudit: {
      kind: 'boolean',
      label: 'Cannot audit',
      default: false,
      list: true,
      filter: true,
      help: "Its audits go to manual review, shown as 'MR (Advertiser setting)'.",
    },
    cannotAuditReason: { kind: 'text', label: 'Cannot audit reason', max: 500, help: "Shown as 'GR: {reason}' on its manual reviews." },
  },
} as const satisfies CatalogueSpec;

const { fields } = ADVERTISER_SPEC;
const given = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * The rules between an advertiser's fields, on the record as it would stand after a change; the
 * first broken one in words that name the fields, or null. Server and form both ask this.
 */
export function advertiserRuleProblem(record: Readonly<ItemFields>): { field: string; message: string } | null {
  if (record.cannotAudit === true && !given(record.cannotAuditReason)) {
    return { field: 'cannotAuditReason', message: `${fields.cannotAuditReason.label} is required when the advertiser cannot be audited.` };
  }
  const type = record.bespokeCookieValueType;
  if (given(type) && type !== '2' && !given(record.bespokeCookieName)) {
    return { field: 'bespokeCookieName', message: `${fields.bespokeCookieName.label} is required for bespoke cookie value type ${type}.` };
  }
  if (type === '4' && !given(record.bespokeCookieValue)) {
    return { field: 'bespokeCookieValue', message: `${fields.bespokeCookieValue.label} is required for bespoke cookie value type 4.` };
  }
  return null;
}
