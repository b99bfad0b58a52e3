import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { AuditScreenshot } from '../audit-view/audit-record';
import { stageLabel } from '@tracklight/presentation';

/** A screenshot that may not exist (a stage not reached, a Lite run that never happened) says so. */
const ScreenshotImage = ({ shot, width }: { shot: AuditScreenshot; width: number | string }) => {
  const [missing, setMissing] = useState(false);
  if (missing) {
    return (
      <Box sx={{ width, height: 120, display: 'grid', placeItems: 'center', border: '1px dashed', borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          Screenshot not available
        </Typography>
      </Box>
    );
  }
  return (
    <img
      src={shot.screenshotUrl}
      alt={`Screenshot: ${stageLabel(shot.stage)}`}
      onError={() => setMissing(true)}
      style={{ width, display: 'block', border: '1px solid #ddd' }}
    />
  );
};

/**
 * The audit's screenshots as thumbnails, one per stage; a click opens the full image in a modal
 * (spec section 2, screenshot modal per audit).
 */
export const ScreenshotGallery = ({ screenshots, thumbnailWidth = 240 }: { screenshots: AuditScreenshot[]; thumbnailWidth?: number }) => {
  const [open, setOpen] = useState<AuditScreenshot | null>(null);
  if (!screenshots.length) return <Typography color="text.secondary">No screenshots</Typography>;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" data-testid="screenshots">
        {screenshots.map((shot) => (
          <Box key={shot.id} component="figure" sx={{ m: 0, width: thumbnailWidth }}>
            <ButtonBase onClick={() => setOpen(shot)} aria-label={`Open screenshot: ${stageLabel(shot.stage)}`}>
              <ScreenshotImage shot={shot} width={thumbnailWidth} />
            </ButtonBase>
            <Typography component="figcaption" variant="caption">
              {stageLabel(shot.stage)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="xl" aria-labelledby="screenshot-title">
        {open && (
          <>
            <DialogTitle id="screenshot-title" sx={{ pr: 6 }}>
              {stageLabel(open.stage)}
              <IconButton aria-label="Close" onClick={() => setOpen(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent data-testid="screenshot-modal">
              <ScreenshotImage shot={open} width="100%" />
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
};
