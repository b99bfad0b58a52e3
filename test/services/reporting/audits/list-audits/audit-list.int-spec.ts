import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { auditOptionsFor, type AuditRequested } from '@tracklight/contracts';
import { awinClick } from '../../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { completeAudit, createReportingTestApp, type ReportingTestApp } from '../../test-support/reporting-test-app';
import { SEARCH_TEXT } from '../../../../../services/reporting/src/audits/list-audits/audit-list-query';

interface Row {
  id: string;
  link: string;
  memoryCookieStatus: string | null;
  auditedAt: string | null;
  finalDomain: string | null;
  network: { name: string } | null;
  batch: { name: string | null };
}
interface Page {
  count: number;
  items: Row[];
}
interface Seed {
  link: string;
  status: string;
  network: { id: string; name: string };
  domain: string;
  advertiserId: string;
  daysAgo: number;
}

const ROW = 'id link memoryCookieStatus auditedAt finalDomain network { name } batch { name }';
const SEARCH = `query($f: AuditManyFilter, $s: AuditSort, $pp: Int) {
  auditMany(filter: $f, sortBy: $s, perPage: $pp) { count items { ${ROW} } } }`;
const FOR_BATCH = `query($b: ID, $f: AuditManyFilter, $s: AuditSort) {
  auditsForBatch(batchId: $b, filter: $f, sortBy: $s) { count items { ${ROW} } } }`;

const DAY = 86_400_000;
// Two batches of company P and one of company Q; each audit differs in every sortable column.
const P_SPRING: Seed[] = [
  { link: 'https://click.example/c?id=spring-1', status: 'NO_MEMORY_COOKIE', network: { id: 'cj', name: 'CJ' }, domain: 'zebra-shoes.example', advertiserId: 'adv-zebra', daysAgo: 3 },
  { link: 'https://awin.example/a?id=spring-2', status: 'IMMEDIATE', network: { id: 'awin', name: 'AWIN' }, domain: 'apple-hats.example', advertiserId: 'adv-apple', daysAgo: 1 },
];
const P_AUTUMN: Seed[] = [
  { link: 'https://b.example/x?id=autumn-1', status: 'CONDITIONAL_ON_CMP', network: { id: 'rakuten', name: 'Rakuten' }, domain: 'mango-bags.example', advertiserId: 'adv-mango', daysAgo: 10 },
];
const Q_BATCH: Seed[] = [
  { link: 'https://awin.example/a?id=quinn', status: 'IMMEDIATE', network: { id: 'awin', name: 'AWIN' }, domain: 'apple-hats.example', advertiserId: 'adv-apple', daysAgo: 2 },
];

/**
 * The audit lists' sort, filters and text search through GraphQL (auditMany, auditsForBatch), on
 * reporting's read model built from the events the batches service and the runner append (no
 * browser: AUDIT_WORKER is off), in real Postgres.
 */
