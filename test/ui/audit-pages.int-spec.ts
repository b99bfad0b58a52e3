import type { Locator, Page } from 'playwright-core';
import { LANDING_STAGES, memoryCookieStatusText } from '@tracklight/presentation';
import { SHIPPED_CMPS } from '../../services/cms/src/cmps/seed-cmps/shipped-cmps';
import { scenarioById, type SandboxScenario } from '../sandbox';
import { ADMIN, api, logInThroughUi, PRODUCT_NAME, snapshot, startUiTestApp, type UiTestApp, runBatch, type BatchAudit } from './ui-test-app';

/** A scenario's CMP as shown: the engine records the rule name, people read the CMS's name. */
const cmpName = (scenario: SandboxScenario) => SHIPPED_CMPS.find((cmp) => cmp.id === scenario.cmp)?.name ?? scenario.cmp;
const cmpBadge = (scenario: SandboxScenario) => `CMP: ${cmpName(scenario)}`;

// A CMP with a conditional memory cookie, a Shopify storefront and an interstitial page: between
// them the badges, stage checks and consent facts the audit pages exist to show.
const CMP = scenarioById('onetrust-awin-conditional');
const SHOPIFY = scenarioById('impact-shopify-storefront');
const INTERSTITIAL = scenarioById('rakuten-interstitial');
const SCENARIOS = [CMP, SHOPIFY, INTERSTITIAL];



/** Submits the scenarios' links as one batch, waits for it to finish, and gives each scenario's audit. */
const auditScenarios = async (t: UiTestApp, token: string): Promise<Map<SandboxScenario, BatchAudit>> => {
  const links = new Map(SCENARIOS.map((scenario) => [scenario.link(t.sandbox), scenario]));
  const audits = await runBatch(
    t,
    token,
    { batchName: 'Audit pages' },
    [...links].map(([link, scenario]) => ({ link, userDefinedNetwork: scenario.network, countryCode: 'gb' })),
    200_000,
  );
  return new Map(audits.map((audit) => [links.get(audit.link)!, audit]));
};

/**
 * The stage check a scenario pins down: N where it expects the error, OK where it expects none;
 * after the first stage '-' when there was no CMP to consent to. Undefined where it says nothing.
 */
const expectedCheck = (scenario: SandboxScenario, stageIndex: number, errorId: string) => {
  if (stageIndex > 0 && scenario.cmp === null) return '-';
  if (scenario.expected.errors.includes(errorId)) return 'N';
  if (scenario.expected.absentErrors?.includes(errorId)) return 'OK';
  return undefined;
};

const CHECK_COLUMNS = [
  { check: 3, cell: 3 }, // Network (x.3)
  { check: 4, cell: 4 }, // Consent (x.4)
  { check: 5, cell: 5 }, // Next (x.5)
];

/** Snapshots from the top: a page scrolled by a click would capture the fixed app bar mid-page. */
const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
};

const badges = (page: Page) => page.getByTestId('badges').locator('.MuiChip-label').allTextContents();

/** The image has loaded with real pixels (a broken image completes with naturalWidth 0). */
const loaded = async (image: Locator) => {
  await image.waitFor();
  await image.page().waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
};

