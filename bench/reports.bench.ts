import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { PdfPrinter } from '@tracklight/platform';
import { PDF_DOCUMENTS } from '@tracklight/presentation';
import { createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase } from '@tracklight/testing';
import { CMS_MIGRATIONS } from '../services/cms/src/cms.module';
import { PLATFORM_CONTENT_DEFAULTS } from '../services/cms/src/platform-content/platform-content-keys';
import { fillMonthCounts } from '../services/reporting/src/audits/audit-counts-by-month';
import { AuditQueries } from '../services/reporting/src/audits/audit-queries';
import { pdfHtml } from '../services/reporting/src/audits/pdf-report/pdf-html';
import { ErrorCatalogueReader } from '../services/reporting/src/cms-content/error-catalogue';
import { DashboardChartsResolver } from '../services/reporting/src/dashboard/charts/dashboard-charts.resolver';
import { REPORTING_MIGRATIONS } from '../services/reporting/src/reporting.module';
import { reportType } from '../services/reporting/src/reports/report-types';
import { ReportWriter } from '../services/reporting/src/reports/report-writer';
import { measure, percentile, perSecond, time } from './measure';
import { seedAudits } from './seed-audits';

/**
 * npm run bench:reports — the publisher CSV of 100,000 audits streamed by the report writer
 * (seconds, rows/s, peak RSS of this process, which plays the server), beside COPY ... TO STDOUT
 * of the same rows through psql as the floor; a 10-page PDF printed by Chromium; then the
 * dashboard chart queries over 1,000,000 audits (p95). BENCH_CSV_AUDITS and BENCH_CHART_AUDITS
 * lower the counts on a slow machine; BENCH_CSV_RUNS sets how many times the CSV and its floor run
 * in turn (medians compared, 3 unless told); BENCH_PARTS (csv,pdf,charts) picks parts, e.g. to leave the
 * browser out while other suites hold the browser lock. The load average is printed with each
 * part: the machine is shared.
 */
const CSV_AUDITS = Number(process.env.BENCH_CSV_AUDITS ?? 100_000);
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const CHART_AUDITS = Number(process.env.BENCH_CHART_AUDITS ?? 1_000_000);
const PER_BATCH = 100;
const COMPANIES = 50;
const PARTS = (process.env.BENCH_PARTS ?? 'csv,pdf,charts').split(',');
const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;
const load = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;

