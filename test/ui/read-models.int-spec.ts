import { DataSource } from 'typeorm';
import { eventually } from '@tracklight/testing';
import { ADMIN, api, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const STATUS = `{ readModels { name lag checkpoint lastError { message } rebuild { applied total finishedAt error } } }`;
const CREATE = `mutation($r: NarrativeInput!) { narrativeCreateOne(record: $r) { id } }`;

interface Status {
  name: string;
  lag: number;
  rebuild: { applied: number; total: number; finishedAt: string | null; error: string | null } | null;
}

/**
 * Issue 16 item 5 on the product as `npm start` runs it: each read model's standing, and a rebuild
 * that runs while new events keep arriving, keeps the read model whole for readers meanwhile, and
 * ends with the same rows a quiet replay gives.
 */
describe('read models for operators (all-in-one, real store, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let admin: string;
  let publisher: string;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => api(t.url, '/gql', { token, body: { query, variables } });
  const catalogue = async (): Promise<Status> => ((await gql(admin, STATUS)).data.readModels as Status[]).find((model) => model.name === 'cms-catalogue')!;
  const rows = async () => t.app.get(DataSource).query('SELECT * FROM cms.catalogue_items ORDER BY kind, id');
  const narrative = (n: number) => gql(admin, CREATE, { r: { title: `Narrative ${n}`, narrative: `Text ${n}` } });
  const rebuilt = async (): Promise<Status> =>
    eventually(async () => {
      const status = await catalogue();
      expect(status.rebuild?.finishedAt).toEqual(expect.any(String));
      return status;
    }, 60_000);

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
  }, 120_000);
  afterAll(() => t?.close());

  it('lists every read model with how far behind the store it is; publishers may not', async () => {
    const models = (await gql(admin, STATUS)).data.readModels as Status[];
    expect(models.map((model) => model.name)).toEqual(expect.arrayContaining(['batches', 'cms-catalogue']));
    await eventually(async () => expect((await catalogue()).lag).toBe(0));
    const refused = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${publisher}` },
      body: JSON.stringify({ query: STATUS }),
    });
    expect((await refused.json()).errors[0].message).toBe(FORBIDDEN);
  });

  it('rebuilds under concurrent writes and ends identical to a quiet replay', async () => {
    for (let n = 0; n < 20; n++) await narrative(n);
    const started = await gql(admin, `mutation { readModelRebuild(name: "cms-catalogue") { name rebuild { total } } }`);
    expect(started.data.readModelRebuild.rebuild.total).toBeGreaterThan(20);
    // Writes while the rebuild runs, and a reader who never sees the read model emptied: the
    // rebuild fills a shadow table and swaps it in.
    const seen: number[] = [];
    const reading = (async () => {
      do seen.push((await rows()).filter((row: { kind: string }) => row.kind === 'narrative').length);
      while ((await catalogue()).rebuild?.finishedAt === null);
    })();
    await Promise.all(Array.from({ length: 10 }, (_, i) => narrative(100 + i)));
    expect((await rebuilt()).rebuild?.error).toBeNull();
    await reading;
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(20);
    await eventually(async () => expect((await catalogue()).lag).toBe(0));
    const afterConcurrent = await rows();
    expect(afterConcurrent.filter((row: { kind: string }) => row.kind === 'narrative')).toHaveLength(30);

    await gql(admin, `mutation { readModelRebuild(name: "cms-catalogue") { name } }`);
    await eventually(async () => {
      const status = await catalogue();
      expect(new Date(status.rebuild!.finishedAt ?? 0).getTime()).toBeGreaterThan(0);
      expect(status.lag).toBe(0);
    }, 60_000);
    expect(await rows()).toEqual(afterConcurrent);

    const unknown = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: `mutation { readModelRebuild(name: "nope") { name } }` }),
    });
    expect((await unknown.json()).errors[0].message).toBe('No read model is called nope.');
  }, 120_000);

  it('rebuilds from the Superuser Tools screen with a progress bar', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/superuser-tools`);
    await page.getByRole('link', { name: /Read models/ }).click();
    const row = page.locator('tr[data-read-model="cms-catalogue"]');
    await row.getByText('Up to date').waitFor();
    await row.getByRole('button', { name: 'Rebuild' }).click();
    await page.getByRole('dialog').getByText(/Its screens keep showing the current rows until then/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Rebuild' }).click();
    await row.getByText(/^Rebuilt /).waitFor({ timeout: 60_000 });
    await snapshot(page, 'read-models-01-rebuilt');
    await page.context().close();
  }, 90_000);
});
