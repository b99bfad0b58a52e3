import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { findAdminUiDist } from '@tracklight/platform';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import type { BatchesModuleOptions } from '../../services/batches/src';
import { sandboxAuditEnv, startSandbox, type Sandbox } from '../sandbox';
import { releaseWorkerFixtures, workerFixtures, type ProductUnderTest } from '../worker';
import { recordPageNetwork } from './page-network-log';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };
export const PUBLISHER = { username: 'pat@example.com', temporaryPassword: 'temporary-pass-1', password: 'chosen-password-1' };
/** Not the default, so the tests see the brand come from the server's setting. */
export const PRODUCT_NAME = 'Acme Link Audit';

export const ARTIFACTS = join(__dirname, '../../test-artifacts/ui');
const picture = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

export interface UiTestApp {
  url: string;
  /** A provider of the running app, for setup the API cannot do (e.g. legacy records): `provider<DataSource>('DataSource')`. */
  provider: ProductUnderTest['provider'];
  /** The app's HTTP server. */
  httpServer(): unknown;
  sandbox: Sandbox;
  /** The jest worker's Chromium, shared by the files it runs: each page gets a fresh context. */
  browser: Browser;
  /** A fresh browser context (its own local storage) on the app; en-GB unless `options` say otherwise. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** A JSON call on the app's API (test setup: tokens, submissions, GraphQL reads). */
export const api = async (url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: JSON.stringify(init.body),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const BATCH_AUDITS = `query($b: ID) { auditsForBatch(batchId: $b, perPage: 100) { items { id link status memoryCookieStatus interstitialNavigated } } }`;

export interface BatchAudit {
  id: string;
  link: string;
  status: string;
  memoryCookieStatus: string;
  interstitialNavigated: boolean | null;
}

/**
 * Waits until the batch is done and reporting shows each of its audits finished, and answers those
 * audits. Reporting's projection follows the batches service's by a moment (more on a busy machine),
 * so a read of results, charts or reports right after `isDone` could miss the last audit.
 */
export const awaitBatchAudited = async (url: string, token: string, batchId: string, timeoutMs = 150_000): Promise<BatchAudit[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await api(url, `/batches/${batchId}`, { method: 'GET', token });
    if (batch.isDone) {
      const { data } = await api(url, '/gql', { token, body: { query: BATCH_AUDITS, variables: { b: batchId } } });
      const audits: BatchAudit[] = data?.auditsForBatch?.items ?? [];
      if (audits.length === batch.numLinks && audits.every((audit) => audit.status === 'DONE' || audit.status === 'FAILED')) return audits;
    }
    if (Date.now() > deadline) throw new Error(`batch ${batchId} was not audited within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** The pages still open and their calls, so that a failed test's log says where each stood (a CI run keeps only its log). */
const openPages = new Map<Page, () => string>();

/** Where the page of a failed test stood; not in the benchmarks, which load this outside jest. */
const describeFailedTestPages = async () => {
  if (!(globalThis as { __testFailed?: boolean }).__testFailed) return;
  for (const [page, networkLog] of openPages) {
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
    // react-admin's content area (not the menu), or the whole page where the layout is not shown (login).
    const content = (await page.locator('#main-content').count()) > 0 ? page.locator('#main-content') : page.locator('body');
    const text = await content.innerText({ timeout: 2_000 }).catch(() => '(no text)');
    await picture(page, `failed-${Date.now()}`).catch(() => undefined);
    console.log(`When the test failed, a page was at ${page.url()}\nalerts: ${JSON.stringify(alerts)}\npage: ${text.slice(0, 1_500)}\n${networkLog()}`);
  }
};
if (typeof afterEach === 'function') afterEach(describeFailedTestPages);

/**
 * The product as `npm start` runs it (every service in one process, the built admin UI served from
 * its origin) on a fresh database, auditing the sandbox world, plus the system Chromium to drive
 * the UI. A publisher company and an invited user (temporary password) exist from the start.
 * `env` adds or overrides settings (e.g. AUDIT_WORKER, CUSTOM_CRON_ALLOWLIST); with PORT the app
 * listens there (for settings that name its own address, such as PUBLIC_URL), else on a free port.
 * `batches` gives the batches service a clock the test moves (the template scheduler's slots).
 */
export const startUiTestApp = async (env: Record<string, string> = {}, batches: BatchesModuleOptions = {}): Promise<UiTestApp> => {
  if (!findAdminUiDist()) throw new Error('admin-ui/dist is missing: build the admin UI first (npm run build; npm test does it)');
  mkdirSync(ARTIFACTS, { recursive: true });
  const fixtures = await workerFixtures();
  const sandbox = await startSandbox({ port: 0 });
  const database: TestDatabase = await createTestDatabase('ui');
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklight-ui-'));
  const product = await fixtures.startProduct({
    databaseUrl: database.url,
    env: {
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PRODUCT_NAME,
      ADMIN_EMAIL: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...sandboxAuditEnv(sandbox, { AUDIT_CONCURRENCY: '1' }),
      ...env,
    },
    batches,
    // As apps/all-in-one main.ts serves it: the developer playground links to these documents.
    openApiProductName: PRODUCT_NAME,
    port: Number(env.PORT ?? 0),
  });
  const { url } = product;

  const admin = await api(url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
  const company = await api(url, '/accounts/companies', {
    token: admin.tokens.accessToken,
    body: { name: 'Publisher Ltd', numMonthlyLinks: 10, maxBatchSize: 5, queues: ['a', 'b', 'c'] },
  });
  await api(url, '/accounts/users', {
    token: admin.tokens.accessToken,
    body: { name: 'Pat', title: 'Affiliate Manager', email: PUBLISHER.username, companyId: company.id, password: PUBLISHER.temporaryPassword },
  });

  const browser = await fixtures.sharedBrowser();
  const contexts = new Set<BrowserContext>();
  return {
    url,
    provider: product.provider,
    httpServer: () => product.app.getHttpServer(),
    sandbox,
    browser,
    // One locale for every test, whatever the machine's: the UI writes dates in the browser's.
    // No service worker unless a test asks for one (the shell's offline and update tests): each
    // fresh context would otherwise install it and precache the whole build, 3.8 MB, which no
    // other test reads.
    // Reduced motion, which the UI honours (admin-ui/src/layout/theme.ts): no test waits on a
    // transition, and animated frames were a fifth of a UI file's CPU. appearance.int-spec.ts checks both settings.
    newPage: async (options = {}) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB', serviceWorkers: 'block', reducedMotion: 'reduce', ...options });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      // Twice Playwright's 30 s for a wait or an action: a slow CI machine under three browser
      // tests at once answers that slowly; a passing wait never takes it.
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      openPages.set(page, recordPageNetwork(page));
      page.on('close', () => openPages.delete(page));
      return page;
    },
    // The browser stays for the worker's next file; this file's contexts go with it.
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
      await product.close();
      await database.drop();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
      await releaseWorkerFixtures();
    },
  };
};

/**
 * Saves the page as a test artefact when `UI_SNAPSHOTS` is set (`UI_SNAPSHOTS=1 npx jest test/ui/...`):
 * the pictures of each step, for a person looking over the screens. Not taken otherwise: a full-page
 * picture costs about 0.2 s of CPU, 174 of them a suite run, and a CI run keeps only its log. A failed
 * test's pages are pictured whatever the setting (describeFailedTestPages).
 */
export const snapshot = async (page: Page, name: string) => {
  if (process.env.UI_SNAPSHOTS) await picture(page, name);
};
/**
 * A Datagrid's rows of data (DatagridBody marks each even or odd). While a list loads, react-admin
 * draws five grey stand-in rows (DatagridLoading), which a count or an nth() must not take for
 * data: on a slow machine a dashboard list of 3 audits counted 5.
 */
export const dataRows = (scope: Locator): Locator => scope.locator('tbody tr.RaDatagrid-rowEven, tbody tr.RaDatagrid-rowOdd');


/** Logs in through the login page's form. */
export const logInThroughUi = async (page: Page, username: string, password: string) => {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

/** A fresh page logged in through the login page's form, on Your Results (the landing page). */
export const openLoggedIn = async (t: UiTestApp, username: string, password: string, options?: BrowserContextOptions): Promise<Page> => {
  const page = await t.newPage(options);
  await page.goto(`${t.url}/#/login`);
  await logInThroughUi(page, username, password);
  await page.waitForURL(/#\/reporting\/batches/);
  return page;
};

/** Clicks the list's Export and answers the downloaded CSV's file name and rows of cells, its header first. */
export const exportedCsv = async (page: Page): Promise<{ fileName: string; rows: string[][] }> => {
  const download = page.waitForEvent('download');
  await button(page, 'Export').click();
  const file = await download;
  return { fileName: file.suggestedFilename(), rows: Papa.parse<string[]>(readFileSync(await file.path(), 'utf8').trim()).data };
};

/** The cell of `column` in the first CSV row whose cells include `text`. */
export const cellOf = (csv: string[][], text: string, column: string) => {
  const [header, ...rows] = csv;
  return rows.find((cells) => cells.some((cell) => cell.includes(text)))?.[header.indexOf(column)];
};

export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
export const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** Waits for a text shown verbatim (a flash, or a message on the page). */
export const flash = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

/**
 * Submits a batch through the API as `token`'s user (not notified, through the gb proxy unless
 * `batchMeta` says otherwise) and waits until reporting shows every audit finished.
 */
export const runBatch = async (
  t: UiTestApp,
  token: string,
  batchMeta: { batchName: string } & Record<string, unknown>,
  batchLinks: Record<string, unknown>[],
  timeoutMs = 150_000,
): Promise<BatchAudit[]> => {
  const { batchId } = await api(t.url, '/audit?engine=luna', { token, body: { batchMeta: { notifyOnComplete: false, proxy: 'gb', ...batchMeta }, batchLinks } });
  return awaitBatchAudited(t.url, token, batchId, timeoutMs);
};

/** Audits one link through the API as `token`'s user, waits for its verdict, and answers the audit. */
export const auditOnce = async (t: UiTestApp, token: string, link: string, batchName = 'One link'): Promise<BatchAudit> =>
  (await runBatch(t, token, { batchName }, [{ link, countryCode: 'gb' }], 90_000))[0];