describe('audit lists: sort, filters, search', () => {
  let t: ReportingTestApp;
  let admin: string;
  let publisher: string;
  let outsider: string;
  let patId: string;
  const batches: Record<string, { batchId: string; auditIds: string[] }> = {};

  /** BatchSubmitted (only what reporting reads of it) and its AuditRequested, in one append as the batches service does. */
  const submit = async (companyId: string, requestedBy: string, name: string, seeds: Seed[]) => {
    const batchId = randomUUID();
    const requests: AuditRequested[] = seeds.map((seed) => ({
      type: 'AuditRequested',
      data: { auditId: randomUUID(), batchId, companyId, requestedBy, queue: 'a', options: auditOptionsFor(seed.link), allowChromiumFlags: false },
    }));
    const submitted = { type: 'BatchSubmitted', data: { batchId, meta: { name } } };
    await t.store.append(`batch-${batchId}`, [submitted, ...requests], 'no-stream', { actorUserId: requestedBy, correlationId: batchId });
    for (const [i, seed] of seeds.entries()) {
      const scenario = awinClick().withAcceptedBanner();
      const verdict = { ...scenario.evaluate(), memoryCookieStatus: seed.status, finalDomain: seed.domain } as ReturnType<typeof scenario.evaluate>;
      await completeAudit(
        t.store,
        { auditId: requests[i].data.auditId, batchId, advertiserId: seed.advertiserId, network: seed.network, auditedAt: new Date(Date.now() - seed.daysAgo * DAY) },
        scenario.build(),
        verdict,
      );
    }
    return { batchId, auditIds: requests.map((r) => r.data.auditId) };
  };

  const search = async (bearer: string, variables: Record<string, unknown>): Promise<Page> => {
    const { data, errors } = await t.gql<{ auditMany: Page }>(bearer, SEARCH, variables);
    expect(errors).toBeUndefined();
    return data.auditMany;
  };
  const links = (page: Page) => page.items.map((row) => row.link.replace(/.*id=/, ''));

  beforeAll(async () => {
    t = await createReportingTestApp('audit_list_tools', { AUDIT_WORKER: 'false' });
    admin = await t.adminBearer();
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const quinn = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    patId = pat.id;
    publisher = `Bearer ${pat.tokens.accessToken}`;
    outsider = `Bearer ${quinn.tokens.accessToken}`;
    batches.spring = await submit(companyP, pat.id, 'Spring sale', P_SPRING);
    batches.autumn = await submit(companyP, pat.id, 'Draft', P_AUTUMN);
    batches.quinn = await submit(companyQ, quinn.id, 'Quinn links', Q_BATCH);
    // A rename reaches the audits already listed.
    await t.store.append(`batch-${batches.autumn.batchId}`, [{ type: 'BatchRenamed', data: { name: 'Autumn promo' } }], 'any', {
      actorUserId: pat.id,
      correlationId: batches.autumn.batchId,
    });
    const [springTwo] = batches.spring.auditIds.slice(1);
    await t.store.append(
      `auditassignment-${springTwo}`,
      [{ type: 'AuditAssigned', data: { auditId: springTwo, batchId: batches.spring.batchId, assignee: { id: pat.id, name: 'Pat', email: 'pat@p.example' }, comment: null } }],
      'any',
      { actorUserId: pat.id, correlationId: springTwo },
    );
    await t.settleReports();
  });
  afterAll(() => t?.close());

  it("lists only the publisher's company, with each audit's batch name (renames included)", async () => {
    const page = await search(publisher, {});
    expect(page.count).toBe(3);
    expect(links(page)).toEqual(['spring-2', 'spring-1', 'autumn-1']);
    expect(page.items.map((row) => row.batch.name)).toEqual(['Spring sale', 'Spring sale', 'Autumn promo']);
    expect(links(await search(outsider, {}))).toEqual(['quinn']);
    expect((await search(admin, {})).count).toBe(4);
  });

  it.each([
    ['LINK', 'ASC', ['spring-2', 'autumn-1', 'spring-1']],
    ['ADVERTISER', 'ASC', ['spring-2', 'autumn-1', 'spring-1']],
    ['NETWORK', 'DESC', ['autumn-1', 'spring-1', 'spring-2']],
    ['MEMORY_COOKIE_STATUS', 'ASC', ['autumn-1', 'spring-2', 'spring-1']],
    ['AUDITED_AT', 'ASC', ['autumn-1', 'spring-1', 'spring-2']],
    ['AUDITED_AT', 'DESC', ['spring-2', 'spring-1', 'autumn-1']],
    ['BATCH_NAME', 'DESC', [expect.stringMatching(/^spring-/), expect.stringMatching(/^spring-/), 'autumn-1']],
  ])('sorts by %s %s in SQL', async (field, order, expected) => {
    expect(links(await search(publisher, { s: { field, order } }))).toEqual(expected);
  });

  it('pages in the sorted order', async () => {
    const first = await search(publisher, { s: { field: 'LINK', order: 'DESC' }, pp: 2 });
    expect(first.count).toBe(3);
    expect(links(first)).toEqual(['spring-1', 'autumn-1']);
  });

  it.each([
    ['verdict', { memoryCookieStatus: 'IMMEDIATE' }, ['spring-2']],
    ['network', { networkId: 'rakuten' }, ['autumn-1']],
    ['advertiser', { advertiserId: 'adv-zebra' }, ['spring-1']],
    ['batch', { batchId: 'autumn' }, ['autumn-1']],
    ['assignee (me)', { assignedToId: 'me' }, ['spring-2']],
    ['date range', { auditedAt: { gte: new Date(Date.now() - 5 * DAY).toISOString(), lte: new Date(Date.now() - 2 * DAY).toISOString() } }, ['spring-1']],
  ])('filters by %s', async (_, filter, expected) => {
    const f = 'batchId' in filter ? { batchId: batches.autumn.batchId } : filter;
    expect(links(await search(publisher, { f }))).toEqual(expected);
  });

  it('filters by the country audited from and by having a Lite second opinion (the Atlas and the web unlocker journey)', async () => {
    const [springOne, springTwo] = batches.spring.auditIds;
    const db = t.app.get(DataSource);
    await db.query(`UPDATE reporting.audits SET country_code = 'us' WHERE id = $1`, [springOne]);
    await db.query(`UPDATE reporting.audits SET lite_result = $2 WHERE id = $1`, [
      springTwo,
      { source: 'LOCAL_PROCESSING', trigger: 'requested', requestId: 'lite-1', memoryCookieStatus: 'IMMEDIATE', cmp: null, error: null, screenshots: [], evidence: null, finishedAt: new Date().toISOString() },
    ]);
    try {
      expect(links(await search(publisher, { f: { countryCode: 'US ' } }))).toEqual(['spring-1']);
      expect(links(await search(publisher, { f: { hasLiteResult: true } }))).toEqual(['spring-2']);
      expect(links(await search(publisher, { f: { hasLiteResult: false } }))).toEqual(['spring-1', 'autumn-1']);
      // Another company's Lite results stay theirs.
      expect(links(await search(outsider, { f: { hasLiteResult: true } }))).toEqual([]);
    } finally {
      await db.query(`UPDATE reporting.audits SET country_code = 'gb', lite_result = NULL WHERE id = ANY($1)`, [[springOne, springTwo]]);
    }
  });

  it('filters by assignee id as a choice list gives it', async () => {
    expect(links(await search(publisher, { f: { assignedToId: patId } }))).toEqual(['spring-2']);
    expect(links(await search(publisher, { f: { assignedToId: 'none' } }))).toEqual(['spring-1', 'autumn-1']);
  });

  it.each([
    ['link', 'AWIN.example/a', ['spring-2']],
    ['advertiser (landing domain)', 'mango', ['autumn-1']],
    ['network', 'cj', ['spring-1']],
    ['batch name', 'autumn PROMO', ['autumn-1']],
    ['a LIKE wildcard, as text', '%', []],
  ])('searches the text of the %s', async (_, q, expected) => {
    expect(links(await search(publisher, { f: { q } }))).toEqual(expected);
  });

  it("never finds another company's audits by search", async () => {
    expect(links(await search(outsider, { f: { q: 'spring' } }))).toEqual([]);
    expect(links(await search(outsider, { f: { batchId: batches.spring.batchId } }))).toEqual([]);
  });

  it("offers as choices the networks, advertisers, batches and assignees of the caller's audits only", async () => {
    const CHOICES = '{ auditFilterChoices { networks { id name } advertisers { id name } batches { id name } assignees { id name } } }';
    const mine = await t.gql<{ auditFilterChoices: Record<string, { id: string; name: string }[]> }>(publisher, CHOICES);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.auditFilterChoices).toEqual({
      networks: [{ id: 'awin', name: 'AWIN' }, { id: 'cj', name: 'CJ' }, { id: 'rakuten', name: 'Rakuten' }],
      advertisers: [
        { id: 'adv-apple', name: 'apple-hats.example' },
        { id: 'adv-mango', name: 'mango-bags.example' },
        { id: 'adv-zebra', name: 'zebra-shoes.example' },
      ],
      // The most recent first: autumn was submitted after spring.
      batches: [
        { id: batches.autumn.batchId, name: 'Autumn promo' },
        { id: batches.spring.batchId, name: 'Spring sale' },
      ],
      assignees: [{ id: patId, name: 'Pat' }],
    });
    const theirs = await t.gql<{ auditFilterChoices: Record<string, { id: string; name: string }[]> }>(outsider, CHOICES);
    expect(theirs.data.auditFilterChoices).toEqual({
      networks: [{ id: 'awin', name: 'AWIN' }],
      advertisers: [{ id: 'adv-apple', name: 'apple-hats.example' }],
      batches: [{ id: batches.quinn.batchId, name: 'Quinn links' }],
      assignees: [],
    });
  });

  it('refuses a search text over the limit with a clear message', async () => {
    const { errors } = await t.gql(publisher, SEARCH, { f: { q: 'x'.repeat(201) } });
    expect(errors?.[0].message).toBe('The search text is limited to 200 characters; yours has 201.');
  });

  it("sorts and filters a batch's audits the same way", async () => {
    const { data, errors } = await t.gql<{ auditsForBatch: Page }>(publisher, FOR_BATCH, {
      b: batches.spring.batchId,
      s: { field: 'MEMORY_COOKIE_STATUS', order: 'DESC' },
    });
    expect(errors).toBeUndefined();
    expect(links(data.auditsForBatch)).toEqual(['spring-1', 'spring-2']);
    const filtered = await t.gql<{ auditsForBatch: Page }>(publisher, FOR_BATCH, { b: batches.spring.batchId, f: { q: 'zebra' } });
    expect(links(filtered.data.auditsForBatch)).toEqual(['spring-1']);
    const theirs = await t.gql<{ auditsForBatch: Page }>(outsider, FOR_BATCH, { b: batches.spring.batchId });
    expect(theirs.data.auditsForBatch.count).toBe(0);
  });

  it('answers the search and each sort from an index, not a scan of every audit', async () => {
    // Four rows: the planner would rightly scan them, so scans are priced out to see which index it can use.
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.query('SET enable_seqscan = off');
    const plan = async (sql: string) => JSON.stringify(await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`));
    try {
      expect(await plan(`SELECT id FROM reporting.audits a WHERE ${SEARCH_TEXT} LIKE '%promo%'`)).toContain('audits_search');
      for (const column of ['link', 'network_name', 'memory_cookie_status', 'batch_name']) {
        expect(await plan(`SELECT id FROM reporting.audits a WHERE a.company_id = 'c' ORDER BY a.${column} DESC, a.id DESC LIMIT 25`)).toContain(`audits_company_sort_${column}`);
        expect(await plan(`SELECT id FROM reporting.audits a ORDER BY a.${column}, a.id LIMIT 25`)).toContain(`audits_sort_${column}`);
      }
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});
