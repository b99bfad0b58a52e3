import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { readSession } from '../auth/session';
import { RejudgePanel } from './RejudgePanel';

/** /superuser-tools/rejudge: the re-judge panel on its own page (super admins; the server refuses anyone else). */
export const RejudgePage = () => {
  const superAdmin = Boolean(readSession()?.user.company.isSuperAdmin);
  return (
    <>
      <Title title="Re-judge audits" />
      <Box sx={{ mt: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Re-judge audits
        </Typography>
        <Link to="/superuser-tools">Back to Superuser Tools</Link>
      </Box>
      <Card>
        <CardContent>
          {superAdmin ? (
            <RejudgePanel />
          ) : (
            <Alert severity="warning" data-testid="rejudge-not-allowed">
              Only a super admin can re-judge audits.
            </Alert>
          )}
        </CardContent>
      </Card>
    </>
  );
};
