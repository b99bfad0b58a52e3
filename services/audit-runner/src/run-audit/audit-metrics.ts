import type { AuditCompleted } from '@tracklight/contracts';
import type { ProductMetrics } from '@tracklight/metrics';

/**
 * What a finished audit adds to the process's metrics: its verdict by network ('none' when no
 * network judged it), its time, and how long each landing stage waited before it was observed.
 */
export const countCompletedAudit = (metrics: ProductMetrics, { networkName, verdict, auditTimeMs, evidence }: AuditCompleted['data']): void => {
  const network = networkName ?? 'none';
  metrics.auditsFinished.inc({ memory_cookie_status: verdict.memoryCookieStatus, network });
  metrics.auditDuration.observe({ network }, auditTimeMs / 1000);
  for (const { stage, wait } of evidence.stages) {
    if (wait) metrics.auditStageWait.observe({ stage, ended_by: wait.endedBy }, wait.waitedMs / 1000);
  }
};
