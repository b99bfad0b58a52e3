import { createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { SortOrder } from '@tracklight/platform';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import type { DataSource } from 'typeorm';
import { CMS_MIGRATIONS } from '../../../../../services/cms/src/cms.module';
import { REPORTING_MIGRATIONS } from '../../../../../services/reporting/src/reporting.module';
import { AdvertiserCertificationResolver } from '../../../../../services/reporting/src/advertisers/certification/advertiser-certification.resolver';

/**
 * Advertiser Certification's list on real Postgres: each advertiser judged on its latest finished
 * audit, searched by its CMS name or domain, sorted by any column.
 */
describe('advertiser certification list', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let resolver: AdvertiserCertificationResolver;

  beforeAll(async () => {
    db = await createTestDatabase('advertiser_certification');
    dataSource = await openReadModels(createReadModelDataSource(db.url, [], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]));
    await dataSource.query(
      `INSERT INTO cms.advertisers (id, name, domain, created_at, updated_at) VALUES
         ('adv-b', 'Bravo Boots', 'bravo.example', now(), now()), ('adv-c', 'Charlie Caps', 'charlie.example', now(), now())`,
    );
    // adv-a (no CMS record): three audits, the latest kept the cookie; adv-b: one, no cookie;
    // adv-c: two, the latest after consent; a running audit does not count.
    const audits: [string, string, string, string, number][] = [
      ['a1', 'adv-a', 'DONE', 'NO_MEMORY_COOKIE', 50],
      ['a2', 'adv-a', 'DONE', 'IMMEDIATE', 10],
      ['a3', 'adv-a', 'FAILED', 'IMMEDIATE', 40],
      ['b1', 'adv-b', 'DONE', 'NO_MEMORY_COOKIE', 5],
      ['c1', 'adv-c', 'DONE', 'IMMEDIATE', 60],
      ['c2', 'adv-c', 'DONE', 'CONDITIONAL_ON_CMP', 30],
      ['c3', 'adv-c', 'RUNNING', 'IMMEDIATE', 1],
    ];
    for (const [id, advertiserId, status, verdict, minutesAgo] of audits) {
      await dataSource.query(
        `INSERT INTO reporting.audits (id, batch_id, company_id, queue, link, country_code, options, status, requested_at, audited_at, advertiser_id, memory_cookie_status, network_name)
         VALUES ($1, 'batch', 'company', 'a', 'https://click.example/' || $1, 'gb', '{}'::jsonb, $2, now(), now() - $3 * interval '1 minute', $4, $5, 'AWIN')`,
        [id, status, minutesAgo, advertiserId, verdict],
      );
    }
    resolver = new AdvertiserCertificationResolver(dataSource);
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const list = async (q?: string, field?: 'ADVERTISER' | 'NETWORK' | 'CERTIFICATION' | 'LATEST_AUDIT' | 'AUDITS', order = SortOrder.ASC) =>
    resolver.advertiserCertifications(q, 1, 25, field ? { field, order } : undefined);

  it('judges each advertiser on its latest finished audit, by advertiser name unless asked', async () => {
    const page = await list();
    expect(page.count).toBe(3);
    expect(page.items.map(({ advertiserId, latestAuditId, auditCount, certification }) => [advertiserId, latestAuditId, auditCount, certification])).toEqual([
      ['adv-a', 'a2', 3, 'CERTIFIED'],
      ['adv-b', 'b1', 1, 'NOT_CERTIFIED'],
      ['adv-c', 'c2', 2, 'CONDITIONAL'],
    ]);
  });

  it('sorts by the number of audits and by the latest audit, both ways', async () => {
    expect((await list(undefined, 'AUDITS', SortOrder.DESC)).items.map((row) => row.advertiserId)).toEqual(['adv-a', 'adv-c', 'adv-b']);
    expect((await list(undefined, 'LATEST_AUDIT', SortOrder.DESC)).items.map((row) => row.advertiserId)).toEqual(['adv-b', 'adv-a', 'adv-c']);
    expect((await list(undefined, 'ADVERTISER', SortOrder.DESC)).items.map((row) => row.advertiserId)).toEqual(['adv-c', 'adv-b', 'adv-a']);
  });

  it('searches by CMS name or domain, LIKE characters as themselves, and refuses an over-long search', async () => {
    expect((await list('BOOTS')).items.map((row) => row.advertiserId)).toEqual(['adv-b']);
    expect((await list('charlie.example')).items.map((row) => row.advertiserId)).toEqual(['adv-c']);
    expect((await list('%')).count).toBe(0);
    await expect(list('x'.repeat(201))).rejects.toThrow('The search text is limited to 200 characters; yours has 201.');
  });
});
