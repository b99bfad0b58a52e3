import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridBodyProps } from 'react-admin';

// Enter on the row itself, not on a button or link inside it, which handle their own Enter.
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

/**
 * A datagrid body whose rows take the keyboard focus (Tab) and open on Enter as on a click
 * (WCAG 2.1.1): give it as `body={<KeyboardRowsBody />}` to a Datagrid with a rowClick, which
 * passes it the rows and columns.
 */
export const KeyboardRowsBody = (props: DatagridBodyProps) => (
  <DatagridBody {...props} row={<DatagridRow tabIndex={0} onKeyDown={openOnEnter} />} />
);
