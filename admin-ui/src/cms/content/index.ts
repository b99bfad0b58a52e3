import CookieIcon from '@mui/icons-material/Cookie';
import InsightsIcon from '@mui/icons-material/Insights';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SummarizeIcon from '@mui/icons-material/Summarize';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  CERTIFICATION_RESPONSIBILITY_SPEC,
  CMP_SPEC,
  LITE_CMP_SPEC,
  NETWORK_INSIGHT_SPEC,
  PLATFORM_SPEC,
  PROVIDER_REPORT_SPEC,
  PROVIDER_VERIFICATION_SPEC,
  WHITELISTING_REQUEST_SPEC,
} from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/**
 * The CMS content of issue 15 at the spec's routes, each kind on the catalogue's screens: a kind's
 * list at `base`, its create at `base/create` and its edit at `base/{id}/update` (spec section 2).
 * One screen per kind, because their sidebar entries sit between other folders' (src/screens.ts).
 */
const at = (base: string) => ({ list: base, create: `${base}/create`, editPattern: `${base}/:id/update` });

const superAdmin = ({ superAdmin }: { superAdmin: boolean }) => superAdmin;

export const cmpScreen: Screen = { routes: catalogueRoutes(CMP_SPEC, at('/cms/cmps')) };

export const liteCmpScreen: Screen = {
  routes: catalogueRoutes(LITE_CMP_SPEC, at('/cms/lite-cmp')),
  menu: [{ group: 'CMS', label: 'Lite CMP', to: '/cms/lite-cmp', icon: CookieIcon, shownTo: superAdmin }],
};

/** Platform fingerprints the audit engine recognises storefronts by (issue 17). */
export const platformsScreen: Screen = {
  routes: catalogueRoutes(PLATFORM_SPEC, at('/cms/platforms')),
  menu: [{ group: 'CMS', label: 'Platforms', to: '/cms/platforms', icon: ShoppingCartIcon, shownTo: superAdmin }],
};

export const certificationResponsibilityScreen: Screen = {
  routes: catalogueRoutes(CERTIFICATION_RESPONSIBILITY_SPEC, at('/cms/certification-responsibility')),
  menu: [{ group: 'CMS', label: 'Certification Responsibility', to: '/cms/certification-responsibility', icon: VerifiedUserIcon, shownTo: superAdmin }],
};

export const whitelistScreen: Screen = {
  routes: catalogueRoutes(WHITELISTING_REQUEST_SPEC, at('/cms/whitelist'), { title: 'Whitelist' }),
  menu: [
    {
      group: 'CMS',
      label: 'Whitelist',
      to: '/cms/whitelist',
      icon: PlaylistAddCheckIcon,
      shownTo: ({ superAdmin, granted }) => superAdmin && granted('whitelisting'),
    },
  ],
};

export const providerVerificationContentScreen: Screen = { routes: catalogueRoutes(PROVIDER_VERIFICATION_SPEC, at('/cms/moonpull-verification')) };

export const providerReportContentScreen: Screen = {
  routes: catalogueRoutes(PROVIDER_REPORT_SPEC, at('/cms/moonpull-reporting')),
  menu: [{ group: 'CMS', label: (productName) => `${productName} Reporting`, to: '/cms/moonpull-reporting', icon: SummarizeIcon, shownTo: superAdmin }],
};

export const networkInsightScreen: Screen = {
  routes: catalogueRoutes(NETWORK_INSIGHT_SPEC, at('/network-insights/submission')),
  menu: [{ group: 'Network Insights', label: 'Submission', to: '/network-insights/submission', icon: InsightsIcon, shownTo: superAdmin }],
};
