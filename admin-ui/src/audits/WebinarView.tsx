import { Box, Chip, Typography } from '@mui/material';
import { knownCmpName } from '@tracklight/presentation';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { AuditPageFrame } from './AuditPageFrame';
import { chipColour } from '../audit-view/chip-colour';
import { resultBarStatus } from './result-bar';
import { ScreenshotGallery } from './ScreenshotGallery';

/**
 * The webinar view (/reporting/audits/{auditId}/webinar-view): the verdict and the screenshots,
 * large and without the technical detail, for showing an audit to an audience.
 */
export const WebinarView = () => (
  <AuditPageFrame title="Webinar View">
    {(audit) => {
      const { text, colour } = resultBarStatus(audit);
      const cmp = knownCmpName(audit);
      return (
        <Box data-testid="webinar-view" sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="p">
            {advertiserName(audit) || audit.link}
          </Typography>
          <Typography variant="h5" component="p" color="text.secondary" gutterBottom>
            {networkName(audit)}
          </Typography>
          <Chip label={text} color={chipColour(colour)} data-testid="webinar-verdict" sx={{ fontSize: '1.5rem', height: 56, px: 2, my: 2 }} />
          <Typography variant="h6" component="p" sx={{ mb: 3 }}>
            {cmp ? `Consent platform: ${cmp}` : 'No consent platform detected'}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <ScreenshotGallery screenshots={audit.screenshots} thumbnailWidth={420} />
          </Box>
        </Box>
      );
    }}
  </AuditPageFrame>
);
