import type { ComponentProps } from 'react';
import { CatalogueList } from '../catalogue/CatalogueList';
import { ErrorSwitches } from './ErrorSwitches';

/** The catalogue's list of errors with the errors' own switches as a last column. */
export const ErrorList = (props: Omit<ComponentProps<typeof CatalogueList>, 'extraColumns'>) => (
  <CatalogueList {...props} extraColumns={<ErrorSwitches label="Switches" />} />
);
