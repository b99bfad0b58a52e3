import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuditCompleted, AuditRequested } from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import { stageChecks } from '@tracklight/presentation';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../sandbox';
import { createActiveUser, createCompany } from '../../../services/auth/src/test-support/auth-test-app';
import { awaitAudits } from '../../../services/audit-runner/src/test-support/audit-requests';
import { ReportingReadModels } from '../../../services/reporting/src/audits/reporting-read-models';
import {
  createReportingTestApp,
  requestCompanyAudits,
  type ReportingTestApp,
} from './test-support/reporting-test-app';

const AUDIT_FIELDS = `
  id batchId companyId requestedBy status finished queue link name placement tags countryCode
  failReason auditTime auditedAt startedAt isRetry memoryCookieStatus memoryCookieStatusReadable
  memoryCookieStatusColour cookieStatusLetters finalDomain closedMerchant hasAlp hasAlpPostConsent
  cookiesWereAccepted handoverImpact manualReviewRequired inferredS2S aniTruncated
  interstitialNavigated webUnlockerRequestId injectedResult { template { readableStatus } }
  enhancedMemoryCookieStatuses { status } siteAppAssociations { appleAppSiteAssociation }
  detectedCmpId detectedCmp { name } network { id name } advertiser { id name domain }
  moonpullErrors { moonpullErrorId } screenshots { id screenshotUrl stage }
  proxyDetails { isResidential country moonpullLabel } batchLink { postAlpURL skipConsent }
  isChangedFromComparison memoryCookieComparison { previous next }
  previousComparisonAudit { id auditedAt memoryCookieStatus isChangedFromComparison }
  nextComparisonAudit { id auditedAt memoryCookieStatus isChangedFromComparison }
  displayStatus { kind text colour } badges { key label superAdminOnly } comment moonpullComment`;

interface Audit {
  id: string;
  [field: string]: unknown;
}
interface Page {
  count: number;
  items: Audit[];
  pageInfo: { currentPage: number; perPage: number; pageCount: number; hasNextPage: boolean };
}

/**
 * Real sandbox audits (Chromium, Postgres) read back through every reporting query, as a
 * publisher, a publisher of another company and the super admin.
 */
