import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import type { AuditCompleted } from '@tracklight/contracts';
import { awinClick } from '../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { startBatchesTestApp, type BatchesTestApp } from '../test-support/batches-test-app';
import { BatchesReadModels } from '../../../../services/batches/src/read-model/batches-read-models';
import { BATCH_SEARCH_TEXT, LINK_SEARCH_TEXT } from '../../../../services/batches/src/read-model/batch-list-query';

interface Row {
  name: string;
  owner: { name: string; company: string };
}
interface Page {
  count: number;
  items: Row[];
}
interface Recognised {
  network: { id: string; name: string };
  advertiserId: string;
  domain: string;
}
interface Seed {
  name: string;
  description?: string;
  links: { id: string; merchant?: string; audit?: Recognised }[];
}

const LIST = `query($f: BatchManyFilter, $s: BatchSort, $q: String, $pp: Int) {
  batchMany(filter: $f, sortBy: $s, batchFilterString: $q, perPage: $pp) { count items { name owner { name company } } } }`;

const AWIN = { network: { id: 'awin', name: 'AWIN' }, advertiserId: 'adv-apple', domain: 'apple-hats.example' };
const CJ = { network: { id: 'cj', name: 'CJ' }, advertiserId: 'adv-zebra', domain: 'zebra-shoes.example' };
const RAKUTEN = { network: { id: 'rakuten', name: 'Rakuten' }, advertiserId: 'adv-mango', domain: 'mango-bags.example' };
const TRADEDOUBLER = { network: { id: 'tradedoubler', name: 'Tradedoubler' }, advertiserId: 'adv-paper', domain: 'paper-planes.example' };

// Submitted in this order, so each has its own start and finish time; the three differ in every sortable
// column but the owner's (one publisher): Spring and Autumn are done, Birthday is still processing.
const PUBLISHER_BATCHES: Seed[] = [
  { name: 'Spring sale', description: 'Shoes', links: [{ id: 'spring-1', audit: AWIN }, { id: 'spring-2', audit: CJ }] },
  { name: 'Autumn promo', links: [{ id: 'autumn-1', merchant: 'Paper Planes Ltd', audit: TRADEDOUBLER }] },
  { name: 'Birthday', description: 'Another', links: [{ id: 'birthday-1', audit: RAKUTEN }, { id: 'birthday-2' }, { id: 'birthday-3' }] },
];
const ADMIN_BATCH: Seed = { name: 'Admin checks', links: [{ id: 'admin-1', audit: AWIN }] };

/**
 * Your Results' sort, filters and text search through GraphQL (batchMany), on the batches read
 * model built from batches submitted through the real API and audits completed as the runner
 * records them (no browser: AUDIT_WORKER is off), in real Postgres.
 */
