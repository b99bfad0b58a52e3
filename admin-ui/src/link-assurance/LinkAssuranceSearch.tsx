import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { authedRequest } from '../auth/authed-request';
import { AssuranceStatusChip } from './AssuranceStatusChip';
import { When } from '../dates/When';

interface Result {
  auditId: string;
  link: string;
  statusText: string | null;
  colour: string | null;
  auditedAt: string | null;
}

/** /link-assurance-search (spec section 2): one link's latest assured verdict, as the API answers it. */
export const LinkAssuranceSearch = () => {
  const [link, setLink] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const search = async () => {
    setPending(true);
    setResult(null);
    setMessage(null);
    try {
      setResult(await authedRequest<Result>(`/client/v1/assurance?link=${encodeURIComponent(link.trim())}`));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setPending(false);
    }
  };
  return (
    <Card>
      <Title title="Link Assurance Search" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Link Assurance Search
        </Typography>
        <Box component="form" display="flex" gap={2} alignItems="flex-start" onSubmit={(e) => (e.preventDefault(), void search())}>
          <TextField label="Affiliate link" value={link} onChange={(e) => setLink(e.target.value)} fullWidth helperText="The link exactly as a link-assurance template audits it" />
          <Button type="submit" variant="contained" disabled={pending || !link.trim()}>
            Search
          </Button>
        </Box>
        {message && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
        {result && (
          <Box mt={2} display="flex" gap={2} alignItems="center" flexWrap="wrap">
            <AssuranceStatusChip text={result.statusText} colour={result.colour} />
            <Typography>
              {result.auditedAt ? (
                <>
                  Audited <When value={result.auditedAt} />
                </>
              ) : (
                'Not audited yet'
              )}
            </Typography>
            <Link to={`/reporting/audits/${result.auditId}`}>Open the audit report</Link>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
