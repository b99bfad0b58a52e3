import { accountsScreen } from './accounts';
import { advertiserCertificationScreen } from './advertiser-certification';
import { apiKeysScreen } from './api-keys';
import { atlasScreen } from './atlas';
import { auditCompareScreen } from './audit-compare';
import { auditSearchScreen } from './audit-search';
import { auditsScreen } from './audits';
import { authScreen } from './auth';
import { batchesScreen } from './batches';
import { advertisersScreen } from './cms/advertisers';
import { catalogueScreen } from './cms/catalogue';
import { causesScreen } from './cms/causes';
import {
  certificationResponsibilityScreen,
  cmpScreen,
  liteCmpScreen,
  networkInsightScreen,
  platformsScreen,
  providerReportContentScreen,
  providerVerificationContentScreen,
  whitelistScreen,
} from './cms/content';
import { errorsScreen } from './cms/errors';
import { guidedResultsScreen } from './cms/guided-results';
import { narrativesScreen } from './cms/narratives';
import { networksScreen } from './cms/networks';
import { accessScreen, platformContentScreen } from './cms/platform-content';
import { statusesScreen } from './cms/statuses';
import { dashboardScreen } from './dashboard';
import { devPlaygroundScreen } from './dev-playground';
import { documentationScreen } from './documentation';
import { enterpriseReportingScreen } from './enterprise-reporting';
import { superuserToolsScreen } from './history';
import { internalIssuesScreen } from './internal-issues';
import { legendScreen } from './legend';
import { linkAssuranceScreen } from './link-assurance';
import { linkCheckerScreen } from './link-checker';
import { pagesScreen } from './pages';
import { providerReportingScreen } from './provider-reporting';
import { rejudgeScreen } from './rejudge';
import { shareScreen } from './share';
import { supportScreen } from './support';
import { schedulingScreen } from './templates';
import type { Screen } from './ui-map/screen';
import { webUnlockerJourneyScreen } from './web-unlocker-journey';

/**
 * The map of the admin UI: every screen folder's routes, react-admin resources, data-provider
 * operations and sidebar entries (App.tsx reads this list and nothing else). The order is the
 * sidebar's: within a group (layout/menu-entries.ts) the entries come in this order.
 */
export const SCREENS: readonly Screen[] = [
  dashboardScreen,
  linkCheckerScreen,
  batchesScreen,
  auditSearchScreen,
  // Account
  accountsScreen,
  // CMS
  documentationScreen,
  platformContentScreen,
  networksScreen,
  liteCmpScreen,
  platformsScreen,
  narrativesScreen,
  errorsScreen,
  causesScreen,
  statusesScreen,
  accessScreen,
  certificationResponsibilityScreen,
  guidedResultsScreen,
  whitelistScreen,
  providerReportContentScreen,
  // Network Insights
  networkInsightScreen,
  // Share
  shareScreen,
  // Others
  internalIssuesScreen,
  apiKeysScreen,
  devPlaygroundScreen,
  advertisersScreen,
  providerReportingScreen,
  enterpriseReportingScreen,
  superuserToolsScreen,
  schedulingScreen,
  supportScreen,
  legendScreen,
  webUnlockerJourneyScreen,
  linkAssuranceScreen,
  advertiserCertificationScreen,
  // No sidebar entry: opened from other screens, or before logging in.
  auditsScreen,
  auditCompareScreen,
  atlasScreen,
  rejudgeScreen,
  cmpScreen,
  providerVerificationContentScreen,
  catalogueScreen,
  authScreen,
  pagesScreen,
];
