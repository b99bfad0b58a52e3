import { STATUS_FIELDS } from './status-fields';

/** The fields every audit table row needs: what it audited, where it landed, and its verdict. */
export const AUDIT_ROW_FIELDS = `
  id batchId link requestedBy countryCode userDefinedNetwork finalDomain
  requestedAt startedAt finishedAt auditedAt
  network { name } advertiser { name }
  ${STATUS_FIELDS}
`;

interface NamedAudit {
  network: { name: string } | null;
  userDefinedNetwork: string | null;
  advertiser: { name: string | null } | null;
  finalDomain: string | null;
}

// The detected network and advertiser win; until the audit has run, the submitted network and
// the landing domain are all there is to show. (Render functions, not components: the table
// reads each column's label from its own child's props.)
export const networkName = (audit: NamedAudit) => audit.network?.name ?? audit.userDefinedNetwork ?? '';
export const advertiserName = (audit: NamedAudit) => audit.advertiser?.name ?? audit.finalDomain ?? '';
