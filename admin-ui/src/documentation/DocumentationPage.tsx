import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { DOCUMENTATION_PAGE_SPEC } from '@tracklight/cms-catalogue';
import { readSession } from '../auth/session';
import { Markdown } from '../markdown/Markdown';
import { DOCUMENTATION_PATHS } from './documentation-paths';

interface DocPage {
  id: string;
  title: string;
  slug: string;
  section: string | null;
  body: string;
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'order', order: 'ASC' as const } };

/** Pages in their order, grouped under their section (pages without one first). */
const sections = (pages: DocPage[]): [string, DocPage[]][] => {
  const grouped = new Map<string, DocPage[]>();
  for (const page of pages) grouped.set(page.section ?? '', [...(grouped.get(page.section ?? '') ?? []), page]);
  return [...grouped.entries()];
};

/**
 * /documentation (spec section 2): the pages staff write in the CMS as Markdown, for every user.
 * `?page=<slug>` picks a page; the first page shows otherwise.
 */
export const DocumentationPage = () => {
  const [params, setParams] = useSearchParams();
  const { data: pages = [], isPending, error } = useGetList<DocPage>(DOCUMENTATION_PAGE_SPEC.kind, ALL);
  const staff = Boolean(readSession()?.user.company.isSuperAdmin);
  const current = pages.find((page) => page.slug === params.get('page')) ?? pages[0];
  return (
    <Card>
      <Title title="Documentation" />
      <CardContent>
        <Box display="flex" justifyContent="space-between" alignItems="center" mb={2}>
          <Typography variant="h5" component="h1">
            Documentation
          </Typography>
          {staff && (
            <Button component={Link} to={DOCUMENTATION_PATHS.list} variant="outlined">
              Manage pages
            </Button>
          )}
        </Box>
        {isPending && <LinearProgress aria-label="Loading the documentation" />}
        {error && <Alert severity="error">The documentation could not be loaded: {error.message}</Alert>}
        {!isPending && !error && pages.length === 0 && <Typography>No documentation pages yet.</Typography>}
        {current && (
          <Box display="flex" gap={3} alignItems="flex-start">
            <Box component="nav" aria-label="Documentation pages" sx={{ minWidth: 220 }}>
              {sections(pages).map(([section, inSection]) => (
                <List key={section} dense subheader={section ? <ListSubheader>{section}</ListSubheader> : undefined}>
                  {inSection.map((page) => (
                    <ListItemButton key={page.id} selected={page.id === current.id} onClick={() => setParams({ page: page.slug })}>
                      <ListItemText primary={page.title} />
                    </ListItemButton>
                  ))}
                </List>
              ))}
            </Box>
            <Box component="article" flex={1} minWidth={0}>
              <Typography variant="h4" component="h2" gutterBottom>
                {current.title}
              </Typography>
              <Markdown>{current.body}</Markdown>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
