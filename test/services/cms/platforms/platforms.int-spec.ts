import { PLATFORM_CATALOGUE, type PlatformCatalogue } from '@tracklight/contracts';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';
import { SeedPlatformsService } from '../../../../services/cms/src/platforms/seed-platforms/seed-platforms.service';

type Answer<T = Record<string, unknown>> = { data: T; errors?: { message: string }[] };
const LIST = `{ platformMany(perPage: 100) { count items { id name } } }`;

/** The platform fingerprints in the CMS (real Postgres): shipped once, edited, read by the engine. */
describe('CMS platforms (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'cms_platforms', migrations: CMS_MIGRATIONS });
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  const gql = <T = Record<string, unknown>>(bearer: string, query: string, variables: Record<string, unknown> = {}) =>
    t.gql<T>(bearer, query, variables) as Promise<Answer<T>>;

  it('ships the seven platforms once; a later start keeps an edit and a deletion, and the engine reads them at once', async () => {
    const { data } = await gql<{ platformMany: { count: number } }>(admin, LIST);
    expect(data.platformMany.count).toBe(7);
    await gql(admin, `mutation { platformUpdateById(id: "shopify", record: { headers: ["x-shopid"] }) { id } }`);
    await gql(admin, `mutation { platformSoftDeleteById(id: "wix") { id } }`);
    await expect(t.app.get(SeedPlatformsService).seed()).resolves.toBe(0);

    const fingerprints = await t.app.get<PlatformCatalogue>(PLATFORM_CATALOGUE).fingerprints();
    expect(fingerprints.map((f) => f.id)).not.toContain('wix');
    expect(fingerprints.find((f) => f.id === 'shopify')).toMatchObject({ name: 'Shopify', headers: ['x-shopid'], globals: ['Shopify.shop', 'ShopifyAnalytics'] });
  });

  it('refuses a global that is code, and a platform with no signal, naming what is wrong', async () => {
    const create = `mutation($r: PlatformInput!) { platformCreateOne(record: $r) { id } }`;
    const code = await gql(admin, create, { r: { id: 'shopware', name: 'Shopware', globals: ['fetch("/steal")'] } });
    expect(code.errors?.[0].message).toBe('Globals: "fetch("/steal")" is not a JavaScript name such as Shopify or Shopify.shop.');
    const empty = await gql(admin, create, { r: { id: 'shopware', name: 'Shopware' } });
    expect(empty.errors?.[0].message).toMatch(/^A platform needs at least one signal/);
    const made = await gql<{ platformCreateOne: { id: string } }>(admin, create, { r: { id: 'shopware', name: 'Shopware', metaGeneratorPatterns: ['^Shopware'] } });
    expect(made.data.platformCreateOne.id).toBe('shopware');
  });

  it('is staff only', async () => {
    const read = await gql(publisher, LIST);
    expect(read.errors?.[0].message).toBe('Your account does not have access to this. Ask your company owner if you need it.');
  });
});
