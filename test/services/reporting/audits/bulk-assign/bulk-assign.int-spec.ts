import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { CHANGED_MEANWHILE } from '../../../../../services/reporting/src/audits/bulk-assign/bulk-assign.handler';
import { NOT_A_COLLEAGUE } from '../../../../../services/reporting/src/audits/bulk-assign/bulk-assignment';
import { createReportingTestApp, requestCompanyAudits, type ReportingTestApp } from '../../test-support/reporting-test-app';

const ASSIGN = `mutation($csv: String!, $userId: ID!) { assignToUser(csv: $csv, userId: $userId) { reassigned } }`;
const LINK = 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1';

/**
 * assignToUser (spec section 7) through GraphQL, in real Postgres: every row's assignment stream
 * is decided and stored in one transaction (BulkAssignHandler, decideOnStreams), or none is.
 */
describe('bulk reassignment from a CSV', () => {
  let t: ReportingTestApp;
  let publisher: string;
  let samId: string;
  let quinnId: string;
  let ours: string[];
  let theirs: string;

  const assign = (csv: string, userId: string) => t.gql<{ assignToUser: { reassigned: number } }>(publisher, ASSIGN, { csv, userId });
  const assignments = async (auditId: string) => (await t.store.readStream(`auditassignment-${auditId}`)).events;

  beforeAll(async () => {
    t = await createReportingTestApp('bulk_assign', { AUDIT_WORKER: 'false' });
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    samId = (await createActiveUser(t, { email: 'sam@p.example', name: 'Sam', companyId: companyP })).id;
    quinnId = (await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ })).id;
    publisher = `Bearer ${pat.tokens.accessToken}`;
    ours = (await requestCompanyAudits(t.store, companyP, pat.id, [{ link: LINK }, { link: LINK }, { link: LINK }])).auditIds;
    [theirs] = (await requestCompanyAudits(t.store, companyQ, quinnId, [{ link: LINK }])).auditIds;
    await t.settleReports();
  });
  afterAll(() => t?.close());

  it('assigns every row\'s link to a colleague in one transaction, with its comment', async () => {
    const { data, errors } = await assign(`Audit ID,Comment\n${ours[0]},Check the tag\n${ours[1]},\n`, samId);
    expect(errors).toBeUndefined();
    expect(data.assignToUser.reassigned).toBe(2);
    const [first, second] = [(await assignments(ours[0]))[0], (await assignments(ours[1]))[0]];
    expect(first).toMatchObject({ type: 'AuditAssigned', data: { auditId: ours[0], assignee: { id: samId, name: 'Sam' }, comment: 'Check the tag' } });
    expect(second).toMatchObject({ type: 'AuditAssigned', data: { auditId: ours[1], comment: null } });
    expect(second.position.transactionId).toBe(first.position.transactionId);
  });

  it('refuses the whole file for one row of another company, or a user who is not a colleague, and stores nothing', async () => {
    const refused = await assign(`Audit ID\n${ours[2]}\n${theirs}\n`, samId);
    expect(refused.errors?.[0].message).toBe(`Nothing was reassigned: Row 2: no audit ${theirs} (unknown, or another company's).`);
    expect((await assign(`Audit ID\n${ours[2]}\n`, quinnId)).errors?.[0].message).toBe(`Nothing was reassigned: Row 1: ${NOT_A_COLLEAGUE}`);
    expect(await assignments(ours[2])).toEqual([]);
  });

  it('stores nothing when a link is reassigned by someone else meanwhile', async () => {
    const readStreams = t.store.readStreams.bind(t.store);
    // Someone assigns ours[1] between the command's read and its transaction.
    jest.spyOn(t.store, 'readStreams').mockImplementationOnce(async (streams) => {
      const read = await readStreams(streams);
      const meanwhile = { type: 'AuditUnassigned', data: { auditId: ours[1], batchId: (await assignments(ours[1]))[0].data.batchId } };
      await t.store.append(`auditassignment-${ours[1]}`, [meanwhile], 1n, { actorUserId: null, correlationId: 'meanwhile' });
      return read;
    });
    // With a comment, so ours[1] (Sam's already) is assigned again and its version checked.
    const { errors } = await assign(`Audit ID,Comment\n${ours[2]},\n${ours[1]},Look again\n`, samId);
    expect(errors?.[0].message).toBe(CHANGED_MEANWHILE);
    expect(await assignments(ours[2])).toEqual([]);
    expect((await assignments(ours[1])).map((event) => event.type)).toEqual(['AuditAssigned', 'AuditUnassigned']);
  });
});