describe('reporting on real sandbox audits', () => {
  let sandbox: Sandbox;
  let t: ReportingTestApp;
  let dataDir: string;
  let admin: string;
  let publisher: string;
  let outsider: string;
  let publisherId: string;
  let companyP: string;
  let companyQ: string;
  const completed = new Map<string, AuditCompleted['data']>();
  let batch1: { batchId: string; auditIds: string[] };
  let batch2: { batchId: string; auditIds: string[] };
  let batchQ: { batchId: string; auditIds: string[] };
  const openSummary: { count: number | null }[] = [];
  const openQueues: { name: string; count: number }[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-reporting-'));
    t = await createReportingTestApp(
      'reporting',
      sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '3' }),
    );
    admin = await t.adminBearer();
    companyP = await createCompany(t, { name: 'Publisher P' });
    companyQ = await createCompany(t, { name: 'Publisher Q' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    publisherId = p.id;
    publisher = `Bearer ${p.tokens.accessToken}`;
    outsider = `Bearer ${q.tokens.accessToken}`;

    const link = (id: string) => scenarioById(id).link(sandbox);
    batch1 = await requestCompanyAudits(t.store, companyP, publisherId, [
      {
        link: link('awin-immediate'),
        options: { name: 'Plain shop', placement: 'header', tagA: 'spring' },
      },
      { link: link('onetrust-awin-refresh-server') },
      { link: link('dns-failure') },
      { link: link('awin-nonmatched-tag') },
    ]);
    // Read at once, while the batch is surely still queued or running.
    await t.app.get(ReportingReadModels).catchUpUntil(async () => {
      const listed = await t.gql<{ auditsForBatch: { count: number } }>(
        publisher,
        `query($b: ID) { auditsForBatch(batchId: $b) { count } }`,
        { b: batch1.batchId },
      );
      return listed.data.auditsForBatch.count === 4;
    });
    const open = await t.gql<{
      memoryCookieStatusSummary: { count: number | null }[];
      queueCounts: { name: string; count: number }[];
    }>(
      publisher,
      `query($b: ID!) { memoryCookieStatusSummary(batchId: $b) { count } queueCounts { name count } }`,
      { b: batch1.batchId },
    );
    openSummary.push(...open.data.memoryCookieStatusSummary);
    openQueues.push(...open.data.queueCounts);

    batch2 = await requestCompanyAudits(t.store, companyP, publisherId, [
      { link: link('awin-immediate') },
    ]);
    batchQ = await requestCompanyAudits(t.store, companyQ, null, [
      { link: link('awin-immediate') },
    ]);
    const all = [...batch1.auditIds, ...batch2.auditIds, ...batchQ.auditIds];
    const finished = await awaitAudits(t.app, all, 240_000);
    for (const [id, event] of finished) {
      if (event.type === 'AuditCompleted')
        completed.set(id, event.data as unknown as AuditCompleted['data']);
    }
    [ids.immediate, ids.onetrust, ids.dns, ids.nonMatched] = batch1.auditIds;
    [ids.immediate2] = batch2.auditIds;
    [ids.q] = batchQ.auditIds;
    await t.app.get(ReportingReadModels).catchUpUntil(async () => {
      const [{ open }] = (await t.app
        .get(DataSource)
        .query(
          `SELECT count(*)::int AS open FROM reporting.audits WHERE status NOT IN ('DONE', 'FAILED')`,
        )) as { open: number }[];
      return open === 0;
    }, 10_000);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const auditOne = async (bearer: string, id: string) =>
    (
      await t.gql<{ auditOne: Audit | null }>(
        bearer,
        `query($id: ID) { auditOne(filter: { id: $id }) { ${AUDIT_FIELDS} } }`,
        { id },
      )
    ).data.auditOne;

  it('shows null counts while the batch is open, and the open work per queue', () => {
    expect(openSummary.length).toBeGreaterThan(0);
    expect(openSummary.every((row) => row.count === null)).toBe(true);
    expect(openQueues.map((q) => q.name)).toEqual(['a', 'b', 'c']);
    expect(openQueues.find((q) => q.name === 'a')!.count).toBeGreaterThan(0);
  });

  it('auditsForBatch lists a batch in order with every verdict field, paginated', async () => {
    const { data, errors } = await t.gql<{ auditsForBatch: Page }>(
      publisher,
      `query($b: ID) { auditsForBatch(batchId: $b, page: 1, perPage: 10) { count items { ${AUDIT_FIELDS} } pageInfo { currentPage perPage pageCount hasNextPage } } }`,
      { b: batch1.batchId },
    );
    expect(errors).toBeUndefined();
    expect(data.auditsForBatch.count).toBe(4);
    expect(data.auditsForBatch.items.map((a) => a.id)).toEqual(batch1.auditIds);
    const [immediate, onetrust, dns] = data.auditsForBatch.items;
    const verdict = completed.get(ids.immediate)!.verdict;
    expect(immediate).toMatchObject({
      batchId: batch1.batchId,
      companyId: companyP,
      requestedBy: publisherId,
      status: 'DONE',
      finished: 'Y',
      queue: 'a',
      name: 'Plain shop',
      placement: 'header',
      tags: ['spring'],
      countryCode: 'gb',
      memoryCookieStatus: 'IMMEDIATE',
      memoryCookieStatusReadable: 'Cookie immediately',
      memoryCookieStatusColour: 'primary',
      cookieStatusLetters: 'YY',
      hasAlp: true,
      finalDomain: verdict.finalDomain,
      handoverImpact: verdict.handoverImpact,
      network: { id: 'awin', name: completed.get(ids.immediate)!.networkName },
      auditTime: Math.round(completed.get(ids.immediate)!.auditTimeMs),
      auditedAt: new Date(completed.get(ids.immediate)!.auditedAt).toISOString(),
      webUnlockerRequestId: null,
      injectedResult: null,
      enhancedMemoryCookieStatuses: [],
      siteAppAssociations: null,
      displayStatus: { kind: 'badge', text: 'Cookie immediately', colour: 'primary' },
    });
    expect((immediate.advertiser as { id: string }).id).toBe(
      completed.get(ids.immediate)!.advertiserId,
    );
    expect(immediate.screenshots).toEqual(
      expect.arrayContaining([
        {
          id: `${ids.immediate}-alp`,
          screenshotUrl: `/screenshots/${ids.immediate}-alp.png`,
          stage: 'alp',
        },
      ]),
    );
    expect(onetrust).toMatchObject({
      memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
      // The rule the engine recorded, named as the CMS names it (its shipped CMPs).
      detectedCmpId: completed.get(ids.onetrust)!.verdict.detectedCmp,
      detectedCmp: { name: 'OneTrust' },
      cookiesWereAccepted: true,
      cookieStatusLetters: 'NN',
    });
    expect(
      (onetrust.moonpullErrors as { moonpullErrorId: string }[]).map((e) => e.moonpullErrorId),
    ).toEqual(completed.get(ids.onetrust)!.verdict.moonpullErrors);
    expect((onetrust.badges as { label: string }[]).map((b) => b.label)).toContain('CMP: OneTrust');
    expect(dns).toMatchObject({
      status: 'FAILED',
      finished: 'N',
      memoryCookieStatus: 'NOT_AUDITED',
      memoryCookieStatusReadable: 'Not Audited',
      hasAlp: false,
      screenshots: [],
    });
    expect(dns.failReason).toEqual(expect.any(String));

    const page2 = await t.gql<{ auditsForBatch: Page }>(
      publisher,
      `query($b: ID) { auditsForBatch(batchId: $b, page: 2, perPage: 3) { count items { id } pageInfo { currentPage perPage pageCount hasNextPage } } }`,
      { b: batch1.batchId },
    );
    expect(page2.data.auditsForBatch).toEqual({
      count: 4,
      items: [{ id: ids.nonMatched }],
      pageInfo: { currentPage: 2, perPage: 3, pageCount: 2, hasNextPage: false },
    });
    const filtered = await t.gql<{ auditsForBatch: Page }>(
      publisher,
      `query($b: ID) { auditsForBatch(batchId: $b, onlyCompleted: true, queryString: "awin", countryCode: "GB") { count items { id status } } }`,
      { b: batch1.batchId },
    );
    expect(filtered.data.auditsForBatch.items.every((a) => a.status === 'DONE')).toBe(true);
    expect(filtered.data.auditsForBatch.items.map((a) => a.id)).not.toContain(ids.dns);
  });

  it('a publisher of another company sees none of it; the super admin sees everything', async () => {
    const forOutsider = await t.gql<{ auditsForBatch: Page; auditMany: Page }>(
      outsider,
      `query($b: ID, $c: ID) { auditsForBatch(batchId: $b, companyId: $c) { count } auditMany(perPage: 100) { count items { id } } }`,
      { b: batch1.batchId, c: companyP },
    );
    expect(forOutsider.data.auditsForBatch.count).toBe(0);
    expect(forOutsider.data.auditMany.items.map((a) => a.id)).toEqual([ids.q]);
    expect(await auditOne(outsider, ids.immediate)).toBeNull();
    await t
      .http()
      .get(`/batches/${batch1.batchId}/audits/${ids.immediate}`)
      .set('authorization', outsider)
      .expect(404);
    const summary = await t.gql<{ memoryCookieStatusSummary: unknown[] }>(
      outsider,
      `query($b: ID!) { memoryCookieStatusSummary(batchId: $b) { count } }`,
      { b: batch1.batchId },
    );
    expect(summary.data.memoryCookieStatusSummary).toEqual([]);

    const forAdmin = await t.gql<{ auditMany: Page; queueCounts: { name: string }[] }>(
      admin,
      `{ auditMany(perPage: 100) { count items { id } } queueCounts { name } }`,
    );
    expect(forAdmin.data.auditMany.count).toBe(6);
    expect(forAdmin.data.queueCounts.map((q) => q.name)).toEqual(['a', 'b', 'c', 'superuser']);
    const unauthenticated = await t.http().post('/gql').send({ query: '{ queueCounts { name } }' });
    expect(JSON.stringify(unauthenticated.body)).toContain('Please log in to continue.');
  });

  it('auditMany filters by status and audit date, newest first', async () => {
    const { data } = await t.gql<{ auditMany: Page }>(
      publisher,
      `query($f: AuditManyFilter) { auditMany(filter: $f, page: 1, perPage: 10, sort: AUDITEDAT_DESC) { count items { id auditedAt status } } }`,
      { f: { status: 'DONE', auditedAt: { gte: new Date(Date.now() - 3_600_000).toISOString() } } },
    );
    const items = data.auditMany.items;
    expect(items.length).toBe(data.auditMany.count);
    expect(items.every((a) => a.status === 'DONE')).toBe(true);
    expect(items.map((a) => a.id)).not.toContain(ids.q);
    const times = items.map((a) => Date.parse(a.auditedAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const none = await t.gql<{ auditMany: Page }>(
      publisher,
      `{ auditMany(filter: { auditedAt: { lte: "2000-01-01T00:00:00.000Z" } }) { count } }`,
    );
    expect(none.data.auditMany.count).toBe(0);
  });

  it('links each run of a link to the previous and next run of the same company', async () => {
    const first = await auditOne(publisher, ids.immediate);
    const second = await auditOne(publisher, ids.immediate2);
    const [earlier, later] =
      Date.parse(first!.auditedAt as string) < Date.parse(second!.auditedAt as string)
        ? [first!, second!]
        : [second!, first!];
    expect(earlier.previousComparisonAudit).toBeNull();
    expect(earlier.nextComparisonAudit).toMatchObject({
      id: later.id,
      memoryCookieStatus: 'IMMEDIATE',
      isChangedFromComparison: false,
    });
    expect(later.previousComparisonAudit).toMatchObject({
      id: earlier.id,
      memoryCookieStatus: 'IMMEDIATE',
    });
    expect(later.nextComparisonAudit).toBeNull();
    expect(later.isChangedFromComparison).toBe(false);
    expect(earlier.memoryCookieComparison).toEqual({
      previous: 'No previous running',
      next: 'Same',
    });
    // Company Q ran the same link, but its history is its own.
    expect((await auditOne(admin, ids.q))!.previousComparisonAudit).toBeNull();

    // A third run with another verdict: a recorded run fed to the projection with a changed status
    // (through the projection alone, so the runner does not take it up).
    const base = completed.get(later.id)!;
    const auditId = randomUUID();
    const options = (await t.store.readStream(`batch-${batch2.batchId}`)).events[0].data
      .options as AuditRequested['data']['options'];
    const events = [
      {
        type: 'AuditRequested',
        data: {
          auditId,
          batchId: batch2.batchId,
          companyId: companyP,
          requestedBy: publisherId,
          queue: 'a',
          options,
          allowChromiumFlags: false,
        },
      },
      {
        type: 'AuditStarted',
        data: { auditId, batchId: batch2.batchId, attempt: 1, startedAt: new Date().toISOString() },
      },
      {
        type: 'AuditCompleted',
        data: {
          ...base,
          auditId,
          auditedAt: new Date(Date.now() + 1000).toISOString(),
          verdict: {
            ...base.verdict,
            memoryCookieStatus: 'NO_MEMORY_COOKIE',
            moonpullErrors: ['5.4', '6.4'],
          },
        },
      },
    ];
    const projection = t.app.get(ReportingReadModels).audits;
    await t.app.get(DataSource).transaction(async (manager) => {
      for (const event of events) {
        await projection.apply(
          {
            ...event,
            streamPosition: 1n,
            metadata: { occurredAt: new Date().toISOString() },
          } as unknown as StoredEvent,
          manager,
        );
      }
    });
    const third = await auditOne(publisher, auditId);
    expect(third).toMatchObject({
      isChangedFromComparison: true,
      previousComparisonAudit: { id: later.id, memoryCookieStatus: 'IMMEDIATE' },
    });
    expect(third!.memoryCookieComparison).toEqual({
      previous: 'Different',
      next: 'No next running',
    });
    const relinked = await auditOne(publisher, later.id);
    expect(relinked!.nextComparisonAudit).toMatchObject({
      id: auditId,
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      isChangedFromComparison: true,
    });
    expect(relinked!.memoryCookieComparison).toEqual({ previous: 'Same', next: 'Different' });
  });

  it('reads one audit over REST and its technical report from the recorded evidence', async () => {
    const data = completed.get(ids.onetrust)!;
    const plain = await t
      .http()
      .get(`/batches/${batch1.batchId}/audits/${ids.onetrust}`)
      .set('authorization', publisher)
      .expect(200);
    expect(plain.body).toMatchObject({
      id: ids.onetrust,
      memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
    });
    await t
      .http()
      .get(`/batches/${batch2.batchId}/audits/${ids.onetrust}`)
      .set('authorization', publisher)
      .expect(404);

    const { body } = await t
      .http()
      .get(`/batches/${batch1.batchId}/audits/${ids.onetrust}?view=technical`)
      .set('authorization', publisher)
      .expect(200);
    expect(body.redirectChain).toEqual(data.evidence.hops);
    expect(body.stages.map((s: { stage: string }) => s.stage)).toEqual(
      data.evidence.stages.map((s) => s.stage),
    );
    body.stages.forEach(
      (stage: { cookies: unknown; scripts: unknown; query: unknown; cmp: unknown }, i: number) => {
        expect(stage.cookies).toEqual(data.evidence.stages[i].cookies);
        expect(stage.scripts).toEqual(data.evidence.stages[i].scripts);
        expect(stage.query).toEqual(data.evidence.stages[i].query);
        expect(stage.cmp).toEqual(data.evidence.cmp);
      },
    );
    expect(body.stages[0].screenshot).toEqual({
      id: `${ids.onetrust}-alp`,
      screenshotUrl: `/screenshots/${ids.onetrust}-alp.png`,
    });
    expect(body.networkErrorIds).toEqual(
      expect.arrayContaining(['5.3', '5.4', '5.5', '6.4', '7.4']),
    );
    const expected = stageChecks(
      {
        moonpullErrors: data.verdict.moonpullErrors.map((moonpullErrorId) => ({ moonpullErrorId })),
        detectedCmp: { name: data.verdict.detectedCmp },
        cmpVendor: null,
        liteResult: null,
      },
      body.networkErrorIds,
    );
    expect(body.stageChecks).toEqual(expected);
    expect(body.stageChecks[0]).toMatchObject({
      stage: 'alp',
      network: 'N',
      consent: 'N',
      next: 'OK',
    });
    expect(body.stages[0].checks).toEqual({ network: 'N', consent: 'N', next: 'OK' });
    expect(body.cookieStatusLetters).toBe('NN');

    // No CMP: the post-consent stages show '-'.
    const immediate = await t
      .http()
      .get(`/batches/${batch1.batchId}/audits/${ids.immediate}?view=technical`)
      .set('authorization', publisher)
      .expect(200);
    expect(immediate.body.stageChecks.map((r: { consent: string }) => r.consent)).toEqual([
      'OK',
      '-',
      '-',
    ]);
  });

  it("serves an advertiser's tech report with its latest visible audit", async () => {
    const advertiserId = completed.get(ids.onetrust)!.advertiserId!;
    const { body } = await t
      .http()
      .get(`/advertisers/${advertiserId}/tech-report`)
      .set('authorization', publisher)
      .expect(200);
    expect(body.advertiser.id).toBe(advertiserId);
    const visible = await t.gql<{ auditMany: Page }>(
      publisher,
      `{ auditMany(perPage: 100) { items { id auditedAt advertiser { id } } } }`,
    );
    const latest = visible.data.auditMany.items.find(
      (a) => (a.advertiser as { id: string } | null)?.id === advertiserId,
    )!;
    expect(body.technicalReport.auditId).toBe(latest.id);
    expect(body.audit.id).toBe(latest.id);
    const outside = await t
      .http()
      .get(`/advertisers/${advertiserId}/tech-report`)
      .set('authorization', outsider)
      .expect(200);
    // Company Q audited the same advertiser: it sees its own audit only.
    expect(outside.body.technicalReport.auditId).toBe(ids.q);
    await t.http().get('/advertisers/nope/tech-report').set('authorization', publisher).expect(404);
  });

  it('records comments as events on the audit stream; the provider comment is super admin only', async () => {
    const url = `/batches/${batch1.batchId}/audits/${ids.nonMatched}`;
    const commented = await t
      .http()
      .post(`${url}/comment`)
      .set('authorization', publisher)
      .send({ comment: 'Checked with the advertiser' })
      .expect(200);
    expect(commented.body.comment).toBe('Checked with the advertiser');
    await t
      .http()
      .post(`${url}/moonpull-comment`)
      .set('authorization', publisher)
      .send({ comment: 'x' })
      .expect(403);
    await t
      .http()
      .post(`${url}/comment`)
      .set('authorization', outsider)
      .send({ comment: 'x' })
      .expect(404);
    await t.http().post(`${url}/comment`).set('authorization', publisher).send({}).expect(400);
    const provider = await t
      .http()
      .post(`${url}/moonpull-comment`)
      .set('authorization', admin)
      .send({ comment: 'Tag for another merchant' })
      .expect(200);
    expect(provider.body.moonpullComment).toBe('Tag for another merchant');
    expect((await auditOne(publisher, ids.nonMatched))!.moonpullComment).toBeNull();
    const types = (await t.store.readStream(`auditcomment-${ids.nonMatched}`)).events.map((e) => e.type);
    expect(types).toEqual(['AuditCommented', 'AuditProviderCommented']);
    const auditTypes = (await t.store.readStream(`audit-${ids.nonMatched}`)).events.map((e) => e.type);
    expect(auditTypes).not.toContain('AuditCommented');
  });

  it('summarises a closed batch by memory cookie status', async () => {
    const { data } = await t.gql<{ memoryCookieStatusSummary: Record<string, unknown>[] }>(
      publisher,
      `query($b: ID!) { memoryCookieStatusSummary(batchId: $b) { memoryCookieStatus status statusReadable colour count } }`,
      { b: batch1.batchId },
    );
    const summary = data.memoryCookieStatusSummary;
    expect(summary.reduce((sum, row) => sum + (row.count as number), 0)).toBe(4);
    expect(summary).toEqual(
      expect.arrayContaining([
        {
          memoryCookieStatus: 'IMMEDIATE',
          status: 'IMMEDIATE',
          statusReadable: 'Cookie immediately',
          colour: 'primary',
          count: 1,
        },
        {
          memoryCookieStatus: 'NOT_AUDITED',
          status: 'NOT_AUDITED',
          statusReadable: 'Not Audited',
          colour: 'secondary',
          count: 1,
        },
      ]),
    );
  });

  it('feeds the dashboard: most recent audits, status processing windows, queues, networks', async () => {
    const { data, errors } = await t.gql<{
      mostRecentAudits: Audit[];
      finishedStatusProcessing: Page;
      startedStatusProcessing: Page;
      queueCounts: { name: string; count: number }[];
      networkMany: { id: string; name: string; isActive: boolean; successCriteria: string }[];
    }>(
      publisher,
      `{ mostRecentAudits { id auditedAt memoryCookieComparison { previous next } requestedBy }
         finishedStatusProcessing(timeWindow: 3600000, perPage: 100) { count items { id } }
         startedStatusProcessing(timeWindow: 3600000, perPage: 2) { count items { id } pageInfo { pageCount } }
         queueCounts { name count }
         networkMany { id name isActive successCriteria } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.mostRecentAudits.length).toBeLessThanOrEqual(10);
    expect(data.mostRecentAudits.map((a) => a.id)).not.toContain(ids.q);
    const times = data.mostRecentAudits.map((a) => Date.parse(a.auditedAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.finishedStatusProcessing.items.map((a) => a.id)).toEqual(
      expect.arrayContaining([...batch1.auditIds, ...batch2.auditIds]),
    );
    expect(data.startedStatusProcessing.count).toBeGreaterThanOrEqual(5);
    expect(data.startedStatusProcessing.items).toHaveLength(2);
    expect(data.queueCounts.every((q) => q.count === 0)).toBe(true);
    const awin = data.networkMany.find((n) => n.id === 'awin')!;
    expect(awin.isActive).toBe(true);
    expect(JSON.parse(awin.successCriteria).alp.cookies[0].errorId).toBe('5.4');
    const bad = await t.gql(publisher, `{ finishedStatusProcessing(timeWindow: 12345) { count } }`);
    expect(bad.errors?.[0].message).toContain('timeWindow must be one of');
  });
});
