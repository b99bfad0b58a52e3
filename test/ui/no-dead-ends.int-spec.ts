import type { Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';
import { scenarioById } from '../sandbox';
import { ADMIN, api, auditOnce, openLoggedIn, PRODUCT_NAME, PUBLISHER, startUiTestApp, type UiTestApp } from './ui-test-app';

/** Every link the sidebar shows, as it shows them (href without the '#'). */
const sidebarLinks = async (page: Page): Promise<string[]> => {
  await page.getByTestId('sidebar-user').waitFor();
  return page.evaluate(() => Array.from(document.querySelectorAll('.RaSidebar-fixed a[href^="#/"]'), (link) => (link.getAttribute('href') ?? '').slice(1)));
};

/** The console errors and uncaught exceptions of each walking page, emptied per screen. */
const consoleErrors = new Map<Page, string[]>();

const watchConsole = (page: Page) => {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
};

/** The ids the spec's routes of one record take: made in the test's setup. */
interface Ids {
  batchId: string;
  auditId: string;
  companyId: string;
  userId: string;
}

/**
 * Spec section 2's routes, each with the record its placeholders name. Left out: /not-found (it is
 * the 404 page), /login and /account-setup (logged-out pages, checked in shell.int-spec.ts),
 * /logout (ends the walk's session; shell.int-spec.ts) and /nuxt-redirect (it leaves the app for
 * the address in its query).
 */
const specRoutes = ({ batchId, auditId, companyId, userId }: Ids): string[] => [
  '/',
  '/dashboard',
  '/account-management',
  '/account-management/users/create',
  `/account-management/users/${userId}/update`,
  '/account-management/companies/create',
  `/account-management/companies/${companyId}/update`,
  '/error-management',
  '/narrative-management',
  '/narrative-management/create',
  '/network-insights/submission',
  '/documentation',
  '/link-checker',
  '/reporting',
  '/reporting/batches',
  `/reporting/batches/${batchId}`,
  `/reporting/memory/cookie/${batchId}`,
  `/reporting/batches/${batchId}/audits/${auditId}`,
  `/reporting/batches/${batchId}/audits/${auditId}/technical-report`,
  `/reporting/batches/${batchId}/audits/${auditId}/output-report`,
  `/reporting/batches/${batchId}/audits/${auditId}/cmp-insights`,
  '/reporting/audits',
  `/reporting/audits/${auditId}`,
  `/reporting/audits/${auditId}/technical-report`,
  `/reporting/audits/${auditId}/lambda-test-results`,
  `/reporting/audits/${auditId}/output-report`,
  `/reporting/audits/${auditId}/cmp-insights`,
  `/reporting/audits/${auditId}/webinar-view`,
  `/reporting/atlas/batches/${batchId}`,
  `/reporting/atlas/audits/${auditId}`,
  '/reasons-management',
  '/companies',
  '/companies/create',
  `/companies/${companyId}/update`,
  '/users',
  '/users/create',
  `/users/${userId}/update`,
  '/api-keys',
  '/cms/advertisers',
  '/cms/advertisers/create',
  '/cms/cmps',
  '/cms/cmps/create',
  '/cms/statuses',
  '/cms/statuses/create',
  '/cms/networks',
  '/cms/networks/create',
  '/cms/networks/success-criteria',
  '/cms/platform-content',
  '/cms/moonpull-verification',
  '/cms/access',
  '/cms/lite-cmp',
  '/cms/certification-responsibility',
  '/cms/certification-responsibility/create',
  '/cms/guided-results',
  '/cms/guided-results/create',
  '/cms/whitelist',
  '/cms/moonpull-reporting',
  '/moonpull-reporting',
  '/enterprise-reporting',
  '/superuser-tools',
  '/scheduling',
  '/support',
  '/link-assurance',
  '/link-assurance-search',
  '/moonpull-verification',
  '/advertiser-certification',
  '/dev-playground',
  '/share/issues',
  '/share/issues/reports',
  '/web-unlocker-journey',
  '/internal-advertiser-issue-queue',
];

/** A problem as spec section 2 names its route: record ids as placeholders, the same in every run. */
const placeholdersOf = (text: string, ids: Ids) =>
  Object.entries(ids).reduce((key, [name, id]) => key.split(id).join(`{${name}}`), text);

/**
 * What is wrong with the screen at `path`: 'Page not found', nothing in it, no title of its own
 * in the browser tab, a console error, and axe's serious or critical WCAG 2.2 AA findings. The app bar and the
 * sidebar are the same on every screen, so axe checks the whole page once (`wholePage`) and
 * then each screen’s own content, which saves most of the time per screen.
 */
const problemsOf = async (page: Page, url: string, path: string, wholePage: boolean | null): Promise<string[]> => {
  const errors = consoleErrors.get(page)!;
  errors.length = 0;
  await page.goto(`${url}/#${path}`);
  await page.waitForLoadState('networkidle');
  // A hash change loads no document, and a redirect draws its target a moment later: wait for the
  // screen to draw something (else it is blank) and for its loading skeletons to go.
  await page
    .waitForFunction(() => (document.querySelector('#main-content')?.textContent ?? '').trim().length > 0, undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.locator('[role="status"][aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  const problems: string[] = errors.map((error) => `console error: ${error}`);
  if ((await page.getByText('Page not found', { exact: true }).count()) > 0 || page.url().endsWith('#/not-found')) problems.push('Page not found');
  const text = (await page.locator('#main-content').innerText().catch(() => '')).trim();
  if (text.length === 0) problems.push('blank page');
  if ((await page.title()) === PRODUCT_NAME) problems.push('no page title');
  // null: the spec routes' walk, whose screens the sidebar walk has already put through axe.
  if (wholePage !== null) problems.push(...(await accessibilityViolations(page, wholePage ? undefined : '#main-content')));
  return problems.map((problem) => `${path}: ${problem}`);
};

const ROLES = [
  { role: 'a super admin', username: ADMIN.username, password: ADMIN.password, atLeast: 30 },
  { role: 'a publisher', username: PUBLISHER.username, password: PUBLISHER.password, atLeast: 5 },
];
/** Each role's entries are walked in parts, so each test stays well inside its timeout on a busy machine. */
const PARTS = 3;

/**
 * Issue 22: no sidebar entry and no route of spec section 2 leads to 'Page not found', a blank or
 * untitled page, a console error or (the sidebar's) an inaccessible one, for any role.
 */
describe('no dead ends in the sidebar or the spec routes, and every screen accessible (all-in-one, built UI, real Chromium, axe)', () => {
  let t: UiTestApp;
  let ids: Ids;
  const walks = new Map<string, { page: Page; paths: string[] }>();

  beforeAll(async () => {
    t = await startUiTestApp();
    const { tokens, user } = await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    // One audited link: the audit pages need an audit, the batch pages its batch.
    const audit = await auditOnce(t, tokens.accessToken, scenarioById('awin-immediate').link(t.sandbox));
    const { data } = await api(t.url, '/gql', { token: tokens.accessToken, body: { query: `{ auditOne(filter: { id: "${audit.id}" }) { batch { id } } }` } });
    ids = { batchId: data.auditOne.batch.id, auditId: audit.id, companyId: user.company.id, userId: user.id };
    for (const { role, username, password } of ROLES) {
      const page = await openLoggedIn(t, username, password);
      watchConsole(page);
      walks.set(role, { page, paths: await sidebarLinks(page) });
    }
  }, 180_000);
  afterAll(() => t?.close());

  it.each(ROLES)('shows $role at least $atLeast sidebar entries', ({ role, atLeast }) => {
    expect(walks.get(role)!.paths.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(ROLES.flatMap(({ role }) => Array.from({ length: PARTS }, (_, part) => ({ role, part: part + 1 }))))(
    'opens a titled, accessible screen for every entry $role sees (part $part of 3)',
    async ({ role, part }) => {
      const { page, paths } = walks.get(role)!;
      const size = Math.ceil(paths.length / PARTS);
      const problems: string[] = [];
      for (const [index, path] of paths.slice((part - 1) * size, part * size).entries()) {
        problems.push(...(await problemsOf(page, t.url, path, part === 1 && index === 0)));
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );

  it.each(ROLES)('opens every route of spec section 2 for $role', async ({ role }) => {
    const { page } = walks.get(role)!;
    const problems: string[] = [];
    for (const path of specRoutes(ids)) {
      problems.push(...(await problemsOf(page, t.url, path, null)));
    }
    expect(problems.map((problem) => placeholdersOf(problem, ids))).toEqual([]);
  }, 300_000);

  it("tells a publisher in words that another role's screen is not theirs, rather than failing its calls", async () => {
    const { page } = walks.get(ROLES[1].role)!;
    for (const path of ['/api-keys', `/account-management/users/${ids.userId}/update`]) {
      await page.goto(`${t.url}/#${path}`);
      await page.getByTestId('no-access').waitFor();
    }
    expect(await page.getByTestId('no-access').innerText()).toBe('Only a super admin or a company owner can manage accounts.');
  });
});
