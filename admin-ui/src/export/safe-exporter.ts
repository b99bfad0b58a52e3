import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';
import { csvCell } from '@tracklight/presentation';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/**
 * Downloads the rows as CSV: the given columns, readable values rather than raw codes, with every
 * cell neutralised against formula injection (libs/presentation csvCell), as the server's CSV
 * reports do.
 */
export const downloadSafeCsv = <Row,>(fileName: string, columns: readonly ExportColumn<Row>[], records: readonly Row[]): void => {
  const rows = records.map((record) => columns.map((column) => csvCell(column.value(record))));
  downloadCSV(Papa.unparse({ fields: columns.map((column) => column.header), data: rows }), fileName);
};

/** A react-admin exporter writing the given columns (downloadSafeCsv). */
export const safeExporter =
  <Row,>(fileName: string, columns: readonly ExportColumn<Row>[]): Exporter =>
  (records) =>
    downloadSafeCsv(fileName, columns, records as Row[]);
