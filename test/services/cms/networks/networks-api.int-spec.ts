import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { loadSettings } from '@tracklight/config';
import { NETWORK_CATALOGUE, type NetworkCatalogue, type NetworkUpdated } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { AWIN, buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { PlatformModule } from '@tracklight/platform';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS, CmsModule } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';
import { SeedNetworksService } from '../../../../services/cms/src/networks/seed-networks/seed-networks.service';

const FIELDS = `id name url description isActive aliases aliasNetworkId ownerId clientComment moonpullComment version
  successCriteria successCriteriaEdited deletedAt memoryCookie { storage namePattern mustContainAni }
  trackingScriptPatterns { host path } clickHostPatterns aniParams`;
const CREATE = `mutation($r: NetworkInput!) { networkCreateOne(record: $r) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $r: NetworkInput!) { networkUpdateById(id: $id, record: $r) { ${FIELDS} } }`;
const CRITERIA = `mutation($id: ID!, $c: String) { networkSuccessCriteriaUpdateById(id: $id, successCriteria: $c) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { networkSoftDeleteById(id: $id) { id deletedAt version } }`;
const RESTORE = `mutation($id: ID!) { networkRestoreById(id: $id) { id deletedAt version } }`;
const PAGE = `query($f: NetworkFilter, $s: String, $o: String, $p: Int, $pp: Int) {
  networkPage(filter: $f, sortField: $s, sortOrder: $o, page: $p, perPage: $pp) { count items { id name isActive ownerId } } }`;
const MANY = `{ networkMany { id name isActive moonpullComment successCriteria } }`;
const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

type Network = Record<string, unknown> & { id: string; version: number; successCriteria: string };
type Page = { networkPage: { count: number; items: Network[] } };

const renamedCookie = [{ storage: 'cookie', namePattern: '^_aw_x_{advertiserId}$', mustContainAni: true }];
const awinCriteria = (): SuccessCriteria => JSON.parse(JSON.stringify(buildSuccessCriteria(AWIN)));

