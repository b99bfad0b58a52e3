import type { ReactElement } from 'react';
import { useListContext } from 'react-admin';
import { EmptyState } from './EmptyState';

/**
 * A list's empty state that tells 'nothing here yet' (`empty`, with what would fill it) from
 * 'nothing matches your search or filters' (`noMatch`, with how to widen it): two different
 * things for the user to do.
 */
export const EmptyOrNoMatch = ({
  empty,
  noMatch = <EmptyState message="Nothing matches the search or the filters" hint="Clear them to see everything." />,
}: {
  empty: ReactElement;
  noMatch?: ReactElement;
}) => {
  const { filterValues } = useListContext();
  return Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '') ? noMatch : empty;
};
