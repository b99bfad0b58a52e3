import { Route } from 'react-router-dom';
import {
  CERTIFICATION_RESPONSIBILITY_SPEC,
  CMP_SPEC,
  DOCUMENTATION_PAGE_SPEC,
  LITE_CMP_SPEC,
  NETWORK_INSIGHT_SPEC,
  PLATFORM_SPEC,
  PROVIDER_REPORT_SPEC,
  PROVIDER_VERIFICATION_SPEC,
  WHITELISTING_REQUEST_SPEC,
} from '@tracklight/cms-catalogue';
import { DocumentationPage } from '../../documentation/DocumentationPage';
import { DOCUMENTATION_PATHS } from '../../documentation/documentation-paths';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { AccessPage } from '../platform-content/AccessPage';
import { PlatformContentPage } from '../platform-content/PlatformContentPage';

/** A kind's list at `base`, its create at `base/create` and its edit at `base/{id}/update` (spec section 2). */
const at = (base: string) => ({ list: base, create: `${base}/create`, editPattern: `${base}/:id/update` });

/**
 * The CMS content of issue 15 at the spec's routes: CMPs, lite CMPs, certification
 * responsibility, whitelist, the provider's verification and reporting pages, network insights,
 * documentation, platform fingerprints, and the platform content and access forms.
 */
export const cmsContentRoutes = [
  ...catalogueRoutes(CMP_SPEC, at('/cms/cmps')),
  ...catalogueRoutes(LITE_CMP_SPEC, at('/cms/lite-cmp')),
  // Platform fingerprints the audit engine recognises storefronts by (issue 17).
  ...catalogueRoutes(PLATFORM_SPEC, at('/cms/platforms')),
  ...catalogueRoutes(CERTIFICATION_RESPONSIBILITY_SPEC, at('/cms/certification-responsibility')),
  ...catalogueRoutes(WHITELISTING_REQUEST_SPEC, at('/cms/whitelist'), { title: 'Whitelist' }),
  ...catalogueRoutes(PROVIDER_VERIFICATION_SPEC, at('/cms/moonpull-verification')),
  ...catalogueRoutes(PROVIDER_REPORT_SPEC, at('/cms/moonpull-reporting')),
  ...catalogueRoutes(NETWORK_INSIGHT_SPEC, at('/network-insights/submission')),
  ...catalogueRoutes(DOCUMENTATION_PAGE_SPEC, DOCUMENTATION_PATHS),
  <Route key="documentation" path="/documentation" element={<DocumentationPage />} />,
  <Route key="platform-content" path="/cms/platform-content" element={<PlatformContentPage />} />,
  <Route key="access" path="/cms/access" element={<AccessPage />} />,
];
