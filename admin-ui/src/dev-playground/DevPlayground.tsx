import { Box, Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title } from 'react-admin';
import { NoAccess } from '../auth/NoAccess';
import { readSession, type SessionUser } from '../auth/session';
import { PageSkeleton } from '../layout/Skeletons';

const GraphiqlPanel = lazy(() => import('./GraphiqlPanel'));

const TITLE = 'Developer Playground';

/** Who the playground is for: super admins, and users with the API grant (the API Keys screen's). */
export const canUseDevPlayground = (user: SessionUser) => user.company.isSuperAdmin || user.grants.includes('api');

/** What the server documents, at the addresses it serves them (libs/access open-api.ts). */
const REST_DOCUMENTS = [
  { href: '/api/docs', label: 'REST API reference (Swagger UI)', hint: 'Every REST operation with its parameters; try them with an API key.' },
  { href: '/api/openapi.json', label: 'OpenAPI document (JSON)', hint: 'The same, machine-readable: generate a client from it.' },
];

/**
 * The developer playground (/dev-playground): GraphiQL on the product's own GraphQL endpoint as
 * the logged-in user (the schema is described to logged-in callers only), and the REST API's
 * OpenAPI documents.
 */
export const DevPlayground = () => {
  const user = readSession()?.user;
  if (!user || !canUseDevPlayground(user)) {
    return <NoAccess title={TITLE}>Only a super admin or a user with API access can use the developer playground. Ask your company owner for API access.</NoAccess>;
  }
  return (
    <>
      <Title title={TITLE} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {TITLE}
          </Typography>
          <Typography color="text.secondary">
            Try the API before you code against it. Queries run as you, on your company&apos;s data; mutations change it for real.
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            REST API
          </Typography>
          <List dense data-testid="rest-documents">
            {REST_DOCUMENTS.map(({ href, label, hint }) => (
              <ListItem key={href} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink href={href} target="_blank" rel="noopener">
                      {label}
                    </MuiLink>
                  }
                  secondary={hint}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="h6" component="h2">
            GraphQL explorer (/gql)
          </Typography>
        </CardContent>
        <Box sx={{ height: '70vh', minHeight: 480, borderTop: 1, borderColor: 'divider' }} data-testid="graphiql">
          <Suspense fallback={<PageSkeleton blocks={1} />}>
            <GraphiqlPanel />
          </Suspense>
        </Box>
      </Card>
    </>
  );
};
