import { Alert, Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { whitelistStatusText, type WhitelistFlags } from '@tracklight/presentation';

/**
 * Where the advertiser's whitelisting stands (its latest request), with the way to follow it up:
 * requests are made from an audit's report and followed up under /cms/whitelist.
 */
export const WhitelistStatus = () => {
  const record = useRecordContext<{ id: string; whitelistRequest: (WhitelistFlags & { id: string }) | null }>();
  if (!record) return null;
  const request = record.whitelistRequest;
  return (
    <Alert severity={request?.whitelistActive ? 'success' : 'info'} sx={{ m: 2, mb: 0 }} data-testid="whitelist-status">
      Whitelisting: {whitelistStatusText(request)}.{' '}
      {request ? (
        <Link component={RouterLink} to={`/cms/whitelist/${encodeURIComponent(request.id)}/update`}>
          Follow up the request
        </Link>
      ) : (
        "Ask for it with 'Request whitelisting' on one of the advertiser's audit reports."
      )}
    </Alert>
  );
};
