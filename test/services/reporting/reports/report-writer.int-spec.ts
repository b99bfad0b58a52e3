import Papa from 'papaparse';
import { PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { csvCell } from '@tracklight/presentation';
import { EventStore, START_OF_STORE, StoreSubscription, type StoredEvent } from '@tracklight/event-store';
import { createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { PLATFORM_CONTENT_DEFAULTS } from '../../../../services/cms/src/platform-content/platform-content-keys';
import { AuditQueries } from '../../../../services/reporting/src/audits/audit-queries';
import { ErrorCatalogueReader } from '../../../../services/reporting/src/cms-content/error-catalogue';
import { REPORTING_MIGRATIONS } from '../../../../services/reporting/src/reporting.module';
import { headersOf, reportType, REPORT_TYPES, rowsOf } from '../../../../services/reporting/src/reports/report-types';
import { ReportWriter } from '../../../../services/reporting/src/reports/report-writer';

const AUDITS = 2_500; // three of the writer's pages
const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;
const publisher = { ...PERSONAS.publisher, companyId: 'company-1' } as AuthenticatedUser;

/**
 * A varied data set: two companies, every status, formula-like names and tags, advertisers
 * (some with whitelisting requests), CMPs known and unknown, comparison neighbours, the CMS's
 * guided results and enhanced statuses, errors hidden from downloads or shown to staff only,
 * and request times with microseconds, some shared by several audits.
 */
const seed = (dataSource: DataSource) =>
  dataSource.query(`
    INSERT INTO cms.advertisers (id, name, domain, created_at, updated_at, public_comment, cannot_audit)
      SELECT 'adv-' || g, CASE WHEN g % 3 = 0 THEN '=Shop ' || g ELSE 'Shop, "' || g || '"' END, 'shop' || g || '.example',
             now(), now(), CASE WHEN g % 2 = 0 THEN 'Server to server' END, g % 5 = 0
        FROM generate_series(1, 40) g;
    INSERT INTO reporting.cmp_names (id, name) VALUES ('onetrust', 'OneTrust'), ('cookiebot', 'Cookiebot');
    INSERT INTO reporting.whitelisting_requests (id, advertiser_id, whitelist_sent, whitelist_active, created_at)
      SELECT 'wl-' || g, 'adv-' || g, true, g % 2 = 0, now() FROM generate_series(1, 40, 4) g;
    INSERT INTO reporting.cms_content (kind, id, fields, created_at, updated_at) VALUES
      ('auditError', '10.2.1', '{"description": "Internal", "hideFromDownload": true}', now(), now()),
      ('auditError', '5.3', '{"description": "Staff only", "moonpullOnly": true}', now(), now());
    INSERT INTO reporting.audits (id, batch_id, batch_position, company_id, queue, link, country_code, options, status,
        requested_at, audited_at, audit_time_ms, memory_cookie_status, verdict, moonpull_errors, network_id, network_name,
        final_domain, advertiser_id, detected_cmp, name, placement, tags, is_retry, fail_reason, comment,
        assigned_to_id, assigned_to_email, is_changed_from_comparison)
      SELECT 'audit-' || g, 'batch-' || (g / 100), g % 100, 'company-' || (g / 100) % 2, 'a',
             CASE WHEN g % 11 = 0 THEN '-https://click.example/' ELSE 'https://click.example/' END || g, 'gb',
             jsonb_build_object('userDefinedNetwork', CASE WHEN g % 9 = 0 THEN 'Own network' END),
             (ARRAY['DONE', 'DONE', 'FAILED', 'RUNNING'])[1 + g % 4],
             timestamptz '2026-11-01 00:00:00.123456+00' + (g / 3) * interval '1.234567 seconds',
             CASE WHEN g % 97 <> 0 THEN timestamptz '2026-11-01 00:00:00.5+00' + g * interval '1 second' END, 20000 + g,
             CASE WHEN g % 97 <> 0 THEN (ARRAY['IMMEDIATE', 'CONDITIONAL_ON_CMP', 'NO_MEMORY_COOKIE', 'NOT_AUDITED'])[1 + g % 4] END,
             jsonb_build_object('handoverImpact', g % 101 + 0.4, 'handoverImpactPostConsent', CASE WHEN g % 2 = 0 THEN 66.6 END,
               'manualReviewRequired', g % 7 = 0, 'otherReason', CASE WHEN g % 13 = 0 THEN 'other' END),
             CASE g % 4 WHEN 0 THEN ARRAY[]::text[] WHEN 1 THEN ARRAY['5.4'] WHEN 2 THEN ARRAY['5.4', '5.3', '10.2.1'] ELSE ARRAY['9.9'] END,
             CASE WHEN g % 3 = 0 THEN 'impact' WHEN g % 3 = 1 THEN 'awin' END, CASE WHEN g % 3 = 0 THEN 'Impact' WHEN g % 3 = 1 THEN 'AWIN' END,
             'shop' || g % 45 || '.example', CASE WHEN g % 2 = 0 THEN 'adv-' || (1 + g % 45) END,
             (ARRAY[NULL, 'onetrust', 'cookiebot', 'didomi'])[1 + g % 4],
             (ARRAY['=HYPERLINK("http://evil.example")', '+1', '@sum', E'line\\nbreak', 'plain, "quoted"', NULL])[1 + g % 6],
             'p' || g % 7, CASE WHEN g % 5 = 0 THEN ARRAY['spring', '=tag'] ELSE ARRAY[]::text[] END, g % 8 = 0,
             CASE WHEN g % 4 = 2 THEN 'Timed out' END, CASE WHEN g % 10 = 0 THEN 'checked' END,
             CASE WHEN g % 6 = 0 THEN 'user-1' END, CASE WHEN g % 6 = 0 THEN 'ann@p.example' END, g % 3 = 0
        FROM generate_series(0, ${AUDITS - 1}) g;
    UPDATE reporting.audits SET previous_audit_id = 'audit-' || (substr(id, 7)::int - 1) WHERE substr(id, 7)::int % 10 = 7;
    UPDATE reporting.audits SET next_audit_id = 'audit-' || (substr(id, 7)::int + 1) WHERE substr(id, 7)::int % 10 = 6;
    INSERT INTO reporting.cms_content (kind, id, fields, created_at, updated_at)
      SELECT 'guidedResult', 'g-' || g, jsonb_build_object('auditId', 'audit-' || g, 'readableStatus', 'Guided ' || g), now(), now()
        FROM generate_series(0, ${AUDITS - 1}, 11) g;
    INSERT INTO reporting.cms_content (kind, id, fields, created_at, updated_at)
      SELECT 'memoryCookieStatus', 'm-' || g, jsonb_build_object('auditId', 'audit-' || g, 'source', 'manual', 'status', 'NO_MEMORY_COOKIE'), now(), now()
        FROM generate_series(0, ${AUDITS - 1}, 13) g;
    ANALYZE;
  `);

/** The CSV written by the report writer from one cursor (real Postgres), against the rows read in one go. */
describe('report writer over a varied data set', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let queries: AuditQueries;
  let writer: ReportWriter;
  const reportUrl = (id: string) => `http://127.0.0.1:3000/#/reporting/audits/${id}`;

  const written = async (user: AuthenticatedUser, typeId: string) => {
    let csv = '';
    for await (const chunk of writer.chunks(user, reportType(typeId)!, {})) csv += chunk;
    return csv;
  };

  /** The report as one list read of every matching audit and one Papa.unparse: no pages, no cursor. */
  const expected = async (user: AuthenticatedUser, typeId: string) => {
    const type = reportType(typeId)!;
    const where = queries.scoped(user).add(() => `a.status IN ('DONE', 'FAILED')`);
    if (type.network) where.add((p) => `a.network_id = ${p(type.network)}`);
    if (type.latestOnly) where.add(() => `a.next_audit_id IS NULL`);
    const audits = await queries.list(user, where, 'a.requested_at, a.id', AUDITS);
    const rows = [headersOf(type), ...audits.flatMap((audit) => rowsOf(type, audit, reportUrl))];
    return `${Papa.unparse(rows.map((row) => row.map(csvCell)))}\r\n`;
  };

  beforeAll(async () => {
    db = await createTestDatabase('report_writer');
    dataSource = await openReadModels(createReadModelDataSource(db.url, [], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]));
    await seed(dataSource);
    queries = new AuditQueries(dataSource, { values: async () => PLATFORM_CONTENT_DEFAULTS }, new ErrorCatalogueReader(dataSource));
    writer = new ReportWriter(queries, loadSettings({ DATABASE_URL: db.url, PUBLIC_URL: 'http://127.0.0.1:3000' }));
  }, 120_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it.each(REPORT_TYPES.map((type) => type.id))('writes the %s report byte for byte as the rows read in one go', async (typeId) => {
    const user = reportType(typeId)!.staffOnly || reportType(typeId)!.company ? superAdmin : publisher;
    expect(await written(user, typeId)).toBe(await expected(user, typeId));
  });

  it('writes every finished audit once, in request order, each formula cell neutralised', async () => {
    const [headers, ...rows] = Papa.parse<string[]>((await written(superAdmin, 'debug')).trim(), { newline: '\r\n' }).data;
    const ids = rows.map((row) => row[headers.indexOf('Audit id')]);
    const [{ finished }] = (await dataSource.query(`SELECT count(*)::int AS finished FROM reporting.audits WHERE status IN ('DONE', 'FAILED')`)) as { finished: number }[];
    expect(ids).toHaveLength(finished);
    expect(new Set(ids).size).toBe(finished);
    const ordered = (await dataSource.query(`SELECT id FROM reporting.audits WHERE status IN ('DONE', 'FAILED') ORDER BY requested_at, id`)) as { id: string }[];
    expect(ids).toEqual(ordered.map(({ id }) => id));
    const cells = Papa.parse<string[]>(await written(superAdmin, 'client-standard'), { newline: '\r\n' }).data.flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.example")`);
    expect(cells).toContain(`'-https://click.example/22`);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(cells.join('\n')).not.toContain('10.2.1');
  });

  it("gives a publisher its own company's audits only, without the staff's errors", async () => {
    const [headers, ...rows] = Papa.parse<string[]>((await written(publisher, 'publisher')).trim(), { newline: '\r\n' }).data;
    const [{ own }] = (await dataSource.query(`SELECT count(*)::int AS own FROM reporting.audits WHERE company_id = 'company-1' AND status IN ('DONE', 'FAILED')`)) as { own: number }[];
    expect(rows).toHaveLength(own);
    // company-1 holds the odd batches.
    expect(rows.filter((row) => Number(row[headers.indexOf('Batch')].replace('batch-', '')) % 2 === 0)).toEqual([]);
    expect(rows.map((row) => row[headers.indexOf('Problems found')]).join('\n')).not.toContain('Staff only');
  });

  it('ends its transaction and frees the connection when the reader stops early (a cancelled download)', async () => {
    let stop = false;
    let chunks = 0;
    for await (const chunk of writer.chunks(superAdmin, reportType('debug')!, {}, () => stop)) {
      expect(chunk.length).toBeGreaterThan(0);
      chunks += 1;
      stop = chunks === 2;
    }
    expect(chunks).toBe(2);
    const open = (await dataSource.query(
      `SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )) as { open: number }[];
    expect(open[0].open).toBe(0);
  });

  it("streams a report's rows from an index in request order, without sorting them first (decision 0044)", async () => {
    const declared: { sql: string; params: unknown[] }[] = [];
    const create = dataSource.createQueryRunner.bind(dataSource);
    const spy = jest.spyOn(dataSource, 'createQueryRunner').mockImplementation((mode) => {
      const runner = create(mode);
      const query = runner.query.bind(runner);
      runner.query = (sql: string, params?: unknown[]) => {
        if (sql.startsWith('DECLARE')) declared.push({ sql, params: params ?? [] });
        return query(sql, params);
      };
      return runner;
    });
    try {
      await written(superAdmin, 'debug');
      await written(publisher, 'publisher');
    } finally {
      spy.mockRestore();
    }
    expect(declared).toHaveLength(2);
    const runner = dataSource.createQueryRunner();
    try {
      await runner.query('BEGIN READ ONLY');
      const plans = [];
      for (const { sql, params } of declared) plans.push(JSON.stringify(await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)));
      // With two companies the publisher's plan may read the staff's index and skip the other company's rows.
      for (const plan of plans) {
        expect(plan).toMatch(/"Index Name":"audits_(company_)?report_order"/);
        expect(plan).not.toContain('"Sort Key":["a.requested_at"');
      }
    } finally {
      await runner.query('ROLLBACK');
      await runner.release();
    }
  });

  /**
   * The event store is read in commit order: a subscriber sees only events of transactions older
   * than the oldest one still running in the store's database (read-all.ts, decision 0052). Whether an
   * open download holds every projection back therefore depends on whether its transaction has a
   * transaction id. A read-only one never takes one, so it must not; one that has taken an id
   * (here by asking for it, as any write would) must, which shows this check can fail.
   */
  describe('while a download holds its cursor open', () => {
    let store: EventStore;
    let subscription: StoreSubscription;
    const seen: StoredEvent[] = [];
    const context = { actorUserId: null, correlationId: 'report-cursor' };

    const seenWithin = async (streamName: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline && !seen.some((event) => event.streamName === streamName)) await new Promise((r) => setTimeout(r, 20));
      return seen.some((event) => event.streamName === streamName);
    };
    const appendProbe = async (streamName: string) => {
      await store.append(streamName, [{ type: 'Probed', data: {} }], 'any', context);
      return streamName;
    };

    beforeAll(async () => {
      store = new EventStore(db.url, 2);
      await store.migrate();
      subscription = new StoreSubscription(store, {
        startAfter: async () => START_OF_STORE,
        handleBatch: async (events) => void seen.push(...events),
        onError: (error) => {
          throw error;
        },
        maxIdleDelayMs: 20,
      });
      subscription.start();
    });

    afterAll(async () => {
      await subscription?.stop();
      await store?.close();
    });

    it('does not hold back the projections: an event appended meanwhile is seen at once', async () => {
      const download = writer.chunks(superAdmin, reportType('debug')!, {});
      expect((await download.next()).done).toBe(false);
      try {
        expect(await seenWithin(await appendProbe('report-probe-during-download'), 2_000)).toBe(true);
        // Still open, and without a transaction id.
        const cursors = (await dataSource.query(
          `SELECT backend_xid::text AS xid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'FETCH % FROM audits_cursor' AND state <> 'idle'`,
        )) as { xid: string | null }[];
        expect(cursors).toEqual([{ xid: null }]);
      } finally {
        await download.return(undefined);
      }
    });

    it('would hold them back if its transaction had a transaction id', async () => {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_current_xact_id()');
        const probe = await appendProbe('report-probe-during-write');
        expect(await seenWithin(probe, 1_000)).toBe(false);
        await client.query('COMMIT');
        expect(await seenWithin(probe, 2_000)).toBe(true);
      } finally {
        await client.end();
      }
    });
  });
});
