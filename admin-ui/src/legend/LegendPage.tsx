import { Alert, Button, Card, CardContent, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import {
  HOP_VIA_LEGEND,
  MEMORY_COOKIE_STATUSES,
  memoryCookieStatusColour,
  memoryCookieStatusMeaning,
  memoryCookieStatusText,
  STAGE_LEGEND,
} from '@tracklight/presentation';
import { chipColour } from '../audit-view/chip-colour';
import { loadErrorLegend } from './legend-queries';

const LegendTable = ({ id, title, about, head, children }: { id: string; title: string; about: string; head: string[]; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Typography id={id} variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      {about}
    </Typography>
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((cell) => (
            <TableCell key={cell}>{cell}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </section>
);

const ErrorRows = () => {
  const errors = useQuery({ queryKey: ['errorLegend'], queryFn: loadErrorLegend });
  if (errors.isPending)
    return (
      <TableRow>
        <TableCell colSpan={2}>
          <Skeleton aria-label="Loading the error codes" />
        </TableCell>
      </TableRow>
    );
  if (errors.isError)
    return (
      <TableRow>
        <TableCell colSpan={2}>
          <Alert severity="error" action={<Button onClick={() => void errors.refetch()}>Retry</Button>}>
            The error codes could not be loaded: {errors.error.message}
          </Alert>
        </TableCell>
      </TableRow>
    );
  return errors.data.map(({ id, description, staffOnly }) => (
    <TableRow key={id} data-testid={`legend-error-${id}`}>
      <TableCell>
        <code>{id}</code>
      </TableCell>
      <TableCell>
        {description}
        {staffOnly && <Chip size="small" label="Staff only" sx={{ ml: 1 }} />}
      </TableCell>
    </TableRow>
  ));
};

/**
 * /legend, 'What the codes mean' (issue 22): every verdict, stage code, redirect kind and error id
 * a user meets on an audit, in plain words. The verdicts and stages come from libs/presentation
 * (the words the screens use); the error ids from the CMS's error catalogue (errorLegend).
 */
export const LegendPage = () => (
  <Card>
    <Title title="What the codes mean" />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        What the codes mean
      </Typography>
      <Stack spacing={4}>
        <LegendTable
          id="legend-verdicts"
          title="Verdicts (memory cookie status)"
          about="The result of an audit: whether the network's memory cookie, which credits the publisher with a sale, survives on the advertiser's site."
          head={['Verdict', 'What it means']}
        >
          {MEMORY_COOKIE_STATUSES.map((status) => (
            <TableRow key={status} data-testid={`legend-verdict-${status}`}>
              <TableCell>
                <Chip size="small" label={memoryCookieStatusText(status)} color={chipColour(memoryCookieStatusColour(status))} />
              </TableCell>
              <TableCell>{memoryCookieStatusMeaning(status)}</TableCell>
            </TableRow>
          ))}
        </LegendTable>
        <LegendTable
          id="legend-stages"
          title="Stages"
          about="The steps of an audit, from the publisher's link to the advertiser's page. Technical reports name them by their short code."
          head={['Code', 'Name', 'What happens']}
        >
          {STAGE_LEGEND.map(({ code, label, meaning }) => (
            <TableRow key={code} data-testid={`legend-stage-${code}`}>
              <TableCell>
                <code>{code}</code>
              </TableCell>
              <TableCell>{label}</TableCell>
              <TableCell>{meaning}</TableCell>
            </TableRow>
          ))}
        </LegendTable>
        <LegendTable id="legend-hops" title="Redirects" about="How the browser moved from one address to the next (the technical report's redirect table)." head={['Code', 'Name']}>
          {HOP_VIA_LEGEND.map(({ code, label }) => (
            <TableRow key={code}>
              <TableCell>
                <code>{code}</code>
              </TableCell>
              <TableCell>{label}</TableCell>
            </TableRow>
          ))}
        </LegendTable>
        <LegendTable
          id="legend-errors"
          title="Error codes"
          about="Codes an audit can carry: the stage number, then the check that failed (5.4: the memory cookie missing on the landing page), or a fixed code."
          head={['Code', 'What it means']}
        >
          <ErrorRows />
        </LegendTable>
      </Stack>
    </CardContent>
  </Card>
);
