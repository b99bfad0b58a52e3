import { randomUUID } from 'node:crypto';
import { COMPANY_QUOTAS, type CompanyQuotas } from '@tracklight/access';
import { DataSource } from 'typeorm';
import {
  createActiveUser,
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from '../test-support/auth-test-app';
import { companyStream } from '@tracklight/contracts';

describe('companies: /accounts/companies, companyMany, companyById and quotas (real Postgres)', () => {
  let t: AuthTestApp;
  let admin: string;
  let companyId: string;
  let otherId: string;
  let owner: string;

  beforeAll(async () => {
    t = await createAuthTestApp('auth_companies');
    admin = await t.adminBearer();
    companyId = await createCompany(t, {
      name: 'Publisher Ltd',
      numMonthlyLinks: 100,
      resetDay: 23,
      billingId: 'B-17',
      maxBatchSize: 50,
    });
    otherId = await createCompany(t, { name: 'Other Ltd' });
    owner = `Bearer ${(await createActiveUser(t, { email: 'owner@example.com', companyId, isCompanyOwner: true })).tokens.accessToken}`;
  });
  afterAll(() => t.close());

  it("creates a company with the spec's fields and defaults, super admins only", async () => {
    const response = await t
      .http()
      .get(`/accounts/companies/${companyId}`)
      .set('authorization', admin)
      .expect(200);
    expect(response.body).toMatchObject({
      name: 'Publisher Ltd',
      isSuperAdmin: false,
      moonpullShareEnabled: false,
      companyType: 'publisher',
      billingId: 'B-17',
      resetDay: 23,
      numMonthlyLinks: 100,
      numExtraMonthlyLinks: 0,
      numAudits: 0,
      remainingAudits: 100,
      maxBatchSize: 50,
      queues: ['a', 'b', 'c'],
    });
    expect(new Date(response.body.nextResetDate).getUTCDate()).toBe(23);
    const refused = await t
      .http()
      .post('/accounts/companies')
      .set('authorization', owner)
      .send({ name: 'Mine' })
      .expect(403);
    expect(refused.body.errorMessage).toMatch(/does not have access/);
    const invalid = await t
      .http()
      .post('/accounts/companies')
      .set('authorization', admin)
      .send({ name: 'Bad', resetDay: 31 })
      .expect(400);
    expect(invalid.body.errorMessage).toBe(
      'The reset day must be a day of the month from 1 to 28.',
    );
  });

  it('shows everyone else their own company only, without the billing id', async () => {
    const list = await t.http().get('/accounts/companies').set('authorization', owner).expect(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Publisher Ltd']);
    expect(list.body[0].billingId).toBeNull();
    await t.http().get(`/accounts/companies/${otherId}`).set('authorization', owner).expect(404);
    const all = await t.http().get('/accounts/companies').set('authorization', admin).expect(200);
    expect(all.body.map((c: { name: string }) => c.name)).toEqual([
      'Other Ltd',
      'Publisher Ltd',
      'Tracklight',
    ]);
  });

  it('answers companyMany and companyById over GraphQL with the same scoping', async () => {
    const gql = (bearer: string, query: string) =>
      t.http().post('/gql').set('authorization', bearer).send({ query });
    const many = await gql(owner, '{ companyMany { id name remainingAudits queues } }').expect(200);
    expect(many.body.data.companyMany).toEqual([
      { id: companyId, name: 'Publisher Ltd', remainingAudits: 100, queues: ['a', 'b', 'c'] },
    ]);
    const byId = await gql(admin, `{ companyById(id: "${otherId}") { name billingId } }`);
    expect(byId.body.data.companyById).toEqual({ name: 'Other Ltd', billingId: null });
    const hidden = await gql(owner, `{ companyById(id: "${otherId}") { name } }`);
    expect(hidden.body.errors[0].message).toBe('No company with this id.');
  });

  it('records a PATCH as the changed fields only, and recomputes the reset date', async () => {
    const response = await t
      .http()
      .patch(`/accounts/companies/${companyId}`)
      .set('authorization', admin)
      .send({ name: 'Publisher Ltd', moonpullShareEnabled: true, resetDay: 5 })
      .expect(200);
    expect(response.body).toMatchObject({ moonpullShareEnabled: true, resetDay: 5 });
    expect(new Date(response.body.nextResetDate).getUTCDate()).toBe(5);
    const { events } = await t.store.readStream(companyStream(companyId));
    expect(events.at(-1)?.data).toEqual({
      changes: { moonpullShareEnabled: true, resetDay: 5 },
      nextResetDate: response.body.nextResetDate,
    });
    await t
      .http()
      .patch(`/accounts/companies/${companyId}`)
      .set('authorization', owner)
      .send({ numMonthlyLinks: 9999 })
      .expect(403);
  });

  it("adds this month's extra links", async () => {
    const response = await t
      .http()
      .post(`/accounts/companies/${companyId}/extra`)
      .set('authorization', admin)
      .send({ thisMonthExtra: 25 })
      .expect(200);
    expect(response.body).toMatchObject({ numExtraMonthlyLinks: 25, remainingAudits: 125 });
  });

  it('reserves audits through the COMPANY_QUOTAS port: never more than the allowance, even when racing', async () => {
    const quotas = t.app.get<CompanyQuotas>(COMPANY_QUOTAS);
    const context = { actorUserId: null, correlationId: 'quota-test' };
    const tooBig = await quotas.reserve(companyId, 51, randomUUID(), context);
    expect(tooBig).toMatchObject({
      reserved: false,
      errorMessage: 'A batch may hold at most 50 links; this one has 51.',
    });
    const results = await Promise.all(
      Array.from({ length: 3 }, () => quotas.reserve(companyId, 50, randomUUID(), context)),
    );
    expect(results.filter((r) => r.reserved)).toHaveLength(2);
    const refused = results.find((r) => !r.reserved)!;
    expect(refused).toMatchObject({ quota: { remainingAudits: 25 } });
    expect(refused.reserved === false && refused.errorMessage).toMatch(
      /^Your company has 25 audits left until \d{4}-\d{2}-\d{2}; this batch needs 50\./,
    );
    await expect(quotas.quota(companyId)).resolves.toMatchObject({
      numAudits: 100,
      remainingAudits: 25,
      unlimited: false,
    });
    await t.settle();
    const shown = await t
      .http()
      .get(`/accounts/companies/${companyId}`)
      .set('authorization', owner)
      .expect(200);
    expect(shown.body).toMatchObject({ numAudits: 100, remainingAudits: 25 });
  });

  it('keeps who changed what and when in auth.account_history, without secrets', async () => {
    await t.settle();
    const rows: { type: string; actor_user_id: string | null; data: object }[] = await t.app
      .get(DataSource)
      .query(
        `SELECT type, actor_user_id, data FROM auth.account_history WHERE stream = $1 ORDER BY occurred_at`,
        [companyStream(companyId)],
      );
    expect(rows.map((row) => row.type)).toEqual([
      'CompanyCreated',
      'CompanyUpdated',
      'ExtraLinksGranted',
      'AuditsReserved',
      'AuditsReserved',
    ]);
    expect(rows[1].actor_user_id).toEqual(expect.any(String));
    const secrets: unknown[] = await t.app
      .get(DataSource)
      .query(`SELECT 1 FROM auth.account_history WHERE data::text LIKE '%argon2%'`);
    expect(secrets).toEqual([]);
  });
});
