import { Alert, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { FunctionField, SimpleShowLayout, TextField } from 'react-admin';
import { readSession } from '../auth/session';
import { AuditLogSection } from './AuditLogSection';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from '../audit-view/audit-record';
import { BadgeStrip } from './BadgeStrip';
import { FactList } from './FactList';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { PlatformsTable } from './PlatformsTable';
import { RedirectHopsTable } from './RedirectHopsTable';
import { ScreenshotGallery } from './ScreenshotGallery';
import { Section } from './Section';
import { ErrorId, StageChecksTable } from './StageChecksTable';
import { StageObservations } from './StageObservations';
import { TraceDownload } from './TraceDownload';
import { otherErrors } from './stage-check-rows';
import type { TechnicalReportData } from './technical-report-data';
import { useTechnicalReport } from './use-technical-report';
import { When } from '../dates/When';
import { LEGEND_PATH } from '../legend/legend-queries';

const proxyText = ({ proxy }: TechnicalReportData) =>
  proxy ? [proxy.isResidential ? 'Residential' : 'Data centre', proxy.label, `(${proxy.country})`].filter(Boolean).join(' ') : '-';


/** Which version of the network's definition and success criteria judged the audit. */
const networkText = ({ network }: TechnicalReportData) => {
  if (!network) return 'Not recognised';
  return network.version === null ? `${network.name} (version not recorded)` : `${network.name}, version ${network.version}`;
};

const TechnicalReportBody = ({ audit }: { audit: AuditRecord }) => {
  const { data: report, error, isPending } = useTechnicalReport(audit);
  if (isPending) return <LinearProgress />;
  if (error || !report) return <Alert severity="error">{error?.message}</Alert>;
  const other = otherErrors(report.moonpullErrors);
  return (
    <>
      {report.failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="audit-failure">
          {report.failure.message}
        </Alert>
      )}
      <Section title="Stage checks" testId="stage-checks-section">
        <StageChecksTable report={report} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Cookie status (landing page, after consent): <strong data-testid="cookie-status-letters">{report.cookieStatusLetters}</strong>
        </Typography>
        <MuiLink component={Link} to={LEGEND_PATH} variant="body2" data-testid="legend-link">
          What do these codes mean?
        </MuiLink>
        {other.length > 0 && (
          <Typography variant="body2" data-testid="other-errors">
            Other errors: {other.map((id) => <ErrorId key={id} id={id} description={report.errorDescriptions[id]} />)}
          </Typography>
        )}
      </Section>
      <Section title="Redirect hops">
        <RedirectHopsTable hops={report.redirectChain} />
      </Section>
      <Section title="E-commerce platform" testId="platforms-section">
        <PlatformsTable platforms={report.platforms ?? null} />
      </Section>
      <Section title="Stages observed">
        <StageObservations stages={report.stages} />
      </Section>
      <Section title="Audit run">
        <FactList
          facts={[
            { label: 'Started', value: <When value={report.startedAt} empty="-" /> },
            { label: 'Finished', value: <When value={report.finishedAt} empty="-" /> },
            { label: 'Proxy', value: proxyText(report) },
            { label: 'Network definition', value: <span data-testid="network-definition-version">{networkText(report)}</span> },
          ]}
        />
      </Section>
    </>
  );
};

/** The technical report (/reporting/audits/{auditId}/technical-report): badges, stage checks, redirect hops, evidence. */
export const TechnicalReport = () => (
  <AuditPageFrame title="Technical Report">
    {(audit) => (
      <Stack spacing={2}>
        <BadgeStrip badges={audit.badges} />
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
          <TextField source="status" label="Audit status" />
          <TextField source="finalDomain" label="Landing domain" emptyText="-" />
        </SimpleShowLayout>
        <TechnicalReportBody audit={audit} />
        <Section title="Screenshots">
          <ScreenshotGallery screenshots={audit.screenshots} />
        </Section>
        {readSession()?.user.company.isSuperAdmin && <TraceDownload auditId={audit.id} />}
        {readSession()?.user.company.isSuperAdmin && <AuditLogSection auditId={audit.id} />}
      </Stack>
    )}
  </AuditPageFrame>
);
