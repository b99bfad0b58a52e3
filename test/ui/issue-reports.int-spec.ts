import { scenarioById } from '../sandbox';
import { ADMIN, api, button, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const SHARER = { email: 'sasha@share.example', temporaryPassword: 'temporary-pass-7', password: 'chosen-password-7' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/**
 * Issue reports and the share area (issue 20) in the built UI: a publisher reports a problem
 * with an advertiser from its audit, a share user of another company who audits the same
 * advertiser follows and comments on the issue without learning who reported it, and the
 * provider's staff see every report with its reporter and move the issue along.
 */
describe('issue reports and the share area (built UI, real Chromium)', () => {
  let t: UiTestApp;
  let publisherAuditId: string;

  const auditOnce = async (token: string): Promise<string> => {
    const link = scenarioById('awin-immediate').link(t.sandbox);
    const { batchId } = await api(t.url, '/audit', { token, body: { batchMeta: { name: 'Report source' }, batchLinks: [{ link }] } });
    await awaitBatchAudited(t.url, token, batchId, 120_000);
    const { data } = await api(t.url, '/gql', { token, body: { query: `query($b: ID) { auditsForBatch(batchId: $b) { items { id } } }`, variables: { b: batchId } } });
    return data.auditsForBatch.items[0].id;
  };

  beforeAll(async () => {
    t = await startUiTestApp();
    const admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    const publisher = await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const shareCo = await api(t.url, '/accounts/companies', { token: admin, body: { name: 'Share Co', moonpullShareEnabled: true } });
    await api(t.url, '/accounts/users', { token: admin, body: { name: 'Sasha', email: SHARER.email, companyId: shareCo.id, roles: ['share-user'], password: SHARER.temporaryPassword } });
    const sharer = await api(t.url, '/auth/setup', { body: { username: SHARER.email, password: SHARER.temporaryPassword, newPassword: SHARER.password } });
    publisherAuditId = await auditOnce(publisher.tokens.accessToken);
    await auditOnce(sharer.tokens.accessToken);
  }, 300_000);
  afterAll(() => t?.close());

  it('lets a publisher report an issue with a screenshot, and refuses a file that is not an image or PDF', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/audits/${publisherAuditId}`);
    await button(page, 'Report an issue with this advertiser').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Comment').fill('Sales stopped tracking last week');
    await expect(dialog.getByRole('combobox', { name: 'When' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await dialog.getByRole('checkbox', { name: 'My conversions from this advertiser changed' }).check();
    await dialog.getByRole('combobox', { name: 'When' }).click();
    await page.getByRole('option', { name: 'Within the last week' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await button(dialog, 'Send report').click();
    await dialog.getByText('Error: Only images (PNG, JPEG, GIF, WebP) and PDF files can be attached.').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'checkout.png', mimeType: 'image/png', buffer: PNG });
    await button(dialog, 'Send report').click();
    await dialog.getByText('Issue report created successfully!').waitFor();
    await snapshot(page, 'issue-reports-01-created');
    await page.context().close();
  }, 60_000);

  it("shows the share user of another company the issue without the reporter or the files, and takes a comment", async () => {
    const page = await openLoggedIn(t, SHARER.email, SHARER.password);
    await menuItem(page, 'Issues').click();
    await page.waitForURL(/#\/share\/issues$/);
    await row(page, 'shop-plain.test').click();
    await page.getByText('Sales stopped tracking last week').waitFor();
    await page.getByText('Another publisher', { exact: false }).first().waitFor();
    await expect(page.getByRole('button', { name: /^Download/ }).count()).resolves.toBe(0);
    await page.getByLabel('Your comment').fill('Same here since Monday');
    await button(page, 'Comment').click();
    await page.getByText('Same here since Monday').waitFor();
    await snapshot(page, 'issue-reports-02-shared');
    await page.context().close();
  }, 60_000);

  it('shows the staff every report with its reporter and lets them move the issue along', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Issue Reports').click();
    await page.waitForURL(/#\/share\/issues\/reports$/);
    await row(page, 'Sales stopped tracking last week').getByText('Pat, Publisher Ltd').waitFor();
    // Searched on the server by the reporter, the comment or the advertiser.
    const search = page.getByPlaceholder('Comment, reporter, advertiser');
    await search.fill('nothing like this');
    await page.getByText('No issue reports found using the current filters.').waitFor();
    await search.fill('publisher ltd');
    await row(page, 'Sales stopped tracking last week').getByText('shop-plain.test').waitFor();
    await row(page, 'Sales stopped tracking last week').click();
    await page.getByRole('button', { name: 'Download checkout.png' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Investigating' }).click();
    await page.getByText('Status changed').waitFor();
    await snapshot(page, 'issue-reports-03-staff');
    await page.context().close();
  }, 60_000);
});
