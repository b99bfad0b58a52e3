import { awinClick } from '../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { completeAudit, createReportingTestApp, publisherWithAudit, type ReportingTestApp } from '../test-support/reporting-test-app';

const AUDIT = `query($id: ID) { auditOne(filter: { id: $id }) {
  detectedCmpId detectedCmp { name } advertiser { id whitelistRequest { id whitelistSent whitelistActive } } badges { label } } }`;
const WL_CREATE = `mutation($r: WhitelistingRequestCreateInput!) { whitelistingRequestCreate(record: $r) { id } }`;
const WL_UPDATE = `mutation($id: ID!, $r: WhitelistingRequestInput!) { whitelistingRequestUpdateById(id: $id, record: $r) { id } }`;

type Audit = { detectedCmpId: string; detectedCmp: { name: string }; advertiser: { whitelistRequest: unknown } | null; badges: { label: string }[] };

/**
 * Reporting's copy of CMP names and whitelisting requests (cms-content.projection.ts): an edit in
 * the CMS shows in the audit's detectedCmp, its 'CMP: {name}' badge and its whitelist badges.
 * The audit's outcome is recorded as the runner records it (no browser: AUDIT_WORKER is off).
 */
describe('CMS content in audits (real Postgres)', () => {
  let t: ReportingTestApp;
  let admin: string;
  let publisher: string;
  let auditId: string;

  beforeAll(async () => {
    t = await createReportingTestApp('cms_content_audits', { AUDIT_WORKER: 'false' });
    admin = await t.adminBearer();
    const created = await publisherWithAudit(t);
    ({ publisher, auditId } = created);
    const scenario = awinClick().withAcceptedBanner('Cybotcookiebot');
    await completeAudit(t.store, { auditId, batchId: created.batchId, advertiserId: 'awin-1001' }, scenario.build(), scenario.evaluate());
    await t.settleReports();
  });
  afterAll(() => t?.close());

  const audit = async (): Promise<Audit> => {
    await t.settleReports();
    const { data, errors } = await t.gql<{ auditOne: Audit }>(publisher, AUDIT, { id: auditId });
    expect(errors).toBeUndefined();
    return data.auditOne;
  };
  const labels = async () => (await audit()).badges.map((badge) => badge.label);
  const change = async (query: string, variables: Record<string, unknown>) => {
    const { errors } = await t.gql(admin, query, variables);
    expect(errors).toBeUndefined();
  };

  it('names the detected CMP as the CMS does, follows an edit, and falls back to the rule name once deleted', async () => {
    expect(await audit()).toMatchObject({ detectedCmpId: 'Cybotcookiebot', detectedCmp: { name: 'Cookiebot' } });
    expect(await labels()).toContain('CMP: Cookiebot');
    await change(`mutation { cmpUpdateById(id: "Cybotcookiebot", record: { name: "Cookiebot by Usercentrics" }) { id } }`, {});
    expect(await labels()).toContain('CMP: Cookiebot by Usercentrics');
    await change(`mutation { cmpSoftDeleteById(id: "Cybotcookiebot") { id } }`, {});
    expect((await audit()).detectedCmp).toEqual({ name: 'Cybotcookiebot' });
    await change(`mutation { cmpRestoreById(id: "Cybotcookiebot") { id } }`, {});
    expect(await labels()).toContain('CMP: Cookiebot by Usercentrics');
  });

  it("shows the advertiser's whitelisting request: Requested until sent, Confirmed once active", async () => {
    const whitelist = async () => (await labels()).filter((label) => label.startsWith('Whitelist'));
    expect(await whitelist()).toEqual([]);
    const { data } = await t.gql<{ whitelistingRequestCreate: { id: string } }>(admin, WL_CREATE, {
      r: { advertiserId: 'awin-1001', technicalContact: 'Tess', technicalContactEmail: 'tess@shop.example' },
    });
    const id = data.whitelistingRequestCreate.id;
    expect(await whitelist()).toEqual(['Whitelist Requested']);
    expect((await audit()).advertiser?.whitelistRequest).toEqual({ id, whitelistSent: false, whitelistActive: false });
    await change(WL_UPDATE, { id, r: { whitelistSent: true } });
    expect(await whitelist()).toEqual([]);
    await change(WL_UPDATE, { id, r: { whitelistConfirmed: true, whitelistActive: true } });
    expect(await whitelist()).toEqual(['Whitelist Confirmed']);
    await change(`mutation($id: ID!) { whitelistingRequestSoftDeleteById(id: $id) { id } }`, { id });
    expect(await whitelist()).toEqual([]);
  });
});
