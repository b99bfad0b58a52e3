import type { ReactElement, ReactNode } from 'react';
import { List, type Exporter } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@tracklight/presentation';
import { ListActions } from '../lists/ListActions';
import { AboutCountPagination } from './AboutCountPagination';
import { useAuditListFilters } from './audit-list-filters';

interface AuditListProps {
  resource: string;
  title: string;
  exporter: Exporter;
  empty: ReactElement;
  children: ReactNode;
}

/**
 * A list of audits as every audit list shows it: the audit filters, newest first, the server's
 * page size and its "about" count, the list actions (columns, export).
 */
export const AuditList = ({ resource, title, exporter, empty, children }: AuditListProps) => (
  <List
    resource={resource}
    title={title}
    filters={useAuditListFilters()}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<AboutCountPagination />}
    sort={{ field: 'auditedAt', order: 'DESC' }}
    actions={<ListActions />}
    exporter={exporter}
    empty={empty}
  >
    {children}
  </List>
);
