import { SCENARIOS } from '../sandbox';
import { ADMIN, api, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

interface Entry {
  type: string;
  streamPosition: number;
  actor: { id: string; name: string | null; email: string | null } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const ENTRY = 'type streamPosition occurredAt actor { id name email } apiKeyId correlationId changes { field before after }';
const HISTORY = `query($s: String!, $page: Int, $perPage: Int) { streamHistory(streamId: $s, page: $page, perPage: $perPage) { total entries { ${ENTRY} } } }`;
const AS_OF = `query($s: String!, $at: DateTime!) { entityAsOf(streamId: $s, asOf: $at) { version fields { field value } } }`;
const SEARCH = `query($type: String, $actorId: String, $streamType: String, $companyId: String, $from: DateTime) {
  eventSearch(type: $type, actorId: $actorId, streamType: $streamType, companyId: $companyId, from: $from, perPage: 100) { hasNextPage entries { streamId ${ENTRY} } } }`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 16, items 1 and 2, on the product as `npm start` runs it: timelines with actor and diff,
 * the event log, an entity as it was at a moment, who may read what, and no secret in sight.
 */
describe('event history (all-in-one, real store, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let admin: string;
  let adminId: string;
  let publisher: string;
  let publisherId: string;
  let companyId: string;
  let batchId: string;
  let beforeRename: string;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => api(t.url, '/gql', { token, body: { query, variables } });
  const fields = (snapshot: { fields: { field: string; value: string }[] }) => Object.fromEntries(snapshot.fields.map((f) => [f.field, JSON.parse(f.value)]));

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    const login = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    admin = login.tokens.accessToken;
    adminId = login.user.id;
    const setup = await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    publisher = setup.tokens.accessToken;
    publisherId = setup.user.id;
    companyId = setup.user.company.id;
    batchId = (
      await api(t.url, '/audit', {
        token: publisher,
        body: { batchMeta: { batchName: 'First name', batchDescription: 'As submitted' }, batchLinks: [{ link: SCENARIOS[0].link(t.sandbox) }] },
      })
    ).batchId;
    // Postgres stamps each event with its commit time; leave a clear gap around the moment kept.
    await pause(1100);
    beforeRename = new Date().toISOString();
    await pause(1100);
    await api(t.url, `/audit/${batchId}`, { method: 'PATCH', token: publisher, body: { name: 'Second name', description: 'As submitted' } });
    await api(t.url, '/cms/networks/awin', { method: 'PATCH', token: admin, body: { description: 'Edited for the history test' } });
  }, 120_000);
  afterAll(() => t?.close());

  it("shows a batch's timeline newest first, with who changed what, field by field", async () => {
    const { data } = await gql(publisher, HISTORY, { s: `batch-${batchId}` });
    const entries: Entry[] = data.streamHistory.entries;
    expect(entries[0]).toMatchObject({ type: 'BatchRenamed', actor: { id: publisherId, name: 'Pat', email: PUBLISHER.username } });
    expect(entries[0].changes).toEqual([{ field: 'meta.name', before: '"First name"', after: '"Second name"' }]);
    const submitted = entries.find((entry) => entry.type === 'BatchSubmitted')!;
    expect(submitted.actor?.id).toBe(publisherId);
    expect(submitted.changes).toEqual(expect.arrayContaining([{ field: 'meta.name', before: null, after: '"First name"' }]));
    expect(data.streamHistory.total).toBe(entries.length);
    // Pages: the oldest event alone on the last page of one-event pages.
    const last = await gql(publisher, HISTORY, { s: `batch-${batchId}`, page: entries.length, perPage: 1 });
    expect(last.data.streamHistory.entries.map((entry: Entry) => entry.streamPosition)).toEqual([1]);
  });

  it('answers an entity exactly as it was at an earlier moment, by the owner’s fold', async () => {
    const then = await gql(publisher, AS_OF, { s: `batch-${batchId}`, at: beforeRename });
    const now = await gql(publisher, AS_OF, { s: `batch-${batchId}`, at: new Date().toISOString() });
    expect(fields(then.data.entityAsOf)['meta.name']).toBe('First name');
    expect(fields(now.data.entityAsOf)['meta.name']).toBe('Second name');
    expect(now.data.entityAsOf.version).toBe(then.data.entityAsOf.version + 1);
    const beforeBirth = await gql(publisher, AS_OF, { s: `batch-${batchId}`, at: '2020-01-01T00:00:00Z' });
    expect(beforeBirth.data.entityAsOf).toMatchObject({ version: 0, fields: [] });
    const network = await gql(admin, AS_OF, { s: 'network-awin', at: beforeRename });
    expect(fields(network.data.entityAsOf).description).not.toBe('Edited for the history test');
  });

  it("keeps other companies' and the provider's streams from a publisher, and never shows a secret", async () => {
    // The network is the provider's content; the admin's user stream is another company's.
    expect((await gql(publisher, HISTORY, { s: 'network-awin' })).data.streamHistory).toBeNull();
    expect((await gql(publisher, HISTORY, { s: `user-${adminId}` })).data.streamHistory).toBeNull();
    expect((await gql(publisher, AS_OF, { s: `user-${adminId}`, at: new Date().toISOString() })).data.entityAsOf).toBeNull();
    const search = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${publisher}` },
      body: JSON.stringify({ query: SEARCH, variables: {} }),
    });
    expect((await search.json()).errors[0].message).toBe(FORBIDDEN);

    // The publisher's own user stream holds a password hash and refresh-token hashes; the super
    // admin reads its history, and none of them.
    const user = await gql(admin, HISTORY, { s: `user-${publisherId}`, perPage: 100 });
    const text = JSON.stringify(user.data.streamHistory);
    expect(user.data.streamHistory.entries.length).toBeGreaterThan(1);
    expect(text).not.toMatch(/argon2|passwordHash|currentHash|issuedTokens|resetToken/);
    const asOf = JSON.stringify((await gql(admin, AS_OF, { s: `user-${publisherId}`, at: new Date().toISOString() })).data.entityAsOf);
    expect(asOf).toMatch(/"mustSetPassword"/);
    expect(asOf).not.toMatch(/argon2|Hash/);
  });

  it('searches every event by type, actor, entity type and company for super admins', async () => {
    const renamed = await gql(admin, SEARCH, { type: 'BatchRenamed', actorId: publisherId });
    expect(renamed.data.eventSearch.entries).toEqual([expect.objectContaining({ streamId: `batch-${batchId}`, type: 'BatchRenamed' })]);
    const networks = await gql(admin, SEARCH, { streamType: 'network', actorId: adminId });
    expect(networks.data.eventSearch.entries.map((e: { streamId: string; type: string }) => [e.streamId, e.type])).toEqual([['network-awin', 'NetworkUpdated']]);
    expect(networks.data.eventSearch.entries[0].changes).toEqual([{ field: 'description', before: expect.any(String), after: '"Edited for the history test"' }]);
    const company = await gql(admin, SEARCH, { companyId, from: beforeRename });
    expect(company.data.eventSearch.entries.map((e: { type: string }) => e.type)).toEqual(['BatchRenamed']);
    const refused = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: SEARCH, variables: { streamType: 'Batch; DROP TABLE' } }),
    });
    expect((await refused.json()).errors[0].message).toBe('A stream type is lower-case letters only.');
  });

  it('shows the history tab with the as-of view, and the event log, in the UI', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/memory/cookie/${batchId}`);
    const panel = page.getByTestId('history-panel');
    await panel.locator('tr[data-event-type="BatchRenamed"]').getByText('First name').waitFor();
    await panel.locator('tr[data-event-type="BatchRenamed"]').getByText('Pat <pat@example.com>').waitFor();
    // A moment given in the page's local time, as a person would type it.
    const local = await page.evaluate((iso) => {
      const d = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    }, beforeRename);
    await panel.getByLabel('Show as of').fill(local);
    await panel.getByRole('button', { name: 'Show', exact: true }).click();
    await panel.getByTestId('as-of-snapshot').locator('tr[data-field="meta.name"]').getByText('First name').waitFor();
    await snapshot(page, 'history-01-batch-as-of');
    await page.context().close();

    const staff = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await staff.goto(`${t.url}/#/superuser-tools`);
    await staff.getByRole('link', { name: /Event log/ }).click();
    await staff.getByLabel('Entity type').fill('network');
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.locator('tr[data-event-type="NetworkUpdated"]').getByText('Edited for the history test').waitFor();
    await snapshot(staff, 'history-02-event-log');
    await staff.goto(`${t.url}/#/cms/networks/awin/update`);
    await staff.getByTestId('history-panel').locator('tr[data-event-type="NetworkUpdated"]').getByText('Edited for the history test').waitFor();
    await staff.context().close();
  }, 120_000);
});
