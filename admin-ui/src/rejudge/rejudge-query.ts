import { gql } from '@apollo/client';

export interface RejudgeVerdict {
  networkName: string | null;
  networkVersion: number | null;
  memoryCookieStatus: string;
  memoryCookieStatusReadable: string;
  errors: string[];
}

export interface AuditRejudgement {
  auditId: string;
  batchId: string;
  link: string;
  auditedAt: string;
  before: RejudgeVerdict;
  after: RejudgeVerdict;
  reason: string;
  applied: boolean;
}

export interface RejudgeResult {
  apply: boolean;
  examined: number;
  changed: number;
  written: number;
  truncated: boolean;
  changes: AuditRejudgement[];
}

export interface RejudgeFilter {
  batchId?: string;
  from?: string;
  to?: string;
  networkId?: string;
}

const VERDICT = 'networkName networkVersion memoryCookieStatus memoryCookieStatusReadable errors';

/** GraphQL rejudgeAudits (audit runner, super admins): a dry run unless apply. */
export const REJUDGE_AUDITS = gql`
  mutation RejudgeAudits($filter: RejudgeFilter!, $apply: Boolean) {
    rejudgeAudits(filter: $filter, apply: $apply) {
      apply examined changed written truncated
      changes { auditId batchId link auditedAt reason applied before { ${VERDICT} } after { ${VERDICT} } }
    }
  }
`;

/** The networks to choose from (spec section 7: networkMany, limit 100000). */
export const NETWORKS = gql`
  query RejudgeNetworks {
    networkMany(limit: 100000) { id name }
  }
`;
