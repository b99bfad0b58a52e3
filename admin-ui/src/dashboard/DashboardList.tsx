import type { ReactNode } from 'react';
import { ListBase, Pagination, type ListBaseProps } from 'react-admin';
import { PAGE_SIZES } from '@tracklight/presentation';
import { ListErrorOr } from '../layout/list-states';
import { CollapsibleCard } from './CollapsibleCard';

/**
 * A dashboard list widget: a collapsible box over a list of its own, kept out of the page's
 * address (the dashboard holds several); the shared error screen when it could not be read;
 * paged unless it shows a fixed number of rows.
 */
export const DashboardList = ({
  title,
  testId,
  controls,
  paged = true,
  children,
  ...list
}: Pick<ListBaseProps, 'resource' | 'filter' | 'sort' | 'perPage'> & {
  title: string;
  testId: string;
  /** Beside the title: the widget's own settings (a time window). */
  controls?: ReactNode;
  paged?: boolean;
  /** The list's Datagrid. */
  children: ReactNode;
}) => (
  <CollapsibleCard title={title} testId={testId} controls={controls}>
    <ListBase {...list} disableSyncWithLocation storeKey={false}>
      <ListErrorOr>
        {children}
        {paged ? <Pagination rowsPerPageOptions={[...PAGE_SIZES]} /> : null}
      </ListErrorOr>
    </ListBase>
  </CollapsibleCard>
);
