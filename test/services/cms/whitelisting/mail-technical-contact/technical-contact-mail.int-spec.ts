import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../../../../services/auth/src/test-support/smtp-inbox';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../test-support/gql-test-app';

const CREATE = `mutation($r: WhitelistingRequestCreateInput!) {
  whitelistingRequestCreate(record: $r) { id whitelistSent whitelistSentDate whitelistConfirmed whitelistActive datacenterIds }
}`;
const EGRESS = { 'lon-dc1': ['203.0.113.10', '203.0.113.11'], 'fra-dc2': ['198.51.100.0/28'] };

type Created = { whitelistingRequestCreate: Record<string, unknown> & { id: string } };

/**
 * The whitelisting request's mail to the advertiser's technical contact (issue 20), through a real
 * SMTP server: the addresses to allow, replies to the publisher, and the request marked sent only
 * once the mail went; a mail that fails leaves the request stored and waiting for staff.
 */
describe('whitelisting request mail (real Postgres and SMTP)', () => {
  let inbox: SmtpInbox;
  let t: GqlTestApp;
  let requester: string;
  let advertiserId: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], {
      label: 'whitelist_mail',
      migrations: CMS_MIGRATIONS,
      env: { SMTP_URL: inbox.url, PRODUCT_NAME: 'Acme Link Audit', AUDIT_EGRESS_ADDRESSES: JSON.stringify(EGRESS) },
    });
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', name: 'Pat Publisher', companyId, grants: ['whitelisting'] });
    requester = `Bearer ${pat.tokens.accessToken}`;
    const admin = await t.adminBearer();
    const made = await t.gql<{ advertiserCreateOne: { id: string } }>(admin, `mutation($r: AdvertiserInput!) { advertiserCreateOne(record: $r) { id } }`, {
      r: { networkId: 'awin', advertiserId: '2002', name: 'Shop 2002', domain: 'shop-2002.test' },
    });
    advertiserId = made.data.advertiserCreateOne.id;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close().catch(() => undefined);
  });

  it('mails the technical contact the addresses to allow, and marks the request sent', async () => {
    const { data, errors } = await t.gql<Created>(requester, CREATE, {
      r: { advertiserId, technicalContact: 'Tess Tech', technicalContactEmail: 'tess@shop-2002.example', message: 'Our AWIN links fail the check.' },
    });
    expect(errors).toBeUndefined();
    expect(data.whitelistingRequestCreate).toMatchObject({
      whitelistSent: true,
      whitelistSentDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      whitelistConfirmed: false,
      whitelistActive: false,
      datacenterIds: ['lon-dc1', 'fra-dc2'],
    });
    const mail = await inbox.next();
    expect(mail).toContain('To: tess@shop-2002.example');
    expect(mail).toContain('Reply-To: pat@p.example');
    expect(mail).toContain("Subject: Please whitelist Acme Link Audit's audit browser on Shop 2002");
    expect(mail).toContain('Hello Tess Tech,');
    expect(mail).toContain('Pat Publisher of Publisher P uses Acme Link Audit');
    expect(mail).toContain('Shop 2002 (shop-2002.test)');
    for (const address of ['203.0.113.10   (lon-dc1)', '203.0.113.11   (lon-dc1)', '198.51.100.0/28   (fra-dc2)']) expect(mail).toContain(`  - ${address}`);
    expect(mail).toContain('Their message: Our AWIN links fail the check.');
    expect(mail).toContain(`Reference: ${data.whitelistingRequestCreate.id}`);
    // Created with the flags false (spec section 4), then sent: two events on the request's stream.
    const { events } = await t.app.get(EventStore).readStream(`whitelistingrequest-${data.whitelistingRequestCreate.id}`);
    expect(events.map((e) => e.type)).toEqual(['WhitelistingRequestCreated', 'WhitelistingRequestUpdated']);
    expect(events[0].data).toMatchObject({ fields: expect.objectContaining({ whitelistSent: false }) });
  });

  it('keeps the request not sent, for staff, when the mail cannot be delivered', async () => {
    await inbox.close();
    const { data, errors } = await t.gql<Created>(requester, CREATE, {
      r: { advertiserId, technicalContact: 'Tess Tech', technicalContactEmail: 'tess@shop-2002.example' },
    });
    expect(errors).toBeUndefined();
    expect(data.whitelistingRequestCreate).toMatchObject({ whitelistSent: false, whitelistSentDate: null, datacenterIds: null });
  });
});
