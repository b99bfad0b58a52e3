import { CERTIFICATION_RESPONSIBILITY_SPEC } from './certification-responsibility.catalogue';
import { CMP_SPEC } from './cmp.catalogue';
import { DOCUMENTATION_PAGE_SPEC } from './documentation-page.catalogue';
import { LITE_CMP_SPEC } from './lite-cmp.catalogue';
import { NETWORK_INSIGHT_SPEC } from './network-insight.catalogue';
import { PROVIDER_REPORT_SPEC, PROVIDER_VERIFICATION_SPEC } from './provider-pages.catalogue';
import { WHITELISTING_REQUEST_SPEC } from './whitelisting-request.catalogue';

export { CERTIFICATION_RESPONSIBILITY_SPEC, CMP_SPEC, DOCUMENTATION_PAGE_SPEC, LITE_CMP_SPEC, NETWORK_INSIGHT_SPEC };
export { PROVIDER_REPORT_SPEC, PROVIDER_VERIFICATION_SPEC, WHITELISTING_REQUEST_SPEC };

/** The CMS content kinds of issue 15 (CMPs, whitelisting, documentation, ...). */
export const CMS_CONTENT_SPECS = [
  CMP_SPEC,
  LITE_CMP_SPEC,
  CERTIFICATION_RESPONSIBILITY_SPEC,
  WHITELISTING_REQUEST_SPEC,
  DOCUMENTATION_PAGE_SPEC,
  PROVIDER_VERIFICATION_SPEC,
  PROVIDER_REPORT_SPEC,
  NETWORK_INSIGHT_SPEC,
] as const;
