import { useFieldValue, type FieldProps } from 'react-admin';
import { When, type WhenProps } from './When';

type DateTimeFieldProps = FieldProps & Pick<WhenProps, 'dateStyle'>;

/** A Datagrid or show-layout column of a date in the UI's one format (When): react-admin's DateField replaced. */
export const DateTimeField = ({ source, dateStyle, emptyText = '' }: DateTimeFieldProps) => (
  <When value={useFieldValue({ source })} dateStyle={dateStyle} empty={emptyText} />
);
