import { ROLES } from '@tracklight/access';
import {
  createActiveUser,
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from '../test-support/auth-test-app';
import { userStream } from '@tracklight/contracts';

describe('user management: /accounts/users and userMany (real Postgres)', () => {
  let t: AuthTestApp;
  let admin: string;
  let companyId: string;
  let otherCompanyId: string;
  let owner: { id: string; bearer: string };
  let publisher: { id: string; bearer: string };

  beforeAll(async () => {
    t = await createAuthTestApp('auth_users');
    admin = await t.adminBearer();
    companyId = await createCompany(t, { name: 'Publisher Ltd' });
    otherCompanyId = await createCompany(t, { name: 'Other Ltd' });
    const o = await createActiveUser(t, {
      email: 'owner@example.com',
      companyId,
      isCompanyOwner: true,
    });
    const p = await createActiveUser(t, { email: 'pub@example.com', companyId, name: 'Pub' });
    owner = { id: o.id, bearer: `Bearer ${o.tokens.accessToken}` };
    publisher = { id: p.id, bearer: `Bearer ${p.tokens.accessToken}` };
    await createActiveUser(t, { email: 'elsewhere@example.com', companyId: otherCompanyId });
  });
  afterAll(() => t.close());

  it('lets a super admin invite a user with roles and grants, recorded as events with the actor', async () => {
    const response = await t
      .http()
      .post('/accounts/users')
      .set('authorization', admin)
      .send({
        email: 'Network.User@example.com',
        name: 'Nia Network',
        title: 'Partner manager',
        companyId,
        password: 'temporary-pass-1',
        roles: [ROLES.networkUser.id],
        grants: ['api', 'scheduling'],
      })
      .expect(201);
    expect(response.body).toMatchObject({
      email: 'Network.User@example.com',
      isEnabled: true,
      mustSetPassword: true,
      company: { id: companyId, name: 'Publisher Ltd' },
      roles: [ROLES.networkUser],
      grants: ['api', 'scheduling'],
    });
    const { events } = await t.store.readStream(userStream(response.body.id));
    expect(events.map((event) => event.type)).toEqual([
      'UserInvited',
      'RoleGranted',
      'GrantChanged',
      'GrantChanged',
    ]);
    expect(events[0].metadata.actorUserId).toEqual(expect.any(String));
  });

  it('refuses a second user with the same e-mail, whatever its case', async () => {
    const response = await t
      .http()
      .post('/accounts/users')
      .set('authorization', admin)
      .send({ email: 'OWNER@example.com', name: 'Dup', companyId, password: 'temporary-pass-1' })
      .expect(409);
    expect(response.body.errorMessage).toBe('A user with this e-mail address already exists.');
  });

  it('lets a company owner manage their own company only, without roles or grants', async () => {
    const created = await t
      .http()
      .post('/accounts/users')
      .set('authorization', owner.bearer)
      .send({ email: 'colleague@example.com', name: 'Colleague', password: 'temporary-pass-1' })
      .expect(201);
    expect(created.body.company.id).toBe(companyId);
    const elsewhere = await t
      .http()
      .post('/accounts/users')
      .set('authorization', owner.bearer)
      .send({
        email: 'x@example.com',
        name: 'X',
        companyId: otherCompanyId,
        password: 'temporary-pass-1',
      })
      .expect(403);
    expect(elsewhere.body.errorMessage).toBe('You can only manage users of your own company.');
    const grant = await t
      .http()
      .patch(`/accounts/users/${created.body.id}`)
      .set('authorization', owner.bearer)
      .send({ grants: ['api'] })
      .expect(403);
    expect(grant.body.errorMessage).toBe(
      'Only a super admin can change roles, feature grants or the company of a user.',
    );
    await t
      .http()
      .patch(`/accounts/users/${created.body.id}`)
      .set('authorization', owner.bearer)
      .send({ title: 'Analyst' })
      .expect(200);
  });

  it("keeps other companies' users out of sight: lists are scoped, reads answer 404", async () => {
    const list = await t
      .http()
      .get('/accounts/users')
      .set('authorization', owner.bearer)
      .expect(200);
    expect(new Set(list.body.map((u: { company: { id: string } }) => u.company.id))).toEqual(
      new Set([companyId]),
    );
    const others = await t
      .http()
      .get(`/accounts/users?companyId=${otherCompanyId}`)
      .set('authorization', admin)
      .expect(200);
    expect(others.body.map((u: { email: string }) => u.email)).toEqual(['elsewhere@example.com']);
    const outsider = others.body[0].id as string;
    const hidden = await t
      .http()
      .get(`/accounts/users/${outsider}`)
      .set('authorization', owner.bearer)
      .expect(404);
    expect(hidden.body.errorMessage).toBe('No user with this id.');
    await t
      .http()
      .patch(`/accounts/users/${outsider}`)
      .set('authorization', owner.bearer)
      .send({ title: 'x' })
      .expect(404);
  });

  it('keeps a publisher out of user management', async () => {
    await t.http().get('/accounts/users').set('authorization', publisher.bearer).expect(403);
    await t
      .http()
      .post('/accounts/users')
      .set('authorization', publisher.bearer)
      .send({})
      .expect(403);
  });

  it('records only what a PATCH really changes, and moves the e-mail address with the user', async () => {
    const before = (await t.store.readStream(userStream(publisher.id))).version;
    const response = await t
      .http()
      .patch(`/accounts/users/${publisher.id}`)
      .set('authorization', admin)
      .send({
        name: 'Pub',
        title: 'Head of affiliates',
        email: 'pub.renamed@example.com',
        roles: [ROLES.shareUser.id],
      })
      .expect(200);
    expect(response.body).toMatchObject({
      title: 'Head of affiliates',
      email: 'pub.renamed@example.com',
      roles: [ROLES.shareUser],
    });
    const { events } = await t.store.readStream(userStream(publisher.id));
    const added = events.filter((event) => event.streamPosition > before);
    expect(added.map((event) => [event.type, event.data])).toEqual([
      [
        'UserUpdated',
        { changes: { email: 'pub.renamed@example.com', title: 'Head of affiliates' } },
      ],
      ['RoleGranted', { role: ROLES.shareUser }],
    ]);
    await t.login('pub.renamed@example.com', 'chosen-password-1');
    await t
      .http()
      .post('/auth/login')
      .send({ username: 'pub@example.com', password: 'chosen-password-1' })
      .expect(401);
  });

  it('disables on DELETE: the user can no longer log in or refresh, and nobody disables themselves', async () => {
    const victim = await createActiveUser(t, { email: 'leaver@example.com', companyId });
    const response = await t
      .http()
      .delete(`/accounts/users/${victim.id}`)
      .set('authorization', owner.bearer)
      .expect(200);
    expect(response.body.isEnabled).toBe(false);
    const login = await t
      .http()
      .post('/auth/login')
      .send({ username: 'leaver@example.com', password: victim.password })
      .expect(403);
    expect(login.body.errorMessage).toBe(
      'Your account is disabled. Ask your company owner to enable it.',
    );
    await t
      .http()
      .post('/auth/refresh')
      .set('refresh', victim.tokens.refreshToken)
      .send({ username: 'leaver@example.com' })
      .expect(401);
    const self = await t
      .http()
      .delete(`/accounts/users/${owner.id}`)
      .set('authorization', owner.bearer)
      .expect(400);
    expect(self.body.errorMessage).toBe('You cannot disable your own account.');
    await t
      .http()
      .patch(`/accounts/users/${victim.id}`)
      .set('authorization', owner.bearer)
      .send({ isEnabled: true })
      .expect(200);
    await t.login('leaver@example.com', victim.password);
  });

  it("answers userMany with the filters of the spec, scoped to the caller's company", async () => {
    const query = `query($filter: UserManyFilter, $limit: Int) { userMany(filter: $filter, limit: $limit) { email isEnabled company { id name } roles { id name } } }`;
    const gql = (bearer: string, variables: object) =>
      t.http().post('/gql').set('authorization', bearer).send({ query, variables });
    const mine = await gql(publisher.bearer, { limit: 100000 }).expect(200);
    expect(
      mine.body.data.userMany.every((u: { company: { id: string } }) => u.company.id === companyId),
    ).toBe(true);
    const asked = await gql(publisher.bearer, { filter: { companyId: otherCompanyId } });
    expect(
      asked.body.data.userMany.every(
        (u: { company: { id: string } }) => u.company.id === companyId,
      ),
    ).toBe(true);
    const enabled = await gql(admin, {
      filter: { isEnabled: true, companyId: otherCompanyId },
      limit: 1,
    });
    expect(enabled.body.data.userMany).toEqual([
      {
        email: 'elsewhere@example.com',
        isEnabled: true,
        company: { id: otherCompanyId, name: 'Other Ltd' },
        roles: [],
      },
    ]);
    const anonymous = await t.http().post('/gql').send({ query, variables: {} });
    expect(anonymous.body.errors[0].message).toBe('Please log in to continue.');
  });

  it('validates the body with messages the UI can show', async () => {
    const response = await t
      .http()
      .post('/accounts/users')
      .set('authorization', admin)
      .send({ email: 'not-an-email', name: 'X', password: 'temporary-pass-1' })
      .expect(400);
    expect(response.body.errorMessage).toBe('Please enter a valid e-mail address.');
    const role = await t
      .http()
      .patch(`/accounts/users/${publisher.id}`)
      .set('authorization', admin)
      .send({ roles: ['pope'] })
      .expect(400);
    expect(role.body.errorMessage).toBe('There is no role with the id pope.');
    await t.http().get('/accounts/users/not-a-uuid').set('authorization', admin).expect(400);
  });
});
