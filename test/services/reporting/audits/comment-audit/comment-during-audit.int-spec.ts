import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { links, sandboxAuditEnv, SHOP, startSandbox, type Sandbox } from '../../../../sandbox';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { awaitAudits } from '../../../../../services/audit-runner/src/test-support/audit-requests';
import {
  createReportingTestApp,
  requestCompanyAudits,
  type ReportingTestApp,
} from '../../test-support/reporting-test-app';
import { ReportingReadModels } from '../../../../../services/reporting/src/audits/reporting-read-models';

const until = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * One writer per stream (issue 17): a comment written while the browser is still on the page
 * must not touch the audit's own stream, so the runner's verdict append still finds the version
 * it read and the audit completes once, on its first attempt.
 */
describe('commenting on an audit while it runs (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let t: ReportingTestApp;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-comment-'));
    t = await createReportingTestApp('comment_running', sandboxAuditEnv(sandbox, { DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes the audit once with its verdict, and keeps both comments', async () => {
    const companyId = await createCompany(t, { name: 'Comment Co' });
    const user = await createActiveUser(t, { email: 'cora@comment.example', companyId });
    const bearer = `Bearer ${user.tokens.accessToken}`;
    const admin = await t.adminBearer();
    // The slow shop holds the page for 4 s: the audit is surely running while we comment.
    const { batchId, auditIds } = await requestCompanyAudits(t.store, companyId, user.id, [
      { link: links.awin(sandbox, `http://${SHOP.slow}/?delayMs=4000`) },
    ]);
    const [auditId] = auditIds;
    const auditStream = `audit-${auditId}`;
    await until(async () => sandbox.requests.some((r) => r.host === SHOP.slow), 30_000);
    await t.app.get(ReportingReadModels).catchUp();

    const url = `/batches/${batchId}/audits/${auditId}`;
    await t.http().post(`${url}/comment`).set('authorization', bearer).send({ comment: 'Looking at it' }).expect(200);
    await t.http().post(`${url}/moonpull-comment`).set('authorization', admin).send({ comment: 'Known slow shop' }).expect(200);
    const whileRunning = (await t.store.readStream(auditStream)).events.map((e) => e.type);
    expect(whileRunning).toEqual(['AuditStarted']);

    const finished = await awaitAudits(t.app, [auditId], 60_000);
    expect(finished.get(auditId)!.type).toBe('AuditCompleted');
    const types = (await t.store.readStream(auditStream)).events.map((e) => e.type);
    expect(types).toEqual(['AuditStarted', 'AuditCompleted']);

    await t.settleReports();
    const read = await t.http().get(`/batches/${batchId}/audits/${auditId}`).set('authorization', admin).expect(200);
    expect(read.body).toMatchObject({ comment: 'Looking at it', moonpullComment: 'Known slow shop' });
  }, 120_000);
});
