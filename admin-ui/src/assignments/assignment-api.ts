import { gql } from '@apollo/client';
import { apolloClient, mutate } from '../dataProvider/apollo-client';
import type { ColleaguesQuery } from '../generated/operations';

/** A colleague an audit can be assigned to (types generated from the server's schema). */
export type Assignee = ColleaguesQuery['userMany'][number];

const COLLEAGUES = gql`
  query Colleagues($companyId: ID) {
    userMany(filter: { isEnabled: true, companyId: $companyId }, limit: 100000) {
      id
      name
      email
    }
  }
`;

const ASSIGN = gql`
  mutation AuditAssign($auditId: ID!, $userId: ID) {
    auditAssign(auditId: $auditId, userId: $userId) { id assignedTo { id name email } assignmentResolved }
  }
`;

const RESOLVE = gql`
  mutation AuditAssignmentResolve($auditId: ID!, $resolved: Boolean!) {
    auditAssignmentResolve(auditId: $auditId, resolved: $resolved) { id assignedTo { id name email } assignmentResolved }
  }
`;

/** The enabled users of a company (userMany, scoped by the server to the caller's own company). */
export const loadColleagues = async (companyId: string | null): Promise<Assignee[]> =>
  (await apolloClient.query<ColleaguesQuery>({ query: COLLEAGUES, variables: { companyId } })).data.userMany;

export const assignAudit = (auditId: string, userId: string | null) => mutate(ASSIGN, { auditId, userId });
export const resolveAssignment = (auditId: string, resolved: boolean) => mutate(RESOLVE, { auditId, resolved });

const BULK_ASSIGN = gql`
  mutation AssignToUser($csv: String!, $userId: ID!) {
    assignToUser(csv: $csv, userId: $userId) { reassigned }
  }
`;

/** assignToUser: every row of the CSV to one user, all or nothing. */
export const assignCsvToUser = async (csv: string, userId: string): Promise<number> => (await mutate(BULK_ASSIGN, { csv, userId })).assignToUser.reassigned;
