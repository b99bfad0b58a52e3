import { Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField } from 'react-admin';
import { DASHBOARD_RECENT_AUDITS, formatDashboardDate, formatDashboardTime } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { AuditReportActions } from './AuditReportActions';
import { ConsentPlatformField } from './ConsentPlatformField';
import { DashboardList } from './DashboardList';
import { EmptyState } from '../lists/EmptyState';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { MemoryCookieComparisonField } from './MemoryCookieComparisonField';

interface RecentAudit {
  auditedAt: string | null;
  badges: { key: string; label: string }[];
  ranBy: { name: string; company: { name: string } | null } | null;
}

const DetailsBadges = ({ audit }: { audit: RecentAudit }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    {audit.badges.map((badge) => (
      <Chip key={badge.key} label={badge.label} size="small" variant="outlined" />
    ))}
  </Stack>
);

const RanBy = ({ audit }: { audit: RecentAudit }) => (
  <>
    <Typography variant="body2">{audit.ranBy?.name ?? ''}</Typography>
    <Typography variant="caption" color="text.secondary">
      {audit.ranBy?.company?.name ?? ''}
    </Typography>
  </>
);

const AuditedOn = ({ audit }: { audit: RecentAudit }) => (
  <>
    <Typography variant="body2">{audit.auditedAt ? formatDashboardDate(audit.auditedAt) : ''}</Typography>
    <Typography variant="caption">{audit.auditedAt ? formatDashboardTime(audit.auditedAt) : ''}</Typography>
  </>
);

const NoAuditsYet = () => (
  <EmptyState message="No audits yet" hint="Submit links: each audit shows here as soon as it finishes." action={<SubmitLinksButton />} />
);

/** Dashboard 'Most Recent 10 Audits' (spec section 2, Dashboard widgets). */
export const RecentAudits = () => (
  <DashboardList title={`Most Recent ${DASHBOARD_RECENT_AUDITS} Audits`} testId="most-recent-audits" resource="recentAudits" perPage={DASHBOARD_RECENT_AUDITS} paged={false}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoAuditsYet />}>
      <FunctionField label="Advertiser" render={advertiserName} />
      <FunctionField label="Network" render={networkName} />
      <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
      <FunctionField label="Consent Platform Detected" render={() => <ConsentPlatformField />} />
      <FunctionField label="Details" render={(audit: RecentAudit) => <DetailsBadges audit={audit} />} />
      <FunctionField label="User" render={(audit: RecentAudit) => <RanBy audit={audit} />} />
      <FunctionField label="Date" render={(audit: RecentAudit) => <AuditedOn audit={audit} />} />
      <FunctionField label="Memory Cookie Comparison" render={() => <MemoryCookieComparisonField />} />
      <FunctionField label="Audit Report" render={() => <AuditReportActions />} />
    </Datagrid>
  </DashboardList>
);
