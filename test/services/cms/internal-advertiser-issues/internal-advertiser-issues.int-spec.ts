import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

/** The internal advertiser issue modal's calls and the CMP metadata form's (spec section 7), real Postgres. */
describe('internal advertiser issues and CMP metadata (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let publisher: string;
  let store: EventStore;

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'internal_issues', migrations: CMS_MIGRATIONS });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    publisher = `Bearer ${(await createActiveUser(t, { email: 'pat@p.example', companyId })).tokens.accessToken}`;
  });
  afterAll(() => t?.close());

  const post = (bearer: string, body: object) => t.http().post('/internal-advertiser-issues').set('authorization', bearer).send(body);
  const current = (advertiserId: string) => t.http().get(`/internal-advertiser-issues/${advertiserId}`).set('authorization', admin);

  it('creates, updates and resolves an issue, after which the advertiser has no open issue', async () => {
    expect((await current('adv-1').expect(200)).body).toEqual({ internalAdvertiserIssue: null });
    const created = await post(admin, { advertiserId: 'adv-1', referenceAuditId: 'audit-1', issueType: 'cmp_issue', comment: 'Banner not clicked' }).expect(200);
    const issue = created.body.internalAdvertiserIssue;
    expect(issue).toMatchObject({ advertiserId: 'adv-1', issueType: 'cmp_issue', comment: 'Banner not clicked', resolvedAt: null });
    expect((await current('adv-1')).body.internalAdvertiserIssue.id).toBe(issue.id);

    const updated = await post(admin, { id: issue.id, advertiserId: 'adv-1', referenceAuditId: 'audit-1', issueType: 'soft_block', comment: 'Soft block after consent' }).expect(200);
    expect(updated.body.internalAdvertiserIssue).toMatchObject({ issueType: 'soft_block', resolvedAt: null });

    const resolved = await post(admin, {
      id: issue.id,
      advertiserId: 'adv-1',
      referenceAuditId: 'audit-1',
      issueType: 'soft_block',
      resolutionConclusion: 'Advertiser whitelisted our addresses',
    }).expect(200);
    expect(resolved.body.internalAdvertiserIssue.resolvedAt).not.toBeNull();
    expect((await current('adv-1')).body).toEqual({ internalAdvertiserIssue: null });
    const { events } = await store.readStream(`internaladvertiserissue-${issue.id}`);
    expect(events.map((e) => e.type)).toEqual(['InternalAdvertiserIssueCreated', 'InternalAdvertiserIssueUpdated', 'InternalAdvertiserIssueUpdated']);
  });

  it('refuses a bad issue with the field named, and a publisher, writing nothing', async () => {
    const missing = await post(admin, { advertiserId: 'adv-2', referenceAuditId: 'audit-2' }).expect(400);
    expect(missing.body).toMatchObject({ message: 'Issue Type is required.' });
    const badType = await post(admin, { advertiserId: 'adv-2', referenceAuditId: 'audit-2', issueType: 'angry' }).expect(400);
    expect(badType.body.message).toMatch(/^Issue Type must be one of: cmp_issue, soft_block/);
    const refused = await post(publisher, { advertiserId: 'adv-2', referenceAuditId: 'audit-2', issueType: 'other' }).expect(403);
    expect(refused.body.message).toBe(FORBIDDEN);
    expect((await current('adv-2')).body).toEqual({ internalAdvertiserIssue: null });
  });

  it('saves CMP metadata for an audit and updates it, recording who did it', async () => {
    const created = await t
      .http()
      .post('/cmps/metadata')
      .set('authorization', admin)
      .send({ auditId: 'audit-9', hasCmp: true, hasAcceptAll: true, size: 'big', placement: 'bottom', conclusion: 'three_button', createdById: 'someone-else' })
      .expect(201);
    expect(created.body).toMatchObject({ auditId: 'audit-9', hasCmp: true, hasDecline: false, conclusion: 'three_button' });
    expect(created.body.createdById).not.toBe('someone-else');
    const patched = await t.http().patch(`/cmps/metadata/${created.body.id}`).set('authorization', admin).send({ hasDecline: true, comment: 'Decline hidden in settings' }).expect(200);
    expect(patched.body).toMatchObject({ hasDecline: true, comment: 'Decline hidden in settings', auditId: 'audit-9' });
    const bad = await t.http().patch(`/cmps/metadata/${created.body.id}`).set('authorization', admin).send({ size: 'huge' }).expect(400);
    expect(bad.body.errorMessage).toBe('Size must be one of: small, typical, big.');
    await t.http().post('/cmps/metadata').set('authorization', publisher).send({ auditId: 'audit-9' }).expect(403);
  });
});
