import { Card, CardContent, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router-dom';
import { Title } from 'react-admin';

/** Spec section 2: the 404 route. */
export const NotFound = () => (
  <Card>
    <Title title="Not found" />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography>
        Nothing lives at this address. <Link to="/reporting/batches">Go to Your Results</Link>.
      </Typography>
    </CardContent>
  </Card>
);

/** Any unknown route goes to the 404 route, so the address says where the user is. */
export const CatchAll = () => <Navigate to="/not-found" replace />;
