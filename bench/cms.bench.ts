import { NETWORK_CATALOGUE, type NetworkCatalogue } from '@tracklight/contracts';
import { DataSource } from 'typeorm';
import { AdvertiserQueries } from '../services/cms/src/advertisers/advertiser-queries';
import { CMS_OPERATIONS, CmsApiModule } from '../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../services/cms/src/cms.module';
import { createAuthTestApp, type AuthTestApp } from '../services/auth/src/test-support/auth-test-app';
import { measure } from './measure';

/**
 * npm run bench:cms —
 * 1. A network's 10,000-row advertiser CSV through POST /cms/network/{id}/advertisers/csv on the
 *    real app (parse, whole-file check, one-transaction append, projection): wall time to each
 *    phase and the process's memory, sampled every 20 ms, for a first import (all new), a second
 *    (every row changed) and a third (nothing changed). Flat memory: the heap after each import
 *    comes back to where it was.
 * 2. cms.advertisers with 100,000 advertisers over 50 networks: p50/p95 of a filtered, sorted
 *    page as advertiserPage reads it (AdvertiserQueries, with its count) beside the same two
 *    statements as plain SQL.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const LIST_ADVERTISERS = Number(process.env.BENCH_ADVERTISERS ?? 100_000);
const NETWORKS = 50;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const csvOf = (rows: number, comment: string) =>
  ['advertiserId,name,domain,primaryTrackingMethod,publicComment,cannotAudit,cannotAuditReason']
    .concat(Array.from({ length: rows }, (_, i) => `adv-${i},Advertiser ${i},shop-${i}.example,javascript,${comment},${i % 50 === 0 ? 'yes,Blocks bots' : 'no,'}`))
    .join('\n');

const importOnce = async (t: AuthTestApp, bearer: string, label: string, csv: string) => {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const phases: Record<string, number> = {};
  const response = await t
    .http()
    .post('/cms/network/cj/advertisers/csv')
    .set('authorization', bearer)
    .attach('file', Buffer.from(csv), 'advertisers.csv')
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        for (const line of text.split('\n').filter(Boolean)) {
          const { phase } = JSON.parse(line) as { phase: string };
          phases[phase] ??= performance.now() - started;
        }
      });
      res.on('end', () => done(null, text));
    });
  const total = performance.now() - started;
  clearInterval(sampler);
  gc();
  const after = process.memoryUsage();
  const last = String(response.body).trim().split('\n').at(-1);
  console.log(
    `${label.padEnd(30)} ${(total / 1000).toFixed(1).padStart(5)} s  (checked ${((phases.saving ?? 0) / 1000).toFixed(1)} s, ` +
      `saved ${((phases.indexing ?? 0) / 1000).toFixed(1)} s)  heap ${mb(before.heapUsed)} -> peak ${mb(peakHeap)} -> ${mb(after.heapUsed)} after GC, ` +
      `peak RSS ${mb(peakRss)}   ${last}`,
  );
};

const benchImport = async () => {
  const t = await createAuthTestApp('bench_cms_import', {}, { modules: [CmsApiModule], operations: [CMS_OPERATIONS], migrations: CMS_MIGRATIONS, listen: true });
  try {
    await t.app.get<NetworkCatalogue>(NETWORK_CATALOGUE).judging();
    const bearer = await t.adminBearer();
    console.log(`\n${ROWS.toLocaleString()}-row CSV import (POST /cms/network/cj/advertisers/csv, in process)`);
    await importOnce(t, bearer, 'first import (all new)', csvOf(ROWS, 'first'));
    await importOnce(t, bearer, 'second import (all changed)', csvOf(ROWS, 'second'));
    await importOnce(t, bearer, 'third import (none changed)', csvOf(ROWS, 'second'));
  } finally {
    await t.close();
  }
};

const benchList = async () => {
  const t = await createAuthTestApp('bench_cms_list', {}, { modules: [CmsApiModule], operations: [CMS_OPERATIONS], migrations: CMS_MIGRATIONS });
  try {
    const dataSource = t.app.get(DataSource);
    const filled = performance.now();
    await dataSource.query(
      `INSERT INTO cms.advertisers (id, network_id, network_advertiser_id, name, domain, primary_tracking_method, cannot_audit,
         cannot_audit_reason, version, created_at, updated_at, deleted_at)
       SELECT 'bench-' || g, 'network-' || (g % ${NETWORKS}), 'adv-' || g, 'Advertiser ' || md5(g::text), 'shop-' || g || '.example',
              (ARRAY['javascript', 's2s', 'other'])[1 + g % 3], g % 20 = 0, CASE WHEN g % 20 = 0 THEN 'Blocks bots' END, 1,
              now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, CASE WHEN g % 100 = 0 THEN now() END
         FROM generate_series(1, ${LIST_ADVERTISERS}) g`,
    );
    await dataSource.query('ANALYZE cms.advertisers');
    console.log(`\ncms.advertisers filled with ${LIST_ADVERTISERS.toLocaleString()} advertisers in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

    const queries = t.app.get(AdvertiserQueries);
    const everyNetwork = null;
    const theirNetworks = ['network-7'];
    const page = (i: number) => 1 + (i % 5);
    await measure('advertiserPage: network, cannot audit, by name, page 1-5', (i) =>
      queries.list({ networkId: `network-${i % NETWORKS}`, cannotAudit: false, sortField: 'name', page: page(i), perPage: 25 }, everyNetwork),
    );
    await measure('  plain SQL, same page and count', (i) =>
      Promise.all([
        dataSource.query(
          `SELECT * FROM cms.advertisers WHERE deleted_at IS NULL AND network_id = $1 AND cannot_audit = false
            ORDER BY lower(name), id LIMIT 25 OFFSET $2`,
          [`network-${i % NETWORKS}`, (page(i) - 1) * 25],
        ),
        dataSource.query(`SELECT count(*) FROM cms.advertisers WHERE deleted_at IS NULL AND network_id = $1 AND cannot_audit = false`, [
          `network-${i % NETWORKS}`,
        ]),
      ]),
    );
    await measure('advertiserPage: every network, by name, page 1-5', (i) =>
      queries.list({ sortField: 'name', page: page(i), perPage: 25 }, everyNetwork),
    );
    await measure('  plain SQL, same page and count', (i) =>
      Promise.all([
        dataSource.query(`SELECT * FROM cms.advertisers WHERE deleted_at IS NULL ORDER BY lower(name), id LIMIT 25 OFFSET $1`, [(page(i) - 1) * 25]),
        dataSource.query(`SELECT count(*) FROM cms.advertisers WHERE deleted_at IS NULL`),
      ]),
    );
    await measure('advertiserPage: search "shop-12", by name', () => queries.list({ q: 'shop-12', sortField: 'name', perPage: 25 }, everyNetwork), 50);
    await measure(
      '  plain SQL, same page and count',
      () =>
        Promise.all([
          dataSource.query(
            `SELECT * FROM cms.advertisers WHERE deleted_at IS NULL AND (lower(name) LIKE $1 OR domain LIKE $1 OR lower(network_advertiser_id) LIKE $1)
              ORDER BY lower(name), id LIMIT 25`,
            ['%shop-12%'],
          ),
          dataSource.query(
            `SELECT count(*) FROM cms.advertisers WHERE deleted_at IS NULL AND (lower(name) LIKE $1 OR domain LIKE $1 OR lower(network_advertiser_id) LIKE $1)`,
            ['%shop-12%'],
          ),
        ]),
      50,
    );
    await measure("advertiserPage: a network user's own network", (i) =>
      queries.list({ sortField: 'updatedAt', sortOrder: 'DESC', page: page(i), perPage: 25 }, theirNetworks),
    );
  } finally {
    await t.close();
  }
};

const main = async () => {
  await benchImport();
  await benchList();
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
