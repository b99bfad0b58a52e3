import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { createReportingTestApp, recordCompletedAudit, requestCompanyAudits, type ReportingTestApp } from '../test-support/reporting-test-app';

/**
 * GET /logging: an audit failure from the event store and a real server error (a PDF asked of a
 * Chromium that is not there), newest first, for super admins only.
 */
describe('GET /logging (real Postgres)', () => {
  let t: ReportingTestApp;
  let admin: string;
  let pat: string;
  let failedId: string;
  let doneId: string;

  beforeAll(async () => {
    t = await createReportingTestApp('logging', { AUDIT_WORKER: 'false', CHROMIUM_PATH: '/nonexistent/chromium' });
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId });
    pat = `Bearer ${p.tokens.accessToken}`;
    const { batchId, auditIds } = await requestCompanyAudits(t.store, companyId, p.id, [
      { link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' },
      { link: 'https://www.awin1.com/cread.php?awinmid=1002&awinaffid=1' },
    ]);
    [failedId, doneId] = auditIds;
    await t.store.append(`audit-${failedId}`, [{ type: 'AuditFailed', data: { auditId: failedId, batchId, reason: 'Landing page never loaded', attempts: 3, failedAt: new Date().toISOString() } }], 'any', {
      actorUserId: null,
      correlationId: failedId,
    });
    await recordCompletedAudit(t.store, doneId, batchId, { manualReviewRequired: false });
    await t.settleReports();
  });
  afterAll(() => t?.close());

  it('lists a server error and an audit failure, newest first, a page at a time', async () => {
    // The printer cannot start its browser: a server error, recorded as it goes out as a 500.
    await t.http().get(`/audits/${doneId}/pdf`).set('authorization', pat).expect(500);
    const poll = async () => {
      for (let i = 0; i < 50; i++) {
        const { body } = await t.http().get('/logging').set('authorization', admin).expect(200);
        if (body.pageInfo.itemCount >= 2) return body;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the server error was not recorded');
    };
    const body = await poll();
    expect(body.items.map((e: { kind: string }) => e.kind)).toEqual(['server-error', 'audit-failure']);
    expect(body.items[0]).toMatchObject({ source: 'GET /audits/:auditId/:document', auditId: null });
    expect(body.items[0].message).toMatch(/chromium/i);
    expect(body.items[1]).toMatchObject({ auditId: failedId, message: 'Landing page never loaded' });
    const page2 = await t.http().get('/logging').query({ perPage: 1, page: 2 }).set('authorization', admin).expect(200);
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.pageInfo).toMatchObject({ currentPage: 2, pageCount: 2, hasPreviousPage: true, hasNextPage: false });
    const failures = await t.http().get('/logging').query({ kind: 'audit-failure' }).set('authorization', admin).expect(200);
    expect(failures.body.items.map((e: { auditId: string }) => e.auditId)).toEqual([failedId]);
  });

  it('is for super admins, and names a bad page', async () => {
    await t.http().get('/logging').set('authorization', pat).expect(403);
    expect((await t.http().get('/logging').query({ perPage: 500 }).set('authorization', admin).expect(400)).body.errorMessage).toBe('perPage is at most 100.');
  });
});
