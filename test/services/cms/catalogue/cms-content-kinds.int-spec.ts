import { CMS_CONTENT_SPECS, typeNameOf, type CatalogueSpec } from '@tracklight/cms-catalogue';
import { EventStore, START_OF_STORE } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { SeedCmpsService } from '../../../../services/cms/src/cmps/seed-cmps/seed-cmps.service';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const WL_FIELDS = 'id advertiserId technicalContact userId whitelistSent whitelistSentDate whitelistConfirmed whitelistActive';
const WL_CREATE = `mutation($r: WhitelistingRequestCreateInput!) { whitelistingRequestCreate(record: $r) { ${WL_FIELDS} } }`;
const WL_UPDATE = `mutation($id: ID!, $r: WhitelistingRequestInput!) { whitelistingRequestUpdateById(id: $id, record: $r) { ${WL_FIELDS} } }`;
const SET_CONTENT = `mutation($k: String!, $v: String!) { platformContentUpdate(key: $k, value: $v) { key } }`;
const REQUEST = { advertiserId: 'awin-1001', technicalContact: 'Tess Tech', technicalContactEmail: 'tess@shop.example' };

type Answer<T = Record<string, unknown>> = { data: T; errors?: { message: string }[] };

/** The issue-15 content kinds through /gql: their own rules beyond the generic catalogue's. */
describe('CMS content kinds (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let publisherId: string;
  let store: EventStore;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'cms_content', migrations: CMS_MIGRATIONS });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
    publisherId = pat.id;
  });
  afterAll(() => t?.close());

  const gql = <T = Record<string, unknown>>(bearer: string, query: string, variables: Record<string, unknown> = {}) =>
    t.gql<T>(bearer, query, variables) as Promise<Answer<T>>;

  it('ships the CMPs once: a later start keeps an edit and a deletion', async () => {
    const one = `query($id: ID!) { cmpById(id: $id) { id name vendor deletedAt } }`;
    const { data } = await gql<{ cmpById: Record<string, unknown> }>(admin, one, { id: 'Cybotcookiebot' });
    expect(data.cmpById).toMatchObject({ name: 'Cookiebot', vendor: 'Usercentrics', deletedAt: null });
    await gql(admin, `mutation { cmpUpdateById(id: "Cybotcookiebot", record: { name: "Cookiebot CMP" }) { id } }`);
    await gql(admin, `mutation { cmpSoftDeleteById(id: "didomi") { id } }`);
    await expect(t.app.get(SeedCmpsService).seed()).resolves.toBe(0);
    const after = await gql<{ cmpById: Record<string, unknown> }>(admin, one, { id: 'Cybotcookiebot' });
    expect(after.data.cmpById.name).toBe('Cookiebot CMP');
    const deleted = await gql<{ cmpById: Record<string, unknown> }>(admin, one, { id: 'didomi' });
    expect(deleted.data.cmpById.deletedAt).not.toBeNull();
  });

  it('keeps documentation slugs unique and shaped, and lets every user read pages', async () => {
    const create = `mutation($r: DocumentationPageInput!) { documentationPageCreateOne(record: $r) { id slug } }`;
    const first = await gql<{ documentationPageCreateOne: { id: string } }>(admin, create, { r: { title: 'Start', slug: 'getting-started', body: '# Hi' } });
    expect(first.errors).toBeUndefined();
    const taken = await gql(admin, create, { r: { title: 'Again', slug: 'getting-started', body: 'x' } });
    expect(taken.errors?.[0].message).toBe('Another documentation page already has the slug "getting-started".');
    const badShape = await gql(admin, create, { r: { title: 'Bad', slug: 'Not a slug', body: 'x' } });
    expect(badShape.errors?.[0].message).toBe('Slug must be lower-case letters and digits, words joined by single dashes.');
    // Its own slug is no clash for the page itself.
    const same = await gql(admin, `mutation($id: ID!) { documentationPageUpdateById(id: $id, record: { slug: "getting-started", title: "Start here" }) { id } }`, {
      id: first.data.documentationPageCreateOne.id,
    });
    expect(same.errors).toBeUndefined();
    const read = await gql<{ documentationPageMany: { count: number } }>(publisher, `{ documentationPageMany { count } }`);
    expect(read.data.documentationPageMany.count).toBe(1);
  });

  it('needs a lite CMP recogniser on create and after every update, and checks the regexes', async () => {
    const create = `mutation($r: LiteCmpInput!) { liteCmpCreateOne(record: $r) { id } }`;
    const none = await gql(admin, create, { r: { name: 'Bare' } });
    expect(none.errors?.[0].message).toBe(
      'A lite CMP needs at least one recogniser: a script URL pattern, a consent cookie name pattern or a banner selector.',
    );
    const badRegex = await gql(admin, create, { r: { name: 'Broken', cookieNamePatterns: ['^CookieConsent$', '(unclosed'] } });
    expect(badRegex.errors?.[0].message).toBe('Consent cookie name patterns: "(unclosed" is not a valid regular expression.');
    const made = await gql<{ liteCmpCreateOne: { id: string } }>(admin, create, { r: { name: 'Cookiebot lite', cmpId: 'Cybotcookiebot', scriptUrlPatterns: ['consent\\.cookiebot\\.com'] } });
    expect(made.errors).toBeUndefined();
    const cleared = await gql(admin, `mutation($id: ID!) { liteCmpUpdateById(id: $id, record: { scriptUrlPatterns: [] }) { id } }`, {
      id: made.data.liteCmpCreateOne.id,
    });
    expect(cleared.errors?.[0].message).toMatch(/^A lite CMP needs at least one recogniser/);
  });

  it('creates a whitelisting request for the grant holder with the flags false, and fills the sent date once ticked', async () => {
    const refused = await gql(publisher, WL_CREATE, { r: REQUEST });
    expect(refused.errors?.[0].message).toBe(FORBIDDEN);
    const missing = await gql(admin, WL_CREATE, { r: { ...REQUEST, technicalContactEmail: '' } });
    expect(missing.errors?.[0].message).toBe('Recipient email is required.');

    // Listed under 'whitelisting' in the access list: allowed from the next call on.
    await gql(admin, SET_CONTENT, { k: 'accessControl', v: JSON.stringify({ whitelisting: ['PAT@p.example'] }) });
    const { data, errors } = await gql<{ whitelistingRequestCreate: Record<string, unknown> }>(publisher, WL_CREATE, { r: REQUEST });
    expect(errors).toBeUndefined();
    expect(data.whitelistingRequestCreate).toMatchObject({
      userId: publisherId,
      whitelistSent: false,
      whitelistSentDate: null,
      whitelistConfirmed: false,
      whitelistActive: false,
    });
    const id = data.whitelistingRequestCreate.id as string;
    const sent = await gql<{ whitelistingRequestUpdateById: Record<string, unknown> }>(admin, WL_UPDATE, { id, r: { whitelistSent: true } });
    expect(sent.data.whitelistingRequestUpdateById.whitelistSentDate).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    // The advertiser answers its latest request (spec section 3, Advertiser.whitelistRequest) until staff delete it.
    const recorded = await gql<{ advertiserCreateOne: { id: string } }>(admin, `mutation($r: AdvertiserInput!) { advertiserCreateOne(record: $r) { id } }`, {
      r: { networkId: 'awin', advertiserId: '1001', name: 'Shop 1001', domain: 'shop-1001.test' },
    });
    const advertiserId = recorded.data.advertiserCreateOne.id;
    const advertiser = async () =>
      (
        await gql<{ advertiserById: { whitelistRequest: unknown } }>(
          admin,
          `{ advertiserById(id: "${advertiserId}") { whitelistRequest { id whitelistSent whitelistConfirmed whitelistActive } } }`,
        )
      ).data.advertiserById.whitelistRequest;
    expect(await advertiser()).toBeNull();
    const made = await gql<{ whitelistingRequestCreate: { id: string } }>(admin, WL_CREATE, { r: { ...REQUEST, advertiserId } });
    const request = made.data.whitelistingRequestCreate.id;
    expect(await advertiser()).toEqual({ id: request, whitelistSent: false, whitelistConfirmed: false, whitelistActive: false });
    await gql(admin, WL_UPDATE, { id: request, r: { whitelistSent: true, whitelistConfirmed: true, whitelistActive: true } });
    expect(await advertiser()).toEqual({ id: request, whitelistSent: true, whitelistConfirmed: true, whitelistActive: true });
    await gql(admin, `mutation { whitelistingRequestSoftDeleteById(id: "${request}") { id } }`);
    expect(await advertiser()).toBeNull();

    await gql(admin, SET_CONTENT, { k: 'accessControl', v: '{}' });
    const again = await gql(publisher, WL_CREATE, { r: REQUEST });
    expect(again.errors?.[0].message).toBe(FORBIDDEN);
    // No generic create for this kind.
    const generic = await gql(admin, `mutation { whitelistingRequestCreateOne(record: {}) { id } }`);
    expect(generic.errors?.[0].message).toMatch(/whitelistingRequestCreateOne/);
  });

  it.each(CMS_CONTENT_SPECS.map((spec): [string, CatalogueSpec] => [spec.kind, spec]))('refuses a publisher every change of %s, writing nothing', async (kind, spec) => {
    const type = typeNameOf(spec);
    const everything = () => store.readAllAfter(START_OF_STORE, 100_000);
    const [one] = (await everything()).filter((e) => (e.data as { kind?: string }).kind === kind).slice(-1);
    const id = one ? (one.data as { id: string }).id : 'no-such-item';
    const before = (await everything()).length;
    const calls = [
      ...(spec.noGenericCreate ? [] : [`mutation { ${kind}CreateOne(record: {}) { id } }`]),
      `mutation { ${kind}UpdateById(id: "${id}", record: {}) { id } }`,
      `mutation { ${kind}SoftDeleteById(id: "${id}") { id } }`,
      `mutation { ${kind}RestoreById(id: "${id}") { id } }`,
      ...(kind === 'documentationPage' ? [] : [`{ ${kind}Many { count } }`, `query { ${kind}ById(id: "${id}") { id } }`]),
    ];
    for (const call of calls) {
      const refused = await gql(publisher, call);
      expect([type, refused.errors?.[0].message]).toEqual([type, FORBIDDEN]);
    }
    expect((await everything()).length).toBe(before);
  });
});
