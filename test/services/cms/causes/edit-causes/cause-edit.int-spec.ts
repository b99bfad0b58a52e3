import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../test-support/gql-test-app';

const CREATE = `mutation($r: CauseInput!) { causeCreateOne(record: $r) { id reason } }`;
const UPDATE = `mutation($id: ID!, $r: CauseInput!) { causeUpdateById(id: $id, record: $r) { id reason } }`;
const MANY = `query { causeMany { id reason } }`;
const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

/** Reasons management (/reasons-management) on the cause aggregate, with real logins. */
describe('causes: create and edit (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let store: EventStore;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'cause_edit', migrations: CMS_MIGRATIONS });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    publisher = `Bearer ${(await createActiveUser(t, { email: 'pat@p.example', companyId })).tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  it('creates a reason with its chosen id, lists it, and records who did it', async () => {
    const { data, errors } = await t.gql<{ causeCreateOne: { id: string } }>(admin, CREATE, { r: { id: 'slow_landing', reason: 'Landing page too slow' } });
    expect(errors).toBeUndefined();
    expect(data.causeCreateOne).toEqual({ id: 'slow_landing', reason: 'Landing page too slow' });
    const many = await t.gql<{ causeMany: { id: string }[] }>(publisher, MANY);
    expect(many.data.causeMany).toContainEqual({ id: 'slow_landing', reason: 'Landing page too slow' });
    const { events } = await store.readStream('cause-slow_landing');
    expect(events.map((e) => [e.type, e.data.source])).toEqual([['CauseDefined', 'cms']]);
    expect(events[0].metadata.actorUserId).not.toBeNull();
  });

  it.each([
    [{ id: 'shopify', reason: 'Again' }, 'A reason with the id "shopify" exists already.'],
    [{ id: 'Bad Id', reason: 'x' }, 'Reason id must be 2 to 60 lower-case letters, digits or underscores, such as cookie_missing.'],
    [{ id: 'no_reason' }, 'Reason is required.'],
    [{ id: 'too_long', reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters.'],
  ])('refuses %j in words, writing nothing', async (record, message) => {
    const { errors } = await t.gql(admin, CREATE, { r: record });
    expect(errors?.[0].message).toBe(message);
    if (record.id !== 'shopify') expect((await store.readStream(`cause-${record.id}`)).events).toHaveLength(0);
  });

  it('edits a shipped reason, records nothing for no change, refuses a missing one', async () => {
    const { data } = await t.gql<{ causeUpdateById: { reason: string } }>(admin, UPDATE, { id: 'shopify', r: { reason: 'Shop runs on Shopify' } });
    expect(data.causeUpdateById.reason).toBe('Shop runs on Shopify');
    await t.gql(admin, UPDATE, { id: 'shopify', r: { reason: 'Shop runs on Shopify' } });
    expect((await store.readStream('cause-shopify')).events.map((e) => e.data.reason)).toEqual(['Shopify detected (error 10.2.1)', 'Shop runs on Shopify']);
    const missing = await t.gql(admin, UPDATE, { id: 'nope', r: { reason: 'x' } });
    expect(missing.errors?.[0].message).toBe('No such reason.');
  });

  it("refuses a publisher's changes, changing nothing", async () => {
    for (const [query, variables] of [
      [CREATE, { r: { id: 'mine', reason: 'Mine' } }],
      [UPDATE, { id: 'shopify', r: { reason: 'Hacked' } }],
    ] as const) {
      expect((await t.gql(publisher, query, variables)).errors?.[0].message).toBe(FORBIDDEN);
    }
    expect((await store.readStream('cause-mine')).events).toHaveLength(0);
    expect((await store.readStream('cause-shopify')).events.at(-1)?.data.reason).toBe('Shop runs on Shopify');
  });
});
