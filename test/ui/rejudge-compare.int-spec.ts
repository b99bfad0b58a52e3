import type { Page } from 'playwright-core';
import type { EventStore } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import type { NetworkDefined } from '@tracklight/contracts';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp, runBatch } from './ui-test-app';

// Two runs of one LinkConnector link: without a referrer the network drops the click id and no
// memory cookie is set; with the publisher's page as referrer the UTS tag sets uts_lctid.
const LINK = scenarioById('linkconnector-with-referrer');


/** Submits the link as its own batch and waits for its audit; answers the audit's id. */
const auditOnce = async (t: UiTestApp, token: string, referrer: string | null): Promise<string> => {
  const [audit] = await runBatch(
    t,
    token,
    { batchName: 'Compare runs' },
    [{ link: LINK.link(t.sandbox), userDefinedNetwork: LINK.network, countryCode: 'gb', ...(referrer ? { referrer } : {}) }],
    120_000,
  );
  return audit.id;
};

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
};

describe('compare runs and re-judge audits (built UI, real Chromium, sandbox audits)', () => {
  let t: UiTestApp;
  let admin: Page;
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    first = await auditOnce(t, tokens.accessToken, null);
    second = await auditOnce(t, tokens.accessToken, LINK.referrer ?? null);
    admin = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 300_000);

  afterAll(() => t?.close());

  const compareSection = (key: string) => admin.getByTestId(`diff-${key}`);

  it("opens the two runs side by side from the comparison column's 'Different', differences marked in words", async () => {
    await admin.goto(`${t.url}/#/dashboard`);
    const different = admin.getByRole('link', { name: 'Different: compare with the previous run' });
    await different.click();
    await admin.waitForURL(new RegExp(`#/reporting/audits/${first}/compare/${second}$`));
    await admin.getByTestId('diff-summary').waitFor();
    expect(await admin.getByTestId('diff-summary').textContent()).toMatch(/^\d+ differences between the runs\.$/);

    const cookie = compareSection('cookies:alp').getByRole('row').filter({ hasText: 'uts_lctid' });
    expect(await cookie.getAttribute('data-mark')).toBe('ONLY_RIGHT');
    expect(await cookie.getByRole('cell').last().textContent()).toBe('Only in run B');
    const hop = compareSection('hops').getByRole('row').filter({ hasText: 'Hop 1' });
    expect(await hop.getAttribute('data-mark')).toBe('SAME');
    expect(await hop.getByRole('cell').last().textContent()).toBe('Same');
    const status = compareSection('verdict').getByRole('row').filter({ hasText: 'Memory cookie status' });
    expect(await status.getByRole('cell').allTextContents()).toEqual(['No memory cookie', 'Cookie immediately', 'Changed']);
    await shoot(admin, 'compare-runs');

    // From the keyboard: the switch keeps only what differs and names what is the same.
    const onlyDifferences = admin.getByRole('switch', { name: 'Show only what differs' });
    await onlyDifferences.focus();
    await admin.keyboard.press('Space');
    expect(await onlyDifferences.isChecked()).toBe(true);
    await admin.getByTestId('diff-same-sections').waitFor();
    expect(await admin.getByTestId('diff-same-sections').textContent()).toContain('Redirect hops');
    expect(await compareSection('hops').count()).toBe(0);
    expect(await compareSection('cookies:alp').getByRole('row').filter({ hasText: 'uts_lctid' }).count()).toBe(1);
    await shoot(admin, 'compare-runs-only-differences');
  }, 60_000);

  it('opens the same comparison from the audit report', async () => {
    await admin.goto(`${t.url}/#/reporting/audits/${second}`);
    await admin.getByRole('link', { name: 'Compare with the previous run' }).click();
    await admin.waitForURL(new RegExp(`#/reporting/audits/${first}/compare/${second}$`));
    await compareSection('verdict').waitFor();
    await admin.goto(`${t.url}/#/reporting/audits/${first}`);
    await admin.getByRole('link', { name: 'Compare with the next run' }).click();
    await admin.waitForURL(new RegExp(`#/reporting/audits/${first}/compare/${second}$`));
    await compareSection('verdict').waitFor();
  }, 60_000);

  it('re-judges after a network edit: the dry run lists the one changed audit, applying stores it after a confirmation', async () => {
    // The CMS edits LinkConnector: its memory cookie now has a name no sandbox shop sets.
    const shipped = NETWORK_DEFINITIONS.find((network) => network.id === 'linkconnector')!;
    const edit: NetworkDefined = {
      type: 'NetworkDefined',
      data: { definition: { ...shipped, memoryCookie: shipped.memoryCookie.map((rule) => ({ ...rule, namePattern: '^uts_renamed$' })) }, source: 'cms' },
    };
    await t.provider<EventStore>('EventStore').append('network-linkconnector', [edit], 1n, { actorUserId: null, correlationId: 'edit' });

    await admin.goto(`${t.url}/#/superuser-tools/rejudge`);
    const panel = admin.getByTestId('rejudge-panel');
    await button(panel, 'Show what would change').click();
    expect(await panel.getByTestId('rejudge-problem').textContent()).toBe('Please choose the audits to re-judge: a batch, a date range or a network.');

    await panel.getByRole('combobox', { name: 'Network' }).click();
    await admin.getByRole('option', { name: 'LinkConnector', exact: true }).click();
    await button(panel, 'Show what would change').click();
    await panel.getByTestId('rejudge-changes').waitFor();
    expect(await panel.getByTestId('rejudge-outcome').textContent()).toContain('Judged 2 stored audits again. 1 verdict would change');
    const rows = panel.getByTestId('rejudge-changes').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-audit-id')).toBe(second);
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells.slice(2, 4)).toEqual(['Cookie immediately', 'No memory cookie']);
    expect(cells[6]).toContain("LinkConnector's definition changed: version 1 judged it before, version 2 now.");
    await shoot(admin, 'rejudge-dry-run');

    await button(panel, 'Apply to 1 audit').click();
    const dialog = admin.getByRole('dialog');
    expect(await dialog.textContent()).toContain("The original verdict stays in the audit's history.");
    await button(dialog, 'Apply').click();
    await panel.getByText("1 audit re-judged: the new verdicts are stored and the original ones stay in each audit's history.", { exact: false }).waitFor();
    expect(await panel.getByTestId('rejudge-changes').locator('tbody tr').first().getByRole('cell').last().textContent()).toBe('Yes');
    await shoot(admin, 'rejudge-applied');

    // The audit report shows the new verdict.
    await admin.goto(`${t.url}/#/reporting/audits/${second}`);
    await admin.locator(`[data-testid="audit-page"][data-audit-id="${second}"]`).waitFor();
    await admin.getByText('No memory cookie').first().waitFor();
  }, 120_000);

  it('tells anyone but a super admin that re-judging is not theirs', async () => {
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const publisher = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await publisher.goto(`${t.url}/#/superuser-tools/rejudge`);
    expect(await publisher.getByTestId('rejudge-not-allowed').textContent()).toBe('Only a super admin can re-judge audits.');
    expect(await publisher.getByTestId('rejudge-panel').count()).toBe(0);
  }, 60_000);
});