const main = async () => {
  const db = await createTestDatabase('bench_reports');
  const dataSource = await openReadModels(createReadModelDataSource(db.url, [], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]));
  const settings = loadSettings({ ...process.env, DATABASE_URL: db.url });
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const printer = new PdfPrinter(settings);
  try {
    await seedAudits(dataSource, { from: 0, to: CSV_AUDITS, perBatch: PER_BATCH, companies: COMPANIES });
    const queries = new AuditQueries(dataSource, { values: async () => PLATFORM_CONTENT_DEFAULTS }, new ErrorCatalogueReader(dataSource));

    // The CSV, written to nowhere as the writer yields it; RSS sampled throughout. The writer and
    // the floor take turns, CSV_RUNS times each, and their medians are compared: on a shared
    // machine a single pair swings by half either way.
    if (PARTS.includes('csv')) {
      const writer = new ReportWriter(queries, settings);
      const writerMs: number[] = [];
      const floorMs: number[] = [];
      for (let run = 1; run <= CSV_RUNS; run++) {
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        const baseline = process.memoryUsage().rss;
        const cpu = process.cpuUsage();
        let rows = -1;
        console.log(`CSV run ${run}: ${load()}`);
        // Peak RSS so far at every 25,000 rows: flat memory is a peak that stops rising once the
        // first pages are in, however many rows follow.
        const peaksAt: string[] = [];
        const csv = await time(async () => {
          for await (const chunk of writer.chunks(superAdmin, reportType('publisher')!, {})) {
            const before = rows;
            rows += chunk.split('\r\n').length - 1;
            if (Math.floor(rows / 25_000) > Math.floor(Math.max(before, 0) / 25_000)) {
              // With --expose-gc, also the heap live after a full collection: what the export holds.
              const collect = (globalThis as { gc?: () => void }).gc;
              collect?.();
              const held = collect ? ` (heap held ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)})` : '';
              peaksAt.push(`${Math.floor(rows / 25_000) * 25}k ${Math.round(peak / 2 ** 20)}${held}`);
            }
          }
        });
        clearInterval(sampler);
        console.log(`  peak RSS (MiB) so far after each 25,000 rows: ${peaksAt.join(', ')}`);
        const { user, system } = process.cpuUsage(cpu);
        console.log(`publisher CSV, ${rows} rows streamed: ${(csv.ms / 1000).toFixed(1)} s, ${perSecond(rows, csv.ms)} rows/s, peak RSS ${Math.round(peak / 2 ** 20)} MiB (${Math.round(baseline / 2 ** 20)} MiB before), Node CPU ${((user + system) / 1e6).toFixed(1)} s`);
        const copy = await time(async () => {
          const out = spawnSync('psql', [db.url, '-qAt', '-c', `COPY (SELECT a.* FROM reporting.audits a WHERE a.status IN ('DONE','FAILED') ORDER BY a.requested_at, a.id) TO STDOUT WITH CSV`], { maxBuffer: 2 ** 31 });
          if (out.status !== 0) throw new Error(String(out.stderr));
        });
        console.log(`  floor: COPY ... TO STDOUT of the same rows (psql): ${(copy.ms / 1000).toFixed(1)} s, ${perSecond(rows, copy.ms)} rows/s; the writer takes ${(csv.ms / copy.ms).toFixed(1)}× the floor (${load()})`);
        writerMs.push(csv.ms);
        floorMs.push(copy.ms);
      }
      const median = (ms: number[]) => percentile([...ms].sort((a, b) => a - b), 50);
      console.log(`CSV medians of ${CSV_RUNS}: writer ${(median(writerMs) / 1000).toFixed(2)} s, floor ${(median(floorMs) / 1000).toFixed(2)} s, the writer takes ${(median(writerMs) / median(floorMs)).toFixed(2)}× the floor`);
    }

    // A PDF report with nine full-width screenshots: ten A4 pages.
    if (PARTS.includes('pdf')) {
      const [audit] = await queries.list(superAdmin, queries.scoped(superAdmin), 'a.id', 1);
      const first = await printer.print(pdfHtml({ productName: settings.PRODUCT_NAME, document: PDF_DOCUMENTS[0], audit, stageChecks: [], screenshots: [], printedAt: new Date() }));
      writeFileSync(join(dir, 'first.pdf'), first);
      execFileSync('pdftoppm', ['-png', '-singlefile', '-scale-to-x', '1366', '-scale-to-y', '768', join(dir, 'first.pdf'), join(dir, 'shot')]);
      const shot = `data:image/png;base64,${execFileSync('base64', ['-w0', join(dir, 'shot.png')]).toString()}`;
      const html = pdfHtml({ productName: settings.PRODUCT_NAME, document: PDF_DOCUMENTS[0], audit, stageChecks: [], screenshots: Array.from({ length: 9 }, () => ({ stage: 'alp', dataUri: shot })), printedAt: new Date() });
      const pdf = await time(() => printer.print(html));
      writeFileSync(join(dir, 'ten.pdf'), pdf.result);
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'ten.pdf')], { encoding: 'utf8' }))?.[1];
      console.log(`PDF report, ${pages} pages, ${Math.round(pdf.result.length / 1024)} KiB: ${(pdf.ms / 1000).toFixed(2)} s (browser already started)`);
    }

    // The dashboard charts over the full table.
    if (PARTS.includes('charts')) {
      await seedAudits(dataSource, { from: CSV_AUDITS, to: CHART_AUDITS, perBatch: PER_BATCH, companies: COMPANIES });
      // The seeding writes reporting.audits past the projection: the monthly summary is counted from it.
      await dataSource.query('TRUNCATE reporting.audit_counts_by_month');
      await fillMonthCounts((sql) => dataSource.query(sql));
      console.log(`charts: ${load()}`);
      const charts = new DashboardChartsResolver(dataSource, queries);
      await measure(`dashboardCharts (publisher, ${CHART_AUDITS.toLocaleString('en')} audits)`, (i) => charts.dashboardCharts({ ...PERSONAS.publisher, companyId: `company-${i % COMPANIES}` } as AuthenticatedUser), 50);
      await measure(`dashboardCharts (super admin, every company)`, () => charts.dashboardCharts(superAdmin), 10);
      console.log(`  (${load()})`);
    }
  } finally {
    await printer.onApplicationShutdown();
    await dataSource.destroy();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
