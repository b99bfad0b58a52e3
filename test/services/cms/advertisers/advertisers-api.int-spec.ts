import { ADVERTISER_DIRECTORY, NETWORK_CATALOGUE, type AdvertiserDirectory, type NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { HISTORY_OPERATIONS, HistoryModule } from '@tracklight/history';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { CMS_HISTORY_FOLDS } from '../../../../services/cms/src/history/cms-history.folds';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';
import { NOT_YOUR_NETWORK, STAFF_ONLY_COMMENT } from '../../../../services/cms/src/advertisers/advertiser-access';
import { advertiserIdFor } from '../../../../services/cms/src/advertisers/advertiser-id';

const FIELDS = `id networkId advertiserId name domain primaryTrackingMethod trackingMethodNarrative javascript s2s other
  bespokeCookieValueType bespokeCookieName bespokeCookieValue bespokeAni bespokeMasterTag internalComment publicComment
  cannotAudit cannotAuditReason version deletedAt`;
const CREATE = `mutation($r: AdvertiserInput!) { advertiserCreateOne(record: $r) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $r: AdvertiserInput!) { advertiserUpdateById(id: $id, record: $r) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { advertiserSoftDeleteById(id: $id) { id deletedAt version } }`;
const RESTORE = `mutation($id: ID!) { advertiserRestoreById(id: $id) { id deletedAt version } }`;
const PAGE = `query($f: AdvertiserFilter, $s: String, $o: String, $p: Int, $pp: Int) {
  advertiserPage(filter: $f, sortField: $s, sortOrder: $o, page: $p, perPage: $pp) { count items { id name networkId cannotAudit } } }`;
const CHOICES = `{ advertiserNetworkChoices { id name } }`;
const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const NETWORK_UPDATE = `mutation($id: ID!, $r: NetworkInput!) { networkUpdateById(id: $id, record: $r) { id } }`;

type Advertiser = Record<string, unknown> & { id: string; version: number };
type Page = { advertiserPage: { count: number; items: Advertiser[] } };

/** The advertisers of the CMS through /gql and REST, with real logins (super admin, a granted network user, a publisher). */
describe('CMS advertisers (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let manager: string;
  let publisher: string;
  let store: EventStore;

  const gqlOk = async <T>(bearer: string, query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await t.gql<T>(bearer, query, variables);
    expect(errors).toBeUndefined();
    return data;
  };
  const create = async (record: Record<string, unknown>, bearer = admin) =>
    (await gqlOk<{ advertiserCreateOne: Advertiser }>(bearer, CREATE, { r: record })).advertiserCreateOne;
  const versionOf = async (id: string) => (await store.readStream(`advertiser-${id}`)).version;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule, HistoryModule.register(CMS_HISTORY_FOLDS)], [CMS_OPERATIONS, HISTORY_OPERATIONS], {
      label: 'advertisers',
      migrations: CMS_MIGRATIONS,
    });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    await t.app.get<NetworkCatalogue>(NETWORK_CATALOGUE).judging();
    // A network company whose user manages the advertisers of the network it owns (cj), and a publisher.
    const networkCompany = await createCompany(t, { name: 'CJ Network' });
    await gqlOk(admin, NETWORK_UPDATE, { id: 'cj', r: { ownerId: networkCompany } });
    const mia = await createActiveUser(t, { email: 'mia@cj.example', companyId: networkCompany, grants: ['advertiserManagement'] });
    manager = `Bearer ${mia.tokens.accessToken}`;
    const publisherCompany = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId: publisherCompany });
    publisher = `Bearer ${pat.tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  it('creates an advertiser with every field of spec section 3, as an event carrying who', async () => {
    const record = {
      networkId: 'awin',
      advertiserId: '5001',
      name: 'Shop Five',
      domain: 'Shop-Five.TEST',
      primaryTrackingMethod: 's2s',
      trackingMethodNarrative: 'Server postback after checkout.',
      javascript: true,
      s2s: true,
      other: false,
      bespokeCookieValueType: '4',
      bespokeCookieName: 'shop_aff',
      bespokeCookieValue: 'awin',
      bespokeAni: 'ani-1',
      bespokeMasterTag: 'https://tag.shop-five.test/m.js',
      internalComment: 'Staff only',
      publicComment: 'Tracks after consent',
      cannotAudit: true,
      cannotAuditReason: 'Blocks data-centre traffic',
    };
    const created = await create(record);
    expect(created).toMatchObject({ ...record, domain: 'shop-five.test', id: advertiserIdFor({ networkId: 'awin', networkAdvertiserId: '5001', domain: '' }), version: 1 });
    const { events } = await store.readStream(`advertiser-${created.id}`);
    expect(events.map((e) => e.type)).toEqual(['AdvertiserCreated']);
    expect(events[0].metadata.actorUserId).toEqual(expect.any(String));
    expect(events[0].metadata.occurredAt).toEqual(expect.any(String));

    const rest = await t.http().get(`/cms/advertisers/${created.id}`).set('authorization', admin);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ ...record, domain: 'shop-five.test' });
  });

  it.each([
    [{ networkId: 'awin', name: 'No domain' }, 'Domain is required.'],
    [{ networkId: 'awin', name: 'Bad', domain: 'not a domain' }, 'Domain must be a domain such as shop.example.com.'],
    [{ name: 'No network', domain: 'nonet.test' }, 'Network is required.'],
    [{ networkId: 'nowhere', name: 'X', domain: 'x.test' }, 'Network: there is no network "nowhere".'],
    [{ networkId: 'awin', name: 'X', domain: 'x.test', cannotAudit: true }, 'Cannot audit reason is required when the advertiser cannot be audited.'],
    [{ networkId: 'awin', name: 'X', domain: 'x.test', bespokeCookieValueType: '9' }, 'Bespoke cookie value type must be one of: 1, 2, 3, 4.'],
    [{ networkId: 'awin', name: 'X', domain: 'x.test', bespokeCookieValueType: '1' }, 'Bespoke cookie name is required for bespoke cookie value type 1.'],
  ])('refuses the create %j with the field named, writing nothing', async (record, message) => {
    const { errors } = await t.gql(admin, CREATE, { r: record });
    expect(errors?.[0].message).toBe(message);
    expect(await versionOf(advertiserIdFor({ networkId: 'awin', networkAdvertiserId: null, domain: 'x.test' }))).toBe(0n);
  });

  it('records only changed fields, refuses a change of identity, and a second create of the same advertiser', async () => {
    const shop = await create({ networkId: 'awin', advertiserId: '5002', name: 'Shop Two', domain: 'shop-two.test' });
    const { advertiserUpdateById: updated } = await gqlOk<{ advertiserUpdateById: Advertiser }>(admin, UPDATE, {
      id: shop.id,
      r: { name: 'Shop Two', publicComment: 'Now with S2S', s2s: true },
    });
    expect(updated).toMatchObject({ publicComment: 'Now with S2S', s2s: true, version: 2 });
    const { events } = await store.readStream(`advertiser-${shop.id}`);
    expect(events[1].data).toEqual({ id: shop.id, changes: { publicComment: 'Now with S2S', s2s: true }, source: 'cms' });

    const identity = await t.gql(admin, UPDATE, { id: shop.id, r: { advertiserId: '9999' } });
    expect(identity.errors?.[0].message).toMatch(/identify the advertiser and cannot change/);
    const again = await t.gql(admin, CREATE, { r: { networkId: 'awin', advertiserId: '5002', name: 'Again', domain: 'again.test' } });
    expect(again.errors?.[0].message).toMatch(/exists already/);
    expect(await versionOf(shop.id)).toBe(2n);
  });

  it('lists with filters, search, sort and pages (GraphQL and REST)', async () => {
    await create({ networkId: 'cj', advertiserId: 'c-1', name: 'Alpha Garden', domain: 'alpha-garden.test' });
    await create({ networkId: 'cj', advertiserId: 'c-2', name: 'beta Books', domain: 'beta-books.test', cannotAudit: true, cannotAuditReason: 'Captcha' });
    await create({ networkId: 'cj', advertiserId: 'c-3', name: 'Gamma Gifts', domain: 'gamma.test' });
    const cj = await gqlOk<Page>(admin, PAGE, { f: { networkId: 'cj' }, s: 'name', o: 'DESC', p: 1, pp: 2 });
    expect(cj.advertiserPage.count).toBe(3);
    expect(cj.advertiserPage.items.map((a) => a.name)).toEqual(['Gamma Gifts', 'beta Books']);
    const blocked = await gqlOk<Page>(admin, PAGE, { f: { networkId: 'cj', cannotAudit: true } });
    expect(blocked.advertiserPage.items.map((a) => a.name)).toEqual(['beta Books']);
    const rest = await t.http().get('/cms/advertisers').query({ q: 'GARDEN', sortField: 'name' }).set('authorization', admin);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ count: 1, items: [{ name: 'Alpha Garden', networkId: 'cj' }] });
    const badSort = await t.http().get('/cms/advertisers').query({ sortField: 'colour' }).set('authorization', admin);
    expect(badSort.body.errorMessage).toBe('Advertisers cannot be sorted by colour.');
  });

  it('soft deletes (REST DELETE) out of the list and restores it (advertiserRestoreById)', async () => {
    const shop = await create({ networkId: 'awin', advertiserId: '5003', name: 'Shop Three', domain: 'shop-three.test' });
    const deleted = await t.http().delete(`/cms/advertisers/${shop.id}`).set('authorization', admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deletedAt).not.toBeNull();
    const listed = await gqlOk<Page>(admin, PAGE, { f: { q: 'Shop Three' } });
    expect(listed.advertiserPage.count).toBe(0);
    const withDeleted = await gqlOk<Page>(admin, PAGE, { f: { q: 'Shop Three', showDeleted: true } });
    expect(withDeleted.advertiserPage.count).toBe(1);
    const edit = await t.gql(admin, UPDATE, { id: shop.id, r: { name: 'Changed' } });
    expect(edit.errors?.[0].message).toBe('This advertiser is deleted. Restore it before changing it.');
    const restored = await gqlOk<{ advertiserRestoreById: Advertiser }>(admin, RESTORE, { id: shop.id });
    expect(restored.advertiserRestoreById).toMatchObject({ deletedAt: null, version: 3 });
    const { events } = await store.readStream(`advertiser-${shop.id}`);
    expect(events.map((e) => e.type)).toEqual(['AdvertiserCreated', 'AdvertiserDeleted', 'AdvertiserRestored']);
  });

  it('a user with the advertiserManagement grant manages only their own company’s networks', async () => {
    const choices = await gqlOk<{ advertiserNetworkChoices: { id: string }[] }>(manager, CHOICES);
    expect(choices.advertiserNetworkChoices.map((n) => n.id)).toEqual(['cj']);
    const mine = await gqlOk<Page>(manager, PAGE, {});
    expect(mine.advertiserPage.items.every((a) => a.networkId === 'cj')).toBe(true);
    expect(mine.advertiserPage.count).toBe(3);

    const created = await create({ networkId: 'cj', advertiserId: 'c-9', name: 'Delta Deals', domain: 'delta.test' }, manager);
    expect(created.networkId).toBe('cj');
    const elsewhere = await t.gql(manager, CREATE, { r: { networkId: 'awin', name: 'Not mine', domain: 'not-mine.test' } });
    expect(elsewhere.errors?.[0].message).toBe(NOT_YOUR_NETWORK);

    // The internal comment is the provider's: blank to the network's user, who cannot set it.
    const cjShop = advertiserIdFor({ networkId: 'cj', networkAdvertiserId: 'c-1', domain: '' });
    await gqlOk(admin, UPDATE, { id: cjShop, r: { internalComment: 'Provider note' } });
    const seen = await t.http().get(`/cms/advertisers/${cjShop}`).set('authorization', manager);
    expect(seen.body).toMatchObject({ name: 'Alpha Garden', internalComment: null });
    const note = await t.gql(manager, UPDATE, { id: cjShop, r: { internalComment: 'Mine' } });
    expect(note.errors?.[0].message).toBe(STAFF_ONLY_COMMENT);

    const awinShop = advertiserIdFor({ networkId: 'awin', networkAdvertiserId: '5001', domain: '' });
    const read = await t.http().get(`/cms/advertisers/${awinShop}`).set('authorization', manager);
    expect(read.status).toBe(404);
    const before = await versionOf(awinShop);
    const edit = await t.http().patch(`/cms/advertisers/${awinShop}`).set('authorization', manager).send({ name: 'Taken over' });
    expect(edit.status).toBe(404);
    expect(await versionOf(awinShop)).toBe(before);
  });

  it('the network’s advertiser managers read its advertisers’ history, without the internal comment', async () => {
    const HISTORY = `query($s: String!) { streamHistory(streamId: $s, page: 1, perPage: 20) { total entries { type changes { field } } } }`;
    const AS_OF = `query($s: String!, $at: DateTime!) { entityAsOf(streamId: $s, asOf: $at) { fields { field } } }`;
    type History = { streamHistory: { total: number; entries: { type: string; changes: { field: string }[] }[] } | null };
    const cjShop = advertiserIdFor({ networkId: 'cj', networkAdvertiserId: 'c-1', domain: '' });
    await gqlOk(admin, UPDATE, { id: cjShop, r: { internalComment: 'Provider history note', publicComment: 'Seen by the network' } });
    const fieldsChanged = (history: History) => history.streamHistory?.entries.flatMap((entry) => entry.changes.map((change) => change.field)) ?? [];

    const staff = await gqlOk<History>(admin, HISTORY, { s: `advertiser-${cjShop}` });
    expect(fieldsChanged(staff)).toEqual(expect.arrayContaining(['internalComment', 'publicComment']));
    const own = await gqlOk<History>(manager, HISTORY, { s: `advertiser-${cjShop}` });
    expect(own.streamHistory?.total).toBe(staff.streamHistory?.total);
    expect(fieldsChanged(own)).toContain('publicComment');
    expect(fieldsChanged(own)).not.toContain('internalComment');
    const asOf = await gqlOk<{ entityAsOf: { fields: { field: string }[] } }>(manager, AS_OF, { s: `advertiser-${cjShop}`, at: new Date().toISOString() });
    expect(asOf.entityAsOf.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['name', 'publicComment']));
    expect(asOf.entityAsOf.fields.map((f) => f.field)).not.toContain('internalComment');

    // Another network's advertiser, the network's own history, and anyone without the grant: nothing.
    const awinShop = advertiserIdFor({ networkId: 'awin', networkAdvertiserId: '5001', domain: '' });
    expect((await gqlOk<History>(manager, HISTORY, { s: `advertiser-${awinShop}` })).streamHistory).toBeNull();
    expect((await gqlOk<History>(manager, HISTORY, { s: 'network-cj' })).streamHistory).toBeNull();
    expect((await gqlOk<History>(publisher, HISTORY, { s: `advertiser-${cjShop}` })).streamHistory).toBeNull();
    const cjCompany = (await t.http().get('/cms/networks/cj').set('authorization', admin)).body.ownerId as string;
    const withoutGrant = await createActiveUser(t, { email: 'noel@cj.example', companyId: cjCompany });
    expect((await gqlOk<History>(`Bearer ${withoutGrant.tokens.accessToken}`, HISTORY, { s: `advertiser-${cjShop}` })).streamHistory).toBeNull();
  });

  it('a publisher gets 403 from every advertiser operation and nothing changes', async () => {
    const target = advertiserIdFor({ networkId: 'cj', networkAdvertiserId: 'c-1', domain: '' });
    const before = await versionOf(target);
    for (const [query, variables] of [
      [PAGE, {}],
      [CHOICES, {}],
      [`query($id: ID!) { advertiserById(id: $id) { id } }`, { id: target }],
      [CREATE, { r: { networkId: 'cj', name: 'P', domain: 'p.test' } }],
      [UPDATE, { id: target, r: { name: 'P' } }],
      [DELETE, { id: target }],
      [RESTORE, { id: target }],
    ] as const) {
      const refused = await t.gql(publisher, query, variables);
      expect({ query, message: refused.errors?.[0].message }).toEqual({ query, message: FORBIDDEN });
    }
    const calls = [
      t.http().get('/cms/advertisers'),
      t.http().post('/cms/advertisers').send({ networkId: 'cj', name: 'P', domain: 'p.test' }),
      t.http().get(`/cms/advertisers/${target}`),
      t.http().patch(`/cms/advertisers/${target}`).send({ name: 'P' }),
      t.http().delete(`/cms/advertisers/${target}`),
      t.http().post('/cms/network/cj/advertisers/csv').attach('file', Buffer.from('advertiserId,name,domain\nz,Z,z.test\n'), 'a.csv'),
    ];
    for (const call of calls) {
      const response = await call.set('authorization', publisher);
      expect({ url: response.request.url, status: response.status }).toEqual({ url: response.request.url, status: 403 });
    }
    expect(await versionOf(target)).toBe(before);
  });

  it('an audit landing on an advertiser created in the CMS meets its settings at once', async () => {
    const directory = t.app.get<AdvertiserDirectory>(ADVERTISER_DIRECTORY);
    const shop = await create({ networkId: 'awin', advertiserId: '5004', name: 'Shop Four', domain: 'shop-four.test' });
    await gqlOk(admin, UPDATE, { id: shop.id, r: { cannotAudit: true, cannotAuditReason: 'Soft block', bespokeCookieValueType: '3', bespokeCookieName: 'four_*' } });
    const profile = await directory.resolve({ networkId: 'awin', networkAdvertiserId: '5004', domain: 'shop-four.test', auditId: 'audit-4' });
    expect(profile).toMatchObject({ advertiserId: shop.id, cannotAudit: true, cannotAuditReason: 'Soft block', bespokeCookieValueType: 3, bespokeCookieName: 'four_*' });
    expect(await versionOf(shop.id)).toBe(2n);
  });
});
