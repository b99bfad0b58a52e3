import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';

const FIELDS = 'id title narrative statusType isActive createdAt updatedAt deletedAt version';
const CREATE = `mutation($r: NarrativeInput!) { narrativeCreateOne(record: $r) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $r: NarrativeInput!) { narrativeUpdateById(id: $id, record: $r) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { narrativeSoftDeleteById(id: $id) { id deletedAt } }`;
const RESTORE = `mutation($id: ID!) { narrativeRestoreById(id: $id) { id deletedAt } }`;
const MANY = `query($f: NarrativeFilter, $s: String, $o: String, $p: Int, $pp: Int) {
  narrativeMany(filter: $f, sortField: $s, sortOrder: $o, page: $p, perPage: $pp) { count items { id title statusType isActive } } }`;
const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

type Item = Record<string, unknown> & { id: string };
type Many = { narrativeMany: { count: number; items: Item[] } };

/** The generic CMS catalogue through /gql, on narratives, with real logins. */
describe('CMS catalogue GraphQL (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let store: EventStore;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'catalogue', migrations: CMS_MIGRATIONS });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  const create = async (record: Record<string, unknown>) => {
    const { data, errors } = await t.gql<{ narrativeCreateOne: Item }>(admin, CREATE, { r: record });
    expect(errors).toBeUndefined();
    return data.narrativeCreateOne;
  };

  it('creates an item with defaults, answers it at once, and records who did it', async () => {
    const item = await create({ title: 'After consent', narrative: 'Set once the visitor accepts.', statusType: 'CONDITIONAL_ON_CMP' });
    expect(item).toMatchObject({ title: 'After consent', statusType: 'CONDITIONAL_ON_CMP', isActive: true, deletedAt: null, version: 1 });
    const { events } = await store.readStream(`narrative-${item.id}`);
    expect(events.map((e) => e.type)).toEqual(['NarrativeCreated']);
    expect(events[0].metadata.actorUserId).not.toBeNull();
  });

  it('updates only what changed, and an update that changes nothing records nothing', async () => {
    const item = await create({ title: 'Immediate', narrative: 'Set at once.' });
    const { data } = await t.gql<{ narrativeUpdateById: Item }>(admin, UPDATE, { id: item.id, r: { narrative: 'Set on landing.', title: 'Immediate' } });
    expect(data.narrativeUpdateById).toMatchObject({ narrative: 'Set on landing.', version: 2 });
    await t.gql(admin, UPDATE, { id: item.id, r: { narrative: 'Set on landing.' } });
    const { events } = await store.readStream(`narrative-${item.id}`);
    expect(events.map((e) => [e.type, e.data.changes ?? null])).toEqual([
      ['NarrativeCreated', null],
      ['NarrativeUpdated', { narrative: 'Set on landing.' }],
    ]);
  });

  it.each([
    [{ narrative: 'No title' }, 'Title is required.'],
    [{ title: 'x'.repeat(201), narrative: 'n' }, 'Title must be at most 200 characters.'],
    [{ title: 't', narrative: 'n', statusType: 'GREAT' }, expect.stringMatching(/^Status type must be one of: IMMEDIATE, /)],
  ])('refuses %j with the field named, writing nothing', async (record, message) => {
    const before = await t.gql<Many>(admin, MANY, { f: { showDeleted: true }, pp: 1000 });
    const { errors } = await t.gql(admin, CREATE, { r: record });
    expect(errors?.[0].message).toEqual(message);
    const after = await t.gql<Many>(admin, MANY, { f: { showDeleted: true }, pp: 1000 });
    expect(after.data.narrativeMany.count).toBe(before.data.narrativeMany.count);
  });

  it('refuses a wrong type before it reaches the command, naming the field', async () => {
    const { errors } = await t.gql(admin, CREATE, { r: { title: { en: 'x' }, narrative: 'n' } });
    expect(errors?.[0].message).toMatch(/title/);
  });

  it('refuses to change a missing item, or to clear a required field', async () => {
    const missing = await t.gql(admin, UPDATE, { id: 'no-such-id', r: { title: 'x' } });
    expect(missing.errors?.[0].message).toBe('No such narrative.');
    const item = await create({ title: 'Keep', narrative: 'n' });
    const cleared = await t.gql(admin, UPDATE, { id: item.id, r: { title: '' } });
    expect(cleared.errors?.[0].message).toBe('Title is required.');
  });

  it('deletes softly, hides deleted items unless asked, refuses edits until restored', async () => {
    const item = await create({ title: 'Temporary', narrative: 'n' });
    const deleted = await t.gql<{ narrativeSoftDeleteById: Item }>(admin, DELETE, { id: item.id });
    expect(deleted.data.narrativeSoftDeleteById.deletedAt).not.toBeNull();
    const listed = await t.gql<Many>(admin, MANY, { f: { q: 'temporary' } });
    expect(listed.data.narrativeMany.items).toEqual([]);
    const binned = await t.gql<Many>(admin, MANY, { f: { q: 'temporary', showDeleted: true } });
    expect(binned.data.narrativeMany.items.map((i) => i.id)).toEqual([item.id]);
    const edit = await t.gql(admin, UPDATE, { id: item.id, r: { title: 'x' } });
    expect(edit.errors?.[0].message).toBe('This narrative is deleted. Restore it before changing it.');
    const restored = await t.gql<{ narrativeRestoreById: Item }>(admin, RESTORE, { id: item.id });
    expect(restored.data.narrativeRestoreById.deletedAt).toBeNull();
  });

  it('searches, filters, sorts and pages', async () => {
    await create({ title: 'zeta refresh', narrative: 'Needs a reload', statusType: 'CONDITIONAL_ON_CMP_AND_REFRESH', isActive: false });
    await create({ title: 'Alpha refresh', narrative: 'Also a reload', statusType: 'CONDITIONAL_ON_CMP_AND_REFRESH' });
    const searched = await t.gql<Many>(admin, MANY, { f: { q: 'RELOAD' }, s: 'title', o: 'ASC' });
    expect(searched.data.narrativeMany.items.map((i) => i.title)).toEqual(['Alpha refresh', 'zeta refresh']);
    const desc = await t.gql<Many>(admin, MANY, { f: { q: 'reload' }, s: 'title', o: 'DESC' });
    expect(desc.data.narrativeMany.items.map((i) => i.title)).toEqual(['zeta refresh', 'Alpha refresh']);
    const filtered = await t.gql<Many>(admin, MANY, { f: { statusType: 'CONDITIONAL_ON_CMP_AND_REFRESH', isActive: false } });
    expect(filtered.data.narrativeMany.items.map((i) => i.title)).toEqual(['zeta refresh']);
    const paged = await t.gql<Many>(admin, MANY, { f: { q: 'reload' }, s: 'title', p: 2, pp: 1 });
    expect(paged.data.narrativeMany).toMatchObject({ count: 2, items: [{ title: 'zeta refresh' }] });
    const badSort = await t.gql(admin, MANY, { s: 'password' });
    expect(badSort.errors?.[0].message).toBe('Narratives cannot be sorted by password.');
  });

  it('lets a publisher read narratives but change nothing', async () => {
    const item = await create({ title: 'Readable', narrative: 'n' });
    const read = await t.gql<Many>(publisher, MANY, { f: { q: 'readable' } });
    expect(read.data.narrativeMany.count).toBe(1);
    for (const [query, variables] of [
      [CREATE, { r: { title: 'Mine', narrative: 'n' } }],
      [UPDATE, { id: item.id, r: { title: 'Hacked' } }],
      [DELETE, { id: item.id }],
    ] as const) {
      const refused = await t.gql(publisher, query, variables);
      expect(refused.errors?.[0].message).toBe(FORBIDDEN);
    }
    expect((await store.readStream(`narrative-${item.id}`)).events).toHaveLength(1);
  });
});

