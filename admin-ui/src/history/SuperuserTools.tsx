import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

const TOOLS = [
  { to: '/superuser-tools/event-log', title: 'Event log', text: 'Every change in the product, newest first: who did it, to what, and what it changed.' },
  { to: '/superuser-tools/read-models', title: 'Read models', text: 'Where each read model stands against the event store, its last error, and a rebuild with its progress.' },
  { to: '/superuser-tools/rejudge', title: 'Re-judge stored audits', text: 'See which verdicts would change under today’s network rules, without opening a browser, then apply.' },
];

/** /superuser-tools: the super admins' tools, one card each. */
export const SuperuserTools = () => (
  <Grid container spacing={2} sx={{ mt: 1 }}>
    <Title title="Superuser Tools" />
    {TOOLS.map((tool) => (
      <Grid key={tool.to} size={{ xs: 12, md: 6 }}>
        <Card>
          <CardActionArea component={Link} to={tool.to}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {tool.title}
              </Typography>
              <Typography variant="body2">{tool.text}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      </Grid>
    ))}
  </Grid>
);
