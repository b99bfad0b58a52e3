import { randomUUID } from 'node:crypto';
import { COMPANY_QUOTAS, type CompanyQuotas } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { SCENARIOS, type Sandbox } from '../../../../sandbox';
import { BatchesReadModels } from '../../../../../services/batches/src/read-model/batches-read-models';
import { toLinkRecord } from '../../../../../services/batches/src/submission/batch-link.input';
import { BatchSubmitter } from '../../../../../services/batches/src/submission/batch-submitter';
import { startBatchesTestApp, type BatchesTestApp } from '../../test-support/batches-test-app';

/**
 * Submission through the real API, audits run in Chromium on the sandbox world, the batch turning
 * done, and the lifecycle actions with their permission rules.
 */
describe('batches: submit, audit, finish, manage (real Postgres and Chromium)', () => {
  let app: BatchesTestApp;
  let sandbox: Sandbox;
  let t: BatchesTestApp['t'];
  let admin: string;
  let publisher: string;
  const http = () => app.http();
  const waitDone = (batchId: string, ms: number) => app.waitDone(batchId, ms);
  const streamCount = async () =>
    Number((await t.app.get(EventStore).pool.query(`SELECT count(*) FROM emt_streams WHERE stream_id LIKE 'batch-%'`)).rows[0].count);

  beforeAll(async () => {
    app = await startBatchesTestApp('batches', { numMonthlyLinks: 10, maxBatchSize: 5 });
    ({ sandbox, t, admin, publisher } = app);
  }, 120_000);

  afterAll(() => app?.close());

  let csvBatchId: string;

  it('accepts a CSV batch, runs every audit and turns the batch done', async () => {
    const links = SCENARIOS.slice(0, 3).map((s) => s.link(sandbox));
    const csv = ['link,name,countryCode,tagA', ...links.map((l, i) => `${l},row ${i + 1},gb,t${i}`)].join('\n');
    const response = await http()
      .post('/audit?engine=luna')
      .set('authorization', publisher)
      .field('name', 'CSV batch')
      .field('notifyOnComplete', 'true')
      .attach('csv', Buffer.from(csv), 'links.csv')
      .expect(201);
    expect(response.body).toMatchObject({ numLinks: 3, queueLetter: 'b' });
    csvBatchId = response.body.batchId;
    const { events } = await t.app.get(EventStore).readStream(`batch-${csvBatchId}`);
    expect(events.map((e) => e.type)).toEqual(['BatchSubmitted', 'AuditRequested', 'AuditRequested', 'AuditRequested']);
    const batch = await waitDone(csvBatchId, 180_000);
    expect(batch).toMatchObject({ name: 'CSV batch', numLinks: 3, numCurrentCompletedAudits: 3, isDone: true });
    expect(batch.finishedAt).not.toBeNull();
    expect(batch.batchLinks.map((l: { tagA: string }) => l.tagA)).toEqual(['t0', 't1', 't2']);
    // The completion e-mail left the outbox (logged: no SMTP_URL in this test).
    await t.app.get(BatchesReadModels).sendCompletionMail();
    const mail = await t.app.get(EventStore).pool.query(`SELECT to_email, sent_at FROM batches.completion_mail WHERE batch_id = $1`, [csvBatchId]);
    expect(mail.rows).toEqual([expect.objectContaining({ to_email: 'pat@example.com' })]);
    expect(mail.rows[0].sent_at).not.toBeNull();
  }, 200_000);

  it('accepts a JSON batch with defaults and a single link goes to queue a', async () => {
    const response = await http()
      .post('/audit?engine=luna')
      .set('authorization', publisher)
      .send({ batchMeta: { name: 'JSON batch' }, batchLinks: [{ link: SCENARIOS[0].link(sandbox), cookieType: '1', cookieName: 'aw' }] })
      .expect(201);
    expect(response.body.queueLetter).toBe('a');
    const { events } = await t.app.get(EventStore).readStream(`batch-${response.body.batchId}`);
    expect(events[0].data).toMatchObject({ meta: { proxy: 'gb', userAgent: true, notifyOnComplete: true, mobile: false, useResidentialProxy: false } });
    expect(events[1].data).toMatchObject({ queue: 'a', options: { cookieType: '1', cookieName: 'aw', countryCode: 'gb' } });
  });

  it('refuses an invalid batch whole, naming row and field, and stores nothing', async () => {
    const before = await streamCount();
    const bad = await http()
      .post('/audit')
      .set('authorization', publisher)
      .send({ batchLinks: [{ link: 'https://ok.example/' }, { link: 'not a url' }] })
      .expect(400);
    expect(bad.body.errorMessage).toBe('Row 2, link: Invalid affiliate link. Please make sure the link is a valid URL.');
    const cookie = await http()
      .post('/audit')
      .set('authorization', publisher)
      .send({ batchLinks: [{ link: 'https://ok.example/', cookieName: 'x' }] })
      .expect(400);
    expect(cookie.body.errorMessage).toBe('Row 1, cookieName: Cookie Name and Cookie Type must both be specified, if at all.');
    const country = await http()
      .post('/audit')
      .set('authorization', publisher)
      .send({ batchLinks: [{ link: 'https://ok.example/', countryCode: 'zz' }] })
      .expect(400);
    expect(country.body.errorMessage).toBe("Row 1, countryCode: Unknown country code 'zz'.");
    const masterTag = await http()
      .post('/audit')
      .set('authorization', publisher)
      .send({ batchLinks: [{ link: 'https://ok.example/', customMasterTag: 'x' }] })
      .expect(400);
    expect(masterTag.body.errorMessage).toBe('Row 1, customMasterTag: Only a super admin may set this field.');
    expect(await streamCount()).toBe(before);
  });

  it.each([
    ['meta of the wrong type', { batchMeta: { name: { first: 'x' } }, batchLinks: [{ link: 'https://ok.example/' }] }, 'batchMeta, name: must be text, a number or true/false.'],
    ['links as text', { batchLinks: 'https://ok.example/' }, 'batchLinks: Send a CSV file, or batchLinks as a list of links.'],
    ['a link as text', { batchLinks: ['https://ok.example/'] }, 'batchLinks, row 1: must be text, a number or true/false.'],
    ['an unknown link field', { batchLinks: [{ link: 'https://ok.example/', colour: 'red' }] }, "batchLinks, row 1: unknown field 'colour'."],
    ['a prototype key', JSON.parse('{"batchLinks":[{"link":"https://ok.example/"}],"__proto__":{"isSuperAdmin":true}}'), "unknown field '__proto__'."],
    ['an over-long link', { batchLinks: [{ link: 'x'.repeat(10_001) }] }, 'batchLinks, row 1, link: is too long (10,000 characters at most).'],
    ['an unknown top-level field', { batchLinks: [], extra: 1 }, "unknown field 'extra'."],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, body, message) => {
    const before = await streamCount();
    const refused = await http().post('/audit').set('authorization', publisher).send(body).expect(400);
    expect(refused.body.errorMessage).toBe(message);
    expect(await streamCount()).toBe(before);
  });

  it('refuses malformed multipart JSON fields with 400', async () => {
    const refused = await http().post('/audit').set('authorization', publisher).field('batchLinks', '[{"link": ').expect(400);
    expect(refused.body.errorMessage).toBe('batchLinks must be JSON.');
  });

  it('refuses batches over the maximum size or the remaining monthly audits', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ link: `https://ok.example/${i}` }));
    const tooBig = await http().post('/audit').set('authorization', publisher).send({ batchLinks: six }).expect(400);
    expect(tooBig.body.errorMessage).toBe('A batch may hold at most 5 links; this one has 6.');
    // 3 + 1 used of 10: five more are beyond the remaining six? no: use 5 then 5 again.
    const five = six.slice(0, 5);
    await http().post('/audit').set('authorization', publisher).send({ batchLinks: five }).expect(201);
    const beyond = await http().post('/audit').set('authorization', publisher).send({ batchLinks: five }).expect(400);
    expect(beyond.body.errorMessage).toMatch(/^Your company has 1 audits left until/);
  });

  it('lets anyone of the company rename, but only a super admin change owner, complete, export, delete and restore', async () => {
    const empty = await http().patch(`/audit/${csvBatchId}`).set('authorization', publisher).send({ name: ' ' }).expect(400);
    expect(empty.body.errorMessage).toBe('Please provide a new name for the batch');
    const renamed = await http().patch(`/audit/${csvBatchId}`).set('authorization', publisher).send({ name: 'Renamed' }).expect(200);
    expect(renamed.body.name).toBe('Renamed');

    await http().patch(`/audit/${csvBatchId}`).set('authorization', publisher).send({ ownerId: 'x' }).expect(403);
    const noOwner = await http().patch(`/audit/${csvBatchId}`).set('authorization', admin).send({ ownerId: '' }).expect(400);
    expect(noOwner.body.errorMessage).toBe('Please select a new owner for this batch');

    await http().get(`/batches/${csvBatchId}/csv`).set('authorization', publisher).expect(403);
    const csv = await http().get(`/batches/${csvBatchId}/csv`).set('authorization', admin).expect(200);
    expect(csv.text.split('\n')).toHaveLength(4);

    const gql = (token: string, query: string) => http().post('/gql').set('authorization', token).send({ query });
    const denied = await gql(publisher, `mutation { batchSoftDeleteById(id: "${csvBatchId}") }`);
    expect(denied.body.errors?.[0]).toBeDefined();
    await gql(admin, `mutation { batchSoftDeleteById(id: "${csvBatchId}") }`).expect(200);
    const list = await gql(publisher, `{ batchMany(perPage: 50) { count items { id name numLinks } } }`);
    expect(list.body.data.batchMany.items.map((b: { id: string }) => b.id)).not.toContain(csvBatchId);
    const bin = await gql(publisher, `{ batchMany(showDeleted: true) { items { id deletedAt } } }`);
    expect(bin.body.data.batchMany.items.map((b: { id: string }) => b.id)).toEqual([csvBatchId]);
    await gql(admin, `mutation { batchRestoreById(id: "${csvBatchId}") }`).expect(200);
    const restored = await gql(publisher, `{ batchById(id: "${csvBatchId}") { deletedAt name } }`);
    expect(restored.body.data.batchById).toEqual({ deletedAt: null, name: 'Renamed' });
  });

  it('marks an unfinished batch complete (super admin only) and reruns one audit', async () => {
    const submitted = await http()
      .post('/audit')
      .set('authorization', admin)
      .send({ batchMeta: { name: 'Force me' }, batchLinks: [{ link: 'https://unreachable.invalid/' }] })
      .expect(201);
    expect(submitted.body.queueLetter).toBe('superuser');
    const id = submitted.body.batchId;
    await t.app.get(BatchesReadModels).catchUp();
    const view = (await http().get(`/batches/${id}`).set('authorization', admin).expect(200)).body;
    if (!view.isDone) {
      const done = await http().patch(`/audit/${id}`).set('authorization', admin).send({ status: 'FORCE_DONE' }).expect(200);
      expect(done.body).toMatchObject({ status: 'FORCE_DONE', isDone: true });
      expect(done.body.finishedAt).not.toBeNull();
      await http().patch(`/audit/${id}`).set('authorization', admin).send({ status: 'FORCE_DONE' }).expect(400);
    }
    const auditId = view.batchLinks[0].auditId;
    const rerun = await http().patch(`/audit/${id}/${auditId}`).set('authorization', admin).expect(200);
    expect(rerun.body.auditId).not.toBe(auditId);
    const { events } = await t.app.get(EventStore).readStream(`batch-${id}`);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['BatchLinkRerunRequested', 'AuditRequested']);
    // Another company's batch is not there for the publisher.
    await http().get(`/batches/${id}`).set('authorization', publisher).expect(404);
  });

  it('hands the reserved audits back when the batch cannot be stored', async () => {
    const quotas = t.app.get<CompanyQuotas>(COMPANY_QUOTAS);
    const submitter = t.app.get(BatchSubmitter);
    const adminUser = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString());
    const companyId: string = adminUser.usr.companyId;
    const submission = {
      batchId: randomUUID(),
      owner: { id: adminUser.sub, name: 'Admin', email: 'admin@example.com', companyId, companyName: 'Provider' },
      queue: 'superuser' as const,
      meta: { name: 'Twice', description: null, mobile: false, proxy: 'gb', userAgent: true, useResidentialProxy: false, notifyOnComplete: false, standDownMrAs: false },
      links: [toLinkRecord({ link: 'https://unreachable.invalid/' }, 1, randomUUID(), adminUser.usr, 'gb')],
      csv: null, templateId: null, scheduledFor: null, submittedAt: new Date().toISOString(), requestedBy: null, allowChromiumFlags: false,
    };
    const context = { actorUserId: null, correlationId: randomUUID() };
    await submitter.submit(submission, context);
    const used = (await quotas.quota(companyId))!.numAudits;
    // Reservations count for the provider's own company too, so a missing hand-back would show.
    expect(used).toBeGreaterThan(0);
    // The same batch id again (two schedulers racing for a slot): the append is refused, the id
    // reserves nothing more, and the stored batch keeps its reservation.
    await expect(submitter.submit(submission, context)).rejects.toMatchObject({ status: 503 });
    expect((await quotas.quota(companyId))!.numAudits).toBe(used);

    // A batch that is surely not stored hands its audits back.
    const store = t.app.get(EventStore);
    const append = store.append.bind(store);
    const unstored = { ...submission, batchId: randomUUID() };
    const refusing = jest.spyOn(store, 'append').mockImplementation(async (...args) => {
      if (args[0] === `batch-${unstored.batchId}`) throw new Error('database gone');
      return append(...args);
    });
    await expect(submitter.submit(unstored, context)).rejects.toMatchObject({ status: 503 });
    refusing.mockRestore();
    expect((await quotas.quota(companyId))!.numAudits).toBe(used);

    // A write that committed but whose answer was lost: the retry finds the batch its own and keeps the reservation.
    const lost = { ...submission, batchId: randomUUID() };
    let answersLost = 1;
    const appending = jest.spyOn(store, 'append').mockImplementation(async (...args) => {
      const appended = await append(...args);
      if (args[0] === `batch-${lost.batchId}` && answersLost-- > 0) throw new Error('connection lost after the commit');
      return appended;
    });
    await expect(submitter.submit(lost, context)).resolves.toBe(lost.batchId);
    appending.mockRestore();
    expect((await quotas.quota(companyId))!.numAudits).toBe(used + 1);
    expect((await store.readStream(`batch-${lost.batchId}`)).events.map((event) => event.type)).toEqual(['BatchSubmitted', 'AuditRequested']);
  });

  it("filters the batch list by company type: every client company, or one type", async () => {
    await t.app.get(BatchesReadModels).catchUp();
    const gql = async (query: string) => (await http().post('/gql').set('authorization', admin).send({ query }).expect(200)).body.data.batchMany.items;
    const owners = (items: { owner: { email: string } }[]) => [...new Set(items.map((b) => b.owner.email))].sort();
    const fields = `items { owner { email } }`;
    expect(owners(await gql(`{ batchMany(perPage: 100) { ${fields} } }`))).toEqual(['admin@example.com', 'pat@example.com']);
    expect(owners(await gql(`{ batchMany(perPage: 100, companyType: "ALL_CLIENTS") { ${fields} } }`))).toEqual(['pat@example.com']);
    expect(owners(await gql(`{ batchMany(perPage: 100, companyType: "publisher") { ${fields} } }`))).toEqual(['pat@example.com']);
    expect(await gql(`{ batchMany(perPage: 100, companyType: "network") { ${fields} } }`)).toEqual([]);
  });
});
