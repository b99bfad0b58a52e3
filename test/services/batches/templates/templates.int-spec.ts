import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EventStore } from '@tracklight/event-store';
import { SCENARIOS } from '../../../sandbox';
import { BatchesReadModels } from '../../../../services/batches/src/read-model/batches-read-models';
import { ManualClock } from '../../../../services/batches/src/shared/clock';
import { startBatchesTestApp, type BatchesTestApp } from '../test-support/batches-test-app';
import { AT_LEAST_ONE_LINK_TO_RUN, TemplateRunner, slotBatchId } from '../../../../services/batches/src/templates/run-template/template-runner';
import { CUSTOM_CRON_MESSAGE, MONTH_DAY_MESSAGE } from '../../../../services/batches/src/templates/schedule/schedule';
import { TemplateScheduler } from '../../../../services/batches/src/templates/scheduler/template-scheduler';
import { foldTemplate, templateStream } from '../../../../services/batches/src/templates/template.state';
import { AT_LEAST_ONE_LINK } from '../../../../services/batches/src/templates/template-links/template-link-editor';

const TEMPLATE_FIELDS = `id name isTemplate numLinks scheduleType scheduleDay scheduleTime scheduleCron scheduledRunningPaused
  nextScheduledRunAt schedulingError { ts message } lastRunBatch { id startedAt } notifyOnComplete useForLinkAssurance
  batchLinks { id order link name countryCode }`;

/**
 * Template batches through the real GraphQL API, and the scheduler under a clock the test moves:
 * weekly, monthly and cron templates fire once per slot, across two schedulers and restarts, and
 * their runs are audited in Chromium on the sandbox world.
 */
