import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { CATALOGUE_SPECS } from '@tracklight/cms-catalogue';
import { accountRoutes } from './accounts/account-routes';
import { AtlasAudit } from './atlas/AtlasAudit';
import { AtlasBatch } from './atlas/AtlasBatch';
import { AuditCompare } from './audit-compare/AuditCompare';
import { AdvertiserCertificationList } from './advertiser-certification/AdvertiserCertificationList';
import { ApiKeysPage } from './api-keys/ApiKeysPage';
import { AuditSearch } from './audit-search/AuditSearch';
import { AuditReport } from './audits/AuditReport';
import { CmpInsights } from './audits/CmpInsights';
import { LiteResults } from './audits/LiteResults';
import { OutputReport } from './audits/OutputReport';
import { TechnicalReport } from './audits/TechnicalReport';
import { WebinarView } from './audits/WebinarView';
import { AccountSetupPage } from './auth/AccountSetupPage';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/LoginPage';
import { LinkAssuranceList } from './link-assurance/LinkAssuranceList';
import { LinkAssuranceSearch } from './link-assurance/LinkAssuranceSearch';
import { ForgotPasswordPage } from './auth/password-reset/ForgotPasswordPage';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './auth/password-reset/password-reset-api';
import { ResetPasswordPage } from './auth/password-reset/ResetPasswordPage';
import { BatchList } from './batches/BatchList';
import { BatchPage } from './batches/BatchPage';
import { advertiserRoutes } from './cms/advertisers/advertiser-routes';
import { narrativeRoutes } from './cms/narratives/narrative-routes';
import { cmsContentRoutes } from './cms/content/cms-content-routes';
import { internalIssueRoutes } from './internal-issues/internal-issue-routes';
import { networkRoutes } from './cms/networks/network-routes';
import { errorRoutes } from './cms/errors/error-routes';
import { guidedResultRoutes } from './cms/guided-results/guided-result-routes';
import { statusRoutes } from './cms/statuses/status-routes';
import { causeRoutes } from './cms/causes/cause-routes';
import { EnterpriseReporting } from './enterprise-reporting/EnterpriseReporting';
import { EventLog } from './history/EventLog';
import { ProviderReporting } from './provider-reporting/ProviderReporting';
import { ReadModels } from './history/ReadModels';
import { SuperuserTools } from './history/SuperuserTools';
import { Dashboard } from './dashboard/Dashboard';
import { DevPlayground } from './dev-playground/DevPlayground';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { PageCrash } from './layout/PageCrash';
import { darkTheme, lightTheme } from './layout/theme';
import { SubmitLinks } from './link-checker/SubmitLinks';
import { SupportPage } from './support/SupportPage';
import { IssueReportList } from './share/IssueReportList';
import { ShareIssueList } from './share/ShareIssueList';
import { ShareIssuePage } from './share/ShareIssuePage';
import { CatchAll, NotFound } from './pages/NotFound';
import { MAINTENANCE_PATH } from './pages/maintenance/maintenance-path';
import { MaintenancePage } from './pages/maintenance/MaintenancePage';
import { NuxtRedirect } from './pages/NuxtRedirect';
import { auditRedirectRoutes, ToBatches, ToBatchPage } from './pages/redirects';
import { ProductNameContext } from './product/product-name';
import { RejudgePage } from './rejudge/RejudgePage';
import { TemplateList } from './templates/TemplateList';
import { LegendPage } from './legend/LegendPage';
import { LEGEND_PATH } from './legend/legend-queries';
import { WebUnlockerJourney } from './web-unlocker-journey/WebUnlockerJourney';
import { inSentence } from './cms/catalogue/in-sentence';

/**
 * The resources and the words react-admin uses for them inside its own sentences ('No issue reports
 * found using the current filters.'): without a label it makes one of the name ('Issuereports').
 */
const RESOURCE_LABELS = {
  batches: 'batches',
  audits: 'audits',
  templates: 'templates',
  companies: 'companies',
  users: 'users',
  linkAssurance: 'link assurance results',
  advertiserCertifications: 'advertiser certifications',
  advertiserIssues: 'shared issues',
  issueReports: 'issue reports',
  networks: 'networks',
  advertisers: 'advertisers',
  cause: 'causes',
};

