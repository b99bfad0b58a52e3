import { auditOptionsFor } from '@tracklight/contracts';
import type { DataSource } from 'typeorm';

/**
 * Fills reporting.audits with audits number `from` to `to - 1` (batches of perBatch, spread over
 * `companies` companies and a year of dates), as the benchmarks read them.
 */
export const seedAudits = async (
  dataSource: DataSource,
  { from, to, perBatch, companies }: { from: number; to: number; perBatch: number; companies: number },
): Promise<void> => {
  const filled = performance.now();
  const verdict = {
    auditStatus: 'DONE',
    memoryCookieStatus: 'IMMEDIATE',
    failReason: null,
    otherReason: null,
    moonpullErrors: [],
    detectedCmp: null,
    cookiesWereAccepted: false,
    hasAlp: true,
    hasAlpPostConsent: false,
    hasAlpPostConsentRefresh: true,
    hasPostConsentJourney: false,
    hasPostConsentRefreshJourney: false,
    finalDomain: 'shop.example',
    interstitialNavigated: false,
    closedMerchant: false,
    inferredS2S: false,
    aniTruncated: false,
    manualReviewRequired: false,
    ani: null,
    handoverImpact: 0,
    handoverImpactPostConsent: 0,
    handoverImpactPostConsentRefresh: 0,
  };
  const options = auditOptionsFor('https://click.example/x');
  const evidence = {
    proxy: { country: 'gb', isResidential: false, label: null },
    hops: [],
    stages: [],
  };
  // In chunks so one statement never holds the whole million in memory.
  const chunk = 100_000;
  for (let start = from; start < to; start += chunk) {
    await dataSource.query(
      `INSERT INTO reporting.audits (id, batch_id, batch_position, company_id, requested_by, queue,
         link, country_code, options, status, requested_at, started_at, finished_at, audited_at,
         audit_time_ms, memory_cookie_status, verdict, moonpull_errors, network_id, network_name,
         final_domain, screenshots, evidence)
       SELECT 'audit-' || g, 'batch-' || (g / ${perBatch}), g % ${perBatch},
              'company-' || ((g / ${perBatch}) % ${companies}), 'user-' || (g % 500), 'a',
              'https://click.example/' || (g % 20000), 'gb', $1::jsonb,
              CASE WHEN g % 10 = 0 THEN 'FAILED' ELSE 'DONE' END,
              now() - (g % 525600) * interval '1 minute',
              now() - (g % 525600) * interval '1 minute',
              now() - (g % 525600) * interval '1 minute' + interval '20 seconds',
              now() - (g % 525600) * interval '1 minute' + interval '20 seconds',
              20000,
              (ARRAY['IMMEDIATE','CONDITIONAL_ON_CMP','NO_MEMORY_COOKIE','NOT_AUDITED'])[1 + g % 4],
              $2::jsonb, ARRAY['5.4']::text[], 'awin', 'AWIN', 'shop.example',
              jsonb_build_array(jsonb_build_object('id', 'audit-' || g || '-alp',
                'screenshotUrl', '/screenshots/audit-' || g || '-alp.png', 'stage', 'alp')),
              $3::jsonb
         FROM generate_series($4::int, $5::int) g`,
      [
        JSON.stringify(options),
        JSON.stringify(verdict),
        JSON.stringify(evidence),
        start,
        Math.min(start + chunk, to) - 1,
      ],
    );
  }
  // VACUUM as autovacuum would have: the visibility map lets index-only scans skip the heap.
  await dataSource.query('VACUUM (ANALYZE) reporting.audits');
  console.log(`reporting.audits filled with audits ${from} to ${to - 1} in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
};
