import { HttpError, type DataProvider } from 'react-admin';
import buildGraphQLProvider from 'ra-data-graphql';
import { CATALOGUE_SPECS } from '@tracklight/cms-catalogue';
import { companyQueries, userQueries } from '../accounts/account-queries';
import { auditSearchQueries } from '../audit-search/audit-search-queries';
import { auditQueries } from '../audits/audit-queries';
import { batchQueries } from '../batches/batch-queries';
import { catalogueQueries } from '../cms/catalogue/catalogue-queries';
import { advertiserQueries } from '../cms/advertisers/advertiser-queries';
import { networkQueries } from '../cms/networks/network-queries';
import { causeQueries } from '../cms/causes/cause-queries';
import { finishedStatusProcessingQueries, queueCountQueries, recentAuditQueries, startedStatusProcessingQueries } from '../dashboard/dashboard-queries';
import { certificationQueries } from '../advertiser-certification/certification-queries';
import { linkAssuranceQueries } from '../link-assurance/link-assurance-queries';
import { advertiserIssueQueries, issueReportQueries } from '../share/share-queries';
import { templateQueries } from '../templates/template-queries';
import { secondOpinionQueries } from '../web-unlocker-journey/second-opinion-queries';
import { explainError } from '../http/error-words';
import { apolloClient } from './apollo-client';
import type { ResourceQueries } from './resource-queries';

const RESOURCES: Record<string, ResourceQueries> = {
  audits: auditQueries,
  auditSearch: auditSearchQueries,
  secondOpinions: secondOpinionQueries,
  recentAudits: recentAuditQueries,
  queueCounts: queueCountQueries,
  finishedStatusProcessing: finishedStatusProcessingQueries,
  startedStatusProcessing: startedStatusProcessingQueries,
  companies: companyQueries,
  users: userQueries,
  batches: batchQueries,
  templates: templateQueries,
  linkAssurance: linkAssuranceQueries,
  advertiserCertifications: certificationQueries,
  advertiserIssues: advertiserIssueQueries,
  issueReports: issueReportQueries,
  networks: networkQueries,
  advertisers: advertiserQueries,
  cause: causeQueries,
  // The CMS's generic kinds, each a resource named after its kind (libs/cms-catalogue).
  ...Object.fromEntries(CATALOGUE_SPECS.map((spec) => [spec.kind, catalogueQueries(spec)])),
};

const buildQuery = (fetchType: string, resource: string, params: unknown) => {
  const build = RESOURCES[resource]?.[fetchType];
  if (!build) throw new Error(`No GraphQL operation for ${fetchType} on ${resource}`);
  return build(params);
};

// The server's operations do not follow ra-data-graphql's naming conventions, so each resource
// names its own (resource-queries.ts) and introspection would only cost a round trip.
const graphqlProvider = buildGraphQLProvider({
  client: apolloClient,
  introspection: false,
  buildQuery: () => buildQuery,
});

/**
 * ra-data-graphql reports GraphQL errors with status 200; the server marks an expired or missing
 * session as UNAUTHENTICATED, which react-admin must see as a 401 to end the session. A server
 * fault (HTTP 5xx, a resolver's crash, no answer) gets words instead of Apollo's 'Response not
 * successful: Received status code 500', with the server's message kept as the detail the error
 * screens show behind a toggle (http/error-words.ts).
 */
const withStatus = (error: unknown): never => {
  const graphQLErrors = (error as { body?: { graphQLErrors?: { extensions?: { code?: string } }[] } })?.body?.graphQLErrors;
  if (error instanceof HttpError && graphQLErrors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    throw new HttpError(error.message, 401, error.body);
  }
  const { words, detail, serverFault } = explainError(error);
  if (serverFault) throw new HttpError(words, (error as { status?: number })?.status ?? 0, { detail, graphQLErrors });
  throw error;
};

export const dataProvider = Object.fromEntries(
  Object.entries(graphqlProvider).map(([name, value]) => [
    name,
    typeof value === 'function' ? (...args: unknown[]) => Promise.resolve(value(...args)).catch(withStatus) : value,
  ]),
) as DataProvider;
