import { auditOptionsFor, type AuditCompleted, type AuditVerdict, type StageObservation } from '@tracklight/contracts';
import { METRIC_NAMES, ProductMetrics } from '@tracklight/metrics';
import { newEvidence } from '../browser';
import { countCompletedAudit } from './audit-metrics';

const stage = (name: StageObservation['stage'], wait?: StageObservation['wait']): StageObservation => ({
  stage: name, observed: true, url: 'http://shop.example/', query: {}, httpStatus: 200, cookies: [], localStorage: {},
  sessionStorage: {}, scripts: [], screenshot: null, title: 'Shop', textSample: '', wait,
});

const completed = (networkName: string | null, stages: StageObservation[]): AuditCompleted['data'] =>
  ({
    networkName,
    verdict: { memoryCookieStatus: 'CONDITIONAL_ON_CMP' } as AuditVerdict,
    auditTimeMs: 12_500,
    evidence: { ...newEvidence(auditOptionsFor('http://click.example/'), {}, null), stages },
  }) as AuditCompleted['data'];

const valuesOf = async (metrics: ProductMetrics, name: string) =>
  (await metrics.registry.getMetricsAsJSON()).find((metric) => metric.name === name)!.values as { labels: Record<string, string>; value: number; metricName?: string }[];

describe('countCompletedAudit', () => {
  it('counts the verdict by network, times the audit, and observes each landing stage’s wait', async () => {
    const metrics = new ProductMetrics();
    countCompletedAudit(metrics, completed('Awin', [stage('alp', { endedBy: 'popup-found', waitedMs: 1_500, steps: [] }), stage('alp-post-consent')]));
    countCompletedAudit(metrics, completed(null, []));

    expect((await valuesOf(metrics, METRIC_NAMES.auditsFinished)).map(({ labels, value }) => ({ ...labels, value }))).toEqual([
      { memory_cookie_status: 'CONDITIONAL_ON_CMP', network: 'Awin', value: 1 },
      { memory_cookie_status: 'CONDITIONAL_ON_CMP', network: 'none', value: 1 },
    ]);
    const durations = (await valuesOf(metrics, METRIC_NAMES.auditDuration)).filter((value) => value.metricName?.endsWith('_sum'));
    expect(durations.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
      { network: 'Awin', value: 12.5 },
      { network: 'none', value: 12.5 },
    ]);
    // Only the stage that recorded its wait (older evidence has none).
    const waits = (await valuesOf(metrics, METRIC_NAMES.auditStageWait)).filter((value) => value.metricName?.endsWith('_sum'));
    expect(waits.map(({ labels, value }) => ({ ...labels, value }))).toEqual([{ stage: 'alp', ended_by: 'popup-found', value: 1.5 }]);
  });
});
