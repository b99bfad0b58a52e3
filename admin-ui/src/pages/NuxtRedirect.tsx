import { useEffect } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useProductName } from '../product/product-name';
import { redirectTargetOf } from './redirect-target';

/** Spec section 2: /nuxt-redirect?url=... hands the browser over to the address in `url`. */
export const NuxtRedirect = () => {
  const productName = useProductName();
  const target = redirectTargetOf(useSearchParams()[0].get('url'), window.location.href);
  const followAt = target.kind === 'this-host' ? target.href : null;

  useEffect(() => {
    if (followAt) window.location.replace(followAt);
  }, [followAt]);

  return (
    <Card>
      <Title title="Redirect" />
      <CardContent>
        {target.kind === 'this-host' && <Typography>Taking you there…</Typography>}
        {target.kind === 'other-host' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography>
              This link leads away from {productName} to {target.host}. Only continue if you trust where it came from.
            </Typography>
            <Button variant="contained" href={target.href} rel="noopener noreferrer">
              Continue to {target.host}
            </Button>
          </Stack>
        )}
        {target.kind === 'refused' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography>This redirect has no web address to go to.</Typography>
            <Button component={RouterLink} to="/reporting/batches">
              Go to Your Results
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
