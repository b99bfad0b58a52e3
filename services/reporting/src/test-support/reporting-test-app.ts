import { randomUUID } from 'node:crypto';
import {
  auditOptionsFor,
  type AuditCompleted,
  type AuditOptions,
  type AuditRequested,
  type QueueLetter,
} from '@tracklight/contracts';
import type { EventStore } from '@tracklight/event-store';
import { awinClick } from '../../../audit-runner/src/verdict/test-support/evidence-builders';
import {
  AUDIT_RUNNER_MIGRATIONS,
  AuditRunnerModule,
} from '../../../audit-runner/src/audit-runner.module';
import { CMS_OPERATIONS, CmsApiModule } from '../../../cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../../cms/src/test-support/gql-test-app';
import { ReportingReadModels } from '../audits/reporting-read-models';
import { REPORTING_MIGRATIONS, ReportingModule } from '../reporting.module';
import { REPORTING_OPERATIONS } from '../reporting.operations';

export interface ReportingTestApp extends GqlTestApp {
  /** Brings reporting's read model up to date. */
  settleReports(): Promise<void>;
}

/**
 * Audit runner (real Chromium), CMS (with its GraphQL, to edit platform content), auth and
 * reporting, as the all-in-one process runs them.
 */
export const createReportingTestApp = async (
  label: string,
  env: Record<string, string>,
): Promise<ReportingTestApp> => {
  const testApp = await createGqlTestApp(
    [AuditRunnerModule, CmsApiModule, ReportingModule],
    [REPORTING_OPERATIONS, CMS_OPERATIONS],
    {
      label,
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS],
      env,
    },
  );
  return {
    ...testApp,
    settleReports: () => testApp.app.get(ReportingReadModels).catchUp(),
  };
};

/** AuditRequested events on a new batch stream, as the batches service appends them. */
export const requestCompanyAudits = async (
  store: EventStore,
  companyId: string | null,
  requestedBy: string | null,
  links: { link: string; options?: Partial<AuditOptions> & Record<string, unknown> }[],
  queue: QueueLetter = 'a',
): Promise<{ batchId: string; auditIds: string[] }> => {
  const batchId = randomUUID();
  const requests: AuditRequested[] = links.map(({ link, options }) => ({
    type: 'AuditRequested',
    data: {
      auditId: randomUUID(),
      batchId,
      companyId,
      requestedBy,
      queue,
      options: auditOptionsFor(link, options),
      allowChromiumFlags: false,
    },
  }));
  await store.append(`batch-${batchId}`, requests, 'no-stream', {
    actorUserId: requestedBy,
    correlationId: batchId,
  });
  return { batchId, auditIds: requests.map((r) => r.data.auditId) };
};

/**
 * An AWIN audit completed as the runner records it (no browser): a consent banner accepted, the
 * verdict's fields overridden by `verdict` (e.g. the errors or the handover impacts under test).
 */
export const recordCompletedAudit = async (
  store: EventStore,
  auditId: string,
  batchId: string,
  verdict: Partial<AuditCompleted['data']['verdict']>,
): Promise<void> => {
  const scenario = awinClick().withAcceptedBanner();
  const completed: AuditCompleted = {
    type: 'AuditCompleted',
    data: {
      auditId,
      batchId,
      networkId: 'awin',
      networkName: 'AWIN',
      advertiserId: null,
      evidence: scenario.build(),
      verdict: { ...scenario.evaluate(), ...verdict },
      auditTimeMs: 1000,
      auditedAt: new Date().toISOString(),
    },
  };
  await store.append(`audit-${auditId}`, [completed], 'any', { actorUserId: null, correlationId: auditId });
};
