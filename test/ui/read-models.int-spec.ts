import type { DataSource } from 'typeorm';
import { eventually } from '@tracklight/testing';
import { ADMIN, api, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const STATUS = `{ readModels { name lag checkpoint lastError { message } rebuild { applied total finishedAt error cancelled } } }`;
const CREATE = `mutation($r: NarrativeInput!) { narrativeCreateOne(record: $r) { id } }`;

interface Status {
  name: string;
  lag: number;
  rebuild: { applied: number; total: number; finishedAt: string | null; error: string | null; cancelled: boolean } | null;
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
  /** The first error's message of a query the API refuses. */
  const refusal = async (token: string, query: string): Promise<string> => {
    const response = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()).errors[0].message;
  };
  const catalogue = async (): Promise<Status> => ((await gql(admin, STATUS)).data.readModels as Status[]).find((model) => model.name === 'cms-catalogue')!;
  const rows = async () => t.provider<DataSource>('DataSource').query('SELECT * FROM cms.catalogue_items ORDER BY kind, id');
  const narrative = (n: number) => gql(admin, CREATE, { r: { title: `Narrative ${n}`, narrative: `Text ${n}` } });
  const rebuilt = async (): Promise<Status> =>
    eventually(async () => {
      const status = await catalogue();
      expect(status.rebuild?.finishedAt).toEqual(expect.any(String));
      return status;
    }, 60_000);

  /** The Read models screen as the super admin opens it, and its cms-catalogue row once up to date. */
  const catalogueOnScreen = async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/superuser-tools`);
    await page.getByRole('link', { name: /Read models/ }).click();
    const row = page.locator('tr[data-read-model="cms-catalogue"]');
    await row.getByText('Up to date').waitFor();
    return { page, row };
  };

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
    expect(await refusal(publisher, STATUS)).toBe(FORBIDDEN);
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

    expect(await refusal(admin, `mutation { readModelRebuild(name: "nope") { name } }`)).toBe('No read model is called nope.');
  }, 120_000);

  it('rebuilds from the Superuser Tools screen with a progress bar', async () => {
    const { page, row } = await catalogueOnScreen();
    await row.getByRole('button', { name: 'Rebuild' }).click();
    await page.getByRole('dialog').getByText(/Its screens keep showing the current rows until then/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Rebuild' }).click();
    await row.getByText(/^Rebuilt /).waitFor({ timeout: 60_000 });
    await snapshot(page, 'read-models-01-rebuilt');
    await page.context().close();
  }, 90_000);

  it('cancels a rebuild from the screen: the operator is told, its copy is dropped and the read model is as it was (issue 22)', async () => {
    const before = await rows();
    const { page, row } = await catalogueOnScreen();
    // Holds the rebuild at its first step (copying the live table's shape) until the cancel is under way.
    const blocker = t.provider<DataSource>('DataSource').createQueryRunner();
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE cms.catalogue_items IN ACCESS EXCLUSIVE MODE');
    try {
      await row.getByRole('button', { name: 'Rebuild' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Rebuild' }).click();
      await row.getByRole('progressbar', { name: 'Rebuilding cms-catalogue' }).waitFor();
      await row.getByRole('button', { name: 'Cancel rebuild' }).click();
      await row.getByRole('button', { name: 'Cancelling…' }).waitFor();
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.release();
    }
    await page.getByText('Rebuild of cms-catalogue cancelled; the read model is as it was.', { exact: true }).waitFor({ timeout: 30_000 });
    await row.getByText(/^Last rebuild cancelled /).waitFor();
    await row.getByRole('button', { name: 'Rebuild' }).waitFor();
    await snapshot(page, 'read-models-02-rebuild-cancelled');
    await page.context().close();

    expect((await catalogue()).rebuild).toMatchObject({ cancelled: true, error: null, finishedAt: expect.any(String) });
    expect(await rows()).toEqual(before);
    const dataSource = t.provider<DataSource>('DataSource');
    expect(await dataSource.query(`SELECT to_regclass('cms.catalogue_items__rebuild') AS shadow`)).toEqual([{ shadow: null }]);
    expect(await dataSource.query(`SELECT name FROM platform.checkpoints WHERE name LIKE '%__rebuild'`)).toEqual([]);
    expect(await refusal(admin, `mutation { readModelRebuildCancel(name: "cms-catalogue") { name } }`)).toBe('No rebuild of cms-catalogue is running.');
  }, 90_000);

  it('checks a read model against a fresh replay from the screen, and names the rows that drifted (issue 23)', async () => {
    const { page, row } = await catalogueOnScreen();
    await row.getByRole('button', { name: 'Check against a replay' }).click();
    await row.getByText('Equal to a fresh replay of the event store.').waitFor({ timeout: 60_000 });

    // A row changed behind the projection's back, as a bug or a hand edit would.
    const dataSource = t.provider<DataSource>('DataSource');
    const [{ kind, id }] = await dataSource.query(`SELECT kind, id FROM cms.catalogue_items WHERE kind = 'narrative' ORDER BY id LIMIT 1`);
    await dataSource.query(`UPDATE cms.catalogue_items SET version = version + 100 WHERE kind = $1 AND id = $2`, [kind, id]);
    try {
      await row.getByRole('button', { name: 'Check against a replay' }).click();
      await row.getByText('cms.catalogue_items: 1 row only in the read model, 1 row only in a fresh replay.').waitFor({ timeout: 60_000 });
      await row.getByText('Rows that differ').click();
      await row.getByText(new RegExp(`^read model cms.catalogue_items \\(${kind},${id},`)).waitFor();
      await snapshot(page, 'read-models-03-replay-check');
    } finally {
      await dataSource.query(`UPDATE cms.catalogue_items SET version = version - 100 WHERE kind = $1 AND id = $2`, [kind, id]);
    }
    expect(await refusal(publisher, `mutation { readModelCompareWithReplay(name: "cms-catalogue") { table } }`)).toBe(FORBIDDEN);
    expect(await refusal(admin, `mutation { readModelCompareWithReplay(name: "nope") { table } }`)).toBe('No read model is called nope.');
    await page.context().close();
  }, 120_000);
});
