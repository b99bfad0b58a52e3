import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { API_KEY_SCOPES, listApiKeys, revokeApiKey, type ApiKey } from './api-keys-api';
import { NewKeyDialog } from './NewKeyDialog';
import { When } from '../dates/When';
import { NoAccess } from '../auth/NoAccess';
import { readSession, type SessionUser } from '../auth/session';

const scopeName = (id: string) => API_KEY_SCOPES.find((scope) => scope.id === id)?.name ?? id;
const STATUS_COLOUR = { active: 'success', revoked: 'default', expired: 'warning' } as const;

/** Spec section 6: the api grant opens API keys; a super admin passes every grant check. */
const mayUseApiKeys = (user: SessionUser | undefined) => Boolean(user?.company.isSuperAdmin || user?.grants.includes('api'));

/** /api-keys (spec section 2, the api grant): the company's keys; without the grant, a page saying so. */
export const ApiKeysPage = () =>
  mayUseApiKeys(readSession()?.user) ? (
    <ApiKeys />
  ) : (
    <NoAccess title="API keys">API keys need the API grant on your account, which only our team can give: ask your account manager.</NoAccess>
  );

/** The company's keys, made and revoked here. */
const ApiKeys = () => {
  const notify = useNotify();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const load = useCallback(async () => {
    try {
      setKeys(await listApiKeys());
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await revokeApiKey(revoking.id);
      notify('API key revoked', { type: 'success' });
      await load();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'Something went wrong', { type: 'error' });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card>
      <Title title="API keys" />
      <CardContent>
        <Box display="flex" justifyContent="space-between" alignItems="center" mb={2} gap={2} flexWrap="wrap">
          <Typography variant="h5" component="h1">
            API keys
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        </Box>
        <Typography color="text.secondary" gutterBottom>
          Keys let your own tools read results, submit audits from a pipeline, or show link statuses on your pages. A key acts
          as you, within its scopes. Send it in the <code>x-api-key</code> header.
        </Typography>
        {error && (
          <Alert severity="error" action={<Button onClick={() => void load()}>Retry</Button>}>
            {error}
          </Alert>
        )}
        {!keys && !error && <CircularProgress aria-label="Loading API keys" />}
        {keys?.length === 0 && <Alert severity="info">No API keys yet. Create one to call the API from your own tools.</Alert>}
        {keys && keys.length > 0 && (
          <Table size="small" aria-label="API keys">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Scopes</TableCell>
                <TableCell>Owner</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Public id</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell>{key.scopes.map(scopeName).join(', ')}</TableCell>
                  <TableCell>{key.owner.email ?? key.owner.id}</TableCell>
                  <TableCell>
                    <When value={key.createdAt} />
                  </TableCell>
                  <TableCell>
                    <When value={key.expiresAt} empty="Never" />
                  </TableCell>
                  <TableCell>
                    {key.lastUsedAt ? (
                      <>
                        <When value={key.lastUsedAt} /> from {key.lastUsedAddress}
                      </>
                    ) : (
                      'Never'
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={key.status} color={STATUS_COLOUR[key.status]} />
                  </TableCell>
                  <TableCell>
                    <code>{key.id}</code>
                  </TableCell>
                  <TableCell>
                    {key.status === 'active' && (
                      <Button color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <NewKeyDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) void load();
        }}
      />
      <Confirm
        isOpen={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        content="Calls with this key stop at once, for good. Tools that use it need a new key."
        confirm="Revoke"
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
};
