import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { ADMIN, api, flash, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const COLLEAGUE = { name: 'Casey Colleague', email: 'casey@example.com', temporaryPassword: 'temporary-pass-5', password: 'chosen-password-5' };
const NOT_A_COLLEAGUE = 'Links can only be assigned to an active user of the same company.';

/**
 * Assignments (issue 20): a publisher hands an audited link to a colleague, who finds it on the
 * dashboard and under 'assigned to me' and marks it resolved; the batch list counts follow;
 * another company's user cannot be chosen.
 */
describe('assignments (all-in-one, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let batchId: string;
  let auditIds: string[];
  let publisherToken: string;
  let colleagueId: string;
  let outsiderId: string;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => api(t.url, '/gql', { token, body: { query, variables } });
  const counts = async (token: string) =>
    (await gql(token, `query($id: ID!) { batchById(id: $id) { resolvedCount outstandingCount assignedToMeCount } }`, { id: batchId })).data.batchById;

  beforeAll(async () => {
    t = await startUiTestApp();
    const admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    const publisher = await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    publisherToken = publisher.tokens.accessToken;
    const colleague = await api(t.url, '/accounts/users', {
      token: admin,
      body: { name: COLLEAGUE.name, email: COLLEAGUE.email, companyId: publisher.user.company.id, password: COLLEAGUE.temporaryPassword },
    });
    colleagueId = colleague.id;
    await api(t.url, '/auth/setup', { body: { username: COLLEAGUE.email, password: COLLEAGUE.temporaryPassword, newPassword: COLLEAGUE.password } });
    const other = await api(t.url, '/accounts/companies', { token: admin, body: { name: 'Other Co' } });
    outsiderId = (await api(t.url, '/accounts/users', { token: admin, body: { name: 'Olga', email: 'olga@example.com', companyId: other.id, password: 'temporary-pass-6' } })).id;

    const links = ['awin-immediate', 'onetrust-awin-conditional'].map((id) => ({ link: scenarioById(id).link(t.sandbox) }));
    batchId = (await api(t.url, '/audit', { token: publisherToken, body: { batchMeta: { name: 'Team batch' }, batchLinks: links } })).batchId;
    await awaitBatchAudited(t.url, publisherToken, batchId, 120_000);
    const { data } = await gql(publisherToken, `query($b: ID) { auditsForBatch(batchId: $b) { items { id } } }`, { b: batchId });
    auditIds = data.auditsForBatch.items.map((item: { id: string }) => item.id);
  }, 200_000);
  afterAll(() => t?.close());

  it('refuses an assignee of another company and leaves the audit unassigned', async () => {
    const response = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${publisherToken}` },
      body: JSON.stringify({ query: `mutation($a: ID!, $u: ID) { auditAssign(auditId: $a, userId: $u) { id } }`, variables: { a: auditIds[0], u: outsiderId } }),
    });
    expect((await response.json()).errors[0].message).toBe(NOT_A_COLLEAGUE);
    await eventually(async () => expect(await counts(publisherToken)).toEqual({ resolvedCount: 0, outstandingCount: 0, assignedToMeCount: 0 }));
  });

  it('assigns a link from the audit page; the colleague finds it, resolves it, and the counts follow', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/audits/${auditIds[0]}`);
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: new RegExp(COLLEAGUE.name) }).click();
    await flash(page, 'Link assigned');
    await snapshot(page, 'assignments-01-assigned');
    await page.context().close();
    await eventually(async () => expect(await counts(publisherToken)).toEqual({ resolvedCount: 0, outstandingCount: 1, assignedToMeCount: 0 }));

    const colleague = await openLoggedIn(t, COLLEAGUE.email, COLLEAGUE.password);
    await colleague.goto(`${t.url}/#/reporting/batches`);
    await row(colleague, 'Team batch').getByText('1 open, 0 resolved (1 yours)').waitFor();
    // The dashboard lists the batch under the links waiting for them; the row opens it on those links.
    await colleague.goto(`${t.url}/#/dashboard`);
    const waiting = colleague.getByTestId('assigned-batches');
    await waiting.getByRole('row').filter({ hasText: 'Team batch' }).click();
    await colleague.waitForURL(new RegExp(`#/reporting/memory/cookie/${batchId}\\?`));
    await colleague.getByRole('switch', { name: 'Assigned to me', checked: true }).waitFor();
    const rows = colleague.getByTestId('batch-audits').getByRole('row');
    // The other link (not assigned) leaves the table; the header and the assigned link stay.
    await rows.filter({ hasNotText: COLLEAGUE.name }).nth(1).waitFor({ state: 'detached' });
    await rows.filter({ hasText: COLLEAGUE.name }).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await snapshot(colleague, 'assignments-02-assigned-to-me');
    await colleague.goto(`${t.url}/#/reporting/audits/${auditIds[0]}`);
    // The box follows the server: it turns checked once the change is stored and read back.
    await colleague.getByRole('checkbox', { name: 'Resolved' }).click();
    await flash(colleague, 'Marked resolved');
    await colleague.getByRole('checkbox', { name: 'Resolved', checked: true }).waitFor();
    // A resolved link leaves the dashboard's list once the batches read model has the change.
    await eventually(async () => {
      await colleague.goto(`${t.url}/#/dashboard`);
      await colleague.reload();
      await waiting.getByText('No links are waiting for you').waitFor({ timeout: 5_000 });
    }, 30_000);
    await colleague.context().close();

    await eventually(async () => expect(await counts(publisherToken)).toEqual({ resolvedCount: 1, outstandingCount: 0, assignedToMeCount: 0 }));
    await eventually(async () => expect((await gql(publisherToken, `{ batchMany(assignedToMe: true) { items { id } } }`)).data.batchMany.items).toEqual([]));
    const assignee = await gql(publisherToken, `query($id: ID!) { auditOne(filter: { id: $id }) { assignedTo { id name } assignmentResolved } }`, { id: auditIds[0] });
    expect(assignee.data.auditOne).toEqual({ assignedTo: { id: colleagueId, name: COLLEAGUE.name }, assignmentResolved: true });
  }, 90_000);

  it('reassigns links in bulk from a CSV on the dashboard: all rows or none, each fault named', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    const widget = page.getByTestId('bulk-reassign');
    const upload = (name: string, text: string) => widget.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload('links.txt', 'Audit ID\n');
    await flash(page, 'Only .CSV files are supported');
    await expect(widget.getByRole('button', { name: 'Assign' }).isDisabled()).resolves.toBe(true);

    // One unknown audit id: nothing changes, the row is named.
    const unknown = '00000000-0000-4000-8000-000000000000';
    await upload('links.csv', `Audit ID,Comment\n${auditIds[0]},first\n${unknown},second\n`);
    await widget.getByTestId('bulk-file').getByText('links.csv: 2 rows').waitFor();
    await widget.getByLabel('Assign to').click();
    await page.getByRole('option', { name: new RegExp(COLLEAGUE.name) }).click();
    await widget.getByLabel('I have the authority to reassign these links').check();
    await widget.getByRole('button', { name: 'Assign' }).click();
    await flash(page, `Nothing was reassigned: Row 2: no audit ${unknown} (unknown, or another company's).`);
    expect(await counts(publisherToken)).toEqual({ resolvedCount: 1, outstandingCount: 0, assignedToMeCount: 0 });

    await upload('links.csv', `Audit ID,Comment\n${auditIds[0]},look again\n${auditIds[1]},new one\n`);
    await widget.getByRole('button', { name: 'Assign' }).click();
    await flash(page, 'Successfully reassigned all audits from CSV upload!');
    await snapshot(page, 'assignments-03-bulk');
    await page.context().close();
    await eventually(async () => expect(await counts(publisherToken)).toEqual({ resolvedCount: 0, outstandingCount: 2, assignedToMeCount: 0 }));
  }, 90_000);
});
