import { Box, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, Title, useGetOne } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { LiveRefresh } from '../batches/LiveRefresh';
import { LoadFailure } from '../layout/LoadFailure';
import { PageSkeleton } from '../layout/Skeletons';
import { AUDIT_PAGES, auditPageOf, auditPagePath } from '../audit-view/audit-pages';
import { isFinished, isFullAudit, type AuditRecord } from '../audit-view/audit-record';
import { PdfDownloads } from './PdfDownloads';

/** The pages of one audit as tabs, so each is one click from the others. */
const AuditPageTabs = ({ auditId }: { auditId: string }) => {
  const { pathname } = useLocation();
  return (
    <Tabs value={auditPageOf(pathname)} variant="scrollable" aria-label="Audit pages">
      {AUDIT_PAGES.map(({ page, label }) => (
        <Tab key={page} value={page} label={label} component={Link} to={auditPagePath(auditId, page)} />
      ))}
    </Tabs>
  );
};

/**
 * One audit page (/reporting/audits/{auditId}/...): loads the audit (GraphQL auditOne), re-reads
 * it while it still runs, and frames the page with the audit's name and the tabs to its other
 * pages. The audit is also the record context, for react-admin's fields.
 */
export const AuditPageFrame = ({ title, children }: { title: string; children: (audit: AuditRecord) => ReactNode }) => {
  const { auditId = '' } = useParams();
  const { data, error, refetch } = useGetOne<AuditRecord>('audits', { id: auditId });
  // As for batches (spec section 4), an audit that cannot be found goes to the 404 route; a read
  // that failed on the server's side says so, with a Retry.
  if (!isFullAudit(data)) return error ? <LoadFailure error={error} retry={refetch} /> : <PageSkeleton />;
  const heading = [advertiserName(data), networkName(data)].filter(Boolean).join(' · ');
  return (
    // Keyed by audit: going from one audit's page to another's keeps the route's components, and
    // with them state such as an open screenshot modal.
    <RecordContextProvider value={data} key={data.id}>
      <Title title={title} />
      <LiveRefresh active={!isFinished(data)} refetch={refetch} />
      <Box sx={{ mt: 2 }} data-testid="audit-page" data-audit-id={data.id}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {isFinished(data) ? <PdfDownloads audit={data} /> : null}
        </Stack>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {heading ? `${heading} — ` : ''}
          {data.link}
        </Typography>
        <AuditPageTabs auditId={data.id} />
      </Box>
      <Card>
        <CardContent>{children(data)}</CardContent>
      </Card>
    </RecordContextProvider>
  );
};