describe('CMS catalogue REST (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'catalogue_rest', migrations: CMS_MIGRATIONS });
    admin = await t.adminBearer();
  });
  afterAll(() => t?.close());

  it('GET /cms/narratives lists and GET /cms/narratives/{id} reads, with bad queries refused by name', async () => {
    const { data } = await t.gql<{ narrativeCreateOne: Item }>(admin, CREATE, { r: { title: 'Over REST', narrative: 'n' } });
    const id = data.narrativeCreateOne.id;
    const list = await t.http().get('/cms/narratives').query({ q: 'rest' }).set('authorization', admin).expect(200);
    expect(list.body).toMatchObject({ count: 1, items: [{ id, title: 'Over REST' }] });
    const one = await t.http().get(`/cms/narratives/${id}`).set('authorization', admin).expect(200);
    expect(one.body).toMatchObject({ id, narrative: 'n' });
    const missing = await t.http().get('/cms/narratives/nope').set('authorization', admin).expect(404);
    expect(missing.body.errorMessage).toBe('No such narrative.');
    const bad = await t.http().get('/cms/narratives').query({ perPage: '5000' }).set('authorization', admin).expect(400);
    expect(bad.body.errorMessage).toBe('perPage must be at most 1000.');
    const unknown = await t.http().get('/cms/narratives').query({ colour: 'red' }).set('authorization', admin).expect(400);
    expect(unknown.body.errorMessage).toMatch(/colour/);
    await t.http().get('/cms/narratives').expect(401);
  });
});
