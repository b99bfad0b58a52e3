import { gql } from '@apollo/client';

export type DiffMark = 'SAME' | 'CHANGED' | 'ONLY_LEFT' | 'ONLY_RIGHT';

export interface DiffRow {
  key: string;
  label: string;
  left: string | null;
  right: string | null;
  mark: DiffMark;
}

export interface DiffSection {
  key: string;
  title: string;
  differences: number;
  rows: DiffRow[];
}

export interface DiffAudit {
  id: string;
  batchId: string;
  link: string;
  countryCode: string;
  auditedAt: string | null;
  memoryCookieStatusReadable: string;
}

export interface EvidenceDiff {
  left: DiffAudit;
  right: DiffAudit;
  sameLink: boolean;
  differences: number;
  sections: DiffSection[];
}

const AUDIT = 'id batchId link countryCode auditedAt memoryCookieStatusReadable';

/** GraphQL auditEvidenceDiff (reporting): null when either audit is absent or another company's. */
export const EVIDENCE_DIFF = gql`
  query AuditEvidenceDiff($leftAuditId: ID!, $rightAuditId: ID!) {
    auditEvidenceDiff(leftAuditId: $leftAuditId, rightAuditId: $rightAuditId) {
      left { ${AUDIT} }
      right { ${AUDIT} }
      sameLink
      differences
      sections { key title differences rows { key label left right mark } }
    }
  }
`;
