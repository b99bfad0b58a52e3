import supertest from 'supertest';
import { createAuthTestApp, createCompany, type AuthTestApp } from '../test-support/auth-test-app';
import { startOidcIssuer, type OidcIssuer } from '../test-support/oidc-issuer';
import { SSO_FAILED, SSO_NOT_CONFIGURED } from './sso-client';

describe('single sign-on against a real OpenID provider (real Postgres)', () => {
  let t: AuthTestApp;
  let issuer: OidcIssuer;

  beforeAll(async () => {
    issuer = await startOidcIssuer({
      'idp-ann': { email: 'Ann@Example.com' },
      'idp-stranger': { email: 'stranger@example.com' },
      'idp-unverified': { email: 'ann@example.com', emailVerified: false },
    });
    t = await createAuthTestApp('auth_sso', {
      OIDC_ISSUER_URL: issuer.url,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
      OIDC_REDIRECT_URI: issuer.redirectUri,
    });
    const companyId = await createCompany(t, { name: 'Ann Ltd' });
    await t
      .http()
      .post('/accounts/users')
      .set('authorization', await t.adminBearer())
      .send({ email: 'ann@example.com', name: 'Ann', companyId, password: 'temporary-pass-1' })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /** The browser's part: ask for the URL (keeping the cookie), sign in at the issuer, post the code. */
  const signInAs = async (accountId: string, status: number) => {
    const agent = supertest.agent(t.app.getHttpServer());
    const url = await agent.get('/auth/sso/url').expect(200);
    expect(url.headers['set-cookie'][0]).toMatch(/HttpOnly/);
    const code = await issuer.signIn(url.body.url, accountId);
    return agent.post('/auth/sso/token').send({ code }).expect(status);
  };

  it('points the browser at the issuer with PKCE and a state', async () => {
    const response = await t.http().get('/auth/sso/url').expect(200);
    const url = new URL(response.body.url);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(issuer.redirectUri);
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
  });

  it('logs in the user whose e-mail the issuer vouches for, case-insensitively, even before account setup', async () => {
    const response = await signInAs('idp-ann', 200);
    expect(response.body).toMatchObject({
      error: null,
      action: 'continue',
      user: { email: 'ann@example.com', company: { name: 'Ann Ltd' } },
    });
    await t
      .http()
      .get('/auth/check')
      .set('authorization', `Bearer ${response.body.tokens.accessToken}`)
      .expect(200);
  });

  it('refuses an issuer account with no user, or with an unverified e-mail', async () => {
    const stranger = await signInAs('idp-stranger', 401);
    expect(stranger.body.errorMessage).toBe(
      'No account uses the e-mail address stranger@example.com. Ask your company owner to invite you.',
    );
    const unverified = await signInAs('idp-unverified', 401);
    expect(unverified.body.errorMessage).toMatch(/no verified e-mail address/);
  });

  it('refuses a code without the browser that asked for it, and a made-up code', async () => {
    const agent = supertest.agent(t.app.getHttpServer());
    const { body } = await agent.get('/auth/sso/url').expect(200);
    const code = await issuer.signIn(body.url, 'idp-ann');
    const elsewhere = await t.http().post('/auth/sso/token').send({ code }).expect(401);
    expect(elsewhere.body.errorMessage).toBe(
      'This single sign-on attempt has expired. Please start again.',
    );
    const madeUp = await agent.post('/auth/sso/token').send({ code: 'made-up' }).expect(401);
    expect(madeUp.body.errorMessage).toBe(SSO_FAILED);
  });

  it('says so when SSO is not configured', async () => {
    const plain = await createAuthTestApp('auth_no_sso');
    try {
      const response = await plain.http().get('/auth/sso/url').expect(404);
      expect(response.body.errorMessage).toBe(SSO_NOT_CONFIGURED);
    } finally {
      await plain.close();
    }
  });
});