describe('template batches and the scheduler (real Postgres and Chromium)', () => {
  // 2026-11-22 is a Sunday.
  const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
  let app: BatchesTestApp;
  let scheduler: TemplateScheduler;
  let link: (i: number) => string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: any; errors?: { message: string }[] }> =>
    (await app.http().post('/gql').set('authorization', token).send({ query, variables }).expect(200)).body;
  const create = (token: string, record: Record<string, unknown>) =>
    gql(token, `mutation($r: BatchCreateRecord!) { batchCreateOne(record: $r) { ${TEMPLATE_FIELDS} } }`, { r: record });
  const update = (token: string, id: string, record: Record<string, unknown>) =>
    gql(token, `mutation($id: ID!, $r: BatchUpdateRecord!) { batchUpdateById(id: $id, record: $r) { ${TEMPLATE_FIELDS} } }`, { id, r: record });
  const read = async (token: string, id: string) => (await gql(token, `{ batchById(id: "${id}") { ${TEMPLATE_FIELDS} } }`)).data.batchById;
  const templateStreams = async () =>
    Number((await app.t.app.get(EventStore).pool.query(`SELECT count(*) FROM emt_streams WHERE stream_id LIKE 'template-%'`)).rows[0].count);
  const runsOf = async (templateId: string) =>
    (await app.t.app.get(DataSource).query(`SELECT id, scheduled_for FROM batches.batches WHERE template_id = $1 ORDER BY started_at`, [templateId])) as {
      id: string;
      scheduled_for: Date | null;
    }[];

  beforeAll(async () => {
    app = await startBatchesTestApp(
      'templates',
      { numMonthlyLinks: 100, maxBatchSize: 5, grants: ['monthlyScheduling'] },
      { clock, schedulerIntervalMs: null },
    );
    scheduler = app.t.app.get(TemplateScheduler);
    link = (i: number) => SCENARIOS[i].link(app.sandbox);
  }, 120_000);

  afterAll(() => app?.close());

  it('refuses invalid templates with the spec messages and stores nothing', async () => {
    const before = await templateStreams();
    const noLinks = await create(app.publisher, { name: 'Empty', batchLinks: [] });
    expect(noLinks.errors?.[0].message).toBe(AT_LEAST_ONE_LINK);
    const badDay = await create(app.publisher, { name: 'Monthly', scheduleType: 'monthly', scheduleDay: '29', scheduleTime: '06:00', batchLinks: [{ link: link(0) }] });
    expect(badDay.errors?.[0].message).toBe(MONTH_DAY_MESSAGE);
    const cron = await create(app.publisher, { name: 'Cron', scheduleType: 'custom', scheduleCron: '* * * * *', batchLinks: [{ link: link(0) }] });
    expect(cron.errors?.[0].message).toBe(CUSTOM_CRON_MESSAGE);
    const badLink = await create(app.publisher, { name: 'Bad', batchLinks: [{ link: link(0) }, { link: 'nope' }] });
    expect(badLink.errors?.[0].message).toBe('Row 2, link: Invalid affiliate link. Please make sure the link is a valid URL.');
    expect(await templateStreams()).toBe(before);
  });

  let weeklyId: string;

  it('runs a weekly template once at its slot, across two schedulers, and audits the run to done', async () => {
    const created = await create(app.publisher, {
      name: 'Weekly check',
      scheduleType: 'weekly',
      scheduleDay: 'wednesday',
      scheduleTime: '09:30',
      batchLinks: [{ link: link(1), name: 'second' }, { link: link(0), name: 'first', order: 0 }],
    });
    expect(created.errors).toBeUndefined();
    const template = created.data.batchCreateOne;
    weeklyId = template.id;
    expect(template).toMatchObject({ isTemplate: true, numLinks: 2, scheduleType: 'weekly', nextScheduledRunAt: '2026-11-25T09:30:00.000Z' });
    expect(template.batchLinks.map((l: { name: string }) => l.name)).toEqual(['first', 'second']);
    // Templates are not in the batch list; they are with isTemplate.
    const list = await gql(app.publisher, `{ batchMany { items { id } } templates: batchMany(filter: { isTemplate: true }) { items { id } } }`);
    expect(list.data.batchMany.items).toEqual([]);
    expect(list.data.templates.items).toEqual([{ id: weeklyId }]);

    expect(await scheduler.tick()).toBe(0);
    clock.set('2026-11-25T09:31:00Z');
    // A second process's scheduler: the advisory lock and the template's stream let one run through.
    const other = new TemplateScheduler(
      app.t.app.get(DataSource), app.t.app.get(BatchesReadModels), app.t.app.get(TemplateRunner), app.t.app.get(SchedulerRegistry), clock, null, true,
    );
    const filled = await Promise.all([scheduler.tick(), other.tick()]);
    expect(filled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await scheduler.tick()).toBe(0);

    const runs = await runsOf(weeklyId);
    expect(runs).toEqual([{ id: slotBatchId(weeklyId, '2026-11-25T09:30:00.000Z'), scheduled_for: new Date('2026-11-25T09:30:00.000Z') }]);
    const after = await read(app.publisher, weeklyId);
    expect(after).toMatchObject({ lastRunBatch: { id: runs[0].id }, nextScheduledRunAt: '2026-12-02T09:30:00.000Z', schedulingError: null });
    const run = await app.waitDone(runs[0].id, 180_000);
    expect(run).toMatchObject({ name: 'Weekly check', numLinks: 2, numCurrentCompletedAudits: 2, isDone: true, queueLetter: 'a' });
    expect(run.batchLinks.map((l: { name: string; auditStatus: string }) => [l.name, l.auditStatus])).toEqual([['first', 'DONE'], ['second', 'DONE']]);
  }, 200_000);

  it('runs a slot missed while no scheduler ran once, late, and counts the next slot from now', async () => {
    clock.set('2026-12-10T00:00:00Z');
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    const runs = await runsOf(weeklyId);
    expect(runs.map((r) => r.scheduled_for?.toISOString())).toEqual(['2026-11-25T09:30:00.000Z', '2026-12-02T09:30:00.000Z']);
    expect((await read(app.publisher, weeklyId)).nextScheduledRunAt).toBe('2026-12-16T09:30:00.000Z');
  });

  it('finds the batch of a slot whose run was stored but not recorded, instead of starting another', async () => {
    const slot = '2026-12-16T09:30:00.000Z';
    // As if a process stopped between storing the run and recording it on the template.
    clock.set('2026-12-16T09:30:00Z');
    const runner = app.t.app.get(TemplateRunner);
    const submitRun = (runner as unknown as { submitRun: (...args: unknown[]) => Promise<void> }).submitRun.bind(runner);
    const state = foldTemplate((await app.t.app.get(EventStore).readStream(templateStream(weeklyId))).events)!;
    await submitRun(state, slotBatchId(weeklyId, slot), slot, slot, null, { actorUserId: null, correlationId: randomUUID() });
    expect(await scheduler.tick()).toBe(1);
    expect((await runsOf(weeklyId)).filter((r) => r.scheduled_for?.toISOString() === slot)).toHaveLength(1);
    expect((await read(app.publisher, weeklyId)).lastRunBatch.id).toBe(slotBatchId(weeklyId, slot));
  });

  it('skips a paused template and resumes from the next slot after now', async () => {
    const paused = await update(app.publisher, weeklyId, { scheduledRunningPaused: true });
    expect(paused.data.batchUpdateById.scheduledRunningPaused).toBe(true);
    clock.set('2026-12-24T00:00:00Z');
    expect(await scheduler.tick()).toBe(0);
    const resumed = await update(app.publisher, weeklyId, { scheduledRunningPaused: false });
    expect(resumed.data.batchUpdateById).toMatchObject({ scheduledRunningPaused: false, nextScheduledRunAt: '2026-12-30T09:30:00.000Z' });
    expect(await scheduler.tick()).toBe(0);
  });

  it('runs a monthly template (with the grant) and a super admin cron template at their slots', async () => {
    clock.set('2026-12-24T00:00:00Z');
    const monthly = await create(app.publisher, {
      name: 'Monthly check', scheduleType: 'monthly', scheduleDay: '3', scheduleTime: '06:00', batchLinks: [{ link: link(2) }],
    });
    expect(monthly.data.batchCreateOne.nextScheduledRunAt).toBe('2027-01-03T06:00:00.000Z');
    const cron = await create(app.admin, { name: 'Cron check', scheduleType: 'custom', scheduleCron: '0 */6 * * *', batchLinks: [{ link: link(3) }] });
    expect(cron.data.batchCreateOne.nextScheduledRunAt).toBe('2026-12-24T06:00:00.000Z');
    clock.set('2026-12-24T06:00:00Z');
    expect(await scheduler.tick()).toBe(1);
    const cronRuns = await runsOf(cron.data.batchCreateOne.id);
    expect(cronRuns).toHaveLength(1);
    expect((await read(app.admin, cron.data.batchCreateOne.id)).nextScheduledRunAt).toBe('2026-12-24T12:00:00.000Z');
    clock.set('2027-01-03T06:00:00Z');
    // The monthly slot, the weekly one missed on 30 December, and the cron template's latest missed slot: once each.
    expect(await scheduler.tick()).toBe(3);
    expect(await scheduler.tick()).toBe(0);
    expect(await runsOf(monthly.data.batchCreateOne.id)).toHaveLength(1);
    expect(await runsOf(cron.data.batchCreateOne.id)).toHaveLength(2);
    const adminRun = await gql(app.admin, `{ batchById(id: "${cronRuns[0].id}") { queueLetter owner { email } } }`);
    expect(adminRun.data.batchById).toEqual({ queueLetter: 'superuser', owner: { email: 'admin@example.com' } });
    // Out of the way of the next tests' slots.
    await update(app.publisher, weeklyId, { scheduledRunningPaused: true });
    await gql(app.admin, `mutation { batchDeleteById(id: "${cron.data.batchCreateOne.id}") }`);
  });

  it('records a run that cannot start as the scheduling error, and clears it on the next run', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ link: `https://unreachable.invalid/${i}` }));
    const big = await create(app.publisher, { name: 'Too big', scheduleType: 'weekly', scheduleDay: 'monday', scheduleTime: '08:00', batchLinks: six });
    const id = big.data.batchCreateOne.id;
    clock.set('2027-01-04T08:00:00Z');
    expect(await scheduler.tick()).toBe(1);
    const failed = await read(app.publisher, id);
    expect(failed.schedulingError).toEqual({ ts: '2027-01-04T08:00:00.000Z', message: 'A batch may hold at most 5 links; this one has 6.' });
    expect(failed.nextScheduledRunAt).toBe('2027-01-11T08:00:00.000Z');
    expect(await runsOf(id)).toEqual([]);
    const toRemove = failed.batchLinks[5].id;
    const edited = await gql(app.publisher, `mutation { batchLinkDeleteById(id: "${toRemove}") { numLinks } }`);
    expect(edited.data.batchLinkDeleteById.numLinks).toBe(5);
    clock.set('2027-01-11T08:00:00Z');
    expect(await scheduler.tick()).toBe(1);
    expect((await read(app.publisher, id)).schedulingError).toBeNull();
  });

  it('edits links, keeps at least one, runs now, and deletes a template for good leaving its runs', async () => {
    const created = await create(app.publisher, { name: 'Edit me', batchLinks: [{ link: link(0), name: 'a' }] });
    const template = created.data.batchCreateOne;
    expect(template).toMatchObject({ scheduleType: 'none', nextScheduledRunAt: null });
    const [only] = template.batchLinks;
    const upserted = await gql(
      app.publisher,
      `mutation($r: [BatchLinkUpsertRecord!]!) { batchLinkUpsertMany(records: $r) { batchLinks { id order name countryCode } } }`,
      { r: [{ id: only.id, batchId: template.id, link: link(0), name: 'a2', countryCode: 'us' }, { batchId: template.id, link: link(1), name: 'b' }] },
    );
    expect(upserted.data.batchLinkUpsertMany.batchLinks).toEqual([
      { id: only.id, order: 1, name: 'a2', countryCode: 'us' },
      { id: expect.any(String), order: 2, name: 'b', countryCode: 'gb' },
    ]);
    await gql(app.publisher, `mutation { batchLinkDeleteById(id: "${upserted.data.batchLinkUpsertMany.batchLinks[1].id}") { numLinks } }`);
    const last = await gql(app.publisher, `mutation { batchLinkDeleteById(id: "${only.id}") { numLinks } }`);
    expect(last.errors?.[0].message).toBe(AT_LEAST_ONE_LINK);

    // Another company's user cannot see, run or change it.
    const outsider = await gql(app.admin, `{ batchById(id: "${template.id}") { id } }`);
    expect(outsider.data.batchById.id).toBe(template.id);
    const adminTemplate = (await create(app.admin, { name: 'Admin only', batchLinks: [{ link: link(0) }] })).data.batchCreateOne.id;
    expect((await gql(app.publisher, `mutation { runBatch(batchId: "${adminTemplate}") }`)).errors?.[0].message).toBe('That batch does not exist.');

    const ran = await gql(app.publisher, `mutation { runBatch(batchId: "${template.id}") }`);
    const runId = ran.data.runBatch;
    expect((await read(app.publisher, template.id)).lastRunBatch.id).toBe(runId);
    expect((await gql(app.publisher, `{ batchById(id: "${runId}") { isTemplate numLinks name } }`)).data.batchById).toEqual({ isTemplate: false, numLinks: 1, name: 'Edit me' });

    const normal = await gql(app.publisher, `mutation { batchDeleteById(id: "${runId}") }`);
    expect(normal.errors?.[0].message).toMatch(/^Only template batches can be deleted permanently/);
    await gql(app.publisher, `mutation { batchDeleteById(id: "${template.id}") }`);
    expect(await read(app.publisher, template.id)).toBeNull();
    expect((await gql(app.publisher, `{ batchById(id: "${runId}") { id } }`)).data.batchById).toEqual({ id: runId });
    expect((await gql(app.publisher, `mutation { runBatch(batchId: "${template.id}") }`)).errors?.[0].message).toBe('That batch does not exist.');
  });

  it("refuses to run a template without links ('Batches must have at least one link to run')", async () => {
    // Only an imported or legacy template can have none: the API never saves one.
    const templateId = randomUUID();
    const user = JSON.parse(Buffer.from(app.publisher.split('.')[1], 'base64url').toString());
    await app.t.app.get(EventStore).append(
      `template-${templateId}`,
      [{ type: 'TemplateCreated', data: {
        templateId, companyId: app.companyId, owner: { id: user.sub, name: 'Pat', email: 'pat@example.com', companyId: app.companyId, companyName: 'Publisher Ltd' },
        ownerIsSuperAdmin: false, name: 'Legacy', description: null, notifyOnComplete: true, useForLinkAssurance: false, queue: null,
      } }],
      'no-stream',
      { actorUserId: null, correlationId: randomUUID() },
    );
    const refused = await gql(app.publisher, `mutation { runBatch(batchId: "${templateId}") }`);
    expect(refused.errors?.[0].message).toBe(AT_LEAST_ONE_LINK_TO_RUN);
    expect(await runsOf(templateId)).toEqual([]);
  });
});
