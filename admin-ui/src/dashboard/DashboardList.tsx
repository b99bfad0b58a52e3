import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, Pagination, type ListBaseProps } from 'react-admin';
import { PAGE_SIZES } from '@tracklight/presentation';
import { ListErrorOr } from '../layout/list-states';

/**
 * A dashboard list widget: a titled card (a labelled region) over a list of its own, kept out of
 * the page's address (the dashboard holds several); the shared error screen when it could not be
 * read; paged unless it shows a fixed number of rows.
 */
export const DashboardList = ({
  title,
  testId,
  controls,
  paged = true,
  children,
  ...list
}: Pick<ListBaseProps, 'resource' | 'filter' | 'sort' | 'perPage'> & {
  title: ReactNode;
  testId: string;
  /** Beside the title: the widget's own settings (a time window). */
  controls?: ReactNode;
  paged?: boolean;
  /** The list's Datagrid. */
  children: ReactNode;
}) => (
  <Card component="section" aria-label={typeof title === 'string' ? title : undefined} data-testid={testId}>
    <CardContent>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {controls}
      </Stack>
      <ListBase {...list} disableSyncWithLocation storeKey={false}>
        <ListErrorOr>
          {children}
          {paged ? <Pagination rowsPerPageOptions={[...PAGE_SIZES]} /> : null}
        </ListErrorOr>
      </ListBase>
    </CardContent>
  </Card>
);
