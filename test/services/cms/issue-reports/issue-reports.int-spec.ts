import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../../../services/auth/src/test-support/smtp-inbox';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';
import { IssuesReadModel } from '../../../../services/cms/src/issue-reports/issues-read-model';
import { FILE_LIMITS, ONLY_IMAGES_AND_PDF } from '../../../../services/cms/src/issue-reports/report-issue/issue-report.schema';
import { ISSUE_REPORT_CREATED } from '../../../../services/cms/src/issue-reports/report-issue/report-issue.controller';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const ISSUE = `query($a: ID!) { advertiserIssue(advertiserId: $a) { status reportCount
  reports { comment fromOwnCompany auditId contactDetails { company contact } files { name url } metadata { hasConversionChange conversionChangeAt } }
  comments { comment author } } }`;

/**
 * Issue reports and the share area (issue 20) on the real store: audits of two companies on the
 * same advertiser (as the batches service and the audit runner record them), a report with a
 * file, the other company's users told by mail without being told who, files kept to the
 * reporter's company, and the shared issue seen, anonymised, by a share user of the other company.
 */
describe('issue reports and the share area (real Postgres and SMTP)', () => {
  let inbox: SmtpInbox;
  let t: GqlTestApp;
  let store: EventStore;
  let admin: string;
  let pat: string;
  let quinn: string;
  let companyP: string;
  let companyQ: string;
  let patId: string;
  let quinnId: string;
  const advertiserId = 'adv-shop-plain';
  const auditP = randomUUID();
  const auditQ = randomUUID();
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklight-issues-'));

  /** An audit as the batches service requests it and the runner completes it. */
  const audited = async (auditId: string, companyId: string, requestedBy: string, advertiser = advertiserId) => {
    const context = { actorUserId: requestedBy, correlationId: auditId };
    await store.append(`batch-${randomUUID()}`, [{ type: 'AuditRequested', data: { auditId, companyId, requestedBy } }], 'no-stream', context);
    await store.append(`audit-${auditId}`, [{ type: 'AuditCompleted', data: { auditId, advertiserId: advertiser } }], 'no-stream', context);
  };
  const report = (bearer: string, fields: Record<string, string>, file?: { content: Buffer; name: string }) => {
    const call = t.http().post('/services/issues/reports').set('authorization', bearer);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return file ? call.attach('files', file.content, file.name) : call;
  };
  const reportStreams = async () =>
    Number((await store.pool.query(`SELECT count(*) FROM emt_streams WHERE stream_id LIKE 'issuereport-%'`)).rows[0].count);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'issue_reports', migrations: CMS_MIGRATIONS, env: { SMTP_URL: inbox.url, DATA_DIR: dataDir } });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    companyP = await createCompany(t, { name: 'Publisher P' });
    companyQ = await createCompany(t, { name: 'Publisher Q', moonpullShareEnabled: true });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ, roles: ['share-user'] });
    pat = `Bearer ${p.tokens.accessToken}`;
    quinn = `Bearer ${q.tokens.accessToken}`;
    patId = p.id;
    quinnId = q.id;
    await audited(auditP, companyP, p.id);
    await audited(auditQ, companyQ, q.id);
    await t.app.get(IssuesReadModel).catchUp();
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a report with its file and tells the other company, without naming the reporter', async () => {
    const metadata = JSON.stringify({ hasConversionChange: true, conversionChangeAt: 'week', conversionChangeAmount: '20', conversionChangeType: 'click_to_sale', shouldEmailOtherPublishers: true });
    const created = await report(pat, { comment: 'Sales dropped after the new banner', auditId: auditP, advertiserId, metadata }, { content: PNG, name: 'banner.png' }).expect(201);
    expect(created.body.message).toBe(ISSUE_REPORT_CREATED);
    const mail = await inbox.next();
    expect(mail).toContain('To: quinn@q.example');
    expect(mail).toContain('Another publisher reported a problem');
    expect(mail).not.toContain('Publisher P');
    expect(mail).not.toContain('pat@p.example');
  });

  it('refuses what it cannot take, storing nothing', async () => {
    const before = await reportStreams();
    const html = await report(pat, { comment: 'See page', auditId: auditP, advertiserId }, { content: Buffer.from('<html><script>alert(1)</script>'), name: 'evil.png' }).expect(400);
    expect(html.body.errorMessage).toBe(ONLY_IMAGES_AND_PDF);
    const empty = await report(pat, { comment: ' ', auditId: auditP, advertiserId }).expect(400);
    expect(empty.body.errorMessage).toBe('Please describe the issue.');
    const foreign = await report(pat, { comment: 'Not mine', auditId: auditQ, advertiserId }).expect(404);
    expect(foreign.body.errorMessage).toBe('No such audit.');
    const huge = await report(pat, { comment: 'Big', auditId: auditP, advertiserId }, { content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png' }).expect(413);
    expect(huge.body.errorMessage).toBe(FILE_LIMITS);
    expect(await reportStreams()).toBe(before);
  });

  it("serves a report's file as a download to its company and staff, never to another company", async () => {
    const { data } = await t.gql<{ advertiserIssue: { reports: { files: { url: string }[] }[] } }>(admin, ISSUE, { a: advertiserId });
    const url = data.advertiserIssue.reports[0].files[0].url;
    const download = await t.http().get(url).set('authorization', pat).expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="banner.png"');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await t.http().get(url).set('authorization', admin).expect(200);
    await t.http().get(url).set('authorization', quinn).expect(404);
  });

  it("shows the share user of the other company the issue, anonymised, and takes their comment", async () => {
    const listed = await t.gql<{ advertiserIssueMany: { items: { advertiserId: string; reportCount: number }[] } }>(quinn, `{ advertiserIssueMany { items { advertiserId reportCount } } }`);
    expect(listed.data.advertiserIssueMany.items).toEqual([{ advertiserId, reportCount: 1 }]);
    await t.gql(quinn, `mutation($a: ID!) { advertiserIssueComment(advertiserId: $a, comment: "We see the same") { status } }`, { a: advertiserId });
    const { data } = await t.gql<{ advertiserIssue: Record<string, never> & { reports: Record<string, unknown>[]; comments: unknown[] } }>(quinn, ISSUE, { a: advertiserId });
    expect(data.advertiserIssue.reports).toEqual([
      {
        comment: 'Sales dropped after the new banner',
        fromOwnCompany: false,
        auditId: null,
        contactDetails: null,
        files: [],
        metadata: { hasConversionChange: true, conversionChangeAt: 'week' },
      },
    ]);
    expect(data.advertiserIssue.comments).toEqual([{ comment: 'We see the same', author: 'Pat' }]);
    // Pat sees Quinn's comment as another publisher's; the staff see who reported.
    await t.gql(admin, `mutation($a: ID!) { advertiserIssueStatusUpdate(advertiserId: $a, status: "investigating") { status } }`, { a: advertiserId });
    const staff = await t.gql<{ advertiserIssue: { status: string; reports: { contactDetails: unknown }[] } }>(admin, ISSUE, { a: advertiserId });
    expect(staff.data.advertiserIssue.status).toBe('investigating');
    expect(staff.data.advertiserIssue.reports[0].contactDetails).toEqual({ company: 'Publisher P', contact: 'pat@p.example' });
    const notShare = await t.gql(pat, ISSUE, { a: advertiserId });
    expect(notShare.errors?.[0].message).toBe('Your account does not have access to this. Ask your company owner if you need it.');
  });
  it('checks a comment or status before looking for the issue, and records a status only when it changes', async () => {
    const comment = (a: string, text: string) => t.gql(admin, `mutation($a: ID!, $c: String!) { advertiserIssueComment(advertiserId: $a, comment: $c) { status } }`, { a, c: text });
    const status = (a: string, to: string) => t.gql(admin, `mutation($a: ID!, $s: String!) { advertiserIssueStatusUpdate(advertiserId: $a, status: $s) { status } }`, { a, s: to });
    expect((await comment('adv-unknown', '   ')).errors?.[0].message).toBe('Please write a comment.');
    expect((await comment('adv-unknown', 'x'.repeat(5001))).errors?.[0].message).toBe('The comment must be at most 5,000 characters.');
    expect((await comment('adv-unknown', 'Hello')).errors?.[0].message).toBe('No such issue.');
    expect((await status('adv-unknown', 'closed')).errors?.[0].message).toBe('The status is one of open, investigating, resolved.');
    expect((await status('adv-unknown', 'open')).errors?.[0].message).toBe('No such issue.');
    const stream = `advertiserissue-${advertiserId}`;
    const before = (await store.readStream(stream)).events.map((e) => e.type);
    expect(before).toEqual(['AdvertiserIssueCommented', 'AdvertiserIssueStatusChanged']);
    // 'investigating' is shown already: nothing is recorded.
    expect((await status(advertiserId, 'investigating')).data).toEqual({ advertiserIssueStatusUpdate: { status: 'investigating' } });
    expect((await store.readStream(stream)).events.map((e) => e.type)).toEqual(before);
    expect((await store.readStream('advertiserissue-adv-unknown')).events).toEqual([]);
  });

  it('searches the share lists by what they show and sorts them by any column', async () => {
    // A second advertiser both companies audited, and Pat's report about it.
    const teaTins = 'adv-tea-tins';
    const auditTea = randomUUID();
    await audited(auditTea, companyP, patId, teaTins);
    await audited(randomUUID(), companyQ, quinnId, teaTins);
    await t.app.get(IssuesReadModel).catchUp();
    await report(pat, { comment: 'Cookie gone after the redesign', auditId: auditTea, advertiserId: teaTins }).expect(201);

    type Reports = { issueReportMany: { count: number; items: { advertiserId: string; advertiserName: string | null }[] } };
    const reports = async (args: string) => (await t.gql<Reports>(admin, `{ issueReportMany(${args}) { count items { advertiserId advertiserName } } }`)).data.issueReportMany;
    expect((await reports('search: "REDESIGN"')).items.map((r) => r.advertiserId)).toEqual([teaTins]);
    // The reporter's company, which only the staff see, is searched too.
    expect((await reports('search: "publisher p"')).count).toBe(2);
    // LIKE's own characters are searched as themselves.
    expect((await reports('search: "100%"')).count).toBe(0);
    expect((await reports('sortBy: { field: ADVERTISER, order: ASC }')).items.map((r) => r.advertiserId)).toEqual([advertiserId, teaTins]);
    expect((await reports('sortBy: { field: ADVERTISER, order: DESC }')).items.map((r) => r.advertiserId)).toEqual([teaTins, advertiserId]);
    expect((await reports('sortBy: { field: CREATED_AT, order: ASC }')).items.map((r) => r.advertiserId)).toEqual([advertiserId, teaTins]);

    type Issues = { advertiserIssueMany: { count: number; items: { advertiserId: string }[] } };
    const issues = async (args: string) => (await t.gql<Issues>(quinn, `{ advertiserIssueMany(${args}) { count items { advertiserId } } }`)).data.advertiserIssueMany;
    expect((await issues('search: "tea"')).items).toEqual([{ advertiserId: teaTins }]);
    expect((await issues('sortBy: { field: ADVERTISER, order: DESC }')).items).toEqual([{ advertiserId: teaTins }, { advertiserId }]);
    expect((await issues('status: "investigating", sortBy: { field: ADVERTISER, order: DESC }')).items).toEqual([{ advertiserId }]);

    const tooLong = await t.gql(admin, `query($s: String) { issueReportMany(search: $s) { count } }`, { s: 'x'.repeat(201) });
    expect(tooLong.errors?.[0].message).toBe('The search text is limited to 200 characters; yours has 201.');
  });
});
