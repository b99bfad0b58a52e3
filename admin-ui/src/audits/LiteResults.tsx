import { Alert, Typography } from '@mui/material';
import { AuditPageFrame } from './AuditPageFrame';
import type { AuditRecord } from '../audit-view/audit-record';
import { FactList } from './FactList';
import { liteScreenshots } from './lite-screenshots';
import { LITE_TRIGGERS } from './lite-triggers';
import { ScreenshotGallery } from './ScreenshotGallery';
import { Section } from './Section';

type LiteAudit = Pick<AuditRecord, 'liteResult' | 'detectedCmp'>;

const LiteResult = ({ liteResult, detectedCmp }: LiteAudit) => {
  if (!liteResult) {
    return (
      <Typography color="text.secondary">
        No Lite result was recorded for this audit. Lite runs when the batch asks for it, or by itself when the audit ends in
        manual review or the site blocks it.
      </Typography>
    );
  }
  // The classic run was shown a consent manager and Lite was not: the CMS conclusion of that name.
  const hiddenFromLite = Boolean(detectedCmp?.name) && !liteResult.cmp && !liteResult.error;
  return (
    <>
      <FactList
        facts={[
          { label: 'Lite result', value: liteResult.memoryCookieStatusReadable ?? '-' },
          { label: 'Source', value: liteResult.sourceVerbiage ?? liteResult.source ?? '-' },
          { label: 'Why Lite ran', value: (liteResult.trigger && LITE_TRIGGERS[liteResult.trigger]) ?? '-' },
          { label: 'CMP', value: liteResult.cmp ?? (hiddenFromLite ? 'CMP - Not displayed to Lite' : '-') },
        ]}
        testId="lite-facts"
      />
      {liteResult.error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="lite-error">
          <Typography variant="subtitle2">Lite Error{liteResult.error.message ? `: ${liteResult.error.message}` : ''}</Typography>
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
          <LiteResult liteResult={audit.liteResult} detectedCmp={audit.detectedCmp} />
        </Section>
        <Section title="Lite screenshots">
          {/* No Lite run, no screenshots: asking for them by their fixed addresses would only meet 404s. */}
          <ScreenshotGallery screenshots={audit.liteResult ? (audit.liteResult.screenshots ?? liteScreenshots(audit.id)) : []} />
        </Section>
      </>
    )}
  </AuditPageFrame>
);
