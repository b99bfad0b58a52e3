import type { CatalogueSpec } from '../field-spec';
import { CMP_METADATA_SPEC } from './cmp-metadata.catalogue';
import { INTERNAL_ADVERTISER_ISSUE_SPEC } from './internal-advertiser-issue.catalogue';
import { NARRATIVE_SPEC } from './narrative.catalogue';
import { PLATFORM_SPEC } from './platform.catalogue';
import { RESULT_CONTENT_SPECS } from './result-content';
import { CMS_CONTENT_SPECS } from './cms-content';

export { ADVERTISER_SPEC, advertiserRuleProblem, BESPOKE_COOKIE_VALUE_TYPES } from './advertiser.catalogue';
export { CMP_METADATA_SPEC } from './cmp-metadata.catalogue';
export { INTERNAL_ADVERTISER_ISSUE_SPEC } from './internal-advertiser-issue.catalogue';
export { NARRATIVE_SPEC } from './narrative.catalogue';
export { NETWORK_SPEC } from './network.catalogue';
export { GLOBAL_NAME_PATTERN, HEADER_RULE_PATTERN, PLATFORM_SPEC } from './platform.catalogue';
export { SHIPPED_PLATFORMS, type ShippedPlatform } from './shipped-platforms';
export { MEMORY_COOKIE_STATUS_CHOICES } from './status-choices';
export * from './result-content';
export { CAUSE_SPEC } from './cause.catalogue';
export * from './cms-content';

/** Every CMS content type served by the generic catalogue (services/cms/src/catalogue). */
export const CATALOGUE_SPECS: readonly CatalogueSpec[] = [NARRATIVE_SPEC, INTERNAL_ADVERTISER_ISSUE_SPEC, CMP_METADATA_SPEC, ...RESULT_CONTENT_SPECS, ...CMS_CONTENT_SPECS, PLATFORM_SPEC];

export const catalogueSpec = (kind: string): CatalogueSpec => {
  const spec = CATALOGUE_SPECS.find((candidate) => candidate.kind === kind);
  if (!spec) throw new Error(`No catalogue kind ${kind}`);
  return spec;
};
