import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProductName } from '../product/product-name';
import { auditPagePath } from '../audit-view/audit-pages';
import type { AuditRecord } from '../audit-view/audit-record';
import { chipColour } from '../audit-view/chip-colour';
import { resultBarStatus } from './result-bar';
import { statusSourceIcon } from '../audit-view/status-source-icon';
import { TrackingMatrixTable } from './TrackingMatrixTable';

/**
 * 'View the {brand} Platform result' (spec section 2): a BETA note first; 'I understand' opens the
 * platform's own output for the audit, Cancel stays on the report.
 */
const PlatformResultButton = ({ auditId }: { auditId: string }) => {
  const brand = useProductName();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        View the {brand} Platform result
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="platform-result-title">
        <DialogTitle id="platform-result-title">
          {brand} Platform result <Chip label="BETA" color="warning" size="small" sx={{ ml: 1 }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The {brand} Platform result is in BETA. It is the platform&apos;s own reading of this audit&apos;s evidence, and it may
            differ from the result shown on this report, which can include a guided result from our team.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => navigate(auditPagePath(auditId, 'output-report'))}>
            I understand
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The Lite second opinion beside the verdict: its status with its source's icon, or that it failed. */
const LiteChip = ({ lite }: { lite: NonNullable<AuditRecord['liteResult']> }) => {
  if (lite.error) return <Chip label="Lite Error" color="error" variant="outlined" data-testid="lite-result" />;
  if (!lite.memoryCookieStatusReadable) return null;
  const icon = lite.source === 'WEB_UNLOCKER' ? 'web-unlocker' : 'local-processing';
  return <Chip label={`Lite: ${lite.memoryCookieStatusReadable}`} icon={statusSourceIcon(icon)} variant="outlined" data-testid="lite-result" />;
};

/**
 * The audit-result bar: the verdict the lists show for this audit (the tracking matrix for audits
 * older than three months), the Lite second opinion when there is one, and the way to the
 * platform's result.
 */
export const AuditResultBar = ({ audit }: { audit: AuditRecord }) => {
  const { text, colour, icon } = resultBarStatus(audit);
  const matrix = audit.displayStatus.kind === 'tracking-matrix';
  return (
    <Alert
      icon={false}
      severity="info"
      data-testid="audit-result-bar"
      sx={{ alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1 } }}
      action={<PlatformResultButton auditId={audit.id} />}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">Audit result:</Typography>
        {matrix ? (
          <TrackingMatrixTable audit={audit} />
        ) : (
          <Chip label={text} icon={statusSourceIcon(icon)} color={chipColour(colour)} data-testid="audit-result" data-colour={colour} />
        )}
        {audit.liteResult && <LiteChip lite={audit.liteResult} />}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="verdict-sentence">
        {audit.verdictSentence}
      </Typography>
    </Alert>
  );
};