/** Spec section 9: flash messages disappear after 10 s. */
const Flash = () => <Notification autoHideDuration={10_000} />;

/**
 * Inside the hash router of main.tsx; the spec's paths as custom routes. requireAuth
 * sends every route to the login page when logged out, except the no-layout ones: account setup,
 * the password reset pages and the maintenance page.
 */
export const App = ({ productName }: { productName: string }) => (
  <ProductNameContext.Provider value={productName}>
    <Admin
      title={productName}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={Layout}
      error={PageCrash}
      theme={lightTheme}
      darkTheme={darkTheme}
      dashboard={ToBatches}
      catchAll={CatchAll}
      notification={Flash}
      requireAuth
      disableTelemetry
    >
      {Object.entries(RESOURCE_LABELS).map(([name, label]) => (
        <Resource key={name} name={name} options={{ label }} />
      ))}
      {CATALOGUE_SPECS.map((spec) => (
        <Resource key={spec.kind} name={spec.kind} options={{ label: inSentence(spec.plural) }} />
      ))}
      <CustomRoutes noLayout>
        <Route path="/account-setup" element={<AccountSetupPage />} />
        <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
        <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
        <Route path={MAINTENANCE_PATH} element={<MaintenancePage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/reporting" element={<ToBatches />} />
        <Route path="/reporting/batches" element={<BatchList />} />
        <Route path="/reporting/batches/:batchId" element={<ToBatchPage />} />
        <Route path="/reporting/memory/cookie/:batchId" element={<BatchPage />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/reporting/audits" element={<AuditSearch />} />
        <Route path="/reporting/audits/:auditId" element={<AuditReport />} />
        <Route path="/reporting/audits/:auditId/technical-report" element={<TechnicalReport />} />
        <Route path="/reporting/audits/:auditId/cmp-insights" element={<CmpInsights />} />
        <Route path="/reporting/audits/:auditId/lite-results" element={<LiteResults />} />
        <Route path="/reporting/audits/:auditId/output-report" element={<OutputReport />} />
        <Route path="/reporting/audits/:auditId/webinar-view" element={<WebinarView />} />
        <Route path="/reporting/audits/:auditId/compare/:otherAuditId" element={<AuditCompare />} />
        <Route path="/reporting/atlas/batches/:batchId" element={<AtlasBatch />} />
        <Route path="/reporting/atlas/audits/:auditId" element={<AtlasAudit />} />
        <Route path="/web-unlocker-journey" element={<WebUnlockerJourney />} />
        <Route path="/dev-playground" element={<DevPlayground />} />
        <Route path="/link-checker" element={<SubmitLinks />} />
        <Route path="/scheduling" element={<TemplateList />} />
        <Route path="/api-keys" element={<ApiKeysPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path={LEGEND_PATH} element={<LegendPage />} />
        <Route path="/share/issues" element={<ShareIssueList />} />
        <Route path="/share/issues/reports" element={<IssueReportList />} />
        <Route path="/share/issues/:issueId" element={<ShareIssuePage />} />
        <Route path="/link-assurance" element={<LinkAssuranceList />} />
        <Route path="/link-assurance-search" element={<LinkAssuranceSearch />} />
        <Route path="/advertiser-certification" element={<AdvertiserCertificationList />} />
        <Route path="/moonpull-verification" element={<LinkAssuranceList title="Verification" />} />
        <Route path="/enterprise-reporting" element={<EnterpriseReporting />} />
        <Route path="/moonpull-reporting" element={<ProviderReporting />} />
        <Route path="/superuser-tools" element={<SuperuserTools />} />
        <Route path="/superuser-tools/rejudge" element={<RejudgePage />} />
        <Route path="/superuser-tools/event-log" element={<EventLog />} />
        <Route path="/superuser-tools/read-models" element={<ReadModels />} />
        <Route path="/not-found" element={<NotFound />} />
        <Route path="/nuxt-redirect" element={<NuxtRedirect />} />
        {auditRedirectRoutes}
        {accountRoutes}
        {narrativeRoutes}
        {internalIssueRoutes}
        {networkRoutes}
        {cmsContentRoutes}
        {advertiserRoutes}
        {errorRoutes}
        {guidedResultRoutes}
        {statusRoutes}
        {causeRoutes}
      </CustomRoutes>
    </Admin>
  </ProductNameContext.Provider>
);
