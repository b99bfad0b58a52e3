/// <reference types="vite-plugin-pwa/react" />
import { Alert, Button, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Spec section 8, verbatim. */
export const UPDATE_MESSAGE = 'App has been updated! Please refresh to continue using the product';

/** A tab left open for days still hears of a new build: the browser's own check runs on page loads. */
const CHECK_FOR_UPDATE_EVERY_MS = 60 * 60 * 1000;

/**
 * Spec section 2: once a new build is deployed, its service worker waits (vite-plugin-pwa's prompt
 * mode) and this banner offers to switch to it; Refresh activates it and reloads the page.
 */
export const UpdateBanner = () => {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), CHECK_FOR_UPDATE_EVERY_MS);
    },
  });
  return (
    <Snackbar open={needRefresh} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        sx={{ boxShadow: 6 }}
        action={
          <Button color="inherit" size="small" onClick={() => void updateServiceWorker()}>
            Refresh
          </Button>
        }
      >
        {UPDATE_MESSAGE}
      </Alert>
    </Snackbar>
  );
};