/** The networks of the CMS through /gql and REST, with real logins (publisher, super admin). */
describe('CMS networks (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let store: EventStore;
  let catalogue: NetworkCatalogue;

  const versionOf = async (id: string) => (await store.readStream(`network-${id}`)).version;
  const gqlOk = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await t.gql<T>(admin, query, variables);
    expect(errors).toBeUndefined();
    return data;
  };

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], {
      label: 'networks',
      migrations: CMS_MIGRATIONS,
      env: { AUDIT_SANDBOX_TWINS: 'true' },
    });
    store = t.app.get(EventStore);
    catalogue = t.app.get<NetworkCatalogue>(NETWORK_CATALOGUE);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
    // The seeded networks, projected.
    await catalogue.judging();
  });
  afterAll(() => t?.close());

  it('lists the networks in use to every user, the provider’s comment to staff only (networkMany)', async () => {
    await gqlOk(UPDATE, { id: 'cj', r: { moonpullComment: 'Staff note', clientComment: 'For clients' } });
    const forPublisher = await t.gql<{ networkMany: Network[] }>(publisher, MANY);
    const cj = forPublisher.data.networkMany.find((n) => n.id === 'cj')!;
    expect(cj).toMatchObject({ name: 'CJ', isActive: true, moonpullComment: null });
    expect(JSON.parse(cj.successCriteria).alp.cookies[0].errorId).toBe('5.4');
    const forAdmin = await gqlOk<{ networkMany: Network[] }>(MANY);
    expect(forAdmin.networkMany.find((n) => n.id === 'cj')!.moonpullComment).toBe('Staff note');
    expect(forAdmin.networkMany.map((n) => n.name)).toEqual(
      [...forAdmin.networkMany.map((n) => String(n.name))].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('records an edit of the definition as the changed fields, and the next judging read uses it', async () => {
    const before = await versionOf('awin');
    const { networkUpdateById: awin } = await gqlOk<{ networkUpdateById: Network }>(UPDATE, {
      id: 'awin',
      r: { name: 'AWIN', memoryCookie: renamedCookie, ownerId: 'company-awin' },
    });
    expect(awin).toMatchObject({ memoryCookie: renamedCookie, ownerId: 'company-awin', version: Number(before) + 1, successCriteriaEdited: false });
    expect(JSON.parse(awin.successCriteria).alp.cookies).toEqual([{ errorId: '5.4', rules: renamedCookie }]);
    const { events } = await store.readStream('network-awin');
    const last = events[events.length - 1] as unknown as NetworkUpdated & { metadata: { actorUserId: string | null } };
    expect(last.data.changes).toEqual({ memoryCookie: renamedCookie, ownerId: 'company-awin' });
    expect(last.metadata.actorUserId).not.toBeNull();

    const judging = (await catalogue.judging()).find((n) => n.definition.id === 'awin')!;
    expect(judging.version).toBe(awin.version);
    expect(judging.definition.memoryCookie).toEqual(renamedCookie);
    expect(judging.successCriteria.alp.cookies[0].rules).toEqual(renamedCookie);
    // Sandbox twins still reach the script checks of the criteria.
    expect(judging.successCriteria.alp.scripts[0].patterns.map((p) => p.host)).toContain('www.dwin1.test');
  });

  it.each([
    [{ memoryCookie: [{ storage: 'cookie', namePattern: '^_aw_(m', mustContainAni: true }] }, 'Memory cookie rules › 1 › name pattern is not a valid regular expression.'],
    [{ clickHostPatterns: ['awin1.com', 'https://awin1.com/'] }, 'Click hosts › 2 is not a host (letters, digits, dots, dashes and * only).'],
    [{ name: '' }, 'Name is required.'],
    [{ isActive: null }, 'Active must be true or false.'],
    [{ url: 'not a web address' }, 'Website must be a web address.'],
    [{ name: 'cj' }, 'A network named "cj" exists already.'],
    [{ aliasNetworkId: 'nowhere' }, 'Runs on network: there is no network "nowhere".'],
    [{ aliasNetworkId: 'impact' }, 'A network cannot run on itself.'],
  ])('refuses the edit %j with the field named, writing nothing', async (record, message) => {
    const before = await versionOf('impact');
    const { errors } = await t.gql(admin, UPDATE, { id: 'impact', r: record });
    expect(errors?.[0].message).toBe(message);
    expect(await versionOf('impact')).toBe(before);
  });

  it('sets success criteria in a real form’s terms, refusing a bad regex or an unknown error id by place', async () => {
    const before = await versionOf('tradedoubler');
    const badRegex = awinCriteria();
    badRegex.alp.cookies[0].rules[1].namePattern = '[unclosed';
    const refused = await t.gql(admin, CRITERIA, { id: 'tradedoubler', c: JSON.stringify(badRegex) });
    expect(refused.errors?.[0].message).toBe('alp › cookies › 1 › rules › 2 › name pattern is not a valid regular expression.');
    const unknownId = awinCriteria();
    unknownId['alp-post-consent'].cookies[0].errorId = '6.9';
    const refusedId = await t.gql(admin, CRITERIA, { id: 'tradedoubler', c: JSON.stringify(unknownId) });
    expect(refusedId.errors?.[0].message).toBe(
      'alp-post-consent › cookies › 1 › error id 6.9 is not a known error id for this stage (6.3, 6.3.1, 6.4 or 6.5).',
    );
    const notJson = await t.gql(admin, CRITERIA, { id: 'tradedoubler', c: '{' });
    expect(notJson.errors?.[0].message).toBe('Success criteria must be JSON.');
    expect(await versionOf('tradedoubler')).toBe(before);

    const criteria = awinCriteria();
    criteria.alp.query = [];
    const { networkSuccessCriteriaUpdateById: set } = await gqlOk<{ networkSuccessCriteriaUpdateById: Network }>(CRITERIA, {
      id: 'tradedoubler',
      c: JSON.stringify(criteria),
    });
    expect(set).toMatchObject({ successCriteriaEdited: true, version: Number(before) + 1 });
    expect(JSON.parse(set.successCriteria)).toEqual(criteria);
    const judging = (await catalogue.judging()).find((n) => n.definition.id === 'tradedoubler')!;
    expect(judging).toMatchObject({ version: set.version });
    expect(judging.successCriteria.alp.query).toEqual([]);

    const { networkSuccessCriteriaUpdateById: reset } = await gqlOk<{ networkSuccessCriteriaUpdateById: Network }>(CRITERIA, {
      id: 'tradedoubler',
      c: null,
    });
    expect(reset.successCriteriaEdited).toBe(false);
    expect(JSON.parse(reset.successCriteria).alp.query[0].errorId).toBe('5.5');
  });

  it('creates a network, finds it by search, filter, sort and page, deletes it softly and restores it', async () => {
    const { networkCreateOne: created } = await gqlOk<{ networkCreateOne: Network }>(CREATE, {
      r: {
        id: 'flexoffers',
        name: 'FlexOffers',
        url: 'https://www.flexoffers.com/',
        aliases: ['Flex Offers'],
        ownerId: 'company-flex',
        clickHostPatterns: ['track.flexlinkspro.com'],
        aniParams: ['fobs'],
        memoryCookie: [{ storage: 'cookie', namePattern: '^flex_{advertiserId}$', mustContainAni: true }],
      },
    });
    expect(created).toMatchObject({ id: 'flexoffers', isActive: true, version: 1, deletedAt: null, trackingScriptPatterns: [] });
    expect((await store.readStream('network-flexoffers')).events.map((e) => e.type)).toEqual(['NetworkCreated']);
    const duplicate = await t.gql(admin, CREATE, { r: { id: 'flexoffers', name: 'Another' } });
    expect(duplicate.errors?.[0].message).toBe('A network with the id "flexoffers" exists already.');
    const badId = await t.gql(admin, CREATE, { r: { id: 'Flex Offers', name: 'x' } });
    expect(badId.errors?.[0].message).toMatch(/^Network id must be 2 to 50 lower-case letters/);

    const searched = await gqlOk<Page>(PAGE, { f: { q: 'FLEX OFF' } });
    expect(searched.networkPage.items.map((n) => n.id)).toEqual(['flexoffers']);
    const owned = await gqlOk<Page>(PAGE, { f: { ownerId: 'company-flex' } });
    expect(owned.networkPage.items.map((n) => n.id)).toEqual(['flexoffers']);
    const inactive = await gqlOk<Page>(PAGE, { f: { isActive: false } });
    expect(inactive.networkPage.items.map((n) => n.id)).toEqual(['webgains']);
    const sorted = await gqlOk<Page>(PAGE, { s: 'name', o: 'DESC', p: 2, pp: 3 });
    const all = await gqlOk<Page>(PAGE, { s: 'name', o: 'DESC', pp: 100 });
    expect(sorted.networkPage).toMatchObject({ count: all.networkPage.count, items: all.networkPage.items.slice(3, 6) });
    const badSort = await t.gql(admin, PAGE, { s: 'definition' });
    expect(badSort.errors?.[0].message).toBe('Networks cannot be sorted by definition.');

    const deleted = await gqlOk<{ networkSoftDeleteById: Network }>(DELETE, { id: 'flexoffers' });
    expect(deleted.networkSoftDeleteById.deletedAt).not.toBeNull();
    expect((await gqlOk<Page>(PAGE, { f: { q: 'flex' } })).networkPage.count).toBe(0);
    expect((await gqlOk<Page>(PAGE, { f: { q: 'flex', showDeleted: true } })).networkPage.count).toBe(1);
    expect((await catalogue.judging()).map((n) => n.definition.id)).not.toContain('flexoffers');
    const edit = await t.gql(admin, UPDATE, { id: 'flexoffers', r: { name: 'x' } });
    expect(edit.errors?.[0].message).toBe('This network is deleted. Restore it before changing it.');
    const restored = await gqlOk<{ networkRestoreById: Network }>(RESTORE, { id: 'flexoffers' });
    expect(restored.networkRestoreById).toMatchObject({ deletedAt: null, version: 3 });
    expect((await catalogue.judging()).map((n) => n.definition.id)).toContain('flexoffers');
  });

  it('refuses a publisher every network administration, over GraphQL and REST, and nothing changes', async () => {
    const before = await versionOf('rakuten');
    for (const [query, variables] of [
      [PAGE, {}],
      [`{ networkById(id: "rakuten") { id } }`, {}],
      [CREATE, { r: { id: 'mine', name: 'Mine' } }],
      [UPDATE, { id: 'rakuten', r: { name: 'Hacked' } }],
      [CRITERIA, { id: 'rakuten', c: null }],
      [DELETE, { id: 'rakuten' }],
      [RESTORE, { id: 'rakuten' }],
    ] as const) {
      const refused = await t.gql(publisher, query, variables);
      expect({ query, message: refused.errors?.[0].message }).toEqual({ query, message: FORBIDDEN });
    }
    const http = t.http();
    await http.get('/cms/networks/rakuten').set('authorization', publisher).expect(403);
    await http.patch('/cms/networks/rakuten').set('authorization', publisher).send({ name: 'Hacked' }).expect(403);
    await http.get('/cms/networks/comments').set('authorization', publisher).expect(403);
    await http.patch('/cms/networks/comments').set('authorization', publisher).send({ id: 'rakuten', clientComment: 'x' }).expect(403);
    await http.get('/cms/networks/rakuten/active-errors').set('authorization', publisher).expect(403);
    await http.get('/cms/networks/success-criteria').set('authorization', publisher).expect(403);
    expect(await versionOf('rakuten')).toBe(before);
    expect((await t.gql(publisher, `mutation { networkCreateOne(record: { id: "mine", name: "Mine" }) { id } }`)).errors).toBeDefined();
    expect((await store.readStream('network-mine')).version).toBe(0n);
  });

  it('answers the spec’s REST routes', async () => {
    const http = t.http();
    const one = await http.get('/cms/networks/partnerize').set('authorization', admin).expect(200);
    expect(one.body).toMatchObject({ id: 'partnerize', name: 'Partnerize', successCriteriaEdited: false });
    expect(one.body.successCriteria.alp.scripts).toEqual([]);
    await http.get('/cms/networks/nope').set('authorization', admin).expect(404);

    const criteria = JSON.parse(JSON.stringify(one.body.successCriteria)) as SuccessCriteria;
    criteria.alp.cookies = [];
    const patched = await http
      .patch('/cms/networks/partnerize')
      .set('authorization', admin)
      .send({ description: 'Performance Horizon', successCriteria: criteria })
      .expect(200);
    expect(patched.body).toMatchObject({ description: 'Performance Horizon', successCriteriaEdited: true, version: one.body.version + 2 });
    const refused = await http.patch('/cms/networks/partnerize').set('authorization', admin).send({ colour: 'red' }).expect(400);
    expect(refused.body.errorMessage).toBe('Unknown field: colour.');
    const badCriteria = await http
      .patch('/cms/networks/partnerize')
      .set('authorization', admin)
      .send({ description: 'changed', successCriteria: { ...criteria, alp: { ...criteria.alp, query: [{ errorId: '5.5', anyOfParams: ['a b'] }] } } })
      .expect(400);
    expect(badCriteria.body.errorMessage).toBe('alp › query › 1 › parameters › 1 is not a query parameter name (no spaces, &, =, # or ?).');
    expect((await http.get('/cms/networks/partnerize').set('authorization', admin)).body.description).toBe('Performance Horizon');

    const errors = await http.get('/cms/networks/partnerize/active-errors').set('authorization', admin).expect(200);
    expect(errors.body.map((e: { errorId: string }) => e.errorId)).toEqual(['5.5', '6.4', '6.5', '7.4', '7.5']);
    expect(errors.body[0]).toEqual({ errorId: '5.5', stage: 'alp', text: 'Click id missing from the URL of the landing page' });

    const all = await http.get('/cms/networks/success-criteria').set('authorization', admin).expect(200);
    expect(all.body.find((n: { id: string }) => n.id === 'partnerize')).toMatchObject({ successCriteriaEdited: true, successCriteria: criteria });

    const comments = await http
      .patch('/cms/networks/comments')
      .set('authorization', admin)
      .send({ id: 'rakuten', clientComment: 'Needs the referrer', moonpullComment: 'Checked in May' })
      .expect(200);
    expect(comments.body).toEqual({ id: 'rakuten', name: 'Rakuten Advertising', clientComment: 'Needs the referrer', moonpullComment: 'Checked in May' });
    const listed = await http.get('/cms/networks/comments').set('authorization', admin).expect(200);
    expect(listed.body).toContainEqual(comments.body);
    const tooLong = await http.patch('/cms/networks/comments').set('authorization', admin).send({ id: 'rakuten', clientComment: 'x'.repeat(5001) }).expect(400);
    expect(tooLong.body.errorMessage).toBe('Client comment must be at most 5000 characters.');
    const notComment = await http.patch('/cms/networks/comments').set('authorization', admin).send({ id: 'rakuten', name: 'x' }).expect(400);
    expect(notComment.body.errorMessage).toMatch(/name/);
  });

  it('never overwrites an edited network when seeding runs again', async () => {
    expect(await t.app.get(SeedNetworksService).seed()).toBe(0);
    const awin = (await catalogue.judging()).find((n) => n.definition.id === 'awin')!;
    expect(awin.definition.memoryCookie).toEqual(renamedCookie);
  });
});

/** A process that runs CmsModule alone, without live projections, as an audit worker may. */
const startProcess = async (database: TestDatabase): Promise<INestApplication> => {
  const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url });
  const moduleRef = await Test.createTestingModule({
    imports: [PlatformModule.forRoot({ settings, databaseUrl: database.url, migrations: CMS_MIGRATIONS, live: false }), CmsModule],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
  await app.init();
  return app;
};

describe('a network edit reaches every process at once (real Postgres)', () => {
  let database: TestDatabase;
  let api: INestApplication;
  let worker: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase('networks_processes');
    api = await startProcess(database);
    worker = await startProcess(database);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await database?.drop();
  });

  it('judges by an edit another process stored, before any projection ran, without a restart', async () => {
    const judging = () => worker.get<NetworkCatalogue>(NETWORK_CATALOGUE).judging();
    const awinBefore = (await judging()).find((n) => n.definition.id === 'awin')!;
    expect(awinBefore.version).toBe(1);
    // Stored by the API process; nothing has projected it (no process runs live projections here).
    const edit: NetworkUpdated = { type: 'NetworkUpdated', data: { networkId: 'awin', changes: { memoryCookie: renamedCookie as never } } };
    await api.get(EventStore).append('network-awin', [edit], 1n, { actorUserId: null, correlationId: 'edit' });
    const awinAfter = (await judging()).find((n) => n.definition.id === 'awin')!;
    expect(awinAfter.version).toBe(2);
    expect(awinAfter.definition.memoryCookie).toEqual(renamedCookie);
    expect(awinAfter.successCriteria.alp.cookies[0].rules).toEqual(renamedCookie);
  });
});
