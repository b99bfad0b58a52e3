import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { returnPathOf } from './maintenance-path';
import { serverIsUp } from './server-status';

const RECHECK_EVERY_MS = 5_000;

/**
 * Shown while the server is down, logged in or not. It checks again every few seconds and, once
 * the server answers, reloads the app at the address the user was on: the app may have started
 * while the server was away (brand, session check), so it starts afresh.
 */
export const MaintenancePage = () => {
  const returnTo = returnPathOf(useSearchParams()[0].get('returnTo'));
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    if (await serverIsUp()) {
      window.history.replaceState(window.history.state, '', `#${returnTo}`);
      window.location.reload();
    } else setChecking(false);
  }, [returnTo]);

  useEffect(() => {
    const timer = setInterval(check, RECHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Down for maintenance
            </Typography>
            <Typography>
              The service cannot be reached right now, most likely because it is being updated. This page checks again every few seconds and
              takes you back as soon as it is available.
            </Typography>
            <Box>
              <Button variant="outlined" onClick={check} disabled={checking} startIcon={checking ? <CircularProgress size={16} /> : undefined}>
                Check now
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
