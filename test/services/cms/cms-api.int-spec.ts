import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import { createActiveUser, createCompany } from '../../../services/auth/src/test-support/auth-test-app';
import { SHIPPED_CAUSES } from '../../../services/cms/src/causes/seed-causes/shipped-causes';
import { CMS_OPERATIONS, CmsApiModule } from '../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../services/cms/src/cms.module';
import {
  PLATFORM_CONTENT_DEFAULTS,
  platformContentKeys,
} from '../../../services/cms/src/platform-content/platform-content-keys';
import { SeedPlatformContentService } from '../../../services/cms/src/platform-content/seed-platform-content/seed-platform-content.service';
import { createGqlTestApp, type GqlTestApp } from './test-support/gql-test-app';

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const ALL_CONTENT = `{ platformContent { ${platformContentKeys.join(' ')} } }`;
const BY_KEY = `query($k: String!) { platformContentByKey(key: $k) { key value } }`;
const UPDATE = `mutation($k: String!, $v: String!) { platformContentUpdate(key: $k, value: $v) { key value } }`;
/** As the database orders lower(text) in byte order. */
const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
const FORBIDDEN =
  'Your account does not have access to this. Ask your company owner if you need it.';

/** The CMS's GraphQL through /gql with real logins: a publisher and the super admin. */
describe('CMS GraphQL: platform content, causes, responsible networks (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let store: EventStore;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], {
      label: 'cms_api',
      migrations: CMS_MIGRATIONS,
    });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  it('seeds every key with its default once, however often and concurrently the seed runs', async () => {
    const seeder = t.app.get(SeedPlatformContentService);
    expect(await Promise.all([seeder.seed(), seeder.seed()])).toEqual([0, 0]);
    const { events } = await store.readStream('platformcontent-handoverImpactThresholdCritical');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      [
        'PlatformContentDefined',
        { key: 'handoverImpactThresholdCritical', value: '60', source: 'shipped' },
      ],
    ]);
    const dataSource = t.app.get(DataSource);
    await until(async () => {
      const [{ count }] = await dataSource.query(
        `SELECT count(*)::int AS count FROM cms.platform_content`,
      );
      return count === platformContentKeys.length;
    });
  });

  it('answers the defaults to any logged-in user, and nothing without a login', async () => {
    const { data, errors } = await t.gql<{ platformContent: Record<string, string> }>(
      publisher,
      ALL_CONTENT,
    );
    expect(errors).toBeUndefined();
    expect(data.platformContent).toEqual(PLATFORM_CONTENT_DEFAULTS);
    const psa = await t.gql(publisher, BY_KEY, { k: 'psa' });
    expect(psa.data).toEqual({ platformContentByKey: { key: 'psa', value: '' } });
    const anonymous = await t.gql('Bearer None', ALL_CONTENT);
    expect(anonymous.errors?.[0].message).toBe('Please log in to continue.');
  });

  it('lets a super admin change one key; everyone reads the new value, and the history says who', async () => {
    const updated = await t.gql(admin, UPDATE, { k: 'psa', v: 'Maintenance on Sunday 06:00 UTC' });
    expect(updated.errors).toBeUndefined();
    expect(updated.data).toEqual({
      platformContentUpdate: { key: 'psa', value: 'Maintenance on Sunday 06:00 UTC' },
    });
    const read = await t.gql<{ platformContent: { psa: string } }>(publisher, ALL_CONTENT);
    expect(read.data.platformContent.psa).toBe('Maintenance on Sunday 06:00 UTC');
    const byKey = await t.gql(publisher, BY_KEY, { k: 'psa' });
    expect(byKey.data).toEqual({
      platformContentByKey: { key: 'psa', value: 'Maintenance on Sunday 06:00 UTC' },
    });

    // The same value again records nothing.
    await t.gql(admin, UPDATE, { k: 'psa', v: 'Maintenance on Sunday 06:00 UTC' });
    const { events } = await store.readStream('platformcontent-psa');
    expect(events.map((e) => e.data.source)).toEqual(['shipped', 'cms']);
    expect(events[1].metadata.actorUserId).not.toBeNull();
  });

  it('refuses a publisher, who changes nothing', async () => {
    const refused = await t.gql(publisher, UPDATE, { k: 'psa', v: 'Hacked' });
    expect(refused.errors?.[0].message).toBe(FORBIDDEN);
    const read = await t.gql<{ platformContent: { psa: string } }>(admin, ALL_CONTENT);
    expect(read.data.platformContent.psa).not.toBe('Hacked');
  });

  it('refuses an unknown key or a bad value with a clear message and stores nothing', async () => {
    const unknown = await t.gql(admin, UPDATE, { k: 'colour', v: 'red' });
    expect(unknown.errors?.[0].message).toBe(
      `Unknown platform content key "colour". Known keys: ${platformContentKeys.join(', ')}.`,
    );
    expect((await store.readStream('platformcontent-colour')).events).toEqual([]);
    const unknownRead = await t.gql(publisher, BY_KEY, { k: 'colour' });
    expect(unknownRead.errors?.[0].message).toMatch(/^Unknown platform content key "colour"/);

    const bad = await t.gql(admin, UPDATE, { k: 'handoverImpactThresholdCritical', v: 'high' });
    expect(bad.errors?.[0].message).toBe(
      'handoverImpactThresholdCritical must be a number from 0 to 100.',
    );
    const badList = await t.gql(admin, UPDATE, { k: 'accessControl', v: '{"reports":"all"}' });
    expect(badList.errors?.[0].message).toMatch(/^accessControl must be a JSON object/);
    const { events } = await store.readStream('platformcontent-handoverImpactThresholdCritical');
    expect(events).toHaveLength(1);
  });

  it('shows the access list whole to a super admin, and to anyone else only their own entries', async () => {
    const list = { reports: ['PAT@p.example', 'sam@q.example'], scheduling: ['Other Co'] };
    const updated = await t.gql(admin, UPDATE, { k: 'accessControl', v: JSON.stringify(list) });
    expect(updated.errors).toBeUndefined();
    const asAdmin = await t.gql<{ platformContentByKey: { value: string } }>(admin, BY_KEY, {
      k: 'accessControl',
    });
    expect(JSON.parse(asAdmin.data.platformContentByKey.value)).toEqual(list);
    const asPublisher = await t.gql<{ platformContentByKey: { value: string } }>(
      publisher,
      BY_KEY,
      {
        k: 'accessControl',
      },
    );
    expect(JSON.parse(asPublisher.data.platformContentByKey.value)).toEqual({
      reports: ['PAT@p.example'],
    });
  });

  it('causeMany lists the shipped causes by reason to any logged-in user', async () => {
    const expected = SHIPPED_CAUSES.map((c) => c.reason).sort(byLowerCase);
    let causes: { id: string; reason: string }[] = [];
    await until(async () => {
      const { data } = await t.gql<{ causeMany: typeof causes }>(
        publisher,
        `{ causeMany { id reason } }`,
      );
      causes = data.causeMany;
      return causes.length === SHIPPED_CAUSES.length;
    });
    expect(causes.map((c) => c.id).sort()).toEqual(SHIPPED_CAUSES.map((c) => c.id).sort());
    expect(causes.map((c) => c.reason)).toEqual(expected);
    expect(causes).toContainEqual({ id: 'cmp_issue', reason: 'CMP exists but not clicked' });
  });

  it('responsibleNetworksMany lists the networks by name, id and name only, within the limit', async () => {
    type Listed = { responsibleNetworksMany: { id: string; name: string }[] };
    await until(async () => {
      const { data } = await t.gql<Listed>(publisher, `{ responsibleNetworksMany { id name } }`);
      return data.responsibleNetworksMany.length === NETWORK_DEFINITIONS.length;
    });
    const { data } = await t.gql<Listed>(publisher, `{ responsibleNetworksMany { id name } }`);
    const names = data.responsibleNetworksMany.map((n) => n.name);
    expect(names).toEqual(NETWORK_DEFINITIONS.map((n) => n.name).sort(byLowerCase));
    expect(data.responsibleNetworksMany).toContainEqual({ id: 'awin', name: expect.any(String) });
    const limited = await t.gql<Listed>(publisher, `{ responsibleNetworksMany(limit: 2) { id } }`);
    expect(limited.data.responsibleNetworksMany).toHaveLength(2);
    const anonymous = await t.gql(
      'Bearer None',
      `{ causeMany { id } responsibleNetworksMany { id } }`,
    );
    expect(anonymous.errors?.[0].message).toBe('Please log in to continue.');
  });
});
