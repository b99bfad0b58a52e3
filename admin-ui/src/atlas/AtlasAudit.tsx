import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { hopViaLabel, stageLabel } from '@tracklight/presentation';
import { Link } from 'react-router-dom';
import { AuditPageFrame } from '../audits/AuditPageFrame';
import { auditPagePath } from '../audit-view/audit-pages';
import type { AuditRecord } from '../audit-view/audit-record';
import { chipColour } from '../audit-view/chip-colour';
import { journeyRows } from '../audits/consent-journey';
import { Section } from '../audits/Section';
import type { RedirectHopData } from '../audits/technical-report-data';
import { useTechnicalReport } from '../audits/use-technical-report';
import { ErrorState } from '../layout/ErrorState';

/** One stop of the journey: a domain in the chain, with what moved the browser on from it. */
const HopStop = ({ hop, index }: { hop: RedirectHopData; index: number }) => (
  <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="atlas-hop" data-host={hop.host}>
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography component="span" fontWeight={600}>
        {index + 1}. {hop.host}
      </Typography>
      {hop.stage ? <Chip size="small" variant="outlined" label={stageLabel(hop.stage)} /> : null}
      <Typography component="span" color="text.secondary">
        {hop.status === null ? 'no HTTP status' : `HTTP ${hop.status}`} · {hopViaLabel(hop.via)}
        {hop.cookiesSet.length ? ` · ${hop.cookiesSet.length} cookie${hop.cookiesSet.length === 1 ? '' : 's'} set` : ''}
      </Typography>
    </Stack>
  </Paper>
);

/** The redirect chain, read from the technical report, as the ordered stops the browser made. */
const HopChain = ({ audit }: { audit: AuditRecord }) => {
  const { data: report, error, isPending, refetch } = useTechnicalReport(audit);
  if (isPending) return <LinearProgress aria-label="Loading the redirect chain" />;
  if (error || !report) return <ErrorState error={error} onRetry={refetch} title="The redirect chain could not be loaded" />;
  if (report.redirectChain.length === 0) {
    return <Typography color="text.secondary">No redirects were recorded: the audit did not get past the link itself. The technical report says why.</Typography>;
  }
  return (
    <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Redirect chain, in order" data-testid="atlas-hops">
      {report.redirectChain.map((hop, index) => (
        <Box component="li" key={index} sx={{ listStyle: 'none' }}>
          {index > 0 ? <ArrowDownwardIcon aria-hidden fontSize="small" color="action" sx={{ display: 'block', mx: 2, my: 0.5 }} /> : null}
          <HopStop hop={hop} index={index} />
        </Box>
      ))}
    </Box>
  );
};

/** Where on the landing page the memory cookie was seen: first view, after consent, on the next page. */
const CookieStages = ({ audit }: { audit: AuditRecord }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} data-testid="atlas-stages">
    {journeyRows(audit).map((row) => (
      <Paper key={row.stage} variant="outlined" sx={{ p: 1.5, flex: 1 }} data-stage={row.stage} data-memory-cookie={row.memoryCookie}>
        <Typography fontWeight={600}>{row.step}</Typography>
        <Typography>
          {row.reached === 'No' ? 'Not reached' : row.memoryCookie === 'Yes' ? 'Memory cookie seen' : 'No memory cookie'}
        </Typography>
        {row.trackingLikelihood === '-' ? null : (
          <Chip size="small" sx={{ mt: 0.5 }} color={chipColour(row.colour)} label={`Tracking likelihood ${row.trackingLikelihood}`} />
        )}
      </Paper>
    ))}
  </Stack>
);

/**
 * The Atlas of one audit (/reporting/atlas/audits/{auditId}): the journey as a map, each hop's
 * domain in order with its status and how it moved on, then the landing page's stages with where
 * the memory cookie was seen; the technical report has the evidence behind each.
 */
export const AtlasAudit = () => (
  <AuditPageFrame title="Atlas">
    {(audit) => (
      <>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button component={Link} to={auditPagePath(audit.id, 'technical-report')} variant="outlined" size="small">
            Technical report
          </Button>
          <Button component={Link} to={`/reporting/atlas/batches/${audit.batchId}`} variant="outlined" size="small">
            Atlas of its batch
          </Button>
        </Stack>
        <Section title="The way to the landing page" testId="atlas-journey">
          <HopChain audit={audit} />
        </Section>
        <Section title="On the landing page: where the memory cookie was seen">
          <CookieStages audit={audit} />
        </Section>
      </>
    )}
  </AuditPageFrame>
);
