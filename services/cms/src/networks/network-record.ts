import type { NetworkRecord } from '@tracklight/contracts';
import { EMPTY_DEFINITION_PARTS, type NetworkDefinition } from '@tracklight/networks';

/** The CMS fields a shipped definition does not carry. */
export type NetworkDetails = Pick<NetworkRecord, 'url' | 'description' | 'ownerId' | 'clientComment' | 'moonpullComment'>;

export const NO_DETAILS: NetworkDetails = { url: null, description: null, ownerId: null, clientComment: null, moonpullComment: null };

/** A network's record from its engine definition and the CMS's own fields. */
export const recordOf = (definition: NetworkDefinition, details: NetworkDetails = NO_DETAILS): NetworkRecord => ({
  name: definition.name,
  url: details.url,
  description: details.description,
  ownerId: details.ownerId,
  clientComment: details.clientComment,
  moonpullComment: details.moonpullComment,
  isActive: definition.supported,
  aliases: definition.aliases,
  aliasNetworkId: definition.aliasOf,
  clickHostPatterns: definition.clickHostPatterns,
  aniParams: definition.aniParams,
  advertiserIdParams: definition.advertiserIdParams,
  memoryCookie: definition.memoryCookie,
  trackingScriptPatterns: definition.trackingScriptPatterns,
  closedProgrammeMarkers: definition.closedProgrammeMarkers,
});

/** The definition the engine judges by, from a network's record. */
export const definitionOf = (id: string, record: NetworkRecord): NetworkDefinition => ({
  id,
  name: record.name,
  aliases: record.aliases,
  aliasOf: record.aliasNetworkId,
  supported: record.isActive,
  clickHostPatterns: record.clickHostPatterns,
  aniParams: record.aniParams,
  advertiserIdParams: record.advertiserIdParams,
  memoryCookie: record.memoryCookie,
  trackingScriptPatterns: record.trackingScriptPatterns,
  closedProgrammeMarkers: record.closedProgrammeMarkers,
});

export const detailsOf = ({ url, description, ownerId, clientComment, moonpullComment }: NetworkRecord): NetworkDetails => ({
  url,
  description,
  ownerId,
  clientComment,
  moonpullComment,
});

/** A new network's record: what staff gave, the definition parts they left out empty. */
export const newRecord = (given: Partial<NetworkRecord> & Pick<NetworkRecord, 'name'>): NetworkRecord => ({
  ...recordOf({ id: '', name: given.name, aliases: [], aliasOf: null, supported: true, ...EMPTY_DEFINITION_PARTS }),
  ...given,
});
