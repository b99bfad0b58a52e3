import { Alert, Typography } from '@mui/material';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from './audit-record';
import { FactList } from './FactList';
import { liteScreenshots } from './lite-screenshots';
import { ScreenshotGallery } from './ScreenshotGallery';
import { Section } from './Section';

const LiteResult = ({ liteResult }: Pick<AuditRecord, 'liteResult'>) => {
  if (!liteResult) return <Typography color="text.secondary">No Lite result was recorded for this audit.</Typography>;
  return (
    <>
      <FactList facts={[{ label: 'CMP', value: liteResult.cmp ?? '-' }]} testId="lite-facts" />
      {liteResult.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="lite-error">
          <Typography variant="subtitle2">Lite Error</Typography>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
            {liteResult.error.stack ?? 'No stack was recorded.'}
          </Typography>
        </Alert>
      )}
    </>
  );
};

/** Lite results (/reporting/audits/{auditId}/lite-results): the Lite run's result and its post-ALP and post-consent screenshots. */
export const LiteResults = () => (
  <AuditPageFrame title="Lite Results">
    {(audit) => (
      <>
        <Section title="Lite result">
          <LiteResult liteResult={audit.liteResult} />
        </Section>
        <Section title="Lite screenshots">
          <ScreenshotGallery screenshots={liteScreenshots(audit.id)} />
        </Section>
      </>
    )}
  </AuditPageFrame>
);