describe('Your Results: sort, filters, search', () => {
  let app: BatchesTestApp;

  const submit = async (bearer: string, seed: Seed) => {
    const response = await app
      .http()
      .post('/audit')
      .set('authorization', bearer)
      .send({
        batchMeta: { name: seed.name, description: seed.description },
        batchLinks: seed.links.map((link) => ({ link: `https://click.example/c?id=${link.id}`, userDefinedMerchant: link.merchant })),
      })
      .expect(201);
    const batchId: string = response.body.batchId;
    const links: { link: string; audit_id: string }[] = await app.t.app
      .get(DataSource)
      .query(`SELECT link, audit_id FROM batches.batch_links WHERE batch_id = $1`, [batchId]);
    for (const seedLink of seed.links.filter((link) => link.audit)) {
      const auditId = links.find((row) => row.link.endsWith(`id=${seedLink.id}`))!.audit_id;
      await complete(auditId, batchId, seedLink.audit!);
    }
  };

  const complete = async (auditId: string, batchId: string, found: Recognised) => {
    const scenario = awinClick().withAcceptedBanner();
    const completed: AuditCompleted = {
      type: 'AuditCompleted',
      data: {
        auditId,
        batchId,
        networkId: found.network.id,
        networkName: found.network.name,
        advertiserId: found.advertiserId,
        evidence: scenario.build(),
        verdict: { ...scenario.evaluate(), finalDomain: found.domain },
        auditTimeMs: 1000,
        auditedAt: new Date().toISOString(),
      },
    };
    await app.t.app.get(EventStore).append(`audit-${auditId}`, [completed], 'any', { actorUserId: null, correlationId: auditId });
  };

  const page = async (bearer: string, variables: Record<string, unknown>): Promise<Row[]> => {
    const response = await app.http().post('/gql').set('authorization', bearer).send({ query: LIST, variables }).expect(200);
    expect(response.body.errors).toBeUndefined();
    return (response.body.data.batchMany as Page).items;
  };
  const list = async (bearer: string, variables: Record<string, unknown>): Promise<string[]> => (await page(bearer, variables)).map((row) => row.name);

  beforeAll(async () => {
    app = await startBatchesTestApp('batch_list_tools', { numMonthlyLinks: 100, maxBatchSize: 10 }, {}, { AUDIT_WORKER: 'false' });
    for (const seed of PUBLISHER_BATCHES) await submit(app.publisher, seed);
    await submit(app.admin, ADMIN_BATCH);
    await app.t.app.get(BatchesReadModels).catchUp();
  }, 120_000);
  afterAll(() => app?.close());

  it("lists only the publisher's company, newest first", async () => {
    expect(await list(app.publisher, {})).toEqual(['Birthday', 'Autumn promo', 'Spring sale']);
    expect(await list(app.admin, {})).toEqual(['Admin checks', 'Birthday', 'Autumn promo', 'Spring sale']);
  });

  it.each([
    ['NAME', 'ASC', ['Autumn promo', 'Birthday', 'Spring sale']],
    ['NAME', 'DESC', ['Spring sale', 'Birthday', 'Autumn promo']],
    ['DESCRIPTION', 'ASC', ['Birthday', 'Spring sale', 'Autumn promo']],
    ['STARTED_AT', 'ASC', ['Spring sale', 'Autumn promo', 'Birthday']],
    ['FINISHED_AT', 'ASC', ['Spring sale', 'Autumn promo', 'Birthday']],
    ['NUM_LINKS', 'DESC', ['Birthday', 'Spring sale', 'Autumn promo']],
    // Processing before done; the two done ones (all links audited) tie, broken by id.
    ['PROGRESS', 'ASC', ['Birthday', expect.any(String), expect.any(String)]],
    ['PROGRESS', 'DESC', [expect.any(String), expect.any(String), 'Birthday']],
  ])('sorts by %s %s in SQL', async (field, order, expected) => {
    expect(await list(app.publisher, { s: { field, order } })).toEqual(expected);
  });

  it.each([
    ['OWNER', (row: Row) => row.owner.name],
    ['COMPANY', (row: Row) => row.owner.company],
  ])("sorts a super admin's list by %s", async (field, value) => {
    const ascending = await page(app.admin, { s: { field, order: 'ASC' } });
    const values = ascending.map(value);
    expect(new Set(values).size).toBe(2);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await page(app.admin, { s: { field, order: 'DESC' } });
    expect(descending.map((row) => row.name)).toEqual(ascending.map((row) => row.name).reverse());
  });

  it.each([
    ['status: processing', { status: 'PROCESSING' }, ['Birthday']],
    ['status: done', { status: 'DONE' }, ['Autumn promo', 'Spring sale']],
    ['network', { networkId: 'cj' }, ['Spring sale']],
    ['advertiser', { advertiserId: 'adv-mango' }, ['Birthday']],
    ['a network none of its links has', { networkId: 'nobody' }, []],
  ])('filters by %s', async (_, f, expected) => {
    expect(await list(app.publisher, { f })).toEqual(expected);
  });

  it('filters by date range', async () => {
    const [{ started_at: autumnStart }] = await app.t.app
      .get(DataSource)
      .query(`SELECT started_at FROM batches.batches WHERE name = 'Autumn promo'`);
    const at = new Date(autumnStart).toISOString();
    expect(await list(app.publisher, { f: { startedAtFrom: at, startedAtTo: at } })).toEqual(['Autumn promo']);
  });

  it.each([
    ['batch name', 'SPRING sa', ['Spring sale']],
    ['description', 'another', ['Birthday']],
    ['link', 'id=autumn-1', ['Autumn promo']],
    ['network', 'rakuten', ['Birthday']],
    ['advertiser (landing domain)', 'zebra-shoes', ['Spring sale']],
    ['advertiser (as the user named it)', 'paper planes', ['Autumn promo']],
    ['a LIKE wildcard, as text', '%', []],
  ])('searches the text of the %s', async (_, q, expected) => {
    expect(await list(app.publisher, { q })).toEqual(expected);
  });

  it("never finds another company's batches, by search or by filter", async () => {
    expect(await list(app.publisher, { q: 'admin' })).toEqual([]);
    expect(await list(app.publisher, { f: { networkId: 'awin' } })).toEqual(['Spring sale']);
    expect(await list(app.admin, { f: { networkId: 'awin' } })).toEqual(['Admin checks', 'Spring sale']);
  });

  it('refuses a search text over the limit with a clear message', async () => {
    const response = await app.http().post('/gql').set('authorization', app.publisher).send({ query: LIST, variables: { q: 'x'.repeat(201) } });
    expect(response.body.errors?.[0].message).toBe('The search text is limited to 200 characters; yours has 201.');
  });

  it('answers the search, the link filters and each sort from an index, not a scan', async () => {
    // A handful of rows: the planner would rightly scan them, so scans are priced out to see which index it can use.
    const runner = app.t.app.get(DataSource).createQueryRunner();
    await runner.query('SET enable_seqscan = off');
    const plan = async (sql: string) => JSON.stringify(await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`));
    try {
      expect(await plan(`SELECT id FROM batches.batches b WHERE ${BATCH_SEARCH_TEXT} LIKE '%promo%'`)).toContain('batches_search');
      expect(await plan(`SELECT batch_id FROM batches.batch_links l WHERE ${LINK_SEARCH_TEXT} LIKE '%zebra%'`)).toContain('batch_links_search');
      expect(await plan(`SELECT batch_id FROM batches.batch_links l WHERE l.network_id = 'cj'`)).toContain('batch_links_network');
      for (const column of ['name', 'finished_at', 'num_links', 'owner_name', 'owner_company_name']) {
        expect(await plan(`SELECT id FROM batches.batches b WHERE b.company_id = 'c' ORDER BY b.${column} DESC, b.id DESC LIMIT 25`)).toContain(
          `batches_company_sort_${column}`,
        );
        expect(
          await plan(`SELECT id FROM batches.batches b WHERE NOT b.is_template AND b.deleted_at IS NULL ORDER BY b.${column}, b.id LIMIT 25`),
        ).toContain(`batches_sort_${column}`);
      }
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});
