import type { ReactNode } from 'react';
import { ExportButton, FilterButton, SelectColumnsButton, TopToolbar } from 'react-admin';

/**
 * The toolbar every list shares: the filters beyond those always shown, the column choice (the
 * list's DatagridConfigurable), the list's own buttons, and the CSV export through the list's
 * exporter (export/safe-exporter.ts).
 */
export const ListActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    <FilterButton />
    <SelectColumnsButton />
    {children}
    <ExportButton />
  </TopToolbar>
);