describe('audit pages (built UI, real Chromium, sandbox audits)', () => {
  let t: UiTestApp;
  let page: Page;
  let audits: Map<SandboxScenario, BatchAudit>;
  const open = async (scenario: SandboxScenario, subPage = '') => {
    const auditId = audits.get(scenario)?.id;
    await page.goto(`${t.url}/#/reporting/audits/${auditId}${subPage ? `/${subPage}` : ''}`);
    // Only the address's hash changes: the previous audit's page stays until this one has loaded.
    await page.locator(`[data-testid="audit-page"][data-audit-id="${auditId}"]`).waitFor();
  };

  beforeAll(async () => {
    t = await startUiTestApp();
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    audits = await auditScenarios(t, admin.tokens.accessToken);
    expect(audits.size).toBe(SCENARIOS.length);
    page = await t.newPage();
    await page.goto(`${t.url}/#/login`);
    await logInThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(/#\/reporting\/batches/);
  }, 300_000);

  afterAll(() => t?.close());

  it("opens the technical report from the dashboard's Most Recent 10 Audits actions", async () => {
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    const table = page.getByTestId('most-recent-audits');
    await table.locator('tbody tr').nth(SCENARIOS.length - 1).waitFor();
    await table.getByRole('button', { name: 'Actions' }).first().click();
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(items).toEqual(expect.arrayContaining(['Open affiliate link', 'Technical Report', 'View Batch']));
    await page.getByRole('menuitem', { name: 'Technical Report' }).click();
    await page.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}\/technical-report$/);
    await page.getByTestId('stage-checks').waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Technical Report');
  }, 60_000);

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    'shows the badges and stage checks the sandbox scenario %s expects',
    async (id, scenario) => {
      await open(scenario, 'technical-report');
      await page.getByTestId('stage-checks').waitFor();
      const shown = await badges(page);
      if (scenario.cmp) expect(shown).toContain(cmpBadge(scenario));
      if (scenario.expected.errors.includes('10.2.1')) expect(shown).toContain('Shopify detected');
      else expect(shown).not.toContain('Shopify detected');
      // The engine times the page's stay on the browser's clock, so a busy machine does not hide it.
      if (scenario.expected.interstitialNavigated) expect(shown).toContain('Interstitial Navigated');
      else expect(shown).not.toContain('Interstitial Navigated');

      for (const [index, { stage, number }] of LANDING_STAGES.entries()) {
        const cells = page.getByTestId('stage-checks').locator(`tr[data-stage="${stage}"] td`);
        for (const { check, cell } of CHECK_COLUMNS) {
          const expected = expectedCheck(scenario, index, `${number}.${check}`);
          if (expected) expect(`${stage} x.${check}: ${await cells.nth(cell).textContent()}`).toBe(`${stage} x.${check}: ${expected}`);
        }
        const errorsCell = (await cells.nth(6).textContent()) ?? '';
        for (const error of scenario.expected.errors.filter((e) => e.startsWith(`${number}.`))) expect(errorsCell).toContain(error);
      }
      expect(await page.getByTestId('stage-checks').locator('tr[data-stage="alp"] td').nth(1).textContent()).toBe('Yes');
      if (scenario.cmp) {
        expect(await page.getByTestId('stage-checks').locator('tr[data-stage="alp-post-consent"] td').nth(1).textContent()).toBe('Yes');
      }
      if (scenario.expected.errors.includes('10.2.1')) expect(await page.getByTestId('other-errors').textContent()).toContain('10.2.1');
      // The click goes through the network's click host before it lands.
      expect(await page.getByTestId('redirect-hops').locator('tbody tr').count()).toBeGreaterThan(1);
      await shoot(page, `audit-pages-01-technical-report-${id}`);
    },
    60_000,
  );

  it('opens each screenshot full size in a modal, from the technical report and the report', async () => {
    await open(CMP, 'technical-report');
    await page.getByRole('button', { name: 'Open screenshot: After consent', exact: true }).click();
    await loaded(page.getByTestId('screenshot-modal').locator('img'));
    await snapshot(page, 'audit-pages-02-screenshot-modal');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('screenshot-modal').waitFor({ state: 'detached' });

    await open(SHOPIFY);
    await page.getByRole('button', { name: 'Open screenshot: Landing page', exact: true }).click();
    await loaded(page.getByTestId('screenshot-modal').locator('img'));
  }, 60_000);

  it("shows the audit-result bar and the brand's Platform result behind its BETA note", async () => {
    await open(CMP);
    const verdict = memoryCookieStatusText(CMP.expected.memoryCookieStatus);
    expect(await page.getByTestId('audit-result').textContent()).toBe(verdict);
    // What the verdict means, in words, from the same display rules (libs/presentation verdictSentence).
    expect(CMP.expected.memoryCookieStatus).toBe('CONDITIONAL_ON_CMP');
    expect(await page.getByTestId('verdict-sentence').textContent()).toMatch(
      /^The AWIN memory cookie was set only after the visitor accepted the consent banner: sales are credited only from visitors who accept cookies\.$/i,
    );
    expect(await badges(page)).toContain(cmpBadge(CMP));
    await shoot(page, 'audit-pages-03-report');

    const platformResult = page.getByRole('button', { name: `View the ${PRODUCT_NAME} Platform result` });
    await platformResult.click();
    const note = page.getByRole('dialog');
    await note.getByText('BETA', { exact: true }).waitFor();
    await shoot(page, 'audit-pages-04-platform-result-beta-note');
    await note.getByRole('button', { name: 'Cancel' }).click();
    await note.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/reporting\/audits\/[0-9a-f-]{36}$/);

    await platformResult.click();
    await page.getByRole('dialog').getByRole('button', { name: 'I understand' }).click();
    await page.waitForURL(/\/output-report$/);
    expect(await page.getByTestId('output-status').textContent()).toBe(verdict);
    await shoot(page, 'audit-pages-05-output-report');
  }, 60_000);

  it('shows the CMP, what the banner did and what consent changed on CMP insights', async () => {
    await open(CMP, 'cmp-insights');
    const fact = (label: string) => page.getByTestId('cmp-facts').getByRole('row', { name: label }).locator('td');
    await fact('CMP').waitFor();
    expect(await fact('CMP').textContent()).toBe(cmpName(CMP));
    expect(await fact('Consent banner shown').textContent()).toBe('Yes');
    expect(await fact('Cookies accepted').textContent()).toBe(CMP.expected.cookiesWereAccepted ? 'Yes' : 'No');
    const memoryCookie = (stage: string) => page.getByTestId('consent-stages').locator(`tr[data-stage="${stage}"] td`).nth(2).textContent();
    // Conditional on the CMP: missing on first view (5.4), there once the banner is accepted (no 6.4).
    expect(await memoryCookie('alp')).toBe('No');
    expect(await memoryCookie('alp-post-consent')).toBe('Yes');
    await shoot(page, 'audit-pages-06-cmp-insights');

    await open(SHOPIFY, 'cmp-insights');
    await fact('Consent Platform Detected').waitFor();
    expect(await fact('Consent Platform Detected').textContent()).toBe('No');
    expect(await fact('Consent banner shown').textContent()).toBe('No');
  }, 60_000);

  // An audit that ran without Lite: the page says why there is no result, and shows no Lite
  // screenshots (test/ui/second-opinions shows them for an audit Lite ran on).
  it('says on lite results when Lite did not run, with no Lite screenshots', async () => {
    await open(CMP, 'lite-results');
    await page.getByText('No Lite result was recorded for this audit.', { exact: false }).waitFor();
    expect(await page.getByTestId('screenshots').locator('img').count()).toBe(0);
    await shoot(page, 'audit-pages-07-lite-results');
  }, 60_000);

  it('shows the verdict and the screenshots large on the webinar view', async () => {
    await open(INTERSTITIAL, 'webinar-view');
    expect(await page.getByTestId('webinar-verdict').textContent()).toBe(memoryCookieStatusText(INTERSTITIAL.expected.memoryCookieStatus));
    const images = page.getByTestId('screenshots').locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) await loaded(image);
    await shoot(page, 'audit-pages-08-webinar-view');
  }, 60_000);
});
