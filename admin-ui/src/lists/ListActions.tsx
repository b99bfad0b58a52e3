import type { ReactNode } from 'react';
import { ExportButton, FilterButton, SelectColumnsButton, TopToolbar, useFilterContext } from 'react-admin';

// react-admin's FilterButton throws on a list without filters (the account lists, Scheduling).
const FilterButtonIfAny = () => (useFilterContext() ? <FilterButton /> : null);

/**
 * The toolbar every list shares: the filters beyond those always shown (lists that have filters),
 * the column choice (the list's DatagridConfigurable, whose preferenceKey it must be given when
 * the datagrid has one: both default to '<resource>.datagrid'), the list's own buttons, and the
 * CSV export through the list's exporter (export/safe-exporter.ts).
 */
export const ListActions = ({ preferenceKey, children }: { preferenceKey?: string; children?: ReactNode }) => (
  <TopToolbar>
    <FilterButtonIfAny />
    <SelectColumnsButton preferenceKey={preferenceKey} />
    {children}
    <ExportButton />
  </TopToolbar>
);
