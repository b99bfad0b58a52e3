import Papa from 'papaparse';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { createReportingTestApp, recordCompletedAudit, requestCompanyAudits, type ReportingTestApp } from '../test-support/reporting-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const AUDIT = `query($id: ID) { auditOne(filter: { id: $id }) {
  displayStatus { text icon } moonpullErrors { moonpullErrorId description hideFromDownload }
  injectedResult { template { readableStatus readablePublisherType } }
  enhancedMemoryCookieStatuses { id source sourceVerbiage status statusReadable comment } } }`;
const REPORT = `query($b: [ID!]!) { generateCsvFromBatchIds(batchIds: $b) }`;
const UPDATE_ERROR = `mutation($id: ID!, $r: AuditErrorInput!) { auditErrorUpdateById(id: $id, record: $r) { id description } }`;
const CREATE_GUIDE = `mutation($r: GuidedResultInput!) { guidedResultCreateOne(record: $r) { id } }`;
const AMEND_GUIDE = `mutation($id: ID!, $r: GuidedResultInput!) { guidedResultUpdateById(id: $id, record: $r) { id } }`;
const DELETE_GUIDE = `mutation($id: ID!) { guidedResultSoftDeleteById(id: $id) { id } }`;
const RESTORE_GUIDE = `mutation($id: ID!) { guidedResultRestoreById(id: $id) { id } }`;
const CREATE_STATUS = `mutation($r: MemoryCookieStatusInput!) { memoryCookieStatusCreateOne(record: $r) { id } }`;
const DELETE_STATUS = `mutation($id: ID!) { memoryCookieStatusSoftDeleteById(id: $id) { id deletedAt } }`;

type Audit = {
  displayStatus: { text: string; icon: string | null };
  moonpullErrors: { moonpullErrorId: string; description: string | null; hideFromDownload: boolean }[];
  injectedResult: { template: { readableStatus: string; readablePublisherType: string | null } } | null;
  enhancedMemoryCookieStatuses: Record<string, unknown>[];
};

/**
 * The CMS content that shapes results (errors, guided results, statuses) edited through the CMS's
 * own API, and reporting showing it (its own copy, kept from the events): in the audit and in the
 * reports, for the staff and for a publisher. Audits are recorded as the runner records them.
 */
describe('errors, guided results and statuses from the CMS in the results (real Postgres)', () => {
  let t: ReportingTestApp;
  let admin: string;
  let publisher: string;
  let batchId: string;
  let guided: string;
  let enhanced: string;

  const complete = (auditId: string, moonpullErrors: string[]) =>
    recordCompletedAudit(t.store, auditId, batchId, { manualReviewRequired: false, closedMerchant: false, moonpullErrors });

  beforeAll(async () => {
    t = await createReportingTestApp('result_content', { AUDIT_WORKER: 'false' });
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
    const batch = await requestCompanyAudits(t.store, companyId, pat.id, [
      { link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' },
      { link: 'https://www.awin1.com/cread.php?awinmid=1002&awinaffid=1' },
    ]);
    batchId = batch.batchId;
    [guided, enhanced] = batch.auditIds;
    await complete(guided, ['5.4', '10.2.1']);
    await complete(enhanced, []);
    await t.settleReports();
  });
  afterAll(() => t?.close());

  const audit = async (bearer: string, id: string): Promise<Audit> => {
    const { data, errors } = await t.gql<{ auditOne: Audit }>(bearer, AUDIT, { id });
    expect(errors).toBeUndefined();
    return data.auditOne;
  };
  const call = async (bearer: string, query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await t.gql<Record<string, { id: string }>>(bearer, query, variables);
    expect(errors).toBeUndefined();
    await t.settleReports();
    return Object.values(data)[0];
  };
  const problems = async (bearer: string) => {
    const { data } = await t.gql<{ generateCsvFromBatchIds: string }>(bearer, REPORT, { b: [batchId] });
    const [headers, ...rows] = Papa.parse<string[]>(data.generateCsvFromBatchIds.trim()).data;
    const row = rows.find((cells) => cells.some((cell) => cell.includes(guided)))!;
    return { problems: row[headers.indexOf('Problems found')], status: row[headers.indexOf('Memory cookie status')] };
  };
  const rest = (bearer: string, path: string) => t.http().patch(path).set('authorization', bearer);

  it('ships the error catalogue with the texts the product had, and shows them on the audit', async () => {
    const list = await t.http().get('/cms/errors').query({ q: '5.4' }).set('authorization', admin).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: '5.4', description: 'Memory cookie missing', moonpullOnly: false, hideFromDownload: false })]);
    expect((await audit(publisher, guided)).moonpullErrors).toEqual([
      { moonpullErrorId: '5.4', description: 'Memory cookie missing', hideFromDownload: false },
      { moonpullErrorId: '10.2.1', description: 'Shopify detected', hideFromDownload: false },
    ]);
  });

  it('edits an error over REST too (PATCH /cms/errors/{id}), refusing what the catalogue refuses', async () => {
    const patched = await rest(admin, '/cms/errors/7.5').send({ description: 'No click id after the refresh' }).expect(200);
    expect(patched.body).toMatchObject({ id: '7.5', description: 'No click id after the refresh', version: 2 });
    const read = await t.http().get('/cms/errors/7.5').set('authorization', admin).expect(200);
    expect(read.body.description).toBe('No click id after the refresh');
    const refused = await rest(admin, '/cms/errors/7.5').send({ description: '' }).expect(400);
    expect(refused.body.errorMessage).toBe('Description is required.');
    await rest(admin, '/cms/errors/nope').send({ description: 'x' }).expect(404);
  });

  it("uses an edited text at once, on screen and in the report, and records who changed it", async () => {
    await call(admin, UPDATE_ERROR, { id: '10.2.1', r: { description: 'Shop runs on Shopify' } });
    expect((await audit(publisher, guided)).moonpullErrors[1].description).toBe('Shop runs on Shopify');
    expect((await problems(publisher)).problems).toContain('10.2.1 Shop runs on Shopify');
  });

  it('hides a staff-only error from publishers (screen and report), not from the staff', async () => {
    const toggled = await rest(admin, '/cms/errors/10.2.1/toggle-moonpull-only').expect(200);
    expect(toggled.body).toMatchObject({ id: '10.2.1', moonpullOnly: true });
    await t.settleReports();
    expect((await audit(publisher, guided)).moonpullErrors.map((e) => e.moonpullErrorId)).toEqual(['5.4']);
    expect((await audit(admin, guided)).moonpullErrors.map((e) => e.moonpullErrorId)).toEqual(['5.4', '10.2.1']);
    expect((await problems(publisher)).problems).not.toContain('10.2.1');
    expect((await problems(admin)).problems).toContain('10.2.1');
  });

  it('leaves an error hidden from downloads out of every report, still showing it on screen', async () => {
    await rest(admin, '/cms/errors/5.4/toggle-hide-from-download').expect(200);
    await t.settleReports();
    expect((await problems(admin)).problems).not.toContain('5.4');
    expect((await audit(publisher, guided)).moonpullErrors).toEqual([{ moonpullErrorId: '5.4', description: 'Memory cookie missing', hideFromDownload: true }]);
    await rest(admin, '/cms/errors/5.4/toggle-hide-from-download').expect(200);
    await t.settleReports();
    expect((await problems(admin)).problems).toContain('5.4 Memory cookie missing');
  });

  it("keeps the technical report's checks whole while leaving a staff-only error out of its list", async () => {
    const technical = (bearer: string) => t.http().get(`/batches/${batchId}/audits/${guided}`).query({ view: 'technical' }).set('authorization', bearer).expect(200);
    await rest(admin, '/cms/errors/5.4/toggle-moonpull-only').expect(200);
    await t.settleReports();
    const [forPublisher, forStaff] = [(await technical(publisher)).body, (await technical(admin)).body];
    expect(forPublisher.moonpullErrors).toEqual([]);
    expect(forStaff.moonpullErrors).toEqual(['5.4', '10.2.1']);
    expect(forStaff.errorDescriptions).toEqual({ '5.4': 'Memory cookie missing', '10.2.1': 'Shop runs on Shopify' });
    expect(forPublisher.stageChecks).toEqual(forStaff.stageChecks);
    expect(forPublisher.cookieStatusLetters).toBe('NY');
    await rest(admin, '/cms/errors/5.4/toggle-moonpull-only').expect(200);
    await t.settleReports();
    expect((await technical(publisher)).body.moonpullErrors).toEqual(['5.4']);
  });

  it("keeps every change on the error's stream with who made it", async () => {
    const { events } = await t.store.readStream('auditerror-10.2.1');
    expect(events.map((e) => [e.type, e.data.changes ?? e.data.source])).toEqual([
      ['AuditErrorCreated', 'shipped'],
      ['AuditErrorUpdated', { description: 'Shop runs on Shopify' }],
      ['AuditErrorUpdated', { moonpullOnly: true }],
    ]);
    expect(events.map((e) => e.metadata.actorUserId === null)).toEqual([true, false, false]);
    const missing = await t.http().patch('/cms/errors/99.9/toggle-moonpull-only').set('authorization', admin).expect(404);
    expect(missing.body.errorMessage).toBe('No such error.');
  });

  it("shows a guided result as 'Guide: ...' on the audit it targets and in reports, until it is deleted", async () => {
    const before = (await audit(publisher, guided)).displayStatus.text;
    expect(before).not.toMatch(/^Guide:/);
    const { id } = await call(admin, CREATE_GUIDE, { r: { auditId: guided, readableStatus: 'Tracking confirmed', readablePublisherType: 'Cashback' } });
    const shown = await audit(publisher, guided);
    expect(shown.displayStatus.text).toBe('Guide: Tracking confirmed');
    expect(shown.injectedResult).toEqual({ template: { readableStatus: 'Tracking confirmed', readablePublisherType: 'Cashback' } });
    expect((await problems(publisher)).status).toBe('Guide: Tracking confirmed');
    expect((await audit(publisher, enhanced)).displayStatus.text).not.toMatch(/^Guide:/);

    await call(admin, AMEND_GUIDE, { id, r: { readableStatus: 'Tracking lost on consent' } });
    expect((await audit(publisher, guided)).displayStatus.text).toBe('Guide: Tracking lost on consent');
    await call(admin, DELETE_GUIDE, { id });
    expect((await audit(publisher, guided)).displayStatus.text).toBe(before);
    await call(admin, RESTORE_GUIDE, { id });
    expect((await audit(publisher, guided)).displayStatus.text).toBe('Guide: Tracking lost on consent');
  });

  it('shows the latest enhanced status with its source, until a super admin deletes it', async () => {
    const own = (await audit(publisher, enhanced)).displayStatus;
    const { id } = await call(admin, CREATE_STATUS, { r: { auditId: enhanced, source: 'WEB_UNLOCKER', status: 'NO_MEMORY_COOKIE', comment: 'Checked through the unlocker' } });
    const shown = await audit(publisher, enhanced);
    expect(shown.displayStatus).toEqual({ text: 'No memory cookie', icon: 'web-unlocker' });
    expect(shown.enhancedMemoryCookieStatuses).toEqual([
      { id, source: 'WEB_UNLOCKER', sourceVerbiage: 'Web unlocker', status: 'NO_MEMORY_COOKIE', statusReadable: 'No memory cookie', comment: 'Checked through the unlocker' },
    ]);
    const deleted = await call(admin, DELETE_STATUS, { id });
    expect(deleted).toMatchObject({ id, deletedAt: expect.any(String) });
    expect((await audit(publisher, enhanced)).displayStatus).toEqual(own);
  });

  it('refuses every CMS call of a publisher, changing nothing', async () => {
    const versions = async () => (await t.store.readStream('auditerror-5.4')).events.length;
    const before = await versions();
    for (const [query, variables] of [
      [UPDATE_ERROR, { id: '5.4', r: { description: 'Hacked' } }],
      [`query { auditErrorMany { count } }`, {}],
      [CREATE_GUIDE, { r: { auditId: guided, readableStatus: 'Mine' } }],
      [CREATE_STATUS, { r: { auditId: guided, source: 'WEB_UNLOCKER', status: 'IMMEDIATE' } }],
      [DELETE_STATUS, { id: 'any-status' }],
      [`query { guidedResultMany { count } }`, {}],
    ] as const) {
      const { errors } = await t.gql(publisher, query, variables);
      expect(errors?.[0].message).toBe(FORBIDDEN);
    }
    await rest(publisher, '/cms/errors/5.4/toggle-moonpull-only').expect(403);
    await rest(publisher, '/cms/errors/5.4/toggle-hide-from-download').expect(403);
    await rest(publisher, '/cms/errors/5.4').send({ description: 'Hacked' }).expect(403);
    await t.http().get('/cms/errors').set('authorization', publisher).expect(403);
    expect(await versions()).toBe(before);
    expect((await audit(publisher, guided)).displayStatus.text).toBe('Guide: Tracking lost on consent');
  });
});
