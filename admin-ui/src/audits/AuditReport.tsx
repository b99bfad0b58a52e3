import { Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, SimpleShowLayout, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { auditTimeSeconds } from '@tracklight/presentation';
import { AssignmentPanel } from '../assignments/AssignmentPanel';
import { compareWithNext, compareWithPrevious } from '../audit-compare/compare-paths';
import { readSession } from '../auth/session';
import { CmpMetadataForm } from '../cmp-metadata/CmpMetadataForm';
import { GuidedResultButton } from '../cms/guided-results/GuidedResultButton';
import { InternalIssueButton } from '../internal-issues/InternalIssueButton';
import { IssueReportButton } from '../issue-reports/IssueReportButton';
import { WhitelistRequestButton } from '../whitelisting/WhitelistRequestButton';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { HistoryPanel } from '../entity-history/HistoryPanel';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from '../audit-view/audit-record';
import { AuditResultBar } from './AuditResultBar';
import { BadgeStrip } from './BadgeStrip';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { SiteAppAssociations } from './SiteAppAssociations';
import { ScreenshotGallery } from './ScreenshotGallery';
import { DateTimeField } from '../dates/DateTimeField';

/** Links to this run's evidence beside the run of the same link before or after it. */
const OtherRuns = ({ audit }: { audit: AuditRecord }) => {
  const { previousComparisonAudit: previous, nextComparisonAudit: next } = audit;
  if (!previous && !next) return <Typography variant="body2">No other run of this link to compare with</Typography>;
  return (
    <Stack direction="row" spacing={2} data-testid="compare-runs">
      {previous && <Link to={compareWithPrevious(audit.id, previous.id)}>Compare with the previous run</Link>}
      {next && <Link to={compareWithNext(audit.id, next.id)}>Compare with the next run</Link>}
    </Stack>
  );
};

// The audit's facts side by side on a wide screen, one under another on a narrow one; the link,
// the other runs and the screenshots across the whole width.
const WIDE = 'fact-wide';
const FACT_GRID = {
  p: 0,
  '& .RaSimpleShowLayout-stack': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, columnGap: 3, rowGap: 1.5 },
  [`& .${WIDE}`]: { gridColumn: '1 / -1' },
};

/** The audit report (/reporting/audits/{auditId}): the result bar, badges, details and screenshots. */
export const AuditReport = () => (
  <AuditPageFrame title="Audit Report">
    {(audit) => (
      <Stack spacing={2}>
        <AuditResultBar audit={audit} />
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          <IssueReportButton audit={audit} />
          <WhitelistRequestButton audit={audit} />
          {readSession()?.user.company.isSuperAdmin && <InternalIssueButton audit={audit} />}
          {readSession()?.user.company.isSuperAdmin && <GuidedResultButton auditId={audit.id} />}
        </Stack>
        <AssignmentPanel audit={audit} />
        <BadgeStrip badges={audit.badges} />
        <SimpleShowLayout spacing={0} sx={FACT_GRID}>
          <TextField source="link" label="Affiliate Link" className={WIDE} sx={{ wordBreak: 'break-all' }} />
          <Labeled label="Memory Cookie Status">
            <MemoryCookieStatusChip own />
          </Labeled>
          <FunctionField label="Network" render={networkName} />
          <FunctionField label="Advertiser" render={advertiserName} />
          <TextField source="finalDomain" label="Landing domain" emptyText="-" />
          <TextField source="countryCode" label="Country" />
          <DateTimeField source="auditedAt" label="Audited" emptyText="-" />
          <FunctionField label="Audit time" render={(record: AuditRecord) => (record.auditTime === null ? '-' : `${auditTimeSeconds(record.auditTime)} s`)} />
          <TextField source="failReason" label="Failure" emptyText="-" />
          <TextField source="otherReason" label="Other reason" emptyText="-" />
          <FunctionField label="Batch" render={(record: AuditRecord) => <Link to={`/reporting/memory/cookie/${record.batchId}`}>View Batch</Link>} />
          <FunctionField label="Other runs" className={WIDE} render={(record: AuditRecord) => <OtherRuns audit={record} />} />
          <Labeled label="Screenshots" className={WIDE}>
            <ScreenshotGallery screenshots={audit.screenshots} />
          </Labeled>
        </SimpleShowLayout>
        <SiteAppAssociations audit={audit} />
        {readSession()?.user.company.isSuperAdmin && <CmpMetadataForm auditId={audit.id} cmpDetected={audit.detectedCmp !== null} />}
        <HistoryPanel streamId={`audit-${audit.id}`} />
      </Stack>
    )}
  </AuditPageFrame>
);
