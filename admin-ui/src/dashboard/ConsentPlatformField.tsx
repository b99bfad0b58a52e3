import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

interface ConsentAudit {
  id: string;
  detectedCmp: { name: string | null } | null;
  screenshots: { id: string; screenshotUrl: string; stage: string }[];
}

/** 'Consent Platform Detected': yes or no, opening the audit's screenshots to see the banner. */
export const ConsentPlatformField = () => {
  const audit = useRecordContext<ConsentAudit>();
  const [open, setOpen] = useState(false);
  if (!audit) return null;
  const answer = audit.detectedCmp ? 'Yes' : 'No';
  if (!audit.screenshots.length) return <Typography variant="body2">{answer}</Typography>;
  return (
    <>
      <Button size="small" sx={{ textTransform: 'none' }} onClick={() => setOpen(true)}>
        {answer}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
        <DialogTitle>Screenshots{audit.detectedCmp?.name ? ` (CMP: ${audit.detectedCmp.name})` : ''}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            {audit.screenshots.map((shot) => (
              <Box key={shot.id} component="figure" sx={{ m: 0, width: 320 }}>
                <img src={shot.screenshotUrl} alt={`Screenshot: ${shot.stage}`} style={{ width: '100%', border: '1px solid #ddd' }} />
                <Typography component="figcaption" variant="caption">
                  {shot.stage}
                </Typography>
              </Box>
            ))}
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
};
