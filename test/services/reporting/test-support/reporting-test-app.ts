import { randomUUID } from 'node:crypto';
import {
  auditOptionsFor,
  type AuditCompleted,
  type AuditEvidence,
  type AuditOptions,
  type AuditRequested,
  type AuditVerdict,
  type QueueLetter,
} from '@tracklight/contracts';
import type { EventStore } from '@tracklight/event-store';
import { awinClick } from '../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import {
  AUDIT_RUNNER_MIGRATIONS,
  AuditRunnerModule,
} from '../../../../services/audit-runner/src/audit-runner.module';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../cms/test-support/gql-test-app';
import { ReportingReadModels } from '../../../../services/reporting/src/audits/reporting-read-models';
import { REPORTING_MIGRATIONS, ReportingModule } from '../../../../services/reporting/src/reporting.module';
import { REPORTING_OPERATIONS } from '../../../../services/reporting/src/reporting.operations';

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
    [AuditRunnerModule, CmsApiModule, CMS_PORTS, ReportingModule],
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
 * The audit's outcome as the runner records it on `audit-<id>` (no browser): on AWIN unless
 * told another network, now unless told when, with the scenario's evidence and verdict.
 */
export const completeAudit = async (
  store: EventStore,
  audit: { auditId: string; batchId: string; advertiserId?: string | null; network?: { id: string; name: string }; auditedAt?: Date },
  evidence: AuditEvidence,
  verdict: AuditVerdict,
): Promise<void> => {
  const completed: AuditCompleted = {
    type: 'AuditCompleted',
    data: {
      auditId: audit.auditId,
      batchId: audit.batchId,
      networkId: audit.network?.id ?? 'awin',
      networkName: audit.network?.name ?? 'AWIN',
      advertiserId: audit.advertiserId ?? null,
      evidence,
      verdict,
      auditTimeMs: 1000,
      auditedAt: (audit.auditedAt ?? new Date()).toISOString(),
    },
  };
  await store.append(`audit-${audit.auditId}`, [completed], 'any', { actorUserId: null, correlationId: audit.auditId });
};

/**
 * An AWIN audit completed with a consent banner accepted, the verdict's fields overridden by
 * `verdict` (e.g. the errors or the handover impacts under test).
 */
export const recordCompletedAudit = (
  store: EventStore,
  auditId: string,
  batchId: string,
  verdict: Partial<AuditCompleted['data']['verdict']>,
): Promise<void> => {
  const scenario = awinClick().withAcceptedBanner();
  return completeAudit(store, { auditId, batchId }, scenario.build(), { ...scenario.evaluate(), ...verdict });
};

/** A publisher (company 'Publisher P', user pat@p.example) with one audit requested on AWIN. */
export const publisherWithAudit = async (
  t: ReportingTestApp,
): Promise<{ publisher: string; auditId: string; batchId: string }> => {
  const companyId = await createCompany(t, { name: 'Publisher P' });
  const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
  const { batchId, auditIds } = await requestCompanyAudits(t.store, companyId, pat.id, [
    { link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' },
  ]);
  return { publisher: `Bearer ${pat.tokens.accessToken}`, auditId: auditIds[0], batchId };
};
