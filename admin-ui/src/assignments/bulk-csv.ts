import Papa from 'papaparse';

// Spec sections 5 and 8, verbatim.
export const ONLY_CSV = 'Only .CSV files are supported';
export const BULK_SUCCESS = 'Successfully reassigned all audits from CSV upload!';

export const isCsvName = (name: string): boolean => name.toLowerCase().endsWith('.csv');

/** How many rows the file holds, for the form to say before anything is sent (the server checks each). */
export const csvRowCount = (text: string): number =>
  Papa.parse(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' }).data.length;
