import { gql } from '@apollo/client';
import type { AuditEvidenceDiffQuery, EvidenceDiffMark } from '../generated/operations';

/** The comparison of two audits, as the query below reads it (types generated from the server's schema). */
export type EvidenceDiff = NonNullable<AuditEvidenceDiffQuery['auditEvidenceDiff']>;
export type DiffSection = EvidenceDiff['sections'][number];
export type DiffMark = EvidenceDiffMark;

/** GraphQL auditEvidenceDiff (reporting): null when either audit is absent or another company's. */
export const EVIDENCE_DIFF = gql`
  query AuditEvidenceDiff($leftAuditId: ID!, $rightAuditId: ID!) {
    auditEvidenceDiff(leftAuditId: $leftAuditId, rightAuditId: $rightAuditId) {
      left {
        ...EvidenceDiffRun
      }
      right {
        ...EvidenceDiffRun
      }
      sameLink
      differences
      sections {
        key
        title
        differences
        rows {
          key
          label
          left
          right
          mark
        }
      }
    }
  }

  fragment EvidenceDiffRun on EvidenceDiffAudit {
    id
    batchId
    link
    countryCode
    auditedAt
    memoryCookieStatusReadable
  }
`;
