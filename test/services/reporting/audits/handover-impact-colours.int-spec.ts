import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import {
  createReportingTestApp,
  recordCompletedAudit,
  requestCompanyAudits,
  type ReportingTestApp,
} from '../test-support/reporting-test-app';

const AUDIT = `query($id: ID) { auditOne(filter: { id: $id }) {
  handoverImpact handoverImpactColour handoverImpactPostConsent handoverImpactPostConsentColour } }`;
const UPDATE = `mutation($k: String!, $v: String!) { platformContentUpdate(key: $k, value: $v) { value } }`;

/**
 * The thresholds that colour handover impacts are platform content: a super admin's edit
 * recolours the audits read after it. The audit's outcome is recorded as the runner records it
 * (no browser here: AUDIT_WORKER is off), with impacts chosen between the thresholds.
 */
describe('handover impact colours follow the platform content thresholds', () => {
  let t: ReportingTestApp;
  let admin: string;
  let publisher: string;
  let auditId: string;

  beforeAll(async () => {
    t = await createReportingTestApp('handover_colours', { AUDIT_WORKER: 'false' });
    admin = await t.adminBearer();
    const companyId = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId });
    publisher = `Bearer ${pat.tokens.accessToken}`;
    const { batchId, auditIds } = await requestCompanyAudits(t.store, companyId, pat.id, [
      { link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' },
    ]);
    [auditId] = auditIds;
    await recordCompletedAudit(t.store, auditId, batchId, { manualReviewRequired: false, handoverImpact: 45, handoverImpactPostConsent: 10 });
    await t.settleReports();
  });
  afterAll(() => t?.close());

  const colours = async () => {
    const { data, errors } = await t.gql<{ auditOne: Record<string, unknown> }>(publisher, AUDIT, {
      id: auditId,
    });
    expect(errors).toBeUndefined();
    return data.auditOne;
  };
  const update = (bearer: string, key: string, value: string) =>
    t.gql(bearer, UPDATE, { k: key, v: value });

  it('uses the shipped thresholds (critical 60, warning 30) at first', async () => {
    expect(await colours()).toEqual({
      handoverImpact: 45,
      handoverImpactColour: 'warning',
      handoverImpactPostConsent: 10,
      handoverImpactPostConsentColour: 'primary',
    });
  });

  it("recolours after a super admin's edit, and back", async () => {
    expect((await update(admin, 'handoverImpactThresholdCritical', '40')).errors).toBeUndefined();
    expect(await colours()).toMatchObject({ handoverImpactColour: 'danger' });
    expect((await update(admin, 'handoverImpactThresholdWarning', '5')).errors).toBeUndefined();
    expect(await colours()).toMatchObject({ handoverImpactPostConsentColour: 'warning' });
    await update(admin, 'handoverImpactThresholdCritical', '60');
    await update(admin, 'handoverImpactThresholdWarning', '30');
    expect(await colours()).toMatchObject({
      handoverImpactColour: 'warning',
      handoverImpactPostConsentColour: 'primary',
    });
  });

  it("refuses a publisher's edit, and the colours stay", async () => {
    const refused = await update(publisher, 'handoverImpactThresholdCritical', '1');
    expect(refused.errors?.[0].message).toBe(
      'Your account does not have access to this. Ask your company owner if you need it.',
    );
    expect(await colours()).toMatchObject({ handoverImpactColour: 'warning' });
  });
});
