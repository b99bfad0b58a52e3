import type { CatalogueSpec } from '../field-spec';

/**
 * The plain fields of a network (spec section 3, Network): names, owner and comments. Networks keep
 * their own aggregate and table (services/cms/src/networks: engine definitions, success criteria),
 * so this spec is not in CATALOGUE_SPECS; it gives them the same validation, list columns and form
 * inputs as every other CMS item (docs/decisions/0012).
 */
export const NETWORK_SPEC = {
  kind: 'network',
  label: 'Network',
  plural: 'Networks',
  titleField: 'name',
  searchFields: ['name', 'aliases', 'url', 'description'],
  defaultSort: { field: 'name', order: 'ASC' },
  softDelete: true,
  customId: {
    label: 'Network id',
    pattern: '^[a-z0-9][a-z0-9-]{1,49}$',
    message: 'Network id must be 2 to 50 lower-case letters, digits or dashes, starting with a letter or digit.',
  },
  fields: {
    name: { kind: 'text', label: 'Name', required: true, max: 200, list: true },
    url: { kind: 'text', label: 'Website', format: 'url', max: 2000, list: true },
    description: { kind: 'text', label: 'Description', multiline: true, max: 5000 },
    isActive: {
      kind: 'boolean',
      label: 'Active',
      default: true,
      list: true,
      filter: true,
      help: 'Links of an inactive network are recognised but not audited (reported as an unsupported network).',
    },
    aliases: {
      kind: 'textList',
      label: 'Aliases',
      maxItems: 50,
      maxLength: 200,
      list: true,
      help: 'Other names users type for this network, matched like its name.',
    },
    aliasNetworkId: {
      kind: 'reference',
      to: 'network',
      label: 'Runs on network',
      filter: true,
      help: 'The network this one now runs on, e.g. ShareASale on AWIN.',
    },
    ownerId: {
      kind: 'reference',
      to: 'company',
      label: 'Owner',
      list: true,
      filter: true,
      help: "The company owning the network; its users with the advertiser management grant manage the network's advertisers.",
    },
    clientComment: { kind: 'text', label: 'Client comment', multiline: true, max: 5000, help: 'Shown to clients.' },
    moonpullComment: { kind: 'text', label: 'Provider comment', multiline: true, max: 5000, help: 'Staff only.' },
  },
} as const satisfies CatalogueSpec;
